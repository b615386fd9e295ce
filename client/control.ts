// A typed client of the mock's control API (spec/mock-control.yaml), `cronjobs-kit/control`: the same
// object whether the mock is a server (`baseUrl`), MSW handlers (`baseUrl` of the handlers; the global
// fetch MSW intercepts) or in process (`fetch: (request) => core.handle(request)`, no server, no MSW).
// Thin: openapi-fetch over the generated control paths, each call answering its data or throwing a
// ControlError that carries the problem; `raw` is the openapi-fetch client for anything else.
import { checkNode } from '../contract/node-version.js';
import createClient from 'openapi-fetch';
import { OptionError, refuseUnknownOptions, type OptionShape } from '../contract/option-error.ts';
import type { components, paths } from '../generated/mock-control.ts';
import type { components as serviceComponents } from '../generated/openapi.ts';
import type { PathsClient, PathsTaking } from './typed-paths.ts';
import {
  checkExpectation,
  matchesRequest,
  type RequestExpectation,
  type RequestMatch,
} from './request-expectations.ts';
import type { operations as serviceOperations, paths as servicePaths } from '../generated/openapi.ts';
checkNode('cronjobs-kit/control');
export { OptionError };
export {
  containsJson,
  RequestExpectationError,
  type RequestExpectation,
  type RequestMatch,
} from './request-expectations.ts';

type Schemas = components['schemas'];
export type { components as controlComponents, paths as controlPaths };
export type Account = Schemas['Account'];
export type AccountCreate = Schemas['AccountCreate'];
export type Clock = Schemas['Clock'];
export type ClockAdvanced = Schemas['ClockAdvanced'];
export type TestClock = Schemas['TestClock'];
export type TestClockCreate = Schemas['TestClockCreate'];
type Move = Schemas['TestClockAdvance'];
/**
 * How far a test clock moves: `{ seconds }` or `{ to }`, exactly one (the spec's oneOf, which the generated
 * type cannot say).
 */
export type TestClockAdvance =
  | { seconds: NonNullable<Move['seconds']>; to?: never }
  | { to: NonNullable<Move['to']>; seconds?: never };
export type Notification = Schemas['Notification'];
export type JournalEntry = Schemas['JournalEntry'];
export type OutcomeRule = Schemas['OutcomeRule'];
export type OutcomeRuleCreate = Schemas['OutcomeRuleCreate'];
export type Fixtures = Schemas['Fixtures'];
export type SeedRequest = Schemas['SeedRequest'];
export type SeedResult = Schemas['SeedResult'];
type ServiceSchemas = serviceComponents['schemas'];
/** The control API's problem+json (the service's Problem), with the `errors` a 400 or 422 carries. */
type OverrideFields = Schemas['AnswerOverrideFields'];
type ServiceMethod = NonNullable<OverrideFields['method']>;
/**
 * An answer override as `POST /__mock/overrides` takes it (the spec's oneOf/anyOf/not, which the generated
 * type cannot say): the operation by `operation_id` or by `method` and `path`; at most one of `account`
 * and `test_clock`; `status` (with `body` and `headers`), `delay_ms`, or both.
 */
export type AnswerOverrideCreate = (
  | { operation_id: keyof serviceOperations; method?: never; path?: never }
  | {
      method: ServiceMethod;
      /** A template of the spec (`/v1/jobs/{job_id}`) or a concrete path (`/v1/jobs/job_…`). */
      path: PathsTaking<servicePaths, Lowercase<ServiceMethod>> | (string & {});
      operation_id?: never;
    }
) &
  ({ account?: string; test_clock?: never } | { test_clock?: string; account?: never }) &
  (
    | {
        status: NonNullable<OverrideFields['status']>;
        body?: unknown;
        headers?: Record<string, string>;
        delay_ms?: number;
      }
    | { delay_ms: number; status?: never; body?: never; headers?: never }
  ) & { times?: number };
export type AnswerOverride = Schemas['AnswerOverride'] & { operation_id: string };
export type ControlProblem = Schemas['Problem'] & {
  errors?: (ServiceSchemas['FieldError'] | ServiceSchemas['ParameterError'])[];
};

export interface MockControlOptions {
  /** Where the mock answers, e.g. `http://127.0.0.1:4010` (paths carry `/__mock`); any origin in process. */
  baseUrl?: string;
  /** How requests travel: the global fetch (looked up at call time, so MSW sees it) by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** `--control-token`: sent as `Authorization: Bearer …` when given. */
  controlToken?: string;
  /**
   * An account's key, sent as `X-API-Key` on every call: each then answers for that account alone (its
   * clock, test clocks, notifications, journal, seed, state), and a sandbox's balancer routes it to the
   * shard that holds the account (docs/sandbox.md). A key no account has yet may make that account and
   * test clocks it owns.
   */
  apiKey?: string;
}

const controlOptionShape = {
  baseUrl: true,
  fetch: true,
  controlToken: true,
  apiKey: true,
} as const satisfies OptionShape<MockControlOptions>;

