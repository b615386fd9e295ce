// The state a core starts from (mock-core.ts): the saved state of a restart or a fixture world, the accounts
// for the keys given, and the stores that own what requests change — before the engine and the routes that
// read them are made.
import { checkFixtures, fixtureAccounts } from './fixtures/fixtures.ts';
import type { MockCoreOptions } from './core-options.ts';
import { cryptoRandom } from './primitives/random.ts';
import { createUlidFactory } from './primitives/ulid.ts';
import { createEventHub } from './simulator/events/events.ts';
import { createAccounts } from './state/accounts.ts';
import { createIdempotencyStore } from './state/idempotency.ts';
import { createJobsStore } from './state/jobs-store.ts';
import { createJournal, journalLimit } from './state/journal.ts';
import { createRateLimiter } from './state/rate-limit.ts';
import type { StateSnapshot } from './state/state-snapshot.ts';
import { createTestClocks } from './state/test-clocks.ts';

export type CoreState = ReturnType<typeof restoreState>;

export function restoreState(options: Omit<MockCoreOptions, 'initialState'>, saved: StateSnapshot | undefined) {
  const { clock } = options;
  const random = options.random ?? cryptoRandom;
  const ulids = createUlidFactory(random);
  // Made here, in this order: a seeded source gives the same ids, keys and request ids as it always has.
  const requestIds = createUlidFactory(random);
  const historyLimit = options.historyLimit ?? 100;
  if (saved && options.fixtures !== undefined)
    throw new RangeError('fixtures load only into an empty mock, not beside saved state');
  const world = options.fixtures !== undefined ? checkFixtures(options.fixtures, { historyLimit }) : undefined;

  const accounts = createAccounts(
    random,
    saved
      ? { accounts: saved.accounts, nextSequence: saved.next_account_sequence }
      : world
        ? fixtureAccounts(world)
        : undefined,
  );
  const keys = options.apiKeys ?? (saved || world ? [] : ['dev-key']);
  for (const key of keys) {
    if (accounts.list().some((a) => a.api_key === key)) continue;
    accounts.create(accounts.list().length === 0 ? 'default' : `account ${accounts.list().length + 1}`, key);
  }

  const store = createJobsStore();
  // The journal's violations go out on the event stream beside the engine's events.
  const requestEvents = createEventHub((error) => options.onError?.(error, 'simulator'));
  const journal = createJournal(journalLimit, (entry) => {
    if (requestEvents.active) requestEvents.emit({ type: 'request.violations', entry });
  });
  // Definitions are restored here, into the store, once; the engine restores the run-time state of each
  // from the simulator's part of the state and reads its definition from the store.
  if (saved) {
    if (clock.now() < saved.clock_ms) clock.jumpTo(saved.clock_ms);
    for (const { account_id, job } of saved.jobs) {
      store.insert({ accountId: account_id, job });
      ulids.observe(job.id.slice(4));
    }
  }
  return {
    saved,
    world,
    random,
    ulids,
    requestIds,
    historyLimit,
    accounts,
    keys,
    store,
    idempotency: createIdempotencyStore(saved?.idempotency),
    requestEvents,
    journal,
    testClocks: createTestClocks(saved?.test_clocks),
    rateLimiter: options.rateLimit ? createRateLimiter(options.rateLimit) : undefined,
  };
}
