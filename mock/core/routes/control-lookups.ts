// What a control path or query names, looked up: an account, a test clock. Unknown ids are 404s.
import type { Accounts } from '../state/accounts.ts';
import type { TestClockService } from '../state/test-clock-service.ts';
import { ProblemError } from '../http/problem.ts';

/** The account of the path's `{account_id}`. */
export function accountOf(accounts: Accounts, params: Readonly<Record<string, string>>): string {
  const id = params.account_id ?? '';
  if (!accounts.byId(id)) throw new ProblemError('notFound', `No account ${id}.`);
  return id;
}

/** `?account=ID`: the account asked for (404 when unknown), or undefined for all. */
export function accountFilter(accounts: Accounts, url: URL): string | undefined {
  const id = url.searchParams.get('account');
  if (id === null) return undefined;
  if (!accounts.byId(id)) throw new ProblemError('notFound', `No account ${id}.`);
  return id;
}

/** The test clock of the path's `{test_clock_id}`. */
export function testClockOf(clocks: TestClockService, params: Readonly<Record<string, string>>) {
  const id = params.test_clock_id ?? '';
  const found = clocks.get(id);
  if (!found) throw new ProblemError('notFound', `No test clock ${id}.`);
  return found;
}
