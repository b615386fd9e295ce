// A typed client of the mock's control API (spec/mock-control.yaml), `cronjobs-kit/control`: the same
// object whether the mock is a server (`baseUrl`), MSW handlers (`baseUrl` of the handlers; the global
// fetch MSW intercepts) or in process (`fetch: (request) => core.handle(request)`, no server, no MSW).
// Thin: openapi-fetch over the generated control paths, each call answering its data or throwing a
// ControlError that carries the problem; `raw` is the openapi-fetch client for anything else.
import { checkNode } from '../contract/node-version.js';
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/mock-control.ts';
checkNode('cronjobs-kit/control');

type Schemas = components['schemas'];
export type { components as controlComponents, paths as controlPaths };
export type Account = Schemas['Account'];
export type AccountCreate = Schemas['AccountCreate'];
export type Clock = Schemas['Clock'];
export type ClockAdvanced = Schemas['ClockAdvanced'];
export type TestClock = Schemas['TestClock'];
export type TestClockCreate = Schemas['TestClockCreate'];
export type TestClockAdvance = Schemas['TestClockAdvance'];
export type Notification = Schemas['Notification'];
export type JournalEntry = Schemas['JournalEntry'];
export type OutcomeRule = Schemas['OutcomeRule'];
export type OutcomeRuleCreate = Schemas['OutcomeRuleCreate'];
export type Fixtures = Schemas['Fixtures'];
export type SeedRequest = Schemas['SeedRequest'];
export type SeedResult = Schemas['SeedResult'];
export type ControlProblem = Schemas['Problem'];

export interface MockControlOptions {
  /** Where the mock answers, e.g. `http://127.0.0.1:4010` (paths carry `/__mock`); any origin in process. */
  baseUrl?: string;
  /** How requests travel: the global fetch (looked up at call time, so MSW sees it) by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** `--control-token`: sent as `Authorization: Bearer …` when given. */
  controlToken?: string;
}

/** A control call the mock refused: its status and problem+json body. */
export class ControlError extends Error {
  readonly status: number;
  readonly problem: ControlProblem | undefined;
  constructor(status: number, problem: ControlProblem | undefined, what: string) {
    super(`${what} answered ${status}${problem?.detail ? `: ${problem.detail}` : ''}`);
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
  readonly raw: Client<paths>;
  clock(): Promise<Clock>;
  /** Moves the global clock; runs what is due for the accounts on no test clock. */
  advance(seconds: number): Promise<ClockAdvanced>;
  /** Deletes every job, run, notification, outcome rule and journal entry; accounts and test clocks stay. */
  reset(): Promise<void>;
  /** The world as a fixture. */
  state(): Promise<Fixtures>;
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
  if (!response.ok) throw new ControlError(response.status, error as ControlProblem | undefined, what);
  return data as T;
}

export function createMockControl(options: MockControlOptions = {}): MockControl {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<paths>({
    baseUrl: options.baseUrl ?? 'http://localhost',
    fetch: send,
    ...(options.controlToken !== undefined ? { headers: { Authorization: `Bearer ${options.controlToken}` } } : {}),
  });
  const query = (filter?: AccountFilter) => ({
    params: { query: filter?.account !== undefined ? { account: filter.account } : {} },
  });
  const path = <K extends string>(name: K, id: string) => ({ params: { path: { [name]: id } as Record<K, string> } });

  return {
    raw,
    clock: () => ok('GET /__mock/clock', raw.GET('/__mock/clock')),
    advance: (seconds) => ok('POST /__mock/clock/advance', raw.POST('/__mock/clock/advance', { body: { seconds } })),
    reset: () => ok('POST /__mock/reset', raw.POST('/__mock/reset')).then(() => undefined),
    state: () => ok('GET /__mock/state', raw.GET('/__mock/state')),
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
