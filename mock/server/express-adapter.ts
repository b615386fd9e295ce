// The Express 5 adapter: hand `handle` the Node request as a web Request with its request line as sent
// (node-request.ts), write the Response it returns (write-response.ts). Nothing else lives here — behaviour
// belongs to the core. A whole answer leaves with its headers and Content-Length in one write, never chunked.
import type { Express, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import express from 'express';
import type { MockCore } from '../core/index.ts';
import { toResponse } from '../core/http/respond.ts';
import { prepareAnswer, transportReply } from './connection-edges.ts';
import { mountConsole } from './console-route.ts';
import { toWebCall } from './node-request.ts';
import { writeResponse, type Written } from './write-response.ts';

/** What the adapter serves: the core, or anything with its face (a wrapper around `core.handle`). */
export type Handler = Pick<MockCore, 'handle'>;

export interface MockAppOptions {
  /** Added before every answer, to show loading states and timeouts in a frontend. */
  latencyMs?: number;
  /** Called once each answer is written, for the access log. */
  onAnswered?: (entry: { request: ExpressRequest; reply: Written; requestId: string; ms: number }) => void;
  /** Serves the console at /__console/ from this built folder (undefined: says how to build it). */
  console?: { assets: string | undefined };
  /** `--proxy-to`: answers every request outside /__mock (proxy-route.ts); the core answers /__mock. */
  proxy?: RequestHandler;
}

export function createMockApp(core: Handler, options: MockAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((request, response, next) => {
    prepareAnswer(request, response);
    next();
  });
  if (options.console) mountConsole(app, options.console.assets);
  if (options.proxy) app.use(options.proxy);
  app.use(async (request: ExpressRequest, response: ExpressResponse) => {
    const started = performance.now();
    // What HTTP itself refuses is answered here, as the core would answer it: a Response like any other.
    const edge = transportReply(request);
    const answer = edge ? toResponse(edge) : await handle(core, request, response);
    // Answered before the body was all read (401, 413, any early 4xx): the connection ends after the
    // answer, and the rest of the body is not read (`prepareAnswer`), rather than read and dropped.
    if (!request.complete) response.setHeader('Connection', 'close');
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const written = await writeResponse(answer, response);
    options.onAnswered?.({
      request,
      reply: written,
      requestId: written.headers['x-request-id'] ?? '',
      ms: performance.now() - started,
    });
  });
  return app;
}

function handle(core: Handler, request: ExpressRequest, response: ExpressResponse): Promise<Response> {
  const call = toWebCall(request, response);
  return core.handle(call.request, call.sent);
}
