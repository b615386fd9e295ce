// The types of `cronjobs-kit/control`: the control API's schemas under their own names (generated from
// spec/mock-control.yaml), the either/or bodies the generated types cannot say, and the client's interface. The console and the
// MSW face take them from here, through control.ts, rather than declaring their own.
import type { components, paths } from '../generated/mock-control.ts';
import type {
  components as serviceComponents,
  operations as serviceOperations,
  paths as servicePaths,
} from '../generated/openapi.ts';
import type { RequestExpectation, RequestMatch } from './request-expectations.ts';
import type { PathsClient, PathsTaking } from './typed-paths.ts';

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
export type NotificationSettings = Schemas['NotificationSettings'];
export type NotificationSettingsUpdate = Schemas['NotificationSettingsUpdate'];
export type ClockSet = Schemas['ClockSet'];
export type JournalEntry = Schemas['JournalEntry'];
export type OutcomeRule = Schemas['OutcomeRule'];
export type OutcomeRuleCreate = Schemas['OutcomeRuleCreate'];
/** An outcome rule's fields, as the MSW handlers' `outcomeRules` option takes them. */
export type OutcomeRuleFields = Schemas['OutcomeRuleFields'];
export type Fixtures = Schemas['Fixtures'];
export type SeedRequest = Schemas['SeedRequest'];
export type SeedResult = Schemas['SeedResult'];
type ServiceSchemas = serviceComponents['schemas'];
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
/** The control API's problem+json (the service's Problem), with the `errors` a 400 or 422 carries. */
export type ControlProblem = Schemas['Problem'] & {
  errors?: (ServiceSchemas['FieldError'] | ServiceSchemas['ParameterError'])[];
};

/** The bytes of an answer's body, as fetch gives them. */
export type EventStream = NonNullable<Response['body']>;

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
  /** Moves a virtual clock forward to `now`, running what is due on the way (`PUT /__mock/clock`). */
  setClock(body: ClockSet): Promise<ClockAdvanced>;
  /**
   * The live events (`GET /__mock/events`, Server-Sent Events) as the answer's bytes, open until `signal`
   * aborts or the mock goes; `types` names the events wanted (all by default).
   */
  events(options?: { accountId?: string; types?: readonly string[]; signal?: AbortSignal }): Promise<EventStream>;
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
    /** Where the account's failure notifications go and the `whsec_` secret that signs them. */
    notificationSettings(id: string): Promise<NotificationSettings>;
    updateNotificationSettings(id: string, body: NotificationSettingsUpdate): Promise<NotificationSettings>;
    rotateWebhookSecret(id: string): Promise<NotificationSettings>;
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
