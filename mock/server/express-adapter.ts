// The Express 5 adapter: hand `handle` the Node request as a web Request (node-request.ts: lean, the
// target as sent), write its Response back. Nothing else lives here — behaviour belongs to the core.
// A text answer leaves with its headers and Content-Length in one write, never chunked.
import type { Express, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import express from 'express';
import type { MockCore } from '../core/index.ts';
import { prepareAnswer, transportReply } from './connection-edges.ts';
import { mountConsole } from './console-route.ts';
import { toWebRequest } from './node-request.ts';
import { answerOf, writeReply, type Answer } from './write-answer.ts';

/** What the adapter serves: the core, or anything with its face (a wrapper around `core.handle`). */
export type Handler = Pick<MockCore, 'handle'>;

export interface MockAppOptions {
  /** Added before every answer, to show loading states and timeouts in a frontend. */
  latencyMs?: number;
  /** Called once each answer is written, for the access log. */
  onAnswered?: (entry: {
    request: ExpressRequest;
    reply: Answer;
    status: number;
    requestId: string;
    ms: number;
  }) => void;
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
    const answer = transportReply(request) ?? (await answerOf(await core.handle(toWebRequest(request, response))));
    // Answered before the body was all read (401, 413, any early 4xx): the connection ends after the
    // answer, and the rest of the body is not read (`prepareAnswer`), rather than read and dropped.
    if (!request.complete) answer.headers.connection = 'close';
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    await writeReply(answer, response);
    options.onAnswered?.({
      request,
      reply: answer,
      status: answer.status,
      requestId: answer.headers['x-request-id'] ?? answer.headers['X-Request-Id'] ?? '',
      ms: performance.now() - started,
    });
  });
  return app;
}
