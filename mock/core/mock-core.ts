// Wires the core: one `handle(request)` for the service API under /v1 and the control API under
// /__mock, over web-standard Request/Response only, so the Express server and the MSW handlers are
// thin adapters around the same behaviour. The run simulator (simulator/engine/engine.ts) is part of every
// core: it owns schedules, runs and notifications; adapters only supply ports (fetch, DNS, timers). The
// parts: the options (core-options.ts), the state restored (core-state.ts), the engine over it
// (core-engine.ts), the two APIs (core-routes.ts) and the answer to one request (core-reply.ts).
import { coreOptionShape, type MockCore, type MockCoreOptions, type SimulationSettings } from './core-options.ts';
import { startEngine } from './core-engine.ts';
import { createReplier, replyOnError } from './core-reply.ts';
import { controlApi, serviceApi } from './core-routes.ts';
import { restoreState } from './core-state.ts';
import { createControlLock } from './http/control-lock.ts';
import { incomingOf } from './http/incoming-request.ts';
import { toResponse } from './http/respond.ts';
import { checkCoreOptions } from './options/check-core-options.ts';
import { refuseUnknownOptions } from './options/option-error.ts';
import { createPersister } from './persistence/persister.ts';
import { createAnswerOverrides } from './state/answer-overrides.ts';
import { createJobPresenter } from './state/job-presenter.ts';
import { createJobService } from './state/job-service.ts';
import { snapshotVersion, type StateSnapshot } from './state/state-snapshot.ts';
import { createTestClockService } from './state/test-clock-service.ts';

export {
  coreOptionShape,
  type MockCore,
  type MockCoreOptions,
  type SimulationOptions,
  type SimulationSettings,
} from './core-options.ts';

export function createMockCore(given: MockCoreOptions): MockCore {
  // A wrong option throws here, naming it (options/option-error.ts), not later on some request.
  refuseUnknownOptions('createMockCore', given, coreOptionShape);
  checkCoreOptions(given);
  // The saved state is read once, here, and not kept.
  const { initialState: saved, ...options } = given;
  const { clock } = options;
  const settings: SimulationSettings = {
    liveCalls: options.simulation?.liveCalls ?? false,
    notifyUrl: options.simulation?.notifyUrl ?? null,
  };
  const state = restoreState(options, saved);
  const { accounts, testClocks } = state;
  const { engine, tracker, store, idempotency } = startEngine(options, state, settings, () => persistSoon());
  const presenter = createJobPresenter({ engine });
  // An override whose account or test clock is gone applies to nothing: it is dropped.
  const overrides = createAnswerOverrides(
    (o) =>
      (o.account === undefined || accounts.byId(o.account) !== undefined) &&
      (o.test_clock === undefined || testClocks.get(o.test_clock) !== undefined),
  );
  const clocks = createTestClockService({ clock, testClocks, accounts, store, engine, idempotency });
  const jobs = createJobService({ store, clockOf: clocks.clockOf, ulids: state.ulids, engine, presenter });

  function snapshot(): StateSnapshot {
    const { accounts: list, nextSequence } = accounts.snapshot();
    return {
      version: snapshotVersion,
      clock_ms: clock.now(),
      accounts: list,
      next_account_sequence: nextSequence,
      jobs: [...store.values()].map((e) => ({ account_id: e.accountId, job: e.job })),
      idempotency: idempotency.snapshot(clock.now()),
      simulator: engine.snapshot(),
      test_clocks: testClocks.snapshot(),
    };
  }

  const {
    commit,
    commitAll,
    soon: persistSoon,
  } = createPersister(options.persistence, tracker, (error) => options.onError?.(error, 'simulator'));
  if (clock.mode === 'real') engine.start();

  const toReply = replyOnError(options);
  const controlLock = createControlLock(options.controlToken);
  const parts = { engine, store, idempotency, jobs, clocks, overrides, controlLock, commit, commitAll, toReply };
  const reply = createReplier(options, state, engine, {
    service: serviceApi(options, state, parts),
    control: controlApi(options, state, parts),
    toReply,
    persistSoon,
  });

  return {
    handle: async (request, sent) => toResponse(await reply(incomingOf(request, sent))),
    snapshot,
    flush: commitAll,
    clock,
    engine,
    settings,
    controlLock,
    accounts: () => accounts.list(),
    record: (entry) => state.journal.add(entry),
    close: () => engine.stop(),
  };
}
