// How a core (mock-core.ts) answers one request: a request id, the namespace chosen on the path as sent, the
// service or the control API, any failure as a problem, and the headers every answer carries.
import type { MockCoreOptions } from './core-options.ts';
import type { CoreState } from './core-state.ts';
import { corsHeaders } from './http/cors.ts';
import type { IncomingRequest } from './http/incoming-request.ts';
import { ProblemError, problemBody, problemKinds } from './http/problem.ts';
import { isControlPath, pathProblem, rawPathOf } from './http/request-target.ts';
import { problem, type Reply } from './http/respond.ts';
import { toTimestamp } from './primitives/clock.ts';
import type { Engine } from './simulator/engine/engine-api.ts';
import { keyFingerprint } from './state/accounts.ts';

/** A thrown ProblemError as its problem; anything else is the mock's own failure: logged, answered 500. */
export function replyOnError(options: MockCoreOptions) {
  return (error: unknown, requestId: string): Reply => {
    if (error instanceof ProblemError) return problem(error.body, error.headers);
    options.onError?.(error, requestId);
    return problem(problemBody('internal', 'An unexpected error occurred; the request id is in the logs.'));
  };
}

export interface Answerers {
  readonly service: (request: IncomingRequest, url: URL, requestId: string) => Promise<Reply>;
  readonly control: (request: IncomingRequest, url: URL) => Promise<Reply>;
  readonly toReply: (error: unknown, requestId: string) => Reply;
  readonly persistSoon: () => void;
}

export function createReplier(options: MockCoreOptions, state: CoreState, engine: Engine, answer: Answerers) {
  const { clock } = options;
  const cors = options.cors ?? { origin: '*' };

  /** A path a URL parser would rewrite: 400, journalled like any service request, routed nowhere. */
  function refusePath(request: IncomingRequest, path: string, detail: string, requestId: string): Reply {
    const key = request.headers.get('X-API-Key');
    state.journal.add({
      id: requestId,
      received_at: toTimestamp(clock.now()),
      method: request.method,
      path,
      operation_id: null,
      status: problemKinds.invalidPath.status,
      key_fingerprint: key ? keyFingerprint(key) : null,
      violations: [{ rule: problemKinds.invalidPath.rule, side: 'client', detail }],
    });
    return answer.toReply(new ProblemError('invalidPath', detail), requestId);
  }

  async function route(request: IncomingRequest, requestId: string): Promise<Reply> {
    // The namespace is chosen on the path as sent (http/request-target.ts): a path that normalising
    // would move is refused before anything parses it.
    const path = rawPathOf(request.url);
    const refused = pathProblem(path);
    if (refused !== undefined) return refusePath(request, path, refused, requestId);
    const url = new URL(request.url);
    // On a real clock the single timer may not have fired yet for what is already due: catch up first,
    // so every answer (next_run_at, runs) is true at the time it is given.
    if (clock.mode === 'real' && engine.hasDue()) {
      const caught = await engine.catchUp();
      if (caught.runs_total > 0) answer.persistSoon();
    }
    return isControlPath(path) ? answer.control(request, url) : answer.service(request, url, requestId);
  }

  return async (request: IncomingRequest): Promise<Reply> => {
    const requestId = `req_${state.requestIds.next(clock.now())}`;
    let response: Reply;
    try {
      response = await route(request, requestId);
    } catch (error) {
      response = answer.toReply(error, requestId);
    }
    response.headers['X-Request-Id'] = requestId;
    Object.assign(response.headers, corsHeaders(request, cors));
    return response;
  };
}
