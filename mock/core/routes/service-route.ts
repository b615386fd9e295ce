// The service API's first step: a preflight answered from the paths' methods, or the operation a
// request names (404 with the nearest path, 405 with `Allow`).
import type { OperationMatch, OperationTable } from '../../../contract/operation-table.ts';
import { optionsHeaders } from '../http/cors.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import { notFoundDetail } from './near-miss.ts';

export type ServiceRoute = Extract<OperationMatch, { kind: 'operation' }>;

/** An OPTIONS request's answer: the methods of its path, or 404 for a path the spec does not have. */
export function preflight(router: OperationTable, url: URL): Reply {
  const allow = router.allowed(url.pathname);
  if (allow.length === 0) throw new ProblemError('notFound', notFoundDetail(url.pathname, router.templates, '.'));
  return noContent(optionsHeaders(allow));
}

export function routeOf(router: OperationTable, request: IncomingRequest, url: URL): ServiceRoute {
  const match = router.match(request.method, url.pathname);
  if (match.kind === 'not-found')
    throw new ProblemError('notFound', notFoundDetail(url.pathname, router.templates, '; the API lives under /v1.'));
  if (match.kind === 'method-not-allowed')
    throw new ProblemError(
      'methodNotAllowed',
      `${request.method} is not allowed here; use ${match.allow.join(', ')}.`,
      {
        headers: { Allow: match.allow.join(', ') },
      },
    );
  return match;
}
