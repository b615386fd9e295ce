// Accounts: list, create (on a test clock or not), delete, seed with jobs and past runs, rotate the key.
import type { components, operations } from '../../../generated/mock-control.ts';
import type { SeedRequest } from '../fixtures/seeding.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { ControlHandler, ControlHandlerDeps } from './control-context.ts';

const reply = typedReply<operations>();

type AccountCreate = components['schemas']['AccountCreate'];
type AccountOperation = 'listAccounts' | 'createAccount' | 'deleteAccount' | 'seedAccount' | 'rotateAccountKey';

export function accountHandlers(
  deps: Pick<ControlHandlerDeps, 'accounts' | 'clocks' | 'seed' | 'commit'>,
): Record<AccountOperation, ControlHandler> {
  const { accounts, clocks, commit } = deps;
  return {
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
    async rotateAccountKey({ params }) {
      const account = accounts.rotateKey(params.account_id ?? '');
      if (!account) throw new ProblemError('notFound', `No account ${params.account_id}.`);
      await commit();
      return reply('rotateAccountKey', 200, account);
    },
  };
}
