// A typed client of the mock's control API (spec/mock-control.yaml), `cronjobs-kit/control`: the same
// object whether the mock is a server (`baseUrl`), MSW handlers (`baseUrl` of the handlers; the global
// fetch MSW intercepts) or in process (`fetch: (request) => core.handle(request)`, no server, no MSW).
// Thin: openapi-fetch over the generated control paths, each call answering its data or throwing a
// ControlError that carries the problem; `raw` is the openapi-fetch client for anything else. The one
// control client of the kit: the MSW handlers' helpers and the web console are calls of it.
import { checkNode } from '../contract/node-version.js';
import createClient from 'openapi-fetch';
import { OptionError, refuseUnknownOptions, type OptionShape } from '../contract/option-error.ts';
import type { components, paths } from '../generated/mock-control.ts';
import type { AccountFilter, AnswerOverride, ControlProblem, EventStream, MockControl } from './control-types.ts';
import type { PathsClient } from './typed-paths.ts';
import { checkExpectation, matchesRequest, type RequestMatch } from './request-expectations.ts';
checkNode('cronjobs-kit/control');
export { OptionError };
export {
  containsJson,
  RequestExpectationError,
  type RequestExpectation,
  type RequestMatch,
} from './request-expectations.ts';
export type * from './control-types.ts';

type Schemas = components['schemas'];

export interface MockControlOptions {
  /** Where the mock answers, e.g. `http://127.0.0.1:4010` (paths carry `/__mock`); any origin in process. */
  baseUrl?: string;
  /** How requests travel: the global fetch (looked up at call time, so MSW sees it) by default. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * `--control-token`: sent as `Authorization: Bearer …` when given. A function is asked on every call
   * (`undefined`: none sent), so a token known only later — typed into a form — is used from then on.
   */
  controlToken?: string | (() => string | undefined);
  /**
   * An account's key, sent as `X-API-Key` on every call: each then answers for that account alone (its
   * clock, test clocks, notifications, journal, seed, state), and a sandbox's balancer routes it to the
   * shard that holds the account (docs/sandbox.md). A key no account has yet may make that account and
   * test clocks it owns. A function is asked on every call (`undefined`: none sent), for a client that
   * acts as whichever account is current.
   */
  apiKey?: string | (() => string | undefined);
  /**
   * Called with the answer each time the mock answers 401 (no control token, or a wrong one), `raw` calls
   * and `events()` included, before the call throws its ControlError: where a UI asks for the token.
   */
  onUnauthorized?: (response: Response) => void;
}

const controlOptionShape = {
  baseUrl: true,
  fetch: true,
  controlToken: true,
  apiKey: true,
  onUnauthorized: true,
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
  /** The answer's headers: e.g. `X-Cronjobs-Sandbox` on a sandbox balancer's refusal (docs/sandbox.md). */
  readonly headers: Headers;
  constructor(
    status: number,
    problem: ControlProblem | undefined,
    what: string,
    text?: string,
    headers: Headers = new Headers(),
  ) {
    super(`${what} answered ${status}${firstProblem(problem, text)}`);
    this.name = 'ControlError';
    this.status = status;
    this.problem = problem;
    this.headers = headers;
  }
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
    const text = typeof error === 'string' ? error : undefined;
    throw new ControlError(response.status, problem, what, text, response.headers);
  }
  return data as T;
}

type Raw = ReturnType<typeof createClient<paths>>;

const query = (filter?: AccountFilter) => ({
  params: { query: filter?.account !== undefined ? { account: filter.account } : {} },
});
const path = <K extends string>(name: K, id: string) => ({ params: { path: { [name]: id } as Record<K, string> } });
const now = (value: string | (() => string | undefined) | undefined) => (typeof value === 'function' ? value() : value);

