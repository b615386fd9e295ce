// The control API's order: control token (401, when the mock has one) → route (404, 405) → body (415,
// 413, 400, 422) → handler. The token comes first, so nothing of the control API runs for a caller
// without it (spec/mock-control.yaml info.description); an OPTIONS (a preflight) comes before it, as browsers send
// preflights without credentials, and they allow the Authorization header the token travels in.
// A call with the key of an existing account in X-API-Key needs no token for what its keyed handler
// narrows to that account (account-scope.ts); an operation without one is the operator's, key or not, so
// it still needs the token.
import type { SchemaValidator } from '../../../contract/schema-validator.ts';
import { isOptions, optionsHeaders } from '../http/cors.ts';
import type { ControlLock } from '../http/control-lock.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError, validationProblem } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import { readJsonBody } from './body-step.ts';
import type { ControlHandler } from './control-context.ts';
import type { KeyScope, ScopedHandler } from './key-scope.ts';
import { notFoundDetail } from './near-miss.ts';
import type { OperationTable } from '../../../contract/operation-table.ts';

export function createControlPipeline(deps: {
  router: OperationTable;
  validator: SchemaValidator;
  handlers: Record<string, ControlHandler>;
  lock: ControlLock;
  /** Who a control call with X-API-Key speaks for; undefined without a key. */
  scopeOf: (request: IncomingRequest) => KeyScope | undefined;
  /** The keyed form of each operation that can be narrowed to one account, made over the operator's handlers. */
  scoped: (operator: Record<string, ControlHandler>) => Partial<Record<string, ScopedHandler>>;
}): (request: IncomingRequest, url: URL) => Promise<Reply> {
  const { router, validator, handlers, lock } = deps;
  const scoped = deps.scoped(handlers);
  return async (request, url) => {
    if (isOptions(request)) {
      const allow = router.allowed(url.pathname);
      if (allow.length === 0) throw new ProblemError('notFound', notFoundDetail(url.pathname, router.templates, '.'));
      return noContent(optionsHeaders(allow, ['Authorization']));
    }
    const scope = deps.scopeOf(request);
    if (!scope?.account) lock(request);
    const match = router.match(request.method, url.pathname);
    if (match.kind === 'not-found')
      throw new ProblemError('notFound', notFoundDetail(url.pathname, router.templates, '.'));
    if (match.kind === 'method-not-allowed')
      throw new ProblemError(
        'methodNotAllowed',
        `${request.method} is not allowed here; use ${match.allow.join(', ')}.`,
        { headers: { Allow: match.allow.join(', ') } },
      );
    const { operationId } = match.operation;
    const keyed = scope ? scoped[operationId] : undefined;
    if (scope?.account && !keyed) lock(request);
    let body: unknown;
    if (match.operation.body) {
      const parsed = await readJsonBody(request, match.operation.body, validator);
      // The service API's validation problem: one style of answer across the mock.
      if (parsed.violations.length > 0) throw validationProblem(parsed.violations);
      body = parsed.value;
    }
    const context = { request, url, params: match.params, ...(body !== undefined ? { body } : {}) };
    if (scope && keyed) return keyed({ ...context, scope });
    const handler = handlers[operationId];
    if (!handler) throw new Error(`no handler for ${operationId}`);
    return handler(context);
  };
}
