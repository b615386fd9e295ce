// What a run checked of the seed's promises: each promise (runner/seed-statements.ts) with the probes the
// rules made of it, by kind. A green run says what it checked; a promise no probe reached is a check that did
// not happen, counted like a skipped rule (report-console.ts `exitCodeOf`). A run narrowed by --only or
// --skip does not judge the promises its rules leave out.
import type { ProbeRecord } from '../harness/rule/probes.ts';
import { seedPromises } from '../harness/spec/seed-promises.ts';

export interface PromiseResult {
  /** `5.1`, `2:url`, `4.2`… */
  id: string;
  /** The seed reference: `§5.1`. */
  seed: string;
  promise: string;
  /** `checked`: probes reached it; `unreached`: none did (why in `reason`); `not judged`: the run was narrowed. */
  status: 'checked' | 'unreached' | 'not judged';
  probes: number;
  /** Probes by kind, most first. */
  kinds: Record<string, number>;
  /** Unreached or not judged: why. Checked: a part some rule could not reach, when one could not. */
  reason?: string;
}

export function promiseResults(
  record: ProbeRecord,
  judged: { ok: true } | { ok: false; why: string },
): PromiseResult[] {
  return seedPromises.map(({ id, ref, promise }) => {
    const kinds = Object.fromEntries(Object.entries(record.counts[id] ?? {}).sort((a, b) => b[1] - a[1]));
    const probes = Object.values(kinds).reduce((sum, n) => sum + n, 0);
    const base = { id, seed: `§${ref}`, promise, probes, kinds };
    const note = record.unreached[id];
    if (!judged.ok && probes === 0) return { ...base, status: 'not judged', reason: judged.why };
    if (probes > 0) return { ...base, status: 'checked', ...(note ? { reason: `partly not reached: ${note}` } : {}) };
    return {
      ...base,
      status: 'unreached',
      reason: note ?? 'no rule reached it: the rules that probe it were skipped (see why under each)',
    };
  });
}

/** `5.1 (12 probes: no X-API-Key 4, …)`: a line of the console and Markdown reports. */
export function promiseLine(p: PromiseResult): string {
  const kinds = Object.entries(p.kinds);
  const shown = kinds
    .slice(0, 4)
    .map(([kind, n]) => `${kind} ${n}`)
    .join('; ');
  const more = kinds.length > 4 ? `; ${kinds.length - 4} more kinds` : '';
  return p.status === 'checked'
    ? `${p.probes} probe${p.probes === 1 ? '' : 's'} of ${kinds.length} kind${kinds.length === 1 ? '' : 's'} (${shown}${more})`
    : `${p.status}: ${p.reason}`;
}