/** The openapi-fetch client every call goes through, with the token, the key and the 401 hook as options say. */
function rawClient(options: MockControlOptions): Raw {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<paths>({ baseUrl: options.baseUrl ?? 'http://localhost', fetch: send });
  const { controlToken, apiKey, onUnauthorized } = options;
  raw.use({
    onRequest({ request }) {
      // Read per call (a function's value may change); a header the call sets itself (a `raw` call's) wins.
      const token = now(controlToken);
      const key = now(apiKey);
      if (token !== undefined && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${token}`);
      if (key !== undefined && !request.headers.has('X-API-Key')) request.headers.set('X-API-Key', key);
      // Nothing returned: the request goes on as changed in place. Returning it would have openapi-fetch check
      // it against this realm's Request class, which a test environment (jsdom, happy-dom) may have replaced.
    },
    onResponse({ response }) {
      if (response.status === 401) onUnauthorized?.(response);
    },
  });
  return raw;
}

export function createMockControl(options: MockControlOptions = {}): MockControl {
  refuseUnknownOptions('createMockControl', options, controlOptionShape);
  const raw = rawClient(options);
  const journalOf = (match: RequestMatch) =>
    ok('GET /__mock/requests', raw.GET('/__mock/requests', query(match))).then((list) => list.data);
  return {
    // The same object: only its methods' path types are narrower.
    raw: raw as PathsClient<paths>,
    clock: () => ok('GET /__mock/clock', raw.GET('/__mock/clock')),
    advance: (seconds) => ok('POST /__mock/clock/advance', raw.POST('/__mock/clock/advance', { body: { seconds } })),
    setClock: (body) => ok('PUT /__mock/clock', raw.PUT('/__mock/clock', { body })),
    events: (request) => eventsOf(raw, request),
    reset: () => ok('POST /__mock/reset', raw.POST('/__mock/reset')).then(() => undefined),
    state: (filter) => ok('GET /__mock/state', raw.GET('/__mock/state', query(filter))),
    importState: (body) => ok('POST /__mock/state', raw.POST('/__mock/state', { body })).then((list) => list.data),
    seed: (body = {}) => ok('POST /__mock/seed', raw.POST('/__mock/seed', { body })),
    notifications: (filter) =>
      ok('GET /__mock/notifications', raw.GET('/__mock/notifications', query(filter))).then((list) => list.data),
    requests: (filter) =>
      ok('GET /__mock/requests', raw.GET('/__mock/requests', query(filter))).then((list) => list.data),
    accounts: accountsOf(raw),
    testClocks: testClocksOf(raw),
    overrides: overridesOf(raw),
    findRequests: async (match) => (await journalOf(match)).filter((entry) => matchesRequest(entry, match)),
    expectRequests: async (expectation) => checkExpectation(await journalOf(expectation), expectation),
    outcomeRules: outcomeRulesOf(raw),
  };
}

function eventsOf(raw: Raw, { accountId, types, signal }: Parameters<MockControl['events']>[0] = {}) {
  const query = {
    ...(accountId !== undefined ? { account_id: accountId } : {}),
    ...(types !== undefined ? { types: types.join(',') } : {}),
  };
  const init = { params: { query }, headers: { Accept: 'text/event-stream' }, parseAs: 'stream' as const };
  return ok(
    'GET /__mock/events',
    raw.GET('/__mock/events', signal ? { ...init, signal } : init),
  ) as Promise<EventStream>;
}

function accountsOf(raw: Raw): MockControl['accounts'] {
  return {
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
    notificationSettings: (id) =>
      ok(
        'GET /__mock/accounts/{account_id}/notifications',
        raw.GET('/__mock/accounts/{account_id}/notifications', path('account_id', id)),
      ),
    updateNotificationSettings: (id, body) =>
      ok(
        'PATCH /__mock/accounts/{account_id}/notifications',
        raw.PATCH('/__mock/accounts/{account_id}/notifications', { ...path('account_id', id), body }),
      ),
    rotateWebhookSecret: (id) =>
      ok(
        'POST /__mock/accounts/{account_id}/notifications/rotate-secret',
        raw.POST('/__mock/accounts/{account_id}/notifications/rotate-secret', path('account_id', id)),
      ),
  };
}

function testClocksOf(raw: Raw): MockControl['testClocks'] {
  return {
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
  };
}

function overridesOf(raw: Raw): MockControl['overrides'] {
  return {
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
  };
}

function outcomeRulesOf(raw: Raw): MockControl['outcomeRules'] {
  return {
    list: () => ok('GET /__mock/outcome-rules', raw.GET('/__mock/outcome-rules')).then((list) => list.data),
    create: (body) => ok('POST /__mock/outcome-rules', raw.POST('/__mock/outcome-rules', { body })),
    remove: (id) =>
      ok(
        'DELETE /__mock/outcome-rules/{rule_id}',
        raw.DELETE('/__mock/outcome-rules/{rule_id}', path('rule_id', id)),
      ).then(() => undefined),
    clear: () => ok('DELETE /__mock/outcome-rules', raw.DELETE('/__mock/outcome-rules')).then(() => undefined),
  };
}
