// The test clocks (spec/mock-control.yaml createTestClock): virtual clocks of their own, each frozen until
// advanced, so tests running in parallel on one mock move their own time. This store owns the clocks and
// their names; which account is on which clock is the accounts' (`Account.test_clock`), and what is due on
// each clock is the engine's (simulator/engine/clock-lanes.ts).
import { createVirtualClock, type Clock } from '../primitives/clock.ts';

export interface TestClock {
  readonly id: string;
  readonly name: string;
  readonly clock: Clock;
  /** The SHA-256 (hex) of the X-API-Key the clock was made with, which owns it; absent for the operator's. */
  readonly owner?: string;
}

/** A test clock as saved: a restarted mock resumes it at its time. */
export interface SavedTestClock {
  id: string;
  name: string;
  now_ms: number;
  owner?: string;
}

export interface TestClocks {
  create(name: string | undefined, nowMs: number, owner?: string): TestClock;
  get(id: string): TestClock | undefined;
  /** Oldest first. */
  list(): TestClock[];
  remove(id: string): boolean;
  snapshot(): { clocks: SavedTestClock[]; nextSequence: number };
}

export function createTestClocks(saved?: { clocks: readonly SavedTestClock[]; nextSequence: number }): TestClocks {
  const clocks = new Map<string, TestClock>();
  let nextSequence = saved?.nextSequence ?? 1;
  const add = (id: string, name: string, nowMs: number, owner: string | undefined): TestClock => {
    const entry = { id, name, clock: createVirtualClock(nowMs), ...(owner !== undefined ? { owner } : {}) };
    clocks.set(id, entry);
    return entry;
  };
  for (const clock of saved?.clocks ?? []) add(clock.id, clock.name, clock.now_ms, clock.owner);

  return {
    create(name, nowMs, owner) {
      // Ids are never reused, so a deleted clock's id cannot name a later one in a test's log.
      const sequence = nextSequence++;
      return add(`clock_${sequence}`, name ?? `test clock ${sequence}`, nowMs, owner);
    },
    get: (id) => clocks.get(id),
    list: () => [...clocks.values()],
    remove: (id) => clocks.delete(id),
    snapshot: () => ({
      clocks: [...clocks.values()].map((c) => ({
        id: c.id,
        name: c.name,
        now_ms: c.clock.now(),
        ...(c.owner !== undefined ? { owner: c.owner } : {}),
      })),
      nextSequence,
    }),
  };
}
