// A Node request as what `core.handle` takes: a web Request, built in full, and the request line as it
// arrived (mock/core/http/incoming-request.ts). The line is passed beside the Request because a Request
// cannot carry it: its URL is parsed, so `/v1/../__mock` would already be another namespace (the core takes
// paths as sent, mock/core/http/request-target.ts), and it refuses CONNECT and TRACE, which the core answers
// all the same (405 or 404). For such a method the Request is a GET with the same headers and no body; the
// core reads the method from the line and never reads a body for a method the spec lacks.
// The body is read only when the core asks for it: a client that sent `Expect: 100-continue` gets its 100
// then, so one told 401 or 413 never uploads its body at all.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestLine } from '../core/http/incoming-request.ts';
import { maxBodyBytes } from '../core/http/request-body.ts';

/** Methods Node parses but a web Request refuses (the Fetch standard's forbidden methods). */
const refusedByRequest = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** What `core.handle` takes for a Node request. */
export interface WebCall {
  request: Request;
  sent: RequestLine;
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
  if (only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength && only.buffer instanceof ArrayBuffer)
    return only.buffer;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes.buffer;
}

/**
 * The body as the core reads it: the 100 Continue first when the client waits for it (connection-edges.ts,
 * checkContinue), then at most one byte over the limit.
 */
export function readNodeBody(request: IncomingMessage, response: ServerResponse | undefined): Promise<ArrayBuffer> {
  if (response && /100-continue/i.test(request.headers.expect ?? '') && !response.headersSent) response.writeContinue();
  return readRawBody(request);
}

/** The web Request and the request line `handle` gets for a Node request; see the top of this file. */
export function toWebCall(request: IncomingMessage, response: ServerResponse | undefined): WebCall {
  const method = request.method ?? 'GET';
  const target = request.url ?? '/';
  const carried = !refusedByRequest.has(method);
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const hasBody = carried && method !== 'GET' && method !== 'HEAD';
  // No signal: when the client goes away, the adapter cancels the answer's body instead (write-response.ts),
  // which ends the event stream as an abort would, at no cost to every other request.
  const init: RequestInit & { duplex?: 'half' } = { method: carried ? method : 'GET', headers };
  if (hasBody) {
    init.duplex = 'half';
    // No high-water mark: a stream pulls once as soon as it is made otherwise, and the body must wait for the core.
    init.body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          controller.enqueue(new Uint8Array(await readNodeBody(request, response)));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
  }
  // The origin is fixed: the core reads only the path and query, and a hostile Host header cannot break it.
  const url = `http://localhost${target.startsWith('/') ? '' : '/'}${target}`;
  return { request: new Request(url, init), sent: { method, target } };
}
