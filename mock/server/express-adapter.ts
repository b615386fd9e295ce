// The Express 5 adapter: turn the Node request into a web Request with its raw body, let the core
// answer, write the Response back. Nothing else lives here — behaviour belongs to the core.
import type { IncomingHttpHeaders } from 'node:http';
import express, { type Express, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { maxBodyBytes } from '../core/http/request-body.ts';
import type { MockCore } from '../core/index.ts';

export interface MockAppOptions {
  /** Added before every answer, to show loading states and timeouts in a frontend. */
  latencyMs?: number;
  /** Called once each answer is written, for the access log. */
  onAnswered?: (entry: { request: ExpressRequest; status: number; requestId: string; ms: number }) => void;
}

// One byte over the limit is enough for the core to answer 413; the rest is drained, not kept.
const keptBytes = maxBodyBytes + 1;

async function readRawBody(request: ExpressRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    if (kept >= keptBytes) continue;
    const part = chunk.subarray(0, keptBytes - kept);
    chunks.push(part);
    kept += part.length;
  }
  return Buffer.concat(chunks);
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export async function toWebRequest(request: ExpressRequest, signal?: AbortSignal): Promise<Request> {
  // A fixed origin: the core reads only the path and query, and a hostile Host header cannot break the URL.
  const url = `http://localhost${request.originalUrl.startsWith('/') ? '' : '/'}${request.originalUrl}`;
  const headers = toHeaders(request.headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readRawBody(request) : undefined;
  // The declared length may be larger than what we kept; the body itself is the truth now.
  if (body && headers.has('content-length') && Number(headers.get('content-length')) <= maxBodyBytes) headers.set('content-length', String(body.length));
  return new Request(url, { method: request.method, headers, ...(body ? { body: new Uint8Array(body) } : {}), ...(signal ? { signal } : {}) });
}

export async function writeWebResponse(response: Response, out: ExpressResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // A stream (the SSE events) is written as it comes; everything else in one piece.
  if (response.body && headers['content-type']?.startsWith('text/event-stream')) {
    out.writeHead(response.status, headers);
    out.flushHeaders();
    for await (const chunk of response.body) out.write(chunk);
    out.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  // A known length: headers and body leave in one write, not as chunks.
  if (response.status !== 204 && response.status !== 304) headers['content-length'] = String(body.length);
  out.writeHead(response.status, headers);
  out.end(body);
}

export function createMockApp(core: MockCore, options: MockAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(async (request: ExpressRequest, response: ExpressResponse) => {
    const started = performance.now();
    // Aborted when the client goes away, which ends a streamed answer.
    const gone = new AbortController();
    // Only an unfinished answer is cut short; aborting after every request cost a DOMException each.
    response.on('close', () => {
      if (!response.writableFinished) gone.abort();
    });
    const answer = await core.handle(await toWebRequest(request, gone.signal));
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    await writeWebResponse(answer, response);
    options.onAnswered?.({ request, status: answer.status, requestId: answer.headers.get('X-Request-Id') ?? '', ms: performance.now() - started });
  });
  return app;
}
