// A key's account: the only one it lists, creates (with that key), rotates, resets, seeds or imports; its
// notification settings; and the operator's listings narrowed to it.
import type { components, operations } from '../../../generated/mock-control.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import { keyOnSameRoute } from '../state/key-routing.ts';
import type { ControlHandler } from './control-context.ts';
import { named, narrowed, own, type ScopedDeps, type ScopedHandler } from './key-scope.ts';

const reply = typedReply<operations>();

type AccountOperation =
  | 'resetMock'
  | 'listAccounts'
  | 'createAccount'
  | 'deleteAccount'
  | 'rotateAccountKey'
  | 'getNotificationSettings'
  | 'updateNotificationSettings'
  | 'rotateWebhookSecret'
  | 'seedAccount'
  | 'importState';
type ListingOperation = 'streamEvents' | 'listNotifications' | 'listRequests' | 'getState';

/** The operator's handler of one account's path (`{account_id}`), for the key's own account only. */
const onOwnAccount =
  (handler: ControlHandler): ScopedHandler =>
  async (context) => {
    named(context.scope, context.params.account_id ?? '');
    return handler(context);
  };

/** The operator's listing with its account filter (`name`) set to the key's account. */
const onOwnListing =
  (handler: ControlHandler, name: string): ScopedHandler =>
  async (context) =>
    handler({ ...context, url: narrowed(context.url, name, own(context.scope)) });

export function scopedListingHandlers({
  operator,
}: Pick<ScopedDeps, 'operator'>): Record<ListingOperation, ScopedHandler> {
  return {
    streamEvents: onOwnListing(operator.streamEvents, 'account_id'),
    listNotifications: onOwnListing(operator.listNotifications, 'account'),
    listRequests: onOwnListing(operator.listRequests, 'account'),
    getState: onOwnListing(operator.getState, 'account'),
  };
}

export function scopedAccountHandlers(
  deps: Pick<ScopedDeps, 'accounts' | 'clocks' | 'journal' | 'commit' | 'operator'>,
): Record<AccountOperation, ScopedHandler> {
  const { accounts, clocks, journal, commit, operator } = deps;
  return {
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
    seedAccount: (context) => seedOwnAccount(operator, context),
    importState: (context) => importOwnAccount(operator, context),
  };
}

type ScopedContext = Parameters<ScopedHandler>[0];

async function seedOwnAccount(operator: ScopedDeps['operator'], context: ScopedContext) {
  const account = own(context.scope);
  const body = context.body as components['schemas']['SeedRequest'];
  if (body.account !== undefined && body.account !== account.id)
    throw new ProblemError('validation', `With X-API-Key, the account seeded is ${account.id}.`, {
      errors: [{ pointer: '/account', detail: 'must be the id of the account of the key in X-API-Key, or absent' }],
    });
  return operator.seedAccount({ ...context, body: { ...body, account: account.id } });
}

async function importOwnAccount(operator: ScopedDeps['operator'], context: ScopedContext) {
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
}
