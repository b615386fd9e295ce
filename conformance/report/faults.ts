// A fault is pinned where it happened. A 5xx or an unanswered request fails the rule that met it, wherever
// (the rule's own request, a list walk, a clean-up), and a service with one broken path — a list that answers
// 500 after a delete — makes several rules meet the same fault. The report names each fault once: the same
// operation answering the same way, first met where, by which rules, with the requests the run sent on that
// account just before it (every rule's, clean-ups included), where its cause usually is.
import type { TrailEntry } from '../harness/rule/outcome.ts';
import { matchOperation } from '../harness/spec/spec-document.ts';

export interface TrailLine {
  rule: string;
  method: string;
  path: string;
  status: number | null;
}

export interface FaultReport {
  /** `F1`, `F2`… in the order they were first met. */
  id: string;
  /** `GET /v1/jobs → 500`, `POST /v1/jobs → no answer`: the operation (path template) and the answer. */
  signature: string;
  /** The rule whose request met it first, and that request. */
  first: TrailLine & { at: string };
  /** Every rule that met it. */
  rules: string[];
  /** The requests sent on the same account before it, oldest first (at most eight). */
  before: TrailLine[];
  /** The first rule's curl line. */
  reproduce?: string;
}

/** What a rule's run left for pinning faults: every request it sent, and when its failing one left. */
export interface RuleTrail {
  readonly trail: readonly TrailEntry[];
  readonly failedAtMs?: number | undefined;
  /** A fault the rule met after it had failed for another reason. */
  readonly faultAtMs?: number | undefined;
}

const faultChecks = new Set(['5xx', 'no-answer']);

function templateOf(method: string, path: string): string {
  return matchOperation(method, path)?.path ?? path.split('?')[0]!;
}

/** What pinning reads of a rule's result (report.ts RuleResult). */
interface PinnedRule {
  readonly id: string;
  readonly status: string;
  readonly check?: string | undefined;
  readonly reproduce?: string | undefined;
}

export function pinFaults(rules: readonly PinnedRule[], trails: ReadonlyMap<string, RuleTrail>): FaultReport[] {
  const met: { rule: string; entry: TrailEntry; signature: string }[] = [];
  for (const rule of rules) {
    const run = trails.get(rule.id);
    if (rule.status !== 'failed' || !run) continue;
    const at = faultChecks.has(rule.check ?? '') ? run.failedAtMs : run.faultAtMs;
    const entry = run.trail.find((e) => e.t === at && (e.status === null || e.status >= 500));
    if (!entry) continue;
    met.push({
      rule: rule.id,
      entry,
      signature: `${entry.method} ${templateOf(entry.method, entry.path)} → ${entry.status ?? 'no answer'}`,
    });
  }
  met.sort((a, b) => a.entry.t - b.entry.t);
  const everything = [...trails].flatMap(([rule, run]) => run.trail.map((entry) => ({ rule, entry })));
  everything.sort((a, b) => a.entry.t - b.entry.t);
  const faults: FaultReport[] = [];
  for (const { rule, entry, signature } of met) {
    const known = faults.find((f) => f.signature === signature);
    if (known) {
      if (!known.rules.includes(rule)) known.rules.push(rule);
      continue;
    }
    const before = everything
      .filter((e) => e.entry.key === entry.key && e.entry.t <= entry.t && e.entry !== entry)
      .slice(-8)
      .map((e) => lineOf(e.rule, e.entry));
    const reproduce = rules.find((r) => r.id === rule)?.reproduce;
    faults.push({
      id: `F${faults.length + 1}`,
      signature,
      first: { ...lineOf(rule, entry), at: new Date(entry.t).toISOString() },
      rules: [rule],
      before,
      ...(reproduce ? { reproduce } : {}),
    });
  }
  return faults;
}

const lineOf = (rule: string, e: TrailEntry): TrailLine => ({
  rule,
  method: e.method,
  path: e.path,
  status: e.status,
});

/** A trail line as text: `BODY-003  DELETE /v1/jobs/7 → 204`. */
export const trailText = (line: TrailLine): string =>
  `${line.rule.padEnd(10)} ${line.method} ${line.path} → ${line.status ?? 'no answer'}`;
