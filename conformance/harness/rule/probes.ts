// What a run checked of the seed's promises (runner/seed-statements.ts: `promises`): each rule counts the
// probes it made of each promise, by kind ("missing key", "integer ≥ 2^31 read back from the list"), and
// says when it could not reach one and why. The run adds them up (report.ts): a promise no probe reached
// is a check that did not happen.

/** Probes by kind, per promise id. */
export type ProbeCounts = Record<string, Record<string, number>>;

export interface ProbeRecord {
  readonly counts: ProbeCounts;
  /** Why a probe of a promise could not be made, per promise id (the first reason). */
  readonly unreached: Record<string, string>;
}

export class ProbeLedger {
  private readonly counts: ProbeCounts = {};
  private readonly reasons: Record<string, string> = {};

  probe(promise: string, kind: string, n = 1): void {
    const kinds = (this.counts[promise] ??= {});
    kinds[kind] = (kinds[kind] ?? 0) + n;
  }

  unreached(promise: string, reason: string): void {
    this.reasons[promise] ??= reason;
  }

  record(): ProbeRecord {
    return { counts: this.counts, unreached: this.reasons };
  }
}

/** Adds `from` into `into` (the run's sum of its rules' records). */
export function addProbes(into: ProbeRecord, from: ProbeRecord | undefined): void {
  if (!from) return;
  for (const [promise, kinds] of Object.entries(from.counts)) {
    const target = ((into.counts as ProbeCounts)[promise] ??= {});
    for (const [kind, n] of Object.entries(kinds)) target[kind] = (target[kind] ?? 0) + n;
  }
  for (const [promise, reason] of Object.entries(from.unreached))
    (into.unreached as Record<string, string>)[promise] ??= reason;
}
