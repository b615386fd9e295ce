// A control call that carries `X-API-Key` answers for that key's account only (spec/mock-control.yaml,
// securitySchemes.AccountKey), so a balancer hashing on the header can send it to the shard that holds the
// account (docs/sandbox.md). Each operation that can be narrowed to one account has its keyed form here,
// wrapping the operator's handler after checking that what the call names is the account's; an operation
// missing from the table, and the global clock's moves, are the operator's whatever the key (the pipeline
// and `onOwnClock` hold them to the control token).
import { sha256 } from '@noble/hashes/sha2.js';
import type { components, operations } from '../../../generated/mock-control.ts';
import { parseRfc3339 } from '../primitives/rfc3339.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import type { Account, Accounts } from '../state/accounts.ts';
import { keyOnSameRoute } from '../state/key-routing.ts';
import type { Journal } from '../state/journal.ts';
import type { JobsStore } from '../state/jobs-store.ts';
import type { TestClockService } from '../state/test-clock-service.ts';
import type { OutcomeRules } from '../simulator/outcome-rules.ts';
import type { AnswerOverrides } from '../state/answer-overrides.ts';
import type { ControlContext, ControlHandler } from './control-context.ts';
import type { ControlLock } from '../http/control-lock.ts';

const reply = typedReply<operations>();

/** Who a keyed control call speaks for: the key, its digest (a test clock's owner), and its account if any. */
export interface KeyScope {
  readonly key: string;
  /** SHA-256 of the key, hex: what a test clock made with it keeps as its owner. */
  readonly owner: string;
  readonly account: Account | undefined;
}

export type ScopedHandler = (context: ControlContext & { scope: KeyScope }) => Promise<Reply>;

const encoder = new TextEncoder();
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The scope of a control request: undefined without a key (an empty header is none, as in the service API). */
export function keyScopeOf(request: IncomingRequest, accounts: Accounts): KeyScope | undefined {
  const key = request.headers.get('X-API-Key');
  if (!key) return undefined;
  return { key, owner: hex(sha256(encoder.encode(key))), account: accounts.identify(key).account };
}

export interface ScopedDeps {
  accounts: Accounts;
  clocks: TestClockService;
  journal: Journal;
  store: JobsStore;
  rules: OutcomeRules;
  overrides: AnswerOverrides;
  commit: () => Promise<void>;
  /** The control token's check: what a keyed call does beyond its account needs the token, as without a key. */
  lock: ControlLock;
  /** The operator's handlers, which the keyed forms call once the call is narrowed to the account. */
  operator: Record<keyof operations, ControlHandler>;
}

type ClockAdvance = components['schemas']['ClockAdvance'];
type ClockSet = components['schemas']['ClockSet'];