/** The first problem of a refused call in words: `at /seconds: must be >= 0.001`, else the problem's detail. */
function firstProblem(problem: ControlProblem | undefined, text: string | undefined): string {
  const first = problem?.errors?.[0];
  if (first) {
    const where =
      'pointer' in first ? `at ${first.pointer || '/'}` : 'parameter' in first ? `parameter ${first.parameter}` : '';
    const more = problem?.errors && problem.errors.length > 1 ? ` (and ${problem.errors.length - 1} more)` : '';
    return `: ${where ? `${where}: ` : ''}${first.detail ?? problem?.detail ?? ''}${more}`;
  }
  if (problem?.detail) return `: ${problem.detail}`;
  return text ? `: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}` : '';
}

/**
 * A control call the mock refused, from the control client and the MSW handlers' helpers alike: its
 * status and problem+json body; the message names the call, the status and the first problem's pointer
 * and detail (`POST /__mock/test-clocks answered 422: at /now: must be an RFC 3339 date-time`).
 */
export class ControlError extends Error {
  readonly status: number;
  readonly problem: ControlProblem | undefined;
  constructor(status: number, problem: ControlProblem | undefined, what: string, text?: string) {
    super(`${what} answered ${status}${firstProblem(problem, text)}`);
    this.name = 'ControlError';
    this.status = status;
    this.problem = problem;
  }
}

/** Who a listing is for: one account's only, or every account's. */
export interface AccountFilter {
  account?: string;
}

export interface MockControl {
  /** openapi-fetch over the control paths, for anything the helpers do not cover. */
  readonly raw: PathsClient<paths>;
  clock(): Promise<Clock>;
  /** Moves the global clock; runs what is due for the accounts on no test clock. */
  advance(seconds: number): Promise<ClockAdvanced>;
  /** Deletes every job, run, notification, outcome rule and journal entry; accounts and test clocks stay. */
  reset(): Promise<void>;
  /** The world as a fixture; one account's with `account` (or with `apiKey`, the key's). */
  state(filter?: AccountFilter): Promise<Fixtures>;
  /** Adds a fixture's accounts to the running mock, as made (`POST /__mock/state`): how an account moves. */
  importState(fixtures: Fixtures): Promise<Account[]>;
  /**
   * Fills an account (the first one by default) with realistic jobs and their past runs; the same `seed`
   * makes the same jobs and runs (`POST /__mock/seed`).
   */
  seed(request?: SeedRequest): Promise<SeedResult>;
  notifications(filter?: AccountFilter): Promise<Notification[]>;
  requests(filter?: AccountFilter): Promise<JournalEntry[]>;
  readonly accounts: {
    list(): Promise<Account[]>;
    create(body: AccountCreate): Promise<Account>;
    rotateKey(id: string): Promise<Account>;
    remove(id: string): Promise<void>;
  };
  readonly testClocks: {
    list(): Promise<TestClock[]>;
    create(body?: TestClockCreate): Promise<TestClock>;
    get(id: string): Promise<TestClock>;
    advance(id: string, move: TestClockAdvance): Promise<ClockAdvanced>;
    remove(id: string): Promise<void>;
  };
  /**
   * Answer overrides: one operation's answer replaced (`status`, `body`, `headers`) or delayed
   * (`delay_ms`) for one account, one test clock's accounts or every account, for `times` requests or
   * until removed — the fault or slow route of one test. The newest that matches applies.
   */
  readonly overrides: {
    list(filter?: AccountFilter): Promise<AnswerOverride[]>;
    create(body: AnswerOverrideCreate): Promise<AnswerOverride>;
    remove(id: string): Promise<void>;
    clear(): Promise<void>;
  };
  /** The journalled requests that `match` matches, oldest first. */
  findRequests(match: RequestMatch): Promise<JournalEntry[]>;
  /**
   * Asserts what the mock received (WireMock's `verify`): at least one request matching, or exactly
   * `count`. Answers the matching entries; throws a RequestExpectationError listing what was received.
   */
  expectRequests(expectation: RequestExpectation): Promise<JournalEntry[]>;
  readonly outcomeRules: {
    list(): Promise<OutcomeRule[]>;
    create(body: OutcomeRuleCreate): Promise<OutcomeRule>;
    remove(id: string): Promise<void>;
    clear(): Promise<void>;
  };
}

