// Wires the core: one `handle(request)` for the service API under /v1 and the control API under
// /__mock, over web-standard Request/Response only, so the Express server and the MSW handlers are
// thin adapters around the same behaviour. The run simulator (simulator/engine/engine.ts) is part of every
// core: it owns schedules, runs and notifications; adapters only supply ports (fetch, DNS, timers).
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { controlValidator, serviceValidator } from '../../contract/validators.ts';
import { createAccounts, keyFingerprint, type Account } from './state/accounts.ts';
import { toTimestamp, type Clock } from './primitives/clock.ts';
import {
  checkFixtures,
  exportFixtures,
  fixtureAccounts,
  fixtureClock,
  loadAccountSettings,
  loadFixtureJobs,
  type Fixtures,
} from './fixtures/fixtures.ts';
import { createControlLock, type ControlLock } from './http/control-lock.ts';
import { corsHeaders, type CorsOptions } from './http/cors.ts';
import { problemBody, problemKinds, ProblemError } from './http/problem.ts';
import { incomingOf, type IncomingRequest, type RequestLine } from './http/incoming-request.ts';
import { isControlPath, pathProblem, rawPathOf } from './http/request-target.ts';
import { problem, toResponse, type Reply } from './http/respond.ts';
import { createIdempotencyStore } from './state/idempotency.ts';
import { cryptoRandom, type RandomSource } from './primitives/random.ts';
import { createUlidFactory } from './primitives/ulid.ts';
import { createJobService } from './state/job-service.ts';
import { createJobsStore } from './state/jobs-store.ts';
import { createJournal, journalLimit, type JournalEntry } from './state/journal.ts';
import { createEventHub } from './simulator/events/events.ts';
import { createTestClocks } from './state/test-clocks.ts';
import { createTestClockService } from './state/test-clock-service.ts';
import { createRateLimiter, type RateLimitOptions } from './state/rate-limit.ts';
import { createJobPresenter } from './state/job-presenter.ts';
import { createControlHandlers, type ControlHandler } from './routes/control-handlers.ts';
import { createOverrideHandlers } from './routes/control-overrides.ts';
import { realDelay } from './routes/answer-override.ts';
import { createAnswerOverrides } from './state/answer-overrides.ts';
import type { operations as controlOperations } from '../../generated/mock-control.ts';
import { createControlPipeline } from './routes/control-pipeline.ts';
import { createScopedHandlers, keyScopeOf } from './routes/account-scope.ts';
import { importAccounts } from './fixtures/account-import.ts';
import { createServiceHandlers } from './routes/service-handlers.ts';
import { createServicePipeline } from './routes/service-pipeline.ts';
import { operationTable } from '../../contract/operation-table.ts';
import { createForcedAnswers } from './routes/forced-answer.ts';
import { checkCoreOptions } from './options/check-core-options.ts';
import { refuseUnknownOptions, type OptionShape } from './options/option-error.ts';
import { createSeeder } from './fixtures/seeding.ts';
import { createFetchSender } from './notifications/sender.ts';
import { createEngine } from './simulator/engine/engine.ts';
import type { Engine } from './simulator/engine/engine-api.ts';
import { createFetchCaller } from './simulator/outcomes/live-caller.ts';
import type { TimerPort } from './simulator/time/wakeup.ts';
import type { YieldPort } from './simulator/time/drain-pacer.ts';
import { snapshotVersion, type StateSnapshot } from './state/state-snapshot.ts';
import { createChangeTracker, type ChangeTracker } from './persistence/change-tracker.ts';
import { createPersister } from './persistence/persister.ts';
import type { StatePort } from './persistence/state-port.ts';
import { trackedIdempotency, trackedJobsStore } from './persistence/tracked-stores.ts';

