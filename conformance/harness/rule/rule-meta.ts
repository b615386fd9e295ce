// What every rule declares, test262-style: an id from a closed family list, a title that states the
// behaviour, the profile, the seed section or spec location it checks, and what it needs to run.
import type { Profile } from './config.ts';
import { fixFirst, type SkipReason } from './failure.ts';
import type { Precondition, Preconditions } from './preconditions.ts';
import type { ServiceOperationId } from '../spec/spec-document.ts';

export const families = ['AUTH', 'BODY', 'VER', 'SCHEMA', 'PROP', 'JOB', 'PAGE', 'IDEM', 'CRON', 'SEQ'] as const;
export type Family = (typeof families)[number];

/**
 * `second-key`: a second account's key; `write`: creates data (left out by --read-only); `job-id`: a
 * created job with an id usable in /v1/jobs/{id}; `list`: a readable job list. The last two are
 * established once before the rules (preconditions.ts); when they cannot be, the rule is skipped as
 * "blocked by" the rule that checks them.
 */
export type Need = 'second-key' | 'write' | Precondition;

export type RuleSource =
  /** A seed section (`5`, `4.1`) or a numbered statement of a section (`5.1`; `2.1` = §2 rule 1). */
  | { readonly seed: string }
  /** A JSON pointer into spec/openapi.yaml. */
  | { readonly spec: string };

/** Operations a rule takes by a scope read from the spec, not by name: it covers what the spec gains. */
export interface OperationScope {
  /** The scope as a reader says it: `every operation`, `every operation on a job`. */
  readonly every: string;
  readonly operationIds: readonly ServiceOperationId[];
}

export interface RuleMeta {
  readonly id: string;
  readonly title: string;
  readonly profile: Profile;
  readonly source: RuleSource;
  /**
   * The operations the rule exercises: the operationIds it names, or, for a rule over "every operation" (or
   * every one on a job, or every read), that scope as operations-in-scope.ts derives it from the spec.
   */
  readonly operations?: readonly ServiceOperationId[] | OperationScope;
  readonly needs?: readonly Need[];
}

export const isOperationScope = (
  operations: readonly ServiceOperationId[] | OperationScope,
): operations is OperationScope => !Array.isArray(operations);

/** The operationIds a rule exercises, whether it names them or takes a scope. */
export function operationIdsOf(meta: Pick<RuleMeta, 'operations'>): readonly ServiceOperationId[] {
  const { operations = [] } = meta;
  return isOperationScope(operations) ? operations.operationIds : operations;
}

export function familyOf(id: string): Family {
  return id.split('-')[0] as Family;
}

export function describeSource(source: RuleSource): string {
  return 'seed' in source ? `seed §${source.seed}` : `spec ${source.spec}`;
}

/** The full profile runs every rule; the core profile only core rules. */
export const inProfile = (meta: Pick<RuleMeta, 'profile'>, profile: Profile): boolean =>
  profile === 'full' || meta.profile === 'core';

/** Why a rule does not run in this configuration and what would let it run, or undefined when it runs. */
export function skipReason(
  meta: RuleMeta,
  run: { profile: Profile; readOnly: boolean; secondApiKey: string | undefined },
  preconditions: Preconditions = {},
): SkipReason | undefined {
  if (!inProfile(meta, run.profile))
    return { reason: 'not in the core profile', decideHint: 'run with --profile full' };
  if (meta.needs?.includes('second-key') && !run.secondApiKey)
    return {
      reason: 'needs a second account: pass --second-api-key',
      decideHint: 'give --second-api-key (a key of a second account on the service)',
    };
  if (meta.needs?.includes('write') && run.readOnly)
    return { reason: 'creates data; left out by --read-only', decideHint: 'run without --read-only' };
  for (const need of meta.needs ?? []) {
    const unmet = need in preconditions ? preconditions[need as Precondition] : undefined;
    // The rule that checks the precondition runs, and fails with the cause.
    if (unmet && unmet.owner !== meta.id) return { reason: unmet.reason, decideHint: fixFirst(unmet.owner) };
  }
  return undefined;
}

/**
 * `--only` / `--skip`: each token is a rule id (`BODY-003`), a family (`AUTH` or `AUTH-`) or an id prefix.
 * Tokens that match no rule are a usage error.
 */
export function ruleMatcher(tokens: readonly string[]): (id: string) => boolean {
  const wanted = tokens.map((t) => t.trim().toUpperCase()).filter(Boolean);
  return (id) =>
    wanted.some(
      (t) =>
        id === t || familyOf(id) === t.replace(/-$/, '') || (t.endsWith('-') && id.startsWith(t)) || id.startsWith(t),
    );
}
