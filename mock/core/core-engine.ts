// The run simulator of a core (mock-core.ts) over its restored state: the engine with the ports the options
// supply, and — with a persistence port — the change tracker the stores report each write to; a fixture
// world is loaded through the tracked stores, so the first write saves it.
import type { MockCoreOptions, SimulationSettings } from './core-options.ts';
import type { CoreState } from './core-state.ts';
import { fixtureClock, loadAccountSettings, loadFixtureJobs } from './fixtures/fixtures.ts';
import { createFetchSender } from './notifications/sender.ts';
import { type ChangeTracker, createChangeTracker } from './persistence/change-tracker.ts';
import { trackedIdempotency, trackedJobsStore } from './persistence/tracked-stores.ts';
import { createEngine } from './simulator/engine/engine.ts';
import { createFetchCaller } from './simulator/outcomes/live-caller.ts';

export function startEngine(
  options: Omit<MockCoreOptions, 'initialState'>,
  state: CoreState,
  settings: SimulationSettings,
  persistSoon: () => void,
) {
  const { clock } = options;
  const { saved, accounts, testClocks, historyLimit } = state;
  const sim = options.simulation ?? {};
  const fetchFn: typeof fetch = sim.fetch ?? ((input, init) => fetch(input, init));
  let tracker: ChangeTracker | undefined;
  const engine = createEngine({
    clock,
    definitions: state.store,
    random: state.random,
    historyLimit,
    ...(settings.liveCalls
      ? {
          caller: createFetchCaller({
            fetch: sim.liveFetch ?? fetchFn,
            allowPrivate: sim.allowPrivateTargets ?? false,
          }),
        }
      : {}),
    sender: createFetchSender(fetchFn),
    notifyUrl: settings.notifyUrl,
    ...(sim.timers ? { timers: sim.timers } : {}),
    ...(sim.yieldPort ? { yieldPort: sim.yieldPort } : {}),
    speed: clock.speed ?? 1,
    ...(sim.advanceRunsLimit !== undefined ? { advanceRunsLimit: sim.advanceRunsLimit } : {}),
    ...(sim.notificationRetention !== undefined ? { notificationRetention: sim.notificationRetention } : {}),
    onError: (error) => options.onError?.(error, 'simulator'),
    ...(saved ? { snapshot: saved.simulator } : {}),
    afterBackgroundWork: () => persistSoon(),
    ...(options.persistence ? { onJobTouched: (jobId: string) => tracker?.ran(jobId) } : {}),
    testClockOf: (accountId) => {
      const id = accounts.testClockOf(accountId);
      return id === undefined ? undefined : testClocks.get(id);
    },
  });
  // With a persistence port, the stores tell the tracker what each write touched.
  if (options.persistence) {
    tracker = createChangeTracker({
      now: () => clock.now(),
      accounts,
      testClocks,
      store: state.store,
      engine,
      idempotency: state.idempotency,
      historyLimit,
    });
    if (saved?.simulator)
      tracker.markSaved(saved.simulator.jobs.filter((j) => j.history.length > 0).map((j) => j.job_id));
  }
  const store = tracker ? trackedJobsStore(state.store, tracker) : state.store;
  const idempotency = tracker ? trackedIdempotency(state.idempotency, tracker) : state.idempotency;
  if (state.world) {
    fixtureClock(state.world, clock);
    loadFixtureJobs(state.world, { accounts: accounts.list(), store, engine, ulids: state.ulids, clock });
    loadAccountSettings(
      state.world,
      accounts.list().map((account) => account.id),
      engine.outbox,
    );
  }
  return { engine, tracker, store, idempotency };
}
