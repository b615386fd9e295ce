// Each run's id: `run_` and a ULID whose time part is the run's start. Monotonic within one millisecond
// (the ULID spec's monotonic mode, primitives/ulid.ts): runs that start in the same millisecond sort by id
// in the order they ran, as the runs list's order and its cursors assume (spec: newest first by
// started_at, then id). Random parts drawn afresh could sort them the other way.

import type { RandomSource } from '../../primitives/random.ts';
import { createUlidFactory, formatUlid, type UlidRandom } from '../../primitives/ulid.ts';

/** The id of a run started at `startedMs`. */
export type RunIds = (startedMs: number) => string;

export function createRunIds(random: RandomSource): RunIds {
  const ids = createUlidFactory(random);
  const part: UlidRandom = { hi: 0, lo: 0 };
  return (started) => {
    // The time part is the start itself, even when a run that started earlier is recorded after a later
    // one: the random part still counts up, so ids made in the same millisecond keep their order.
    ids.nextParts(started, part);
    return `run_${formatUlid(started, part.hi, part.lo)}`;
  };
}
