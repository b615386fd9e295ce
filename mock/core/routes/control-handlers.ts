// The mock's control API (spec/mock-control.yaml): clock, reset, accounts, notifications and their
// settings, outcome rules, the event stream, the journal. Keyed by the generated control `operations`, so
// the spec and the handlers cannot drift apart. Thin: the run simulator's engine does the work.
import type { components, operations } from '../../../generated/mock-control.ts';
import type { Accounts } from '../state/accounts.ts';
import type { Clock } from '../primitives/clock.ts';
import { toTimestamp } from '../primitives/clock.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { Journal } from '../state/journal.ts';
import type { TestClockService } from '../state/test-clock-service.ts';
import type { Seeder, SeedRequest } from '../fixtures/seeding.ts';
import { parseRfc3339 } from '../primitives/rfc3339.ts';
import type { Engine } from '../simulator/engine/engine-api.ts';
import { createEventStream, SSE_HEADERS } from '../simulator/events/event-stream.ts';
import type { EngineEvent, EngineListener } from '../simulator/events/events.ts';
import { checkRule, type OutcomeRuleInput } from '../simulator/outcomes/outcome-rules.ts';
import type { TimerPort } from '../simulator/time/wakeup.ts';
import type { OverrideOperation } from './control-overrides.ts';

const reply = typedReply<operations>();

type ClockAdvance = components['schemas']['ClockAdvance'];
type ClockSet = components['schemas']['ClockSet'];
type AccountCreate = components['schemas']['AccountCreate'];
type TestClockCreate = components['schemas']['TestClockCreate'];
type TestClockAdvance = components['schemas']['TestClockAdvance'];
type NotificationSettings = components['schemas']['NotificationSettings'];
type NotificationSettingsUpdate = components['schemas']['NotificationSettingsUpdate'];

