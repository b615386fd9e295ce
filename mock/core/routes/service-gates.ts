// The service API's steps between the route and the input: who calls (401), a test's answer override
// or forced answer (`Prefer: code=NNN`), then the key's rate limit (429). The first two note for the
// journal what they learned.
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import type { Account } from '../state/accounts.ts';
import { overrideReply } from './answer-override.ts';
import { journalledBody } from './body-step.ts';
import { journalBodyBytes, type Note } from './service-journal.ts';
import type { ServicePipelineDeps } from './service-pipeline-deps.ts';
import type { ServiceRoute } from './service-route.ts';
import { unauthorizedDetail } from './unauthorized.ts';

const challenge = { 'WWW-Authenticate': 'ApiKey header="X-API-Key"' };

/** The caller's account; 401 without one. The fingerprint of whatever key was sent goes to the journal. */
export function authenticated(
  { accounts, unauthorized }: Pick<ServicePipelineDeps, 'accounts' | 'unauthorized'>,
  request: IncomingRequest,
  note: Note,
): Account {
  const key = request.headers.get('X-API-Key') ?? undefined;
  const identified = key ? accounts.identify(key) : undefined;
  note.fingerprint = identified?.fingerprint ?? null;
  note.accountId = identified?.account?.id ?? null;
  if (!identified?.account)
    throw new ProblemError('unauthorized', unauthorizedDetail(request.headers, unauthorized), { headers: challenge });
  return identified.account;
}

/**
 * A test's own override of this operation's answer (or a delay before it), before anything else it sent
 * is read; then a forced answer, before the rate limit and any state: it takes nothing from the key's
 * window and touches no job. Undefined when neither answers.
 */
export async function presetAnswer(
  deps: Pick<ServicePipelineDeps, 'accounts' | 'overrides' | 'forced' | 'delay'>,
  request: IncomingRequest,
  { operation }: ServiceRoute,
  path: string,
  account: Account,
  note: Note,
): Promise<Reply | undefined> {
  const override = deps.overrides.take({
    operationId: operation.operationId,
    path,
    accountId: account.id,
    testClockId: deps.accounts.testClockOf(account.id),
  });
  if (override) {
    note.overrideId = override.id;
    if (override.delay_ms) await deps.delay(override.delay_ms);
    const replaced = overrideReply(override, deps.forced);
    if (replaced) {
      // Still journalled with what it sent, so a test can verify the request the override answered.
      if (operation.body) note.body = await journalledBody(request, journalBodyBytes);
      return replaced;
    }
  }
  return deps.forced.answer(request, operation);
}

/** The rate limit's headers for the answer; 429 (with them and `Retry-After`) once the key's window is spent. */
export function rateHeadersOf(
  { rateLimiter, clock }: Pick<ServicePipelineDeps, 'rateLimiter' | 'clock'>,
  key: string,
): Record<string, string> {
  const limited = rateLimiter?.take(key, clock.now());
  const rateHeaders = limited?.headers ?? {};
  if (limited && !limited.allowed)
    throw new ProblemError(
      'rateLimited',
      `This key may send ${limited.policy.limit} requests per ${limited.policy.windowSeconds} seconds; retry in ${limited.retryAfterSeconds} seconds.`,
      {
        headers: { ...rateHeaders, 'Retry-After': String(limited.retryAfterSeconds) },
      },
    );
  return rateHeaders;
}