export function createScopedHandlers(deps: ScopedDeps): Partial<Record<keyof operations, ScopedHandler>> {
  const { accounts, clocks, journal, store, rules, overrides, commit, lock, operator } = deps;

  /** The key's account; 401 for a key no account has, as the service API answers it. */
  function own(scope: KeyScope): Account {
    if (scope.account) return scope.account;
    throw new ProblemError('unauthorized', 'No account has the key in X-API-Key on this mock.', {
      headers: { 'WWW-Authenticate': 'ApiKey header="X-API-Key"' },
    });
  }
  /** The key's account when `id` names it; 404 otherwise, as for an unknown id (nothing tells the two apart). */
  function named(scope: KeyScope, id: string): Account {
    const account = own(scope);
    if (id !== account.id) throw new ProblemError('notFound', `No account ${id}.`);
    return account;
  }
  /** The URL with `name` set to the account's id, for the operator's filtered listings (404 naming another). */
  function narrowed(url: URL, name: string, account: Account): URL {
    const given = url.searchParams.get(name);
    if (given !== null && given !== account.id) throw new ProblemError('notFound', `No account ${given}.`);
    const copy = new URL(url);
    copy.searchParams.set(name, account.id);
    return copy;
  }
  const ownsRule = (account: Account, jobId: string | undefined) =>
    jobId !== undefined && store.get(jobId)?.accountId === account.id;
  const clockVisible = (scope: KeyScope, id: string) =>
    clocks.ownerOf(id) === scope.owner ||
    (scope.account !== undefined && accounts.testClockOf(scope.account.id) === id);
  /** The operator's test-clock handler for a clock the key may reach; 404 for any other, as for an unknown one. */
  const onVisibleClock =
    (handler: ControlHandler): ScopedHandler =>
    async (context) => {
      const id = context.params.test_clock_id ?? '';
      if (!clockVisible(context.scope, id)) throw new ProblemError('notFound', `No test clock ${id}.`);
      return handler(context);
    };
  /** The operator's handler of one account's path (`{account_id}`), for the key's own account only. */
  const onOwnAccount =
    (handler: ControlHandler): ScopedHandler =>
    async (context) => {
      named(context.scope, context.params.account_id ?? '');
      return handler(context);
    };
  /**
   * Moves the account's test clock as the global clock's move would. An account on the global clock (or a
   * key with none) moves the global clock, every such account's, as the operator does: under the token.
   */
  const onOwnClock =
    (
      global: ControlHandler,
      move: (body: unknown) => { seconds: number } | { to: string },
      field: string,
    ): ScopedHandler =>
    async (context) => {
      const id = context.scope.account && accounts.testClockOf(context.scope.account.id);
      if (id === undefined) {
        lock(context.request);
        return global(context);
      }
      return operator
        .advanceTestClock({ ...context, params: { test_clock_id: id }, body: move(context.body) })
        .catch((error: unknown) => {
          // The test clock's problem names its own field (`/to`); this call's body has another.
          if (!(error instanceof ProblemError) || error.body.errors === undefined) throw error;
          throw new ProblemError(error.kind, error.body.detail, {
            errors: error.body.errors.map((entry) => ({ ...entry, pointer: `/${field}` })),
          });
        });
    };

  return {
    async getClock(context) {
      const id = context.scope.account && accounts.testClockOf(context.scope.account.id);
      const clock = id === undefined ? undefined : clocks.get(id);
      return clock ? reply('getClock', 200, { now: clock.now, mode: 'virtual' }) : operator.getClock(context);
    },
    setClock: onOwnClock(operator.setClock, (body) => ({ to: (body as ClockSet).now }), 'now'),
    advanceClock: onOwnClock(operator.advanceClock, (body) => ({ seconds: (body as ClockAdvance).seconds }), 'seconds'),
    async listOutcomeRules({ scope }) {
      const account = own(scope);
      return reply('listOutcomeRules', 200, { data: rules.list().filter((rule) => ownsRule(account, rule.job_id)) });
    },
    async createOutcomeRule(context) {
      const account = own(context.scope);
      if (!ownsRule(account, (context.body as { job_id?: string }).job_id))
        throw new ProblemError('validation', "With X-API-Key, a rule names one of the account's jobs.", {
          errors: [
            {
              pointer: '/job_id',
              detail: `must be the id of a job of account ${account.id} (a rule by URL alone would decide other accounts' runs)`,
            },
          ],
        });
      return operator.createOutcomeRule(context);
    },
    async clearOutcomeRules({ scope }) {
      const account = own(scope);
      for (const rule of rules.list()) if (ownsRule(account, rule.job_id)) rules.remove(rule.id);
      await commit();
      return noContent();
    },
    async deleteOutcomeRule(context) {
      const account = own(context.scope);
      const id = context.params.rule_id ?? '';
      const rule = rules.list().find((candidate) => candidate.id === id);
      if (!rule || !ownsRule(account, rule.job_id)) throw new ProblemError('notFound', `No outcome rule ${id}.`);
      return operator.deleteOutcomeRule(context);
    },
    listAnswerOverrides: async (context) =>
      operator.listAnswerOverrides({ ...context, url: narrowed(context.url, 'account', own(context.scope)) }),
    async createAnswerOverride(context) {
      const account = own(context.scope);
      const body = context.body as components['schemas']['AnswerOverrideFields'];
      const other =
        body.test_clock !== undefined
          ? 'test_clock'
          : body.account !== undefined && body.account !== account.id
            ? 'account'
            : undefined;
      if (other)
        throw new ProblemError('validation', `With X-API-Key, an override is for the account ${account.id} alone.`, {
          errors: [
            { pointer: `/${other}`, detail: "must be absent (or, for account, the key's account's id) with X-API-Key" },
          ],
        });
      return operator.createAnswerOverride({ ...context, body: { ...body, account: account.id } });
    },
    async clearAnswerOverrides({ scope }) {
      const account = own(scope);
      for (const override of overrides.list()) if (override.account === account.id) overrides.remove(override.id);
      return noContent();
    },
    async deleteAnswerOverride(context) {
      const account = own(context.scope);
      const id = context.params.override_id ?? '';
      if (overrides.list().find((o) => o.id === id)?.account !== account.id)
        throw new ProblemError('notFound', `No override ${id}.`);
      return operator.deleteAnswerOverride(context);
    },
    streamEvents: async (context) =>
      operator.streamEvents({ ...context, url: narrowed(context.url, 'account_id', own(context.scope)) }),
    async resetMock({ scope }) {
      const account = own(scope);
      clocks.emptyAccount(account.id);
      journal.removeAccount(account.id);
      await commit();
      return noContent();
    },
    listAccounts: async ({ scope }) => reply('listAccounts', 200, { data: scope.account ? [scope.account] : [] }),
    async createAccount(context) {
      const body = context.body as components['schemas']['AccountCreate'];
      if (body.api_key !== undefined && body.api_key !== context.scope.key)
        throw new ProblemError('validation', 'The key to create differs from the one in X-API-Key.', {
          errors: [{ pointer: '/api_key', detail: 'must be the key sent in X-API-Key, which routes this call' }],
        });
      return operator.createAccount({ ...context, body: { ...body, api_key: context.scope.key } });
    },
    listTestClocks: async ({ scope }) =>
      reply('listTestClocks', 200, { data: clocks.list().filter((clock) => clockVisible(scope, clock.id)) }),
    async createTestClock({ scope, body }) {
      const { name, now } = body as components['schemas']['TestClockCreate'];
      const created = clocks.create(name, now === undefined ? undefined : parseRfc3339(now), scope.owner);
      await commit();
      return reply('createTestClock', 201, created);
    },
    getTestClock: onVisibleClock(operator.getTestClock),
    deleteTestClock: onVisibleClock(operator.deleteTestClock),
    advanceTestClock: onVisibleClock(operator.advanceTestClock),
    deleteAccount: onOwnAccount(operator.deleteAccount),
    async rotateAccountKey({ scope, params }) {
      const account = named(scope, params.account_id ?? '');
      const rotated = accounts.rotateKey(account.id, keyOnSameRoute)!;
      await commit();
      return reply('rotateAccountKey', 200, rotated);
    },
    getNotificationSettings: onOwnAccount(operator.getNotificationSettings),
    updateNotificationSettings: onOwnAccount(operator.updateNotificationSettings),
    rotateWebhookSecret: onOwnAccount(operator.rotateWebhookSecret),
    listNotifications: async (context) =>
      operator.listNotifications({ ...context, url: narrowed(context.url, 'account', own(context.scope)) }),
    listRequests: async (context) =>
      operator.listRequests({ ...context, url: narrowed(context.url, 'account', own(context.scope)) }),
    async seedAccount(context) {
      const account = own(context.scope);
      const body = context.body as components['schemas']['SeedRequest'];
      if (body.account !== undefined && body.account !== account.id)
        throw new ProblemError('validation', `With X-API-Key, the account seeded is ${account.id}.`, {
          errors: [{ pointer: '/account', detail: 'must be the id of the account of the key in X-API-Key, or absent' }],
        });
      return operator.seedAccount({ ...context, body: { ...body, account: account.id } });
    },
    getState: async (context) =>
      operator.getState({ ...context, url: narrowed(context.url, 'account', own(context.scope)) }),
    async importState(context) {
      const accounts = (context.body as components['schemas']['Fixtures']).accounts;
      if (accounts.length !== 1 || accounts[0]!.api_key !== context.scope.key)
        throw new ProblemError('validation', 'With X-API-Key, the import holds the account of that key alone.', {
          errors: [
            {
              pointer: accounts.length !== 1 ? '/accounts' : '/accounts/0/api_key',
              detail:
                accounts.length !== 1
                  ? 'must hold exactly one account with X-API-Key'
                  : 'must be the key sent in X-API-Key, which routes this call',
            },
          ],
        });
      return operator.importState(context);
    },
  };
}
