// Test clocks and the accounts on them (spec/mock-control.yaml, tag "Test clocks"): making a clock,
// advancing it, and deleting a clock or one account with all it holds. Each store keeps its own part —
// the clocks (test-clocks.ts), the accounts, the jobs, the idempotency keys, the engine's queues and
// notifications — and this is the one place that removes an account from all of them, in an order that
// leaves none naming what another has dropped.
import type { components } from '../../../generated/mock-control.ts';
import { toTimestamp, type Clock } from '../primitives/clock.ts';
import type { AdvanceResult, Engine } from '../simulator/engine/engine-api.ts';
import type { Accounts } from './accounts.ts';
import type { IdempotencyStore } from './idempotency.ts';
import type { JobsStore } from './jobs-store.ts';
import type { TestClock, TestClocks } from './test-clocks.ts';

export type TestClockView = components['schemas']['TestClock'];

export interface TestClockService {
  /** `owner`: the SHA-256 (hex) of the X-API-Key it is made with (routes/account-scope.ts). */
  create(name: string | undefined, nowMs: number | undefined, owner?: string): TestClockView;
  /** The owner's hash of a clock made with a key; undefined for an unknown clock or the operator's. */
  ownerOf(id: string): string | undefined;
  list(): TestClockView[];
  get(id: string): TestClockView | undefined;
  /** The clock an account's requests and runs are timed by: its test clock's, or the global one. */
  clockOf(accountId: string): Clock;
  /** Undefined for an unknown clock; rejects (RangeError) for a target before the clock's time. */
  advance(id: string, targetMs: (now: number) => number): Promise<(AdvanceResult & { clock: TestClock }) | undefined>;
  /** False for an unknown clock. */
  removeClock(id: string): boolean;
  /** False for an unknown account. */
  removeAccount(id: string): boolean;
  /**
   * Empties one account as a reset empties the mock — its jobs, runs, notifications and idempotency keys —
   * and keeps the account, its key, its clock, its webhook secret and notification settings.
   */
  emptyAccount(id: string): void;
}

export interface TestClockDeps {
  clock: Clock;
  testClocks: TestClocks;
  accounts: Accounts;
  store: JobsStore;
  engine: Engine;
  idempotency: IdempotencyStore;
}

export function createTestClockService(deps: TestClockDeps): TestClockService {
  const { clock, testClocks, accounts, store, engine, idempotency } = deps;

  const view = (entry: TestClock): TestClockView => ({
    id: entry.id,
    name: entry.name,
    now: toTimestamp(entry.clock.now()),
    accounts: accounts
      .list()
      .filter((a) => a.test_clock === entry.id)
      .map((a) => a.id),
  });

  function emptyAccount(id: string): void {
    // Jobs first, while the account still names its clock: the engine finds each job's queue through it.
    // Page by page through the account's own index, so the cost is its jobs, not everyone's.
    for (
      let batch = store.page(id, undefined, undefined, 500).jobs;
      batch.length > 0;
      batch = store.page(id, undefined, undefined, 500).jobs
    )
      for (const job of batch) {
        engine.removeJob(job.id);
        store.remove(job.id);
      }
    engine.outbox.clearAccount(id);
    idempotency.removeScope(id);
  }

  function removeAccount(id: string): boolean {
    if (!accounts.byId(id)) return false;
    emptyAccount(id);
    engine.outbox.removeAccount(id);
    accounts.remove(id);
    return true;
  }

  return {
    create(name, nowMs, owner) {
      return view(testClocks.create(name, nowMs ?? clock.now(), owner));
    },
    ownerOf: (id) => testClocks.get(id)?.owner,
    list: () => testClocks.list().map(view),
    get(id) {
      const entry = testClocks.get(id);
      return entry ? view(entry) : undefined;
    },
    clockOf(accountId) {
      const id = accounts.testClockOf(accountId);
      return (id !== undefined ? testClocks.get(id)?.clock : undefined) ?? clock;
    },
    async advance(id, targetOf) {
      const entry = testClocks.get(id);
      if (!entry) return undefined;
      const result = await engine.advanceTestClock(entry, targetOf(entry.clock.now()));
      return { ...result, clock: entry };
    },
    removeClock(id) {
      if (!testClocks.get(id)) return false;
      for (const account of accounts.list()) if (account.test_clock === id) removeAccount(account.id);
      engine.dropTestClock(id);
      testClocks.remove(id);
      return true;
    },
    removeAccount,
    emptyAccount,
  };
}
