// Wires the core: one `handle(request)` for the service API under /v1 and the control API under
// /__mock, over web-standard Request/Response only, so the Express server and the MSW handlers are
// thin adapters around the same behaviour.
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { createSchemaValidator, type SchemaValidator } from '../../contract/schema-validator.ts';
import { createAccounts, type Account } from './accounts.ts';
import type { Clock } from './clock.ts';
import { createFaults, type FaultName } from './faults.ts';
import { corsHeaders, type CorsOptions } from './http/cors.ts';
import { problemBody, ProblemError } from './http/problem.ts';
import { problem } from './http/respond.ts';
import { createIdempotencyStore } from './idempotency.ts';
import { createUlidFactory, cryptoRandom, type RandomSource } from './ids.ts';
import { createJobService } from './job-service.ts';
import { createJobsStore } from './jobs-store.ts';
import { createJournal } from './journal.ts';
import { createRateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { createControlHandlers } from './routes/control-handlers.ts';
import { createControlPipeline } from './routes/control-pipeline.ts';
import { createRouter } from './routes/router.ts';
import { createServiceHandlers } from './routes/service-handlers.ts';
import { createServicePipeline } from './routes/service-pipeline.ts';
import { readOperations } from './routes/spec-operations.ts';
import {
  createNullSimulator,
  type ScheduleChange,
  type SchedulerPort,
  type SimulationSettings,
  type Simulator,
  type SimulatorFactory,
} from './scheduler-port.ts';
import { snapshotVersion, type StateSnapshot } from './state-snapshot.ts';

export interface MockCoreOptions {
  /** The only source of time: every timestamp, schedule and expiry reads it. */
  clock: Clock;
  /** One account per key; `['dev-key']` by default. With saved state, missing keys are added. */
  apiKeys?: readonly string[];
  /** Per-key limit; off when absent. */
  rateLimit?: RateLimitOptions;
  /** Deliberate defects for the conformance suite's self-test; never set by the CLI. */
  faults?: Iterable<FaultName>;
  /** Randomness for ids and keys; inject a seeded source for reproducible ids. */
  random?: RandomSource;
  /** Finished runs kept per job (spec: 100). */
  historyLimit?: number;
  initialState?: StateSnapshot;
  /** Called after every acknowledged write, before the answer is sent; a rejection answers 500. */
  onChange?: (snapshot: StateSnapshot) => void | Promise<void>;
  /** Unexpected failures (answered 500), for the adapter's log. */
  onError?: (error: unknown, requestId: string) => void;
  cors?: CorsOptions;
  simulation?: Partial<SimulationSettings>;
  /** Plugs the run simulator in; without it the clock moves and nothing runs. */
  simulator?: SimulatorFactory;
}

export interface MockCore {
  handle(request: Request): Promise<Response>;
  /** The whole state, JSON-serialisable, for --state-file. */
  snapshot(): StateSnapshot;
  readonly clock: Clock;
  /** The seam the run simulator uses. */
  readonly scheduler: SchedulerPort;
  readonly settings: SimulationSettings;
  accounts(): Account[];
  close(): void;
}

const serviceOperations = readOperations(serviceDocument);
const controlOperations = readOperations(controlDocument);
// Compiled once per process: every core shares the validators and route tables built from spec/.
const serviceValidator = createSchemaValidator(serviceDocument);
// The control API is rarely the first thing called; its validator is built when it is.
let controlValidatorInstance: SchemaValidator | undefined;
const controlValidator: SchemaValidator = {
  validate: (ref, value) => (controlValidatorInstance ??= createSchemaValidator(controlDocument, 'urn:cronjobs-kit:mock-control')).validate(ref, value),
  validateWithDefaults: (ref, value) =>
    (controlValidatorInstance ??= createSchemaValidator(controlDocument, 'urn:cronjobs-kit:mock-control')).validateWithDefaults(ref, value),
};
const serviceRouter = createRouter(serviceOperations);
const controlRouter = createRouter(controlOperations);

export function createMockCore(options: MockCoreOptions): MockCore {
  const { clock } = options;
  const random = options.random ?? cryptoRandom;
  const faults = createFaults(options.faults);
  const ulids = createUlidFactory(random);
  const requestIds = createUlidFactory(random);
  const saved = options.initialState;
  const settings: SimulationSettings = { liveCalls: options.simulation?.liveCalls ?? false, notifyUrl: options.simulation?.notifyUrl ?? null };
  const historyLimit = options.historyLimit ?? 100;

  const accounts = createAccounts(random, saved ? { accounts: saved.accounts, nextSequence: saved.next_account_sequence } : undefined);
  const keys = options.apiKeys ?? (saved ? [] : ['dev-key']);
  for (const key of keys) {
    if (accounts.list().some((a) => a.api_key === key)) continue;
    accounts.create(accounts.list().length === 0 ? 'default' : `account ${accounts.list().length + 1}`, key);
  }

  const store = createJobsStore();
  const listeners = new Set<(change: ScheduleChange) => void>();
  const jobs = createJobService({ store, clock, ulids, historyLimit, emit: (change) => listeners.forEach((l) => l(change)) });
  const idempotency = createIdempotencyStore(saved?.idempotency);
  const journal = createJournal();
  const rateLimiter = options.rateLimit ? createRateLimiter(options.rateLimit) : undefined;

  if (saved) {
    if (clock.now() < saved.clock_ms) clock.jumpTo(saved.clock_ms);
    for (const { account_id, job, runs } of saved.jobs) {
      store.insert({ accountId: account_id, job, runs });
      ulids.observe(job.id.slice(4));
      for (const run of runs) ulids.observe(run.id.slice(4));
    }
  }

  function snapshot(): StateSnapshot {
    const { accounts: list, nextSequence } = accounts.snapshot();
    return {
      version: snapshotVersion,
      clock_ms: clock.now(),
      accounts: list,
      next_account_sequence: nextSequence,
      jobs: [...store.values()].map((e) => ({ account_id: e.accountId, job: e.job, runs: e.runs })),
      idempotency: idempotency.snapshot(clock.now()),
      simulator: simulator.snapshot(),
    };
  }

  // Writes persist one after another, each with the state as it is when its turn comes.
  let persisting: Promise<void> = Promise.resolve();
  function commit(): Promise<void> {
    const onChange = options.onChange;
    if (!onChange) return Promise.resolve();
    const next = persisting.then(() => onChange(snapshot()));
    persisting = next.catch(() => {});
    return next;
  }

  const port: SchedulerPort = {
    clock,
    historyLimit,
    settings,
    activeJobs: () => jobs.activeJobs(),
    getJob(jobId) {
      const entry = store.get(jobId);
      return entry ? { accountId: entry.accountId, job: entry.job } : undefined;
    },
    recordRun: (run) => jobs.recordRun(run),
    setNextRunAt: (jobId, ms) => jobs.setNextRunAt(jobId, ms),
    newRunId: (ms) => `run_${ulids.next(ms)}`,
    newMessageId: (ms) => `msg_${ulids.next(ms)}`,
    onScheduleChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      commit().catch((error: unknown) => options.onError?.(error, 'scheduler'));
    },
  };
  const simulator: Simulator = options.simulator ? options.simulator(port, saved?.simulator) : createNullSimulator(clock);

  const plainProblems = faults.has('problem-as-plain-json');
  function toResponse(error: unknown, requestId: string): Response {
    if (error instanceof ProblemError) return problem(error.body, error.headers, plainProblems);
    options.onError?.(error, requestId);
    return problem(problemBody('internal', 'An unexpected error occurred; the request id is in the logs.'), {}, plainProblems);
  }

  const service = createServicePipeline({
    router: serviceRouter,
    validator: serviceValidator,
    accounts,
    jobs,
    handlers: createServiceHandlers({ jobs, store, idempotency, validator: serviceValidator, faults, clock, simulator: () => simulator, commit }),
    faults,
    clock,
    journal,
    rateLimiter,
    toResponse,
  });
  const control = createControlPipeline({
    router: controlRouter,
    validator: controlValidator,
    handlers: createControlHandlers({
      clock,
      accounts,
      journal,
      simulator: () => simulator,
      commit,
      reset() {
        store.clear();
        idempotency.clear();
        rateLimiter?.clear();
        simulator.reset();
      },
    }),
  });
  const cors = options.cors ?? { origin: '*' };

  return {
    async handle(request) {
      const url = new URL(request.url);
      const requestId = `req_${requestIds.next(clock.now())}`;
      let response: Response;
      try {
        response = url.pathname === '/__mock' || url.pathname.startsWith('/__mock/')
          ? await control(request, url)
          : await service(request, url, requestId);
      } catch (error) {
        response = toResponse(error, requestId);
      }
      response.headers.set('X-Request-Id', requestId);
      for (const [name, value] of Object.entries(corsHeaders(request, cors))) response.headers.set(name, value);
      return response;
    },
    snapshot,
    clock,
    scheduler: port,
    settings,
    accounts: () => accounts.list(),
    close: () => simulator.close(),
  };
}