export interface MockCoreOptions {
  /** The only source of time: every timestamp, schedule and expiry reads it. */
  clock: Clock;
  /** One account per key; `['dev-key']` by default. With saved state, missing keys are added. */
  apiKeys?: readonly string[];
  /** Per-key limit; off when absent. */
  rateLimit?: RateLimitOptions;
  /** Randomness for every id, key and secret; inject a seeded source for reproducible ids. */
  random?: RandomSource;
  /** Finished runs kept per job (spec: 100). */
  historyLimit?: number;
  initialState?: StateSnapshot;
  /**
   * A known world to start from (spec/mock-control.yaml Fixtures; `--fixtures`): checked entry by entry
   * first (FixtureError names every problem). Only into an empty mock: refused beside `initialState`.
   * Its accounts replace the default `dev-key` one; `apiKeys` the fixture lacks are added.
   */
  fixtures?: Fixtures;
  /**
   * Where every acknowledged write is made durable before its answer (persistence/state-port.ts): only
   * what changed is written; a rejection answers 500. In memory only when absent.
   */
  persistence?: StatePort;
  /** Unexpected failures (answered 500), for the adapter's log. */
  onError?: (error: unknown, requestId: string) => void;
  cors?: CorsOptions;
  simulation?: SimulationOptions;
  /**
   * When set, every /__mock request needs `Authorization: Bearer <controlToken>` (401 otherwise); open when
   * absent (spec/mock-control.yaml securitySchemes.ControlToken).
   */
  controlToken?: string;
}

/** The run simulator's settings and the ports an adapter supplies (all web-standard). */
export interface SimulationOptions extends Partial<SimulationSettings> {
  /** `--allow-private-targets`: live calls may reach loopback and private ranges (the SSRF guard's opt-out). */
  allowPrivateTargets?: boolean;
  /** For live calls and notification deliveries; global fetch by default. */
  fetch?: typeof fetch;
  /**
   * For live calls only, instead of `fetch`: one that connects only to addresses the SSRF guard accepted
   * (the server adapter's resolves, checks and pins them). Without it, names are not checked.
   */
  liveFetch?: typeof fetch;
  /** The single real-clock timer; global setTimeout by default, unref'd where the runtime has `unref` (simulator/time/wakeup.ts). */
  timers?: TimerPort;
  /** How a long drain gives the event loop a turn between slices of work; a MessageChannel message by default. */
  yieldPort?: YieldPort;
  /** Most runs the advance answer lists (the newest); 1,000 as the control spec says. */
  advanceRunsLimit?: number;
  /** Settled notifications kept in the outbox. */
  notificationRetention?: number;
}

export interface SimulationSettings {
  /** Really call target URLs instead of simulating outcomes (`--live-calls`). */
  liveCalls: boolean;
  /** Where failure notifications are delivered (`--notify-url`). */
  notifyUrl: string | null;
}

/**
 * The keys createMockCore takes, nested options objects key by key: any other throws an OptionError with
 * the nearest known key ("did you mean …"). The adapters build their own shapes from this one.
 */
export const coreOptionShape = {
  clock: true,
  apiKeys: true,
  rateLimit: { limit: true, windowSeconds: true },
  random: true,
  historyLimit: true,
  initialState: true,
  fixtures: true,
  persistence: true,
  onError: true,
  cors: { origin: true },
  simulation: {
    liveCalls: true,
    notifyUrl: true,
    allowPrivateTargets: true,
    fetch: true,
    liveFetch: true,
    timers: true,
    yieldPort: true,
    advanceRunsLimit: true,
    notificationRetention: true,
  },
  controlToken: true,
} as const satisfies OptionShape<MockCoreOptions>;

export interface MockCore {
  /**
   * The core's one face: any Request in, a Response out (the Node server, the MSW handlers, tests, other
   * runtimes). An adapter that reads the request line as it arrived (the Node server) passes it as `sent`:
   * its target is the path as sent, so a dot segment is refused rather than resolved (http/request-target.ts),
   * and its method may be one a Request cannot carry (http/incoming-request.ts).
   */
  handle(request: Request, sent?: RequestLine): Promise<Response>;
  /** The whole state, JSON-serialisable. */
  snapshot(): StateSnapshot;
  /** Writes what changed since the last write to the persistence port (no-op without one). */
  flush(): Promise<void>;
  readonly clock: Clock;
  /** The run simulator: schedules, runs, outcome rules, the notification outbox, events. */
  readonly engine: Engine;
  readonly settings: SimulationSettings;
  /** Throws the 401 problem unless a request carries the control token (no-op without one): for /__mock and the console. */
  readonly controlLock: ControlLock;
  accounts(): Account[];
  /** Journals a request the core did not answer itself: the validating proxy's traffic (mock/proxy). */
  record(entry: JournalEntry): void;
  close(): void;
}

