// What a rule's body is handed (`rule({ meta, run: async (ctx) => … })`): the whole surface a rule author
// reads, on one screen. The implementation is context.ts (`createRuleContext`); rules import this type
// only. Profile-aware helpers accept what the seed allows in `core` and want the spec's exact answer in
// `full`; after the body every exchange is judged (no 5xx in any profile, the contract in `full`).
import type { Client } from 'openapi-fetch';
import type { paths } from '../../../generated/openapi.ts';
import type { ConformanceConfig, Profile } from './config.ts';
import type { CheckKind, Describer, RuleFailure } from './failure.ts';
import type { FailureCause } from './failure-cause.ts';
import type { Exchange, KeptConnection, RawRequest } from '../transport/http.ts';
import type { ListWalk } from '../lists/list-walker.ts';
import type { PaginationUsed } from '../lists/next-page.ts';
import type { ProbeRecord } from './probes.ts';
import type { RuleMeta } from './rule-meta.ts';

export type StatusClass = '2xx' | '4xx';
export interface StatusExpectation {
  /** What the seed allows: any 2xx or any 4xx. */
  readonly core: StatusClass;
  /** The spec's exact answer(s). */
  readonly full: number | readonly number[];
}

export interface RequestOptions {
  /** The X-API-Key to send: the main key by default, `null` for none. */
  readonly key?: string | null;
  /** A value sent as JSON (Content-Type application/json), or a string sent as is. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sends the head at once and the body once this settles (RawRequest.bodyAfter). */
  readonly bodyAfter?: Promise<unknown>;
  /** Sends on this kept-alive connection (`ctx.connection()`), reused while the service keeps it open. */
  readonly connection?: KeptConnection;
}

export interface CreatedJob {
  readonly exchange: Exchange;
  readonly name: string;
  readonly body: Record<string, unknown>;
  /** The job record of the answer (unwrapped from `{"job": …}` or `{"data": …}`), when it is a JSON object. */
  readonly record: Record<string, unknown> | undefined;
  /** The id, a string or an integer's decimal text; undefined when the answer carries none. */
  readonly id: string | undefined;
}

export type JobRecord = Record<string, unknown>;

export interface RuleContext {
  // The run
  /** The rule's own metadata (id, title, profile, source). */
  readonly meta: RuleMeta;
  /** The run's resolved configuration (base URL, keys, flags). */
  readonly config: ConformanceConfig;
  /** `core` (only what the seed states) or `full` (the spec). */
  readonly profile: Profile;
  /** `profile === 'full'`. */
  readonly full: boolean;
  /** The main API key and the second account's, when given. */
  readonly keys: { readonly main: string; readonly second: string | undefined };

  // Sending
  /** The typed client (openapi-fetch over generated `paths`) with the main key. */
  readonly api: Client<paths>;
  /** The typed client with another key, or none (`null`). */
  apiWith(key: string | null): Client<paths>;
  /** Sends exactly what is given (see RawRequest) and records it. */
  send(request: RawRequest): Promise<Exchange>;
  /** A request with the main key (or `options.key`) and, for an object body, JSON. */
  request(method: string, path: string, options?: RequestOptions): Promise<Exchange>;
  /** A kept-alive connection for several requests in a row, as browsers and HTTP libraries keep one; closed after the rule. */
  connection(): KeptConnection;
  /** Every exchange the rule made so far, in order. */
  readonly exchanges: readonly Exchange[];
  /** The rule's latest exchange. */
  lastExchange(): Exchange | undefined;
  /** Exchanges as text with the keys masked (for messages). */
  readonly describe: Describer;

