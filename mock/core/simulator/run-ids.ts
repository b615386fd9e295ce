// The random part of each run's id (a ULID, its time part the run's start). Monotonic within one
// millisecond (the ULID spec's monotonic mode, primitives/ulid.ts): runs that start in the same
// millisecond sort by id in the order they ran, as the runs list's order and its cursors assume (spec:
// newest first by started_at, then id). Random parts drawn afresh could sort them the other way.

import type { RandomSource } from '../primitives/random.ts';
import { createUlidFactory, type UlidRandom } from '../primitives/ulid.ts';

/** Fills in and returns the random part (two 40-bit halves) for a run started at `startedMs`; reused, not copied. */
export type RunIds = (startedMs: number) => UlidRandom;

export function createRunIds(random: RandomSource): RunIds {
  const ids = createUlidFactory(random);
  const part: UlidRandom = { hi: 0, lo: 0 };
  return (started) => {
    ids.nextParts(started, part);
    return part;
  };
}
