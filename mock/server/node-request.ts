// A Node request as the web Request `core.handle` takes, built lean. The result is a Request to anyone who
// looks: `instanceof Request`, with every member. But the members the core reads (method, url, the
// headers' get and has, signal, arrayBuffer) come straight from the Node request, and a full Request is
// built only for a caller that reads anything else (the body stream, clone, the headers' iteration).
// Building a full Request and its Headers for every call would be work per request that nothing reads.
// @hono/node-server's adapter does the same, and like it, this stays inside the Node adapter.
//
// `url` is the request target exactly as sent: the core takes paths as sent (mock/core/http/request-target.ts),
// and a WHATWG Request would already have resolved `/v1/../__mock` into another namespace. A method no web
// Request may carry (CONNECT, TRACE) reaches the core all the same: only a full Request would refuse it.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { maxBodyBytes } from '../core/http/request-body.ts';
import { type Lean, leanPrototype } from './lean-prototype.ts';

/** What a lean request is made of; `body` and `signal` are called at most once, when first asked for. */
export interface NodeRequestParts {
  method: string;
  /** Absolute, with the path and query as sent. */
  url: string;
  /** Node's parsed headers: names lower-cased, repeats joined (except set-cookie, which the mock never reads). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: () => Promise<ArrayBuffer>;
  signal: () => AbortSignal;
}

const parts = Symbol('parts');

interface LeanHeaders extends Lean<Headers> {
  [parts]: NodeRequestParts['headers'];
}

// A header name is an RFC 9110 token; Headers' get and has refuse anything else with a TypeError, and so do
// these: code that would fail under MSW's full Request (a mistyped or empty name) fails here too.
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

const keyOf = (name: string): string => {
  if (!token.test(name)) throw new TypeError(`Headers: "${name}" is an invalid header name.`);
  return name.toLowerCase();
};

const valueOf = (incoming: NodeRequestParts['headers'], name: string): string | null => {
  const value = incoming[keyOf(name)];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
};

const headersPrototype = leanPrototype(
  Headers,
  {
    get: {
      value: function (this: LeanHeaders, name: string) {
        return valueOf(this[parts], name);
      },
    },
    has: {
      value: function (this: LeanHeaders, name: string) {
        return this[parts][keyOf(name)] !== undefined;
      },
    },
  },
  (lean: LeanHeaders) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(lean[parts])) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    return headers;
  },
);

interface LeanRequest extends Lean<Request> {
  [parts]: NodeRequestParts;
  headersMemo?: Headers;
  bodyMemo?: Promise<ArrayBuffer>;
  signalMemo?: AbortSignal;
}

const bodyOf = (lean: LeanRequest): Promise<ArrayBuffer> => (lean.bodyMemo ??= lean[parts].body());

const requestPrototype = leanPrototype(
  Request,
  {
    method: {
      get: function (this: LeanRequest) {
        return this[parts].method;
      },
    },
    url: {
      get: function (this: LeanRequest) {
        return this[parts].url;
      },
    },
    headers: {
      get: function (this: LeanRequest) {
        return (this.headersMemo ??= Object.assign(Object.create(headersPrototype), { [parts]: this[parts].headers }));
      },
    },
    signal: {
      get: function (this: LeanRequest) {
        return (this.signalMemo ??= this[parts].signal());
      },
    },
    arrayBuffer: {
      value: function (this: LeanRequest) {
        return bodyOf(this);
      },
    },
  },
  (lean: LeanRequest) => {
    const { method } = lean[parts];
    const body =
      method === 'GET' || method === 'HEAD'
        ? null
        : new ReadableStream<Uint8Array>({
            async pull(controller) {
              controller.enqueue(new Uint8Array(await bodyOf(lean)));
              controller.close();
            },
          });
    const request = lean as unknown as Request;
    const init = { method, headers: request.headers, body, duplex: 'half', signal: request.signal };
    return new Request(lean[parts].url, init as RequestInit);
  },
);

/** The lean Request for a Node request; see the top of this file. */
export function nodeRequest(given: NodeRequestParts): Request {
  return Object.assign(Object.create(requestPrototype) as LeanRequest, { [parts]: given }) as unknown as Request;
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

/** The web Request `handle` gets for a Node request; the body is read, and the abort signal made, only when asked for. */
export function toWebRequest(request: IncomingMessage, response: ServerResponse | undefined): Request {
  const target = request.url ?? '/';
  return nodeRequest({
    method: request.method ?? 'GET',
    // A fixed origin: the core reads only the path and query, and a hostile Host header cannot break the URL.
    url: `http://localhost${target.startsWith('/') ? '' : '/'}${target}`,
    headers: request.headers,
    signal() {
      const gone = new AbortController();
      // Only an unfinished answer (the event stream) is cut short when the client goes away.
      response?.on('close', () => {
        if (!response.writableFinished) gone.abort();
      });
      return gone.signal;
    },
    body() {
      // The client waits for this before it sends the body (connection-edges.ts, checkContinue).
      if (response && /100-continue/i.test(request.headers.expect ?? '') && !response.headersSent)
        response.writeContinue();
      return readRawBody(request);
    },
  });
}