/** What an openapi-fetch call answers: data on success, the problem otherwise. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

async function ok<T>(what: string, call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    // A body that is not problem+json (a proxy's page, a server that is not the mock) is shown as text.
    const problem = typeof error === 'object' && error !== null ? (error as ControlProblem) : undefined;
    throw new ControlError(response.status, problem, what, typeof error === 'string' ? error : undefined);
  }
  return data as T;
}

export function createMockControl(options: MockControlOptions = {}): MockControl {
  refuseUnknownOptions('createMockControl', options, controlOptionShape);
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const headers: Record<string, string> = {
    ...(options.controlToken !== undefined ? { Authorization: `Bearer ${options.controlToken}` } : {}),
    ...(options.apiKey !== undefined ? { 'X-API-Key': options.apiKey } : {}),
  };
  const raw = createClient<paths>({ baseUrl: options.baseUrl ?? 'http://localhost', fetch: send, headers });
  const query = (filter?: AccountFilter) => ({
    params: { query: filter?.account !== undefined ? { account: filter.account } : {} },
  });
  const path = <K extends string>(name: K, id: string) => ({ params: { path: { [name]: id } as Record<K, string> } });
  const journalOf = (match: RequestMatch) =>
    ok('GET /__mock/requests', raw.GET('/__mock/requests', query(match))).then((list) => list.data);

  return {
    // The same object: only its methods' path types are narrower.
    raw: raw as PathsClient<paths>,
    clock: () => ok('GET /__mock/clock', raw.GET('/__mock/clock')),
    advance: (seconds) => ok('POST /__mock/clock/advance', raw.POST('/__mock/clock/advance', { body: { seconds } })),
    reset: () => ok('POST /__mock/reset', raw.POST('/__mock/reset')).then(() => undefined),
    state: (filter) => ok('GET /__mock/state', raw.GET('/__mock/state', query(filter))),
    importState: (body) => ok('POST /__mock/state', raw.POST('/__mock/state', { body })).then((list) => list.data),
    seed: (body = {}) => ok('POST /__mock/seed', raw.POST('/__mock/seed', { body })),
    notifications: (filter) =>
      ok('GET /__mock/notifications', raw.GET('/__mock/notifications', query(filter))).then((list) => list.data),
    requests: (filter) =>
      ok('GET /__mock/requests', raw.GET('/__mock/requests', query(filter))).then((list) => list.data),
    accounts: {
      list: () => ok('GET /__mock/accounts', raw.GET('/__mock/accounts')).then((list) => list.data),
      create: (body) => ok('POST /__mock/accounts', raw.POST('/__mock/accounts', { body })),
      rotateKey: (id) =>
        ok(
          'POST /__mock/accounts/{account_id}/rotate-key',
          raw.POST('/__mock/accounts/{account_id}/rotate-key', path('account_id', id)),
        ),
      remove: (id) =>
        ok(
          'DELETE /__mock/accounts/{account_id}',
          raw.DELETE('/__mock/accounts/{account_id}', path('account_id', id)),
        ).then(() => undefined),
    },
    testClocks: {
      list: () => ok('GET /__mock/test-clocks', raw.GET('/__mock/test-clocks')).then((list) => list.data),
      create: (body = {}) => ok('POST /__mock/test-clocks', raw.POST('/__mock/test-clocks', { body })),
      get: (id) =>
        ok(
          'GET /__mock/test-clocks/{test_clock_id}',
          raw.GET('/__mock/test-clocks/{test_clock_id}', path('test_clock_id', id)),
        ),
      advance: (id, move) =>
        ok(
          'POST /__mock/test-clocks/{test_clock_id}/advance',
          raw.POST('/__mock/test-clocks/{test_clock_id}/advance', { ...path('test_clock_id', id), body: move }),
        ),
      remove: (id) =>
        ok(
          'DELETE /__mock/test-clocks/{test_clock_id}',
          raw.DELETE('/__mock/test-clocks/{test_clock_id}', path('test_clock_id', id)),
        ).then(() => undefined),
    },
    overrides: {
      list: (filter) =>
        ok('GET /__mock/overrides', raw.GET('/__mock/overrides', query(filter))).then(
          (list) => list.data as AnswerOverride[],
        ),
      create: (body) =>
        ok(
          'POST /__mock/overrides',
          raw.POST('/__mock/overrides', { body: body as Schemas['AnswerOverrideCreate'] }),
        ) as Promise<AnswerOverride>,
      remove: (id) =>
        ok(
          'DELETE /__mock/overrides/{override_id}',
          raw.DELETE('/__mock/overrides/{override_id}', path('override_id', id)),
        ).then(() => undefined),
      clear: () => ok('DELETE /__mock/overrides', raw.DELETE('/__mock/overrides')).then(() => undefined),
    },
    findRequests: async (match) => (await journalOf(match)).filter((entry) => matchesRequest(entry, match)),
    expectRequests: async (expectation) => checkExpectation(await journalOf(expectation), expectation),
    outcomeRules: {
      list: () => ok('GET /__mock/outcome-rules', raw.GET('/__mock/outcome-rules')).then((list) => list.data),
      create: (body) => ok('POST /__mock/outcome-rules', raw.POST('/__mock/outcome-rules', { body })),
      remove: (id) =>
        ok(
          'DELETE /__mock/outcome-rules/{rule_id}',
          raw.DELETE('/__mock/outcome-rules/{rule_id}', path('rule_id', id)),
        ).then(() => undefined),
      clear: () => ok('DELETE /__mock/outcome-rules', raw.DELETE('/__mock/outcome-rules')).then(() => undefined),
    },
  };
}