export interface ControlContext {
  readonly request: IncomingRequest;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export type ControlHandler = (context: ControlContext) => Promise<Reply>;

export interface ControlHandlerDeps {
  clock: Clock;
  accounts: Accounts;
  journal: Journal;
  engine: Engine;
  clocks: TestClockService;
  /** Fills an account with planned jobs and their past runs (fixtures/seeding.ts). */
  seed: Seeder;
  /** Empties jobs, runs, idempotency records and rate-limit windows (accounts stay). */
  reset: () => void;
  commit: () => Promise<void>;
  /** The world as a fixture, or one account's (fixtures.ts). */
  exportState: (only?: string) => components['schemas']['Fixtures'];
  /** A fixture's accounts into the running mock (fixtures/account-import.ts): the accounts made, or a 409/422 problem. */
  importState: (body: unknown) => components['schemas']['Account'][];
  /** The event stream's source: the engine's events and the journal's `request.violations`. */
  subscribe: (listener: EngineListener) => () => void;
  /** The event stream's keep-alive timer (the server adapter's is unref'd). */
  timers?: TimerPort;
}

const eventTypes: readonly EngineEvent['type'][] = [
  'run.finished',
  'run.skipped',
  'notification.created',
  'notification.delivery',
  'request.violations',
];

/** Every control operation but the answer overrides' (control-overrides.ts). */
export function createControlHandlers(
  deps: ControlHandlerDeps,
): Record<Exclude<keyof operations, OverrideOperation>, ControlHandler> {
  const { clock, accounts, journal, engine, clocks, commit } = deps;
  const { outbox, rules } = engine;

  const clockBody = () => ({
    now: toTimestamp(clock.now()),
    mode: clock.mode,
    ...(clock.mode === 'real' ? { speed: clock.speed ?? 1 } : {}),
  });

  async function moveTo(ms: number): Promise<Reply> {
    const { runs, runs_total } = await engine.advanceTo(ms);
    await commit();
    return reply('advanceClock', 200, { ...clockBody(), runs, runs_total });
  }

  function accountOf(params: Readonly<Record<string, string>>): string {
    const id = params.account_id ?? '';
    if (!accounts.byId(id)) throw new ProblemError('notFound', `No account ${id}.`);
    return id;
  }

  /** `?account=ID`: the account asked for (404 when unknown), or undefined for all. */
  function accountFilter(url: URL): string | undefined {
    const id = url.searchParams.get('account');
    if (id === null) return undefined;
    if (!accounts.byId(id)) throw new ProblemError('notFound', `No account ${id}.`);
    return id;
  }

  function testClockOf(params: Readonly<Record<string, string>>) {
    const id = params.test_clock_id ?? '';
    const found = clocks.get(id);
    if (!found) throw new ProblemError('notFound', `No test clock ${id}.`);
    return found;
  }

  function settingsOf(accountId: string): NotificationSettings {
    return {
      account_id: accountId,
      notify_url: outbox.notifyUrlFor(accountId),
      source: outbox.hasOwnNotifyUrl(accountId) ? 'account' : 'default',
      webhook_secret: outbox.secretFor(accountId),
    };
  }

  return {
    getClock: async () => reply('getClock', 200, clockBody()),
    async setClock({ body }) {
      if (clock.mode === 'real')
        throw new ProblemError('conflict', 'A real clock cannot be set; use POST /__mock/clock/advance to jump ahead.');
      const target = parseRfc3339((body as ClockSet).now);
      if (target < clock.now())
        throw new ProblemError('validation', 'The clock never moves backwards.', {
          errors: [{ pointer: '/now', detail: 'must not be before the current time' }],
        });
      return moveTo(target);
    },
    advanceClock: async ({ body }) => moveTo(clock.now() + Math.round((body as ClockAdvance).seconds * 1000)),
    async resetMock() {
      deps.reset();
      journal.clear();
      await commit();
      return noContent();
    },
    listAccounts: async () => reply('listAccounts', 200, { data: accounts.list() }),
    async createAccount({ body }) {
      const { name, api_key, test_clock } = body as AccountCreate;
      if (test_clock !== undefined && !clocks.get(test_clock))
        throw new ProblemError(
          'validation',
          `No test clock ${test_clock} on this mock (through a sandbox: make the clock with a key that routes where this account's does).`,
          {
            errors: [{ pointer: '/test_clock', detail: 'must be the id of an existing test clock' }],
          },
        );
      if (api_key !== undefined && accounts.identify(api_key).account)
        throw new ProblemError('conflict', 'Another account has this API key; choose another, or leave api_key out.');
      const account = accounts.create(name, api_key, test_clock);
      await commit();
      return reply('createAccount', 201, account);
    },
    async deleteAccount({ params }) {
      if (!clocks.removeAccount(params.account_id ?? ''))
        throw new ProblemError('notFound', `No account ${params.account_id}.`);
      await commit();
      return noContent();
    },
    async seedAccount({ body }) {
      const request = body as SeedRequest;
      if (request.account !== undefined && !accounts.byId(request.account))
        throw new ProblemError('validation', `No account ${request.account}.`, {
          errors: [{ pointer: '/account', detail: 'must be the id of an existing account' }],
        });
      const accountId = request.account ?? accounts.list()[0]?.id;
      if (accountId === undefined)
        throw new ProblemError('validation', 'The mock has no account to seed.', {
          errors: [{ pointer: '/account', detail: 'is required when the mock has no account; create one first' }],
        });
      const result = deps.seed(accountId, request);
      await commit();
      return reply('seedAccount', 201, result);
    },
    listTestClocks: async () => reply('listTestClocks', 200, { data: clocks.list() }),
    async createTestClock({ body }) {
      const { name, now } = body as TestClockCreate;
      const created = clocks.create(name, now === undefined ? undefined : parseRfc3339(now));
      await commit();
      return reply('createTestClock', 201, created);
    },
    getTestClock: async ({ params }) => reply('getTestClock', 200, testClockOf(params)),
    async deleteTestClock({ params }) {
      if (!clocks.removeClock(params.test_clock_id ?? ''))
        throw new ProblemError('notFound', `No test clock ${params.test_clock_id}.`);
      await commit();
      return noContent();
    },
    async advanceTestClock({ params, body }) {
      const id = testClockOf(params).id;
      // The schema lets exactly one of the two through.
      const { seconds, to } = body as TestClockAdvance;
      const targetOf = (now: number) => (to !== undefined ? parseRfc3339(to) : now + Math.round((seconds ?? 0) * 1000));
      const backwards = () =>
        new ProblemError('validation', 'The clock never moves backwards.', {
          errors: [{ pointer: '/to', detail: "must not be before the test clock's time" }],
        });
      const result = await clocks
        .advance(id, (now) => {
          const target = targetOf(now);
          if (target < now) throw backwards();
          return target;
        })
        // An advance of the same clock that was under way may have passed the target meanwhile.
        .catch((error: unknown) => {
          throw error instanceof RangeError && error.message === 'the clock never moves backwards'
            ? backwards()
            : error;
        });
      // Deleted while this advance waited for an earlier one.
      if (!result) throw new ProblemError('notFound', `No test clock ${id}.`);
      await commit();
      return reply('advanceTestClock', 200, {
        now: toTimestamp(result.now),
        mode: 'virtual',
        runs: result.runs,
        runs_total: result.runs_total,
      });
    },
    async rotateAccountKey({ params }) {
      const account = accounts.rotateKey(params.account_id ?? '');
      if (!account) throw new ProblemError('notFound', `No account ${params.account_id}.`);
      await commit();
      return reply('rotateAccountKey', 200, account);
    },
    async getNotificationSettings({ params }) {
      const accountId = accountOf(params);
      const made = !outbox.hasSecret(accountId);
      const settings = settingsOf(accountId);
      // The secret is made on first sight; it must survive a restart once shown.
      if (made) await commit();
      return reply('getNotificationSettings', 200, settings);
    },
    async updateNotificationSettings({ params, body }) {
      const accountId = accountOf(params);
      const wanted = (body as NotificationSettingsUpdate).notify_url;
      outbox.setNotifyUrl(accountId, wanted === 'default' ? undefined : wanted);
      const settings = settingsOf(accountId);
      await commit();
      return reply('updateNotificationSettings', 200, settings);
    },
    async rotateWebhookSecret({ params }) {
      const accountId = accountOf(params);
      outbox.rotateSecret(accountId);
      const settings = settingsOf(accountId);
      await commit();
      return reply('rotateWebhookSecret', 200, settings);
    },
    async listNotifications({ url }) {
      const only = accountFilter(url);
      const records = outbox.list().filter((record) => only === undefined || record.account_id === only);
      return reply('listNotifications', 200, { data: records.map((record) => structuredClone(record)) });
    },
    listOutcomeRules: async () => reply('listOutcomeRules', 200, { data: rules.list() }),
    async createOutcomeRule({ body }) {
      const input = body as OutcomeRuleInput;
      // The schema already says all of this; the engine's own check keeps the two honest.
      const problem = checkRule(input);
      if (problem)
        throw new ProblemError('validation', `The rule is unusable: ${problem}.`, {
          errors: [{ pointer: '', detail: problem }],
        });
      const rule = rules.add(input);
      await commit();
      return reply('createOutcomeRule', 201, rule);
    },
    async clearOutcomeRules() {
      rules.clear();
      await commit();
      return noContent();
    },
    async deleteOutcomeRule({ params }) {
      if (!rules.remove(params.rule_id ?? '')) throw new ProblemError('notFound', `No outcome rule ${params.rule_id}.`);
      await commit();
      return noContent();
    },
    async streamEvents({ request, url }) {
      const accountId = url.searchParams.get('account_id') ?? undefined;
      const typesParam = url.searchParams.get('types');
      let types: EngineEvent['type'][] | undefined;
      if (typesParam !== null) {
        const names = typesParam
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '');
        const unknown = names.filter((name) => !(eventTypes as readonly string[]).includes(name));
        if (unknown.length > 0 || names.length === 0)
          throw new ProblemError('invalidParameter', `The query parameter types is invalid.`, {
            errors: [{ parameter: 'types', detail: `must be a comma-separated list of ${eventTypes.join(', ')}` }],
          });
        types = names as EngineEvent['type'][];
      }
      const stream = createEventStream(deps.subscribe, {
        ...(accountId !== undefined ? { accountId } : {}),
        ...(types ? { types } : {}),
        ...(deps.timers ? { timers: deps.timers } : {}),
        signal: request.signal,
      });
      return { status: 200, headers: { ...SSE_HEADERS }, body: stream };
    },
    async listRequests({ url }) {
      const only = accountFilter(url);
      return reply('listRequests', 200, {
        data: only === undefined ? journal.list() : journal.list().filter((entry) => entry.account_id === only),
      });
    },
    getState: async ({ url }) => reply('getState', 200, deps.exportState(accountFilter(url))),
    async importState({ body }) {
      const made = deps.importState(body);
      await commit();
      return reply('importState', 201, { data: made });
    },
  };
}
