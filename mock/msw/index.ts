// MSW handlers over the same core as the Express server: each call builds its own isolated mock, and
// every request to `baseUrl` — /v1, any other prefix (answered 404 as the real service would) and the
// control API under /__mock — is answered by `core.handle`. Works with setupServer and setupWorker.
// MSW hands over a `Request` whose URL the WHATWG parser has already normalised (fetch, http.request and
// the service worker alike): dot segments are resolved and backslashes are slashes before the core sees
// it, so the path rule (spec info.description) can refuse only what survives that — encoded slashes and
// backslashes. docs/security.md says what that means for tests.
import { checkNode } from '../../contract/node-version.js';
import { delay, http, type HttpHandler } from 'msw';
import { controlValidator } from '../../contract/validators.ts';
import {
  createMockControl,
  type ClockAdvanced,
  type MockControl,
  type Notification,
  type OutcomeRuleFields,
} from '../../client/control.ts';
import {
  checkClockOptions,
  clockFromOptions,
  coreOptionShape,
  createMockCore,
  expectNumber,
  expectUrl,
  OptionError,
  refuseUnknownOptions,
  type ClockOptions,
  type Fixtures,
  type MockCore,
  type MockCoreOptions,
  type OptionShape,
} from '../core/index.ts';
// msw 3 needs Node 22.12: said here in one line, not as msw's crash inside a test (contract/node-version.js).
checkNode('cronjobs-kit/msw', [22, 12]);

/** An outcome rule as `POST /__mock/outcome-rules` takes it (spec/mock-control.yaml OutcomeRuleCreate). */
export type OutcomeRuleInput = OutcomeRuleFields;

export interface CronJobsHandlersOptions
  extends Pick<MockCoreOptions, 'rateLimit' | 'historyLimit' | 'random' | 'initialState' | 'controlToken' | 'fixtures'>,
    ClockOptions {
  /** The origin the app calls, e.g. `https://api.example.test` or `http://localhost:4010`. */
  baseUrl: string;
  // `fixtures` (as `--fixtures`, already parsed: e.g. a JSON import or what `GET /__mock/state` answered):
  // checked first, so createCronJobsHandlers throws a FixtureError naming every bad entry and field.
  /** One account per key; `['dev-key']` by default (as `--api-key`). */
  apiKeys?: readonly string[];
  /** Added to every answer, to show loading states (as `--latency`). */
  latencyMs?: number;
  /** Outcome rules installed at start (as `POST /__mock/outcome-rules`), checked against the control spec when the handlers are made. */
  outcomeRules?: readonly OutcomeRuleInput[];
}

/** Iterable over its handlers, so `setupServer(...mock)` works as `setupServer(...mock.handlers)` does. */
export interface CronJobsMock extends Iterable<HttpHandler> {
  handlers: HttpHandler[];
  core: MockCore;
  /**
   * The control client (`cronjobs-kit/control`) over this mock, with no network (its fetch is the
   * handlers' own `core.handle`): test clocks, accounts, seeding, answer overrides, `expectRequests` …
   * The helpers below are calls of it, with its answers, and throw its ControlError.
   */
  control: MockControl;
  /** Moves the mock's clock and runs everything due on the way; answers with the runs made. */
  advance(seconds: number): Promise<ClockAdvanced>;
  /** Every failure notification so far, oldest first. */
  notifications(): Promise<Notification[]>;
  /** Empties jobs, runs, notifications and the journal; accounts stay. */
  reset(): Promise<void>;
  /** The world as a fixture (`GET /__mock/state`): give it as `fixtures` to start another mock from it. */
  state(): Promise<Fixtures>;
}

const { rateLimit, historyLimit, random, initialState, controlToken, fixtures, apiKeys } = coreOptionShape;
const handlerOptionShape = {
  baseUrl: true,
  apiKeys,
  latencyMs: true,
  outcomeRules: true,
  clock: true,
  now: true,
  speed: true,
  rateLimit,
  historyLimit,
  random,
  initialState,
  controlToken,
  fixtures,
} as const satisfies OptionShape<CronJobsHandlersOptions>;

/** The adapter's own options, checked where the handlers are made; the core checks the ones it takes. */
function checkHandlerOptions(options: CronJobsHandlersOptions): void {
  refuseUnknownOptions('createCronJobsHandlers', options, handlerOptionShape);
  // MSW matches a relative path only against a page's location; the mock needs the origin in Node as well.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the message shows the user a template literal to write
  expectUrl('baseUrl', options.baseUrl, 'https://api.example.test', ' (in a browser: `${location.origin}/api`)');
  checkClockOptions(options);
  const { latencyMs, outcomeRules } = options;
  if (latencyMs !== undefined) expectNumber('latencyMs', latencyMs, 0);
  if (outcomeRules === undefined) return;
  if (!Array.isArray(outcomeRules)) throw new OptionError('outcomeRules', outcomeRules, 'an array of outcome rules');
  outcomeRules.forEach((rule, i) => {
    const violations = controlValidator.validate('#/components/schemas/OutcomeRuleCreate', rule);
    if (violations.length > 0)
      throw new OptionError(
        `outcomeRules[${i}]`,
        rule,
        'an outcome rule as POST /__mock/outcome-rules takes it (spec/mock-control.yaml OutcomeRuleCreate)',
        violations.map((v) => `${v.pointer || '/'} ${v.detail}`).join('; '),
      );
  });
}

export function createCronJobsHandlers(options: CronJobsHandlersOptions): CronJobsMock {
  checkHandlerOptions(options);
  const base = options.baseUrl.replace(/\/+$/, '');
  // The core routes by path from the root; a base URL with a path of its own is taken off first.
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  const toCore = (request: Request): Request => {
    if (!basePath) return request;
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(basePath.length) || '/';
    return new Request(url, request);
  };
  const {
    baseUrl: _base,
    clock: _clock,
    now: _now,
    speed: _speed,
    latencyMs,
    outcomeRules = [],
    ...coreOptions
  } = options;
  const core = createMockCore({ ...coreOptions, clock: clockFromOptions(options) });

  // The test's own control calls go straight to the core (through the base path, as the app's would).
  const control = createMockControl({
    baseUrl: base,
    fetch: (request) => core.handle(toCore(request)),
    ...(options.controlToken !== undefined ? { controlToken: options.controlToken } : {}),
  });
  // Rules go in before the first request is answered.
  const ready = Promise.all(outcomeRules.map((rule) => control.outcomeRules.create(rule)));

  const handlers = [
    http.all(`${base}/*`, async ({ request }) => {
      await ready;
      const response = await core.handle(toCore(request));
      if (latencyMs) await delay(latencyMs);
      return response;
    }),
  ];

  return {
    handlers,
    [Symbol.iterator]: () => handlers[Symbol.iterator](),
    core,
    control,
    advance: (seconds) => control.advance(seconds),
    notifications: () => control.notifications(),
    reset: () => control.reset(),
    // The same JSON: the core's Fixtures type is written over the service's job types, the control
    // client's is generated from the control spec alone.
    state: async () => (await control.state()) as unknown as Fixtures,
  };
}
