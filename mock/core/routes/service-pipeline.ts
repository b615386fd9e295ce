import { toTimestamp } from '../primitives/clock.ts';
import { isOptions } from '../http/cors.ts';
import { withDeprecation } from '../http/deprecation-headers.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import type { JournalViolation } from '../state/journal.ts';
import { authenticated, presetAnswer, rateHeadersOf } from './service-gates.ts';
import { checkedInput } from './service-inputs.ts';
import { emptyNote, journalEntry, violationsOf, type Note } from './service-journal.ts';
import { preflight, routeOf } from './service-route.ts';

export type { ServicePipeline, ServicePipelineDeps } from './service-pipeline-deps.ts';
import type { ServicePipeline, ServicePipelineDeps } from './service-pipeline-deps.ts';

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
