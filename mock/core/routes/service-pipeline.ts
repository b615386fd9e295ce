// The service API's request order (spec info.description): route (404, 405) → authentication (401)
// → a forced answer (`Prefer: code=NNN`) → rate limit (429) → the job named by the path (404; a malformed id is an unknown one) → query and
// header parameters (400) → content type (415) → size (413) → JSON (400) → schema (422) → the
// handler's state checks (409).
// Each step lives in its own module: service-route.ts, service-gates.ts, service-inputs.ts; the journal
// entry in service-journal.ts.
import type { SchemaValidator } from '../../../contract/schema-validator.ts';
import type { OperationTable } from '../../../contract/operation-table.ts';
import type { Accounts } from '../state/accounts.ts';
import type { Clock } from '../primitives/clock.ts';
import { toTimestamp } from '../primitives/clock.ts';
import { isOptions } from '../http/cors.ts';
import { withDeprecation } from '../http/deprecation-headers.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import type { AnswerOverrides } from '../state/answer-overrides.ts';
import type { JobService } from '../state/job-service.ts';
import type { Journal, JournalViolation } from '../state/journal.ts';
import type { RateLimiter } from '../state/rate-limit.ts';
import type { ForcedAnswers } from './forced-answer.ts';
import type { ServiceHandler } from './service-context.ts';
import { authenticated, presetAnswer, rateHeadersOf } from './service-gates.ts';
import { checkedInput } from './service-inputs.ts';
import { emptyNote, journalEntry, violationsOf, type Note } from './service-journal.ts';
import { preflight, routeOf } from './service-route.ts';
import type { UnauthorizedHints } from './unauthorized.ts';

export interface ServicePipelineDeps {
  router: OperationTable;
  validator: SchemaValidator;
  accounts: Accounts;
  jobs: JobService;
  handlers: Record<string, ServiceHandler>;
  clock: Clock;
  journal: Journal;
  rateLimiter: RateLimiter | undefined;
  /** `Prefer: code=NNN`: the documented answer, given after authentication and changing nothing. */
  forced: ForcedAnswers;
  /** Turns any failure into the answer (problem+json, or 500 for the unexpected). */
  toReply: (error: unknown, requestId: string) => Reply;
  /** What the 401's detail may add (unauthorized.ts). */
  unauthorized: UnauthorizedHints;
  /** Answer overrides (`POST /__mock/overrides`): tried after authentication, before everything else. */
  overrides: AnswerOverrides;
  /** How an override's `delay_ms` is waited (real time). */
  delay: (ms: number) => Promise<void>;
}

export type ServicePipeline = (request: IncomingRequest, url: URL, requestId: string) => Promise<Reply>;

async function run(deps: ServicePipelineDeps, request: IncomingRequest, url: URL, note: Note): Promise<Reply> {
  if (isOptions(request)) return preflight(deps.router, url);
  const route = routeOf(deps.router, request, url);
  const { operation } = route;
  note.operationId = operation.operationId;
  note.deprecation = operation.deprecation;
  const account = authenticated(deps, request, note);
  const preset = await presetAnswer(deps, request, route, url.pathname, account, note);
  if (preset) return preset;
  const rateHeaders = rateHeadersOf(deps, note.fingerprint ?? account.id);
  try {
    const input = await checkedInput(deps, request, url, route, account, note);
    const handler = deps.handlers[operation.operationId];
    if (!handler) throw new Error(`no handler for ${operation.operationId}`);
    const response = await handler({ request, operation, account, ...input });
    Object.assign(response.headers, rateHeaders);
    return response;
  } catch (error) {
    if (error instanceof ProblemError) Object.assign(error.headers, rateHeaders, error.headers);
    throw error;
  }
}

export function createServicePipeline(deps: ServicePipelineDeps): ServicePipeline {
  return async (request, url, requestId) => {
    const receivedAt = toTimestamp(deps.clock.now());
    const note = emptyNote();
    let response: Reply;
    let violations: JournalViolation[] = [];
    try {
      response = await run(deps, request, url, note);
    } catch (error) {
      violations = violationsOf(error);
      response = deps.toReply(error, requestId);
    }
    // Every answer of a deprecated operation says so, errors too: a client whose request fails is
    // the one most in need of knowing the operation is going away.
    if (note.deprecation) withDeprecation(response.headers, note.deprecation);
    deps.journal.add(journalEntry({ request, url, requestId, receivedAt, status: response.status }, note, violations));
    return response;
  };
}
