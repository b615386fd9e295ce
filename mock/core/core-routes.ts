// The two APIs a core (mock-core.ts) answers, each a pipeline over its handlers: the service API under /v1
// and the control API under /__mock (the operator's, and an account's own when called with its key).
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { operationTable } from '../../contract/operation-table.ts';
import { controlValidator, serviceValidator } from '../../contract/validators.ts';
import type { operations as controlOperations } from '../../generated/mock-control.ts';
import type { MockCoreOptions } from './core-options.ts';
import type { CoreState } from './core-state.ts';
import { exportFixtures } from './fixtures/fixtures.ts';
import { importAccounts } from './fixtures/account-import.ts';
import { createSeeder } from './fixtures/seeding.ts';
import type { ControlLock } from './http/control-lock.ts';
import type { Reply } from './http/respond.ts';
import { createScopedHandlers, keyScopeOf } from './routes/account-scope.ts';
import { realDelay } from './routes/answer-override.ts';
import { type ControlHandler, createControlHandlers } from './routes/control-handlers.ts';
import { createOverrideHandlers } from './routes/control-overrides.ts';
import { createControlPipeline } from './routes/control-pipeline.ts';
import { createForcedAnswers } from './routes/forced-answer.ts';
import { createServiceHandlers } from './routes/service-handlers.ts';
import { createServicePipeline } from './routes/service-pipeline.ts';
import type { Engine } from './simulator/engine/engine-api.ts';
import type { AnswerOverrides } from './state/answer-overrides.ts';
import type { IdempotencyStore } from './state/idempotency.ts';
import type { JobService } from './state/job-service.ts';
import type { JobsStore } from './state/jobs-store.ts';
import type { TestClockService } from './state/test-clock-service.ts';

// Built once per process: every core shares the operation tables read from spec/ (the validators were
// compiled by `npm run generate`).
export const serviceRouter = operationTable(serviceDocument);
const controlRouter = operationTable(controlDocument);
const forcedAnswers = createForcedAnswers(serviceDocument, serviceRouter.operations);

/** What the routes act on, beyond the restored state: the engine and the services made over the stores. */
export interface CoreParts {
  readonly engine: Engine;
  readonly store: JobsStore;
  readonly idempotency: IdempotencyStore;
  readonly jobs: JobService;
  readonly clocks: TestClockService;
  readonly overrides: AnswerOverrides;
  readonly controlLock: ControlLock;
  readonly commit: () => Promise<void>;
  readonly commitAll: () => Promise<void>;
  readonly toReply: (error: unknown, requestId: string) => Reply;
}

export function serviceApi(options: MockCoreOptions, state: CoreState, parts: CoreParts) {
  const { clock } = options;
  const { jobs, store, idempotency, commit } = parts;
  return createServicePipeline({
    router: serviceRouter,
    validator: serviceValidator,
    accounts: state.accounts,
    jobs,
    handlers: createServiceHandlers({ jobs, store, idempotency, validator: serviceValidator, clock, commit }),
    clock,
    journal: state.journal,
    rateLimiter: state.rateLimiter,
    forced: forcedAnswers,
    toReply: parts.toReply,
    overrides: parts.overrides,
    delay: realDelay,
    unauthorized: {
      defaultKey: options.apiKeys === undefined && !state.saved && !state.world ? state.keys[0] : undefined,
      nameDefaultKey: options.controlToken === undefined,
    },
  });
}

export function controlApi(options: MockCoreOptions, state: CoreState, parts: CoreParts) {
  const { accounts, journal } = state;
  const { engine, clocks, overrides, commitAll } = parts;
  const handlers: Record<keyof controlOperations, ControlHandler> = {
    ...createOverrideHandlers({ router: serviceRouter, accounts, clocks, overrides }),
    ...createControlHandlers({
      clock: options.clock,
      accounts,
      journal,
      engine,
      clocks,
      seed: seederOf(state, parts),
      subscribe(listener) {
        const fromEngine = engine.subscribe(listener);
        const fromJournal = state.requestEvents.subscribe(listener);
        return () => {
          fromEngine();
          fromJournal();
        };
      },
      commit: commitAll,
      ...worldCalls(options, state, parts),
      ...(options.simulation?.timers ? { timers: options.simulation.timers } : {}),
    }),
  };
  return createControlPipeline({
    router: controlRouter,
    validator: controlValidator,
    handlers,
    lock: parts.controlLock,
    // A control call with X-API-Key answers for that key's account alone (routes/account-scope.ts).
    scopeOf: (request) => keyScopeOf(request, accounts),
    scoped: (operator) =>
      createScopedHandlers({
        accounts,
        clocks,
        journal,
        store: parts.store,
        rules: engine.rules,
        overrides,
        commit: commitAll,
        lock: parts.controlLock,
        operator,
      }),
  });
}

function seederOf(state: CoreState, { store, engine, jobs, clocks }: CoreParts) {
  const { ulids, random, historyLimit } = state;
  return createSeeder({ store, engine, jobs, ulids, random, historyLimit, clockOf: clocks.clockOf });
}

/** Export, import and reset: the calls on the whole world of the mock. */
function worldCalls(options: MockCoreOptions, state: CoreState, parts: CoreParts) {
  const { clock } = options;
  const { accounts, ulids, historyLimit } = state;
  const { store, jobs, engine, idempotency, overrides } = parts;
  return {
    exportState: (only: Parameters<typeof exportFixtures>[1]) =>
      exportFixtures({ clock, accounts, store, jobs, outbox: engine.outbox }, only),
    importState: (body: Parameters<typeof importAccounts>[0]) =>
      importAccounts(body, { accounts, store, engine, ulids, clock, historyLimit }),
    reset() {
      store.clear();
      idempotency.clear();
      state.rateLimiter?.clear();
      engine.reset();
      overrides.clear();
    },
  };
}
