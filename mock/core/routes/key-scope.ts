// Who a keyed control call speaks for (account-scope.ts), and the checks every keyed handler makes
// before it acts for that account: the key's own account, an id that names it, a listing narrowed to it.
import { sha256 } from '@noble/hashes/sha2.js';
import type { operations } from '../../../generated/mock-control.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import type { ControlLock } from '../http/control-lock.ts';
import type { Account, Accounts } from '../state/accounts.ts';
import type { AnswerOverrides } from '../state/answer-overrides.ts';
import type { Journal } from '../state/journal.ts';
import type { JobsStore } from '../state/jobs-store.ts';
import type { TestClockService } from '../state/test-clock-service.ts';
import type { OutcomeRules } from '../simulator/outcomes/outcome-rules.ts';
import type { ControlContext, ControlHandler } from './control-context.ts';

/** Who a keyed control call speaks for: the key, its digest (a test clock's owner), and its account if any. */
export interface KeyScope {
  readonly key: string;
  /** SHA-256 of the key, hex: what a test clock made with it keeps as its owner. */
  readonly owner: string;
  readonly account: Account | undefined;
}

export type ScopedHandler = (context: ControlContext & { scope: KeyScope }) => Promise<Reply>;

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

const encoder = new TextEncoder();
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The scope of a control request: undefined without a key (an empty header is none, as in the service API). */
export function keyScopeOf(request: IncomingRequest, accounts: Accounts): KeyScope | undefined {
  const key = request.headers.get('X-API-Key');
  if (!key) return undefined;
  return { key, owner: hex(sha256(encoder.encode(key))), account: accounts.identify(key).account };
}

/** The key's account; 401 for a key no account has, as the service API answers it. */
export function own(scope: KeyScope): Account {
  if (scope.account) return scope.account;
  throw new ProblemError('unauthorized', 'No account has the key in X-API-Key on this mock.', {
    headers: { 'WWW-Authenticate': 'ApiKey header="X-API-Key"' },
  });
}

/** The key's account when `id` names it; 404 otherwise, as for an unknown id (nothing tells the two apart). */
export function named(scope: KeyScope, id: string): Account {
  const account = own(scope);
  if (id !== account.id) throw new ProblemError('notFound', `No account ${id}.`);
  return account;
}

/** The URL with `name` set to the account's id, for the operator's filtered listings (404 naming another). */
export function narrowed(url: URL, name: string, account: Account): URL {
  const given = url.searchParams.get(name);
  if (given !== null && given !== account.id) throw new ProblemError('notFound', `No account ${given}.`);
  const copy = new URL(url);
  copy.searchParams.set(name, account.id);
  return copy;
}
