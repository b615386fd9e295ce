// Where the mock is, and its accounts: list, create (on a test clock or not), delete.
import { controlInput, noInput, removal, tool, type MockTarget, type Tool } from './tool.ts';

export function accountTools({ baseUrl, control }: MockTarget): Tool[] {
  return [
    tool(
      'mock_info',
      'Where the mock is',
      'The mock’s base URL (point the app under test there), its console, its clock and its accounts with their API keys.',
      noInput,
      async () => ({
        base_url: baseUrl,
        console: `${baseUrl}/__console/`,
        clock: await control.clock(),
        accounts: await control.accounts.list(),
      }),
      true,
    ),
    tool(
      'list_accounts',
      'List accounts',
      'Every account with its API key (send it as X-API-Key) and its test clock.',
      controlInput('listAccounts'),
      async () => ({ data: await control.accounts.list() }),
      true,
    ),
    tool(
      'create_account',
      'Create an account',
      'A new account with a key of its own; give `test_clock` to put it on a test clock, so only that clock’s advances run its jobs.',
      controlInput('createAccount'),
      (args) => control.accounts.create(args as never),
    ),
    tool(
      'delete_account',
      'Delete an account',
      'Deletes one account and everything it holds.',
      controlInput('deleteAccount'),
      (args) => removal(control.accounts.remove, args.account_id),
    ),
  ];
}
