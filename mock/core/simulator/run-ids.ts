// The random part of each run's id (a ULID, its time part the run's start). Monotonic within one
// millisecond (the ULID spec's monotonic mode): runs that start in the same millisecond sort by id in the
// order they ran, as the runs list's order and its cursors assume (spec: newest first by started_at, then
// id). Random parts drawn afresh could sort them the other way.

import { createUlidRandom, type RandomBytes, type UlidRandom } from './ulid.ts';

/** Fills in and returns the random part (two 40-bit halves) for a run started at `startedMs`; reused, not copied. */
export type RunIds = (startedMs: number) => UlidRandom;

export function createRunIds(random: RandomBytes): RunIds {
  const ids = createUlidRandom(random);
  const part: UlidRandom = { hi: 0, lo: 0 };
  let lastStarted = NaN;
  return (started) => {
    if (started === lastStarted) {
      part.lo += 1;
      if (part.lo >= 2 ** 40) {
        part.lo = 0;
        part.hi += 1;
      }
    } else {
      ids.next(part);
      // Room to count up within the millisecond without overflowing the 80 bits.
      part.hi = Math.min(part.hi, 2 ** 40 - 2 ** 20);
      lastStarted = started;
    }
    return part;
  };
}