  // Jobs
  /** A name no other run or rule uses: `cjk-<runid>-<rule id>-<n>`. */
  name(): string;
  /** A create body with every field the seed names and values any seed-correct service accepts. */
  validBody(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** Creates a job (any 2xx) and tracks it for clean-up; a refused create blocks the rule (BODY-001). */
  createJob(
    overrides?: Record<string, unknown>,
    options?: { key?: string; headers?: Record<string, string> },
  ): Promise<CreatedJob>;
  /** `/v1/jobs/{id}<suffix>` for a created job; blocked by the id rule when it has none. */
  jobPath(job: CreatedJob, suffix?: string): string;
  /** Remembers a job for deletion at the end of the rule. */
  track(id: string, key?: string): void;
  /** The pre-flight's acknowledged create, the first job the run made (deleted by the run at its end). */
  readonly preflightCreate: Exchange | undefined;
  /** Reads back a create made outside this rule (the pre-flight's) after the body, like the rule's own. */
  readBackToo(exchange: Exchange, key?: string): void;

  // Lists
  /** The account's list page by page the core way (standard pagination or --next-page), up to `find`. */
  walkList(key?: string, find?: string, query?: Record<string, string>): Promise<ListWalk>;
  /**
   * The job named `name` in the account's list (core: anywhere, following pagination; full: every page).
   * `expected: 'absent'` (checking that it is not listed) takes one walk; 'listed' (the default) confirms a
   * miss by walking until two walks in a row read the same list.
   */
  findInList(
    name: string,
    key?: string,
    expected?: 'listed' | 'absent',
  ): Promise<{ exchange: Exchange; job: Record<string, unknown> | undefined }>;
  /** Full profile: every job of the account through `{data, next_cursor}` pages (`query` adds limit and filters). */
  listAll(key?: string, query?: string): Promise<{ exchange: Exchange; jobs: JobRecord[]; pages: readonly Exchange[] }>;

  // Judging
  /** Fails the rule unless the status is the one the profile expects. */
  expectStatus(exchange: Exchange, expectation: StatusExpectation, why: string, where?: string): void;
  /** Core: any 4xx; full: `fullStatus`. */
  expectRejected(exchange: Exchange, fullStatus: number | readonly number[], why: string, where?: string): void;
  /** Core: any 2xx; full: `fullStatus`. */
  expectAccepted(exchange: Exchange, fullStatus: number | readonly number[], why: string, where?: string): void;
  /** Full profile: the 422's `errors` names `pointer` (RFC 9457 validation problem). */
  expectFieldError(exchange: Exchange, pointer: string, why: string): void;
  /** A path the service must not serve: core — no 2xx; full — 404. */
  expectNotServed(exchange: Exchange, why: string, where?: string): void;
  /** Fails the rule unless `condition` holds. */
  check(
    condition: unknown,
    summary: string,
    exchange: Exchange | undefined,
    expected: string,
    where?: string,
    kind?: CheckKind,
  ): void;
  /** Fails the rule with what was sent, received and expected, and where the spec says so. */
  fail(
    summary: string,
    exchange: Exchange | undefined,
    expected: string,
    where?: string,
    check?: CheckKind,
    cause?: FailureCause,
  ): never;
  /** Cannot go on without what rule `owner` checks: skipped, unless this rule is `owner` (then it fails). */
  blocked(owner: string, reason: string, exchange: Exchange | undefined, check?: CheckKind): never;
  /** The seed (or spec) leaves open what the rule needs: skipped with the reason and what would decide it. */
  cannotDecide(reason: string, decideHint: string): never;

  // What the run checked of the seed's promises (runner/seed-statements.ts `promises`)
  /** Counts one probe of a promise (`5.1`, `2:url`, `4.2`…) of a kind ("missing key", "integer read back"). */
  probe(promise: string, kind: string): void;
  /** A promise this rule meant to probe but could not, and why. */
  unreached(promise: string, reason: string): void;

  // After the body (the runner calls these; outcome.ts)
  /**
   * Every create the service acknowledged in this rule is read back (read-back.ts): its fields in the create
   * answer and in the list, as sent or keeping their meaning, and the job listed.
   */
  verifyReadBack(): Promise<void>;
  /** The probes the rule counted. */
  probes(): ProbeRecord;
  /** The clean-up's exchanges (recorded, not judged). */
  readonly cleanUpExchanges: readonly Exchange[];
  /** The first 5xx or unanswered request the rule met, anywhere (its clean-up included). */
  serverFault(): Exchange | undefined;
  /** How the rule's list walks got past a first page, when they did. */
  pagination(): PaginationUsed | undefined;
  /** With --next-page: whether a walk of the rule matched it, or what a walk saw instead (list-walker.ts). */
  nextPageHint(): ListWalk['hint'];
  /** The failure a server fault makes of the rule, `where` the rule met it. */
  faultFailure(exchange: Exchange, where?: string): RuleFailure;
  /** No 5xx ever, in every profile; every request got an answer. */
  verifyNoServerErrors(): void;
  /** Full profile: every response conforms to the contract. */
  verifyContract(): void;
  /** Deletes what the rule created, where the API allows it; answers are not judged. */
  cleanUp(): Promise<void>;
}
