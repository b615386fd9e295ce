// Answer overrides (spec/mock-control.yaml createAnswerOverride): one operation's answer replaced or
// delayed for one account, for the accounts on one test clock, or for every account, for a number of
// requests or until removed. This store owns them; the service pipeline asks it which one applies to a
// request (routes/answer-override.ts builds the answer). In memory only: an override is one test's set-up.
import type { components } from '../../../generated/mock-control.ts';

// The schema requires operation_id (in its allOf); the generated type leaves it optional.
export type AnswerOverride = components['schemas']['AnswerOverride'] & { operation_id: string };

/** What the pipeline knows of a request when it asks. */
export interface OverrideTarget {
  operationId: string;
  /** The request's path as routed (no query). */
  path: string;
  accountId: string;
  testClockId: string | undefined;
}

export interface AnswerOverrides {
  /** Adds an override (already checked and resolved to its operation); it is tried before every older one. */
  add(fields: Omit<AnswerOverride, 'id' | 'remaining'>): AnswerOverride;
  /** Newest first; `alive` drops those whose account or test clock is gone. */
  list(): AnswerOverride[];
  remove(id: string): boolean;
  clear(): void;
  /** The newest override that applies to `target`, counted as used (removed after its last use). */
  take(target: OverrideTarget): AnswerOverride | undefined;
}

/** A path template (`/v1/jobs/{job_id}`) matches every path of its operation; a concrete path only itself. */
const isTemplate = (path: string): boolean => /\{[^/]+\}/.test(path);

export function createAnswerOverrides(alive: (override: AnswerOverride) => boolean): AnswerOverrides {
  // Newest first: the order they are tried in.
  let overrides: AnswerOverride[] = [];
  let sequence = 1;

  const applies = (override: AnswerOverride, target: OverrideTarget): boolean =>
    override.operation_id === target.operationId &&
    (override.path === undefined || isTemplate(override.path) || override.path === target.path) &&
    (override.account === undefined || override.account === target.accountId) &&
    (override.test_clock === undefined || override.test_clock === target.testClockId);

  const prune = () => {
    overrides = overrides.filter(alive);
  };

  return {
    add(fields) {
      const override: AnswerOverride = { id: `ovr_${sequence++}`, ...fields, remaining: fields.times ?? null };
      overrides.unshift(override);
      return structuredClone(override);
    },
    list() {
      prune();
      return structuredClone(overrides);
    },
    remove(id) {
      const before = overrides.length;
      overrides = overrides.filter((o) => o.id !== id);
      return overrides.length < before;
    },
    clear() {
      overrides = [];
    },
    take(target) {
      if (overrides.length === 0) return undefined;
      const found = overrides.find((o) => applies(o, target) && alive(o));
      if (!found) return undefined;
      if (found.remaining !== null) {
        found.remaining -= 1;
        if (found.remaining === 0) overrides = overrides.filter((o) => o !== found);
      }
      return found;
    },
  };
}
