// A job's most recent finished runs, bounded (spec: "Run history keeps the 100 most recent finished runs
// of a job"): once full, each new run takes the place of the oldest, so a job that ran a million times
// keeps the bound and no more.

import type { RunRecord } from './run-record.ts';

export interface RunHistory {
  /** Appends a finished run; the oldest one goes when the bound is reached. */
  push(run: RunRecord): void;
  readonly size: number;
  /** The newest run; undefined when the job never ran. */
  latest(): RunRecord | undefined;
  /** Every kept run, newest first. */
  newestFirst(): RunRecord[];
  /** Every kept run, oldest first (a snapshot's order). */
  oldestFirst(): RunRecord[];
}

/** `saved`: runs oldest first (a snapshot's); only the newest `limit` of them are kept. */
export function createRunHistory(limit: number, saved: readonly RunRecord[] = []): RunHistory {
  if (!(Number.isInteger(limit) && limit >= 1)) throw new RangeError('history limit must be a positive integer');
  // Oldest first until full; then a ring whose oldest run sits at `oldest`.
  const runs: RunRecord[] = [];
  let oldest = 0;
  const nth = (i: number): RunRecord => runs[(oldest + i) % runs.length]!;
  const history: RunHistory = {
    push(run) {
      if (runs.length < limit) {
        runs.push(run);
      } else {
        runs[oldest] = run;
        oldest = (oldest + 1) % limit;
      }
    },
    get size() {
      return runs.length;
    },
    latest: () => (runs.length === 0 ? undefined : nth(runs.length - 1)),
    newestFirst: () => history.oldestFirst().reverse(),
    oldestFirst: () => runs.map((_, i) => nth(i)),
  };
  for (const run of saved.slice(-limit)) history.push(run);
  return history;
}