// Built once per process: every core shares the operation tables read from spec/ (the validators were
// compiled by `npm run generate`).
const serviceRouter = operationTable(serviceDocument);
const controlRouter = operationTable(controlDocument);
const forcedAnswers = createForcedAnswers(serviceDocument, serviceRouter.operations);

export function createMockCore(given: MockCoreOptions): MockCore {
  // A wrong option throws here, naming it (options/option-error.ts), not later on some request.
  refuseUnknownOptions('createMockCore', given, coreOptionShape);
  checkCoreOptions(given);
  // The saved state is read once, here, and not kept: the closures below hold `options`.
  const { initialState: saved, ...options } = given;
  const { clock } = options;
  const random = options.random ?? cryptoRandom;
  const ulids = createUlidFactory(random);
  const requestIds = createUlidFactory(random);
  const settings: SimulationSettings = {
    liveCalls: options.simulation?.liveCalls ?? false,
    notifyUrl: options.simulation?.notifyUrl ?? null,
  };
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

  const port = options.persistence;
  let tracker: ChangeTracker | undefined;
  const plainStore = createJobsStore();
  const plainIdempotency = createIdempotencyStore(saved?.idempotency);
  // The journal's violations go out on the event stream beside the engine's events.
  const requestEvents = createEventHub((error) => options.onError?.(error, 'simulator'));
  const journal = createJournal(journalLimit, (entry) => {
    if (requestEvents.active) requestEvents.emit({ type: 'request.violations', entry });
  });
  const testClocks = createTestClocks(saved?.test_clocks);
  const rateLimiter = options.rateLimit ? createRateLimiter(options.rateLimit) : undefined;

  // Definitions are restored here, into the store, once; the engine restores the run-time state of each
  // from the simulator's part of the state and reads its definition from the store.
  if (saved) {
    if (clock.now() < saved.clock_ms) clock.jumpTo(saved.clock_ms);
    for (const { account_id, job } of saved.jobs) {
      plainStore.insert({ accountId: account_id, job });
      ulids.observe(job.id.slice(4));
    }
  }

  const sim = options.simulation ?? {};
  const fetchFn: typeof fetch = sim.fetch ?? ((input, init) => fetch(input, init));
  const engine = createEngine({
    clock,
    definitions: plainStore,
    random,
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
    ...(port ? { onJobTouched: (jobId: string) => tracker?.ran(jobId) } : {}),
    testClockOf: (accountId) => {
      const id = accounts.testClockOf(accountId);
      return id === undefined ? undefined : testClocks.get(id);
    },
  });
  // With a persistence port, the stores tell the tracker what each write touched.
  if (port) {
    tracker = createChangeTracker({
      now: () => clock.now(),
      accounts,
      testClocks,
      store: plainStore,
      engine,
      idempotency: plainIdempotency,
      historyLimit,
    });
    if (saved?.simulator)
      tracker.markSaved(saved.simulator.jobs.filter((j) => j.history.length > 0).map((j) => j.job_id));
  }
  const store = tracker ? trackedJobsStore(plainStore, tracker) : plainStore;
  const idempotency = tracker ? trackedIdempotency(plainIdempotency, tracker) : plainIdempotency;
  // A fixture loads through the tracked stores, so the first write saves its world.
  if (world) {
    fixtureClock(world, clock);
    loadFixtureJobs(world, { accounts: accounts.list(), store, engine, ulids, clock });
    loadAccountSettings(
      world,
      accounts.list().map((account) => account.id),
      engine.outbox,
    );
  }
  const presenter = createJobPresenter({ engine });
  // An override whose account or test clock is gone applies to nothing: it is dropped.
  const overrides = createAnswerOverrides(
    (o) =>
      (o.account === undefined || accounts.byId(o.account) !== undefined) &&
      (o.test_clock === undefined || testClocks.get(o.test_clock) !== undefined),
  );
  const clocks = createTestClockService({ clock, testClocks, accounts, store, engine, idempotency });
  const jobs = createJobService({ store, clockOf: clocks.clockOf, ulids, engine, presenter });

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
  } = createPersister(port, tracker, (error) => options.onError?.(error, 'simulator'));
  if (clock.mode === 'real') engine.start();

  function toReply(error: unknown, requestId: string): Reply {
    if (error instanceof ProblemError) return problem(error.body, error.headers);
    options.onError?.(error, requestId);
    return problem(problemBody('internal', 'An unexpected error occurred; the request id is in the logs.'));
  }

  const service = createServicePipeline({
    router: serviceRouter,
    validator: serviceValidator,
    accounts,
    jobs,
    handlers: createServiceHandlers({ jobs, store, idempotency, validator: serviceValidator, clock, commit }),
    clock,
    journal,
    rateLimiter,
    forced: forcedAnswers,
    toReply,
    overrides,
    delay: realDelay,
    unauthorized: {
      defaultKey: options.apiKeys === undefined && !saved && !world ? keys[0] : undefined,
      nameDefaultKey: options.controlToken === undefined,
    },
  });
  const controlLock = createControlLock(options.controlToken);
  const controlHandlers: Record<keyof controlOperations, ControlHandler> = {
    ...createOverrideHandlers({ router: serviceRouter, accounts, clocks, overrides }),
    ...createControlHandlers({
      clock,
      accounts,
      journal,
      engine,
      clocks,
      seed: createSeeder({ store, engine, jobs, ulids, random, historyLimit, clockOf: clocks.clockOf }),
      subscribe(listener) {
        const fromEngine = engine.subscribe(listener);
        const fromJournal = requestEvents.subscribe(listener);
        return () => {
          fromEngine();
          fromJournal();
        };
      },
      commit: commitAll,
      exportState: (only) => exportFixtures({ clock, accounts, store, jobs, outbox: engine.outbox }, only),
      importState: (body) => importAccounts(body, { accounts, store, engine, ulids, clock, historyLimit }),
      ...(sim.timers ? { timers: sim.timers } : {}),
      reset() {
        store.clear();
        idempotency.clear();
        rateLimiter?.clear();
        engine.reset();
        overrides.clear();
      },
    }),
  };
  const control = createControlPipeline({
    router: controlRouter,
    validator: controlValidator,
    handlers: controlHandlers,
    lock: controlLock,
    // A control call with X-API-Key answers for that key's account alone (routes/account-scope.ts).
    scopeOf: (request) => keyScopeOf(request, accounts),
    scoped: (operator) =>
      createScopedHandlers({
        accounts,
        clocks,
        journal,
        store,
        rules: engine.rules,
        overrides,
        commit: commitAll,
        lock: controlLock,
        operator,
      }),
  });
  const cors = options.cors ?? { origin: '*' };

  /** A path a URL parser would rewrite: 400, journalled like any service request, routed nowhere. */
  function refusePath(request: IncomingRequest, path: string, detail: string, requestId: string): Reply {
    const key = request.headers.get('X-API-Key');
    journal.add({
      id: requestId,
      received_at: toTimestamp(clock.now()),
      method: request.method,
      path,
      operation_id: null,
      status: problemKinds.invalidPath.status,
      key_fingerprint: key ? keyFingerprint(key) : null,
      violations: [{ rule: problemKinds.invalidPath.rule, side: 'client', detail }],
    });
    return toReply(new ProblemError('invalidPath', detail), requestId);
  }

  async function reply(request: IncomingRequest): Promise<Reply> {
    const requestId = `req_${requestIds.next(clock.now())}`;
    let response: Reply;
    try {
      // The namespace is chosen on the path as sent (http/request-target.ts): a path that normalising
      // would move is refused before anything parses it.
      const path = rawPathOf(request.url);
      const refused = pathProblem(path);
      if (refused !== undefined) response = refusePath(request, path, refused, requestId);
      else {
        const url = new URL(request.url);
        // On a real clock the single timer may not have fired yet for what is already due: catch up first,
        // so every answer (next_run_at, runs) is true at the time it is given.
        if (clock.mode === 'real' && engine.hasDue()) {
          const caught = await engine.catchUp();
          if (caught.runs_total > 0) persistSoon();
        }
        response = isControlPath(path) ? await control(request, url) : await service(request, url, requestId);
      }
    } catch (error) {
      response = toReply(error, requestId);
    }
    response.headers['X-Request-Id'] = requestId;
    Object.assign(response.headers, corsHeaders(request, cors));
    return response;
  }

  return {
    handle: async (request, sent) => toResponse(await reply(incomingOf(request, sent))),
    snapshot,
    flush: commitAll,
    clock,
    engine,
    settings,
    controlLock,
    accounts: () => accounts.list(),
    record: (entry) => journal.add(entry),
    close: () => engine.stop(),
  };
}
