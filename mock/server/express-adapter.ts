// The Express 5 adapter: hand the core a light view of the Node request, write the core's Reply back.
// Nothing else lives here — behaviour belongs to the core. The view has exactly the members of a web
// Request the core reads (`IncomingRequest`), so no Request, Headers or body stream is built per call,
// and the Reply's text leaves with its headers in one write; together that halved the CPU a request costs
// (bench/README.md). `core.handle` stays the web-standard path for everything else (MSW, tests).
import type { IncomingMessage } from 'node:http';
import type { Express, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { maxBodyBytes } from '../core/http/request-body.ts';
import type { IncomingRequest } from '../core/http/incoming-request.ts';
import type { Reply } from '../core/http/respond.ts';
import type { MockCore } from '../core/index.ts';
import { endGentlyAfterAnswer, transportReply } from './connection-edges.ts';
import { mountConsole } from './console-route.ts';
import { express } from './express-lean.ts';
import { headersView } from './headers-view.ts';

export interface MockAppOptions {
  /** Added before every answer, to show loading states and timeouts in a frontend. */
  latencyMs?: number;
  /** Called once each answer is written, for the access log. */
  onAnswered?: (entry: { request: ExpressRequest; reply: Reply; status: number; requestId: string; ms: number }) => void;
  /** Serves the console at /__console/ from this built folder (undefined: says how to build it). */
  console?: { assets: string | undefined };
  /** `--proxy-to`: answers every request outside /__mock (proxy-route.ts); the core answers /__mock. */
  proxy?: RequestHandler;
}

// One byte over the limit is enough for the core to answer 413.
const keptBytes = maxBodyBytes + 1;

/**
 * The body as sent, as an ArrayBuffer of its own; what arrived so far if the client goes away mid-body.
 * Reading stops as soon as the body is one byte over the limit (a chunked body has no length to refuse it
 * by): the core answers 413 with that, and the rest is never read (the answer ends the connection, see
 * `createMockApp`). Node hands each chunk over in a buffer of its own, so a body in one chunk is passed on
 * as it is and a longer one is copied once, into a buffer of its final size: every copy is a native
 * allocation, and glibc keeps what such churn frees (bench/results/soak.md).
 */
function readRawBody(incoming: IncomingMessage): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    const done = () => {
      incoming.off('data', onData);
      resolve(ownBuffer(chunks, kept));
    };
    const onData = (chunk: Buffer) => {
      const part = chunk.subarray(0, keptBytes - kept);
      chunks.push(part);
      kept += part.length;
      if (kept < keptBytes) return;
      incoming.pause();
      done();
    };
    incoming.on('data', onData);
    incoming.on('end', done);
    incoming.on('error', done);
    incoming.on('close', done);
  });
}

/** The chunks' bytes in an ArrayBuffer that holds nothing else: the chunk's own when it is one such. */
function ownBuffer(chunks: readonly Buffer[], length: number): ArrayBuffer {
  const only = chunks.length === 1 ? chunks[0]! : undefined;
  if (only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength && only.buffer instanceof ArrayBuffer) return only.buffer;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes.buffer;
}

/** The core's view of a Node request; the body is read, and the abort signal made, only when asked for. */
export function toIncomingRequest(request: ExpressRequest, response: ExpressResponse): IncomingRequest {
  let body: Promise<ArrayBuffer> | undefined;
  let signal: AbortSignal | undefined;
  return {
    method: request.method,
    // A fixed origin: the core reads only the path and query, and a hostile Host header cannot break the URL.
    url: `http://localhost${request.originalUrl.startsWith('/') ? '' : '/'}${request.originalUrl}`,
    headers: headersView(request.headers),
    get signal() {
      if (!signal) {
        const gone = new AbortController();
        // Only an unfinished answer (the event stream) is cut short when the client goes away.
        response.on('close', () => {
          if (!response.writableFinished) gone.abort();
        });
        signal = gone.signal;
      }
      return signal;
    },
    async arrayBuffer() {
      // The client waits for this before it sends the body (connection-edges.ts, checkContinue).
      if (!body && /100-continue/i.test(request.headers.expect ?? '') && !response.headersSent) response.writeContinue();
      return (body ??= readRawBody(request));
    },
  };
}

/** Writes a Reply: text with its length in one write, a stream (the SSE events) as it comes. */
export async function writeReply(reply: Reply, out: ExpressResponse): Promise<void> {
  const { status, headers, body } = reply;
  if (typeof body === 'string') {
    out.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
    out.end(body);
    return;
  }
  out.writeHead(status, headers);
  if (body === null) {
    out.end();
    return;
  }
  out.flushHeaders();
  // Node's backpressure: a chunk the socket cannot take yet waits for 'drain', so a client that does not
  // read leaves the bound where the stream sets it (its queue), not in an ever-growing socket buffer.
  for await (const chunk of body) {
    // A response already closed emits neither 'drain' nor 'close' again: checked first, never awaited.
    if (!out.write(chunk) && !out.destroyed) await drainedOrClosed(out);
    if (out.destroyed) break; // the client went away: stop reading (which cancels the stream)
  }
  out.end();
}

function drainedOrClosed(out: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

export function createMockApp(core: MockCore, options: MockAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (options.console) mountConsole(app, options.console.assets);
  if (options.proxy) app.use(options.proxy);
  app.use(async (request: ExpressRequest, response: ExpressResponse) => {
    const started = performance.now();
    const answer = transportReply(request) ?? (await core.reply(toIncomingRequest(request, response)));
    // Answered before the body was all read (401, 413, any early 4xx): the connection ends after the
    // answer, and the rest of the body is not read (connection-edges.ts), rather than read and dropped.
    if (!request.complete) {
      answer.headers.Connection = 'close';
      endGentlyAfterAnswer(request.socket);
    } else if (!response.shouldKeepAlive) {
      // The client asked to close (`Connection: close`, HTTP/1.0): bytes it sends after its request (a body
      // it did not frame) must not turn Node's close-after-answer into a reset before the answer is read.
      endGentlyAfterAnswer(request.socket);
    }
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    await writeReply(answer, response);
    options.onAnswered?.({ request, reply: answer, status: answer.status, requestId: answer.headers['X-Request-Id'] ?? '', ms: performance.now() - started });
  });
  return app;
}
