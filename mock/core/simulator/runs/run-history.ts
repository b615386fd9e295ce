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
  const history = new BoundedRunHistory(limit);
  for (const run of saved.slice(-limit)) history.push(run);
  return history;
}

// A class, not an object of closures: every job has a history, and its methods are then shared by all of
// them instead of five functions and their scope made for each job: what a job keeps is what bounds how
// many jobs a mock can hold.
class BoundedRunHistory implements RunHistory {
  /** Oldest first until full; then a ring whose oldest run sits at `oldest`. */
  private readonly runs: RunRecord[] = [];
  private oldest = 0;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  push(run: RunRecord): void {
    if (this.runs.length < this.limit) {
      this.runs.push(run);
    } else {
      this.runs[this.oldest] = run;
      this.oldest = (this.oldest + 1) % this.limit;
    }
  }

  get size(): number {
    return this.runs.length;
  }

  latest(): RunRecord | undefined {
    return this.runs.length === 0 ? undefined : this.nth(this.runs.length - 1);
  }

  newestFirst(): RunRecord[] {
    return this.oldestFirst().reverse();
  }

  oldestFirst(): RunRecord[] {
    return this.runs.map((_, i) => this.nth(i));
  }

  private nth(i: number): RunRecord {
    return this.runs[(this.oldest + i) % this.runs.length]!;
  }
}
