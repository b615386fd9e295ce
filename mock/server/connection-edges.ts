// The HTTP server's edges: what a client gets when its request never reaches the core as a request
// (a line Node's parser refuses, headers over the limit, a timeout, CONNECT), how a connection ends when
// its answer went out before its body was read, and the server's timeouts. Every such answer is a
// complete problem+json built by the core's own builder, followed by a gentle close: the answer, then
// FIN, nothing more read, and the socket destroyed only once the client has had time to take the answer.
// Node's defaults instead destroy the socket right after writing (a bare `400`/`431`), so a client still
// sending its body gets ECONNRESET and never sees the status; with no 'connect' listener it drops CONNECT.
import {
  maxHeaderSize,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { serviceDocument } from '../../contract/documents.ts';
import { problemBody, type ProblemKind } from '../core/http/problem.ts';
import { problem, type Reply } from '../core/http/respond.ts';
import { operationTable } from '../../contract/operation-table.ts';
import type { MockCore } from '../core/index.ts';

/** What the edges hand a connection's request to: the core, or a wrapper served in its place. */
type Handler = Pick<MockCore, 'handle'>;
import { toWebCall } from './node-request.ts';
import { answerOnSocket, onAnswerClose, stopReading } from './node-http-internals.ts';

/**
 * The http.Server's limits, each chosen on purpose (docs/mock-server.md, "Transport limits").
 * - headersTimeout 10 s: a request line and headers fit in one packet; a client that trickles them
 *   (slowloris) is answered 408 after 10 s instead of Node's 60 s.
 * - requestTimeout 30 s: the whole request, body included (at most 64 KiB), must arrive within it. Node
 *   stops timing a request once it is complete, so long answers (the `/__mock/events` stream) are not cut.
 * - connectionsCheckingInterval 1 s: how often Node checks those two; its 30 s default would let a slow
 *   client stay up to 40 s past headersTimeout.
 * - keepAliveTimeout 65 s: an idle keep-alive connection is closed after it. Longer than the 60 s idle
 *   timeout of common proxies and load balancers (nginx upstream keepalive, AWS ALB), so the proxy always
 *   closes first and never sends a request on a connection the mock is closing (a 502 at the proxy).
 *   Clients that read the `Keep-Alive: timeout=65` header close before it too.
 * - requireHostHeader false: Node's own answer to an HTTP/1.1 request without Host is a bare 400 with no
 *   body; the adapter gives that 400 as problem+json instead (see `transportReply`).
 * - maxRequestsPerSocket stays 0 (no limit): past it Node answers 503, a 5xx for a well-formed request.
 * - maxHeaderSize stays Node's (16 KiB unless `--max-http-header-size` says otherwise): larger headers get 431.
 */
export const serverOptions = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 65_000,
  requireHostHeader: false,
} as const satisfies ServerOptions;

/** How long a connection answered before its request was read stays open (unread) after the answer. */
const lingerMs = 2_000;

/**
 * The answer as bytes on the wire, for a socket that no ServerResponse writes to; it closes the connection.
 * An answer to HEAD has no content (RFC 9110 §9.3.2): its headers are those a GET would get, the length
 * included, and nothing follows them — a client that reads a body after them takes it for its next answer.
 */
export function rawAnswer(reply: Reply, method?: string): string {
  const body = typeof reply.body === 'string' ? reply.body : '';
  const headers: Record<string, string> = {
    ...reply.headers,
    Date: new Date().toUTCString(),
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = [`HTTP/1.1 ${reply.status} ${STATUS_CODES[reply.status] ?? ''}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${method === 'HEAD' ? '' : body}`;
}

/**
 * What each socket received since Node last parsed a request head on it, so the method of a request the
 * parser refuses (headers over the limit, a malformed line, a head that never ended) can still be read:
 * Node reports the error with the packet it failed in, which need not hold the request line when the head
 * came in pieces. Bounded to the header limit and a packet: the request line of a head the parser is
 * still reading lies no further back.
 */
const unparsed = new WeakMap<Duplex, { chunks: Buffer[]; bytes: number }>();
const keptBytes = maxHeaderSize + 1024;

function noteReceived(socket: Duplex, chunk: Buffer): void {
  const kept = unparsed.get(socket);
  if (!kept) return;
  kept.chunks.push(chunk);
  kept.bytes += chunk.length;
  while (kept.chunks.length > 1 && kept.bytes - kept.chunks[0]!.length >= keptBytes)
    kept.bytes -= kept.chunks.shift()!.length;
}

function noteHeadParsed(socket: Duplex): void {
  const kept = unparsed.get(socket);
  if (kept && kept.bytes > 0) {
    kept.chunks.length = 0;
    kept.bytes = 0;
  }
}

/**
 * A request line: a method token, a space, a target, then a version in any letter case (`http/1.1`, which
 * the parser refuses, too). The last one received is the refused request's.
 */
const requestLine = /(?:^|\n)([!#$%&'*+.^_`|~0-9A-Za-z-]+) (?:[^\r\n]* )?[Hh][Tt][Tt][Pp]\/[^\r\n]*\r?\n/g;

/** A method token and a space at the start of a line, whatever follows on it. */
const brokenRequestLine = /(?:^|\n)([!#$%&'*+.^_`|~0-9A-Za-z-]+) /;

/** The method of the request whose head the parser refused; undefined when no request line arrived. */
function refusedMethod(socket: Duplex, rawPacket: unknown): string | undefined {
  const pending = answerOnSocket(socket);
  // A request whose head was parsed and whose body is still arriving (its 408): the error is its own.
  if (pending?.req && !pending.req.complete) return pending.req.method;
  const kept = unparsed.get(socket)?.chunks ?? [];
  const packet = Buffer.isBuffer(rawPacket) ? [rawPacket] : [];
  const text = Buffer.concat([...kept, ...packet]).toString('latin1');
  let method: string | undefined;
  for (const match of text.matchAll(requestLine)) method = match[1];
  // A request line broken by a line break inside its target has no version on the method's line: the method
  // is still the token it starts with (a HEAD told so must get no body).
  return method ?? brokenRequestLine.exec(text)?.[1];
}

const problemReply = (kind: ProblemKind, detail: string, headers: Record<string, string> = {}): Reply =>
  problem(problemBody(kind, detail), headers);

/** Sockets whose parser failed while their answer was being written: they end gently once it is. */
const finishing = new WeakSet<Duplex>();

/** Sockets closing gently, so the server's own close need not wait for their linger. */
const lingering = new Set<Duplex>();

/**
 * Ends a connection whose answer is written (or is `answer`): FIN after the answer, destroyed once
 * `lingerMs` has passed or the client has closed its side. Destroying at once would reset a client still
 * sending its body (the kernel answers unread data with RST) before it has read the status.
 * - `read: 'none'` (an answer to a request whose body is unread: the 413 by Content-Length): nothing more
 *   is read, so a large upload is not taken in; the linger alone ends it.
 * - `read: 'discard'` (the parser refused the request, or CONNECT): what still arrives is read and dropped —
 *   a refused parser keeps nothing, and CONNECT's socket has no reader left — so the client's FIN is seen
 *   and the socket freed as soon as the client is done, instead of every refused connection holding its
 *   socket and parser for the whole linger, which a flood of refusals would turn into memory.
 */
function endGently(socket: Duplex, answer?: string, read: 'none' | 'discard' = 'none'): void {
  if (read === 'none') stopReading(socket);
  if (lingering.has(socket)) return;
  lingering.add(socket);
  if (socket.writable) {
    if (answer === undefined) socket.end();
    else socket.end(answer);
  }
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => {
    clearTimeout(timer);
    lingering.delete(socket);
  });
  if (read === 'discard') {
    socket.once('end', () => socket.destroy());
    socket.resume();
  }
}

/**
 * Node ends a connection that closes after its answer with `socket.destroySoon()` (destroy as soon as the
 * answer is flushed); this socket ends gently instead, whichever answer closes it.
 */
function endGentlyAfterAnswer(socket: Socket): void {
  onAnswerClose(socket, () => endGently(socket));
}

/** What Node's parser refused, as the problem the client gets; undefined for a connection that failed. */
export function clientErrorReply(error: Error & { code?: string; reason?: string }): Reply | undefined {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return problemReply(
        'headersTooLarge',
        `The request line and headers must be at most ${maxHeaderSize} bytes together.`,
      );
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return problemReply('tooLarge', 'The chunk extensions of the request body are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return problemReply(
        'requestTimeout',
        `The request did not arrive in time: headers within ${serverOptions.headersTimeout / 1000} s, the whole request within ${serverOptions.requestTimeout / 1000} s.`,
      );
  }
  if (!error.code?.startsWith('HPE_')) return undefined;
  const what =
    error.code === 'HPE_INVALID_METHOD'
      ? 'The request method is not one HTTP/1.1 allows'
      : 'The request is not valid HTTP/1.1';
  return problemReply('badRequest', `${what} (${error.code}${error.reason ? `: ${error.reason}` : ''}).`);
}

/** Node's 'clientError': answer what can be answered, then end gently; drop a connection that failed. */
function onClientError(error: Error & { code?: string; reason?: string; rawPacket?: unknown }, socket: Duplex): void {
  const reply = clientErrorReply(error);
  // A parse error repeats on every chunk that was already on its way: the first was answered.
  if (reply && lingering.has(socket)) return;
  // A connection that failed just ends.
  if (!reply) {
    socket.destroy();
    return;
  }
  const pending = answerOnSocket(socket);
  if (pending && (pending.headersSent || (pending.req?.complete && !pending.writableFinished))) {
    if (finishing.has(socket)) return;
    finishing.add(socket);
    // An answer under way is neither corrupted nor cut. The error is then either in the body of the request
    // being answered (a 413 written while a broken chunked body still streamed in: that request has its
    // answer) or in the bytes after a request read whole — the next request on a keep-alive connection
    // (headers over the limit: 431), answered in its turn once the first answer is written, unless that
    // answer closed the connection (`Connection: close`, then the bytes after it are not a request).
    const own = pending.req?.complete ? rawAnswer(reply, refusedMethod(socket, error.rawPacket)) : undefined;
    const end = () => endGently(socket, socket.writable ? own : undefined, 'discard');
    if (pending.writableFinished) end();
    else pending.once('finish', end);
    return;
  }
  // Our side is already closed after an answer (`Connection: close`), and the client sent more (a body
  // the request did not announce): that answer stays readable — drop the rest, do not reset.
  if (!socket.writable) {
    endGently(socket, undefined, 'discard');
    return;
  }
  endGently(socket, rawAnswer(reply, refusedMethod(socket, error.rawPacket)), 'discard');
}

// A CONNECT's target names a host, not a path of the service: the methods the service has anywhere.
let serviceMethods: string | undefined;
const allowedAnywhere = () =>
  (serviceMethods ??= [...new Set(operationTable(serviceDocument).operations.map((o) => o.method))].join(', '));

/**
 * CONNECT asks the mock to be a proxy, which it is not. A target that is a path goes through the core
 * like any method the spec lacks (405 with that path's `Allow`, or 404, journalled as usual); an
 * authority (`host:port`, the usual form) is answered 405 with the methods the service has.
 */
async function onConnect(core: Handler, request: IncomingMessage, socket: Duplex): Promise<void> {
  const target = request.url ?? '';
  let reply: Reply;
  if (target.startsWith('/')) {
    const call = toWebCall(request, undefined);
    const response = await core.handle(call.request, call.sent);
    reply = { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  } else {
    const allow = allowedAnywhere();
    reply = problemReply(
      'methodNotAllowed',
      `CONNECT is not allowed: the mock is not a proxy; use ${allow} on the paths of the API.`,
      { Allow: allow },
    );
  }
  endGently(socket, rawAnswer(reply), 'discard');
}

/**
 * Whether Node's parser took the request as asking to switch protocols: `Upgrade` with `upgrade` listed in
 * `Connection` (RFC 9110 §7.8). The mock switches to nothing and answers such a request as HTTP/1.1, which
 * the RFC allows; but Node's parser reads nothing more on that connection once it has seen one. A request
 * pipelined behind it would never be answered, and an error in its chunked body is never reported (it would
 * wait for `requestTimeout`). So its answer closes the connection (`prepareAnswer`), and one with a
 * Transfer-Encoding body is refused (`transportReply`).
 */
function asksToSwitchProtocols(request: IncomingMessage): boolean {
  return (
    request.headers.upgrade !== undefined &&
    request.method !== 'CONNECT' &&
    /(?:^|,)[ \t]*upgrade[ \t]*(?:,|$)/i.test(request.headers.connection ?? '')
  );
}

/**
 * Before any route answers: whenever Node closes the connection after this request's answer, it ends
 * gently (`endGentlyAfterAnswer`) — an answer given before the body was read, the client's
 * `Connection: close` or HTTP/1.0, an `Expect: 100-continue` answered without its 100 (Node then keeps
 * nothing alive, since the client may send its body anyway), a request asking to switch protocols. Node
 * would destroy the socket as soon as the answer is flushed, and a client still sending would be reset
 * before it had read the answer. On a connection kept alive this changes nothing.
 */
export function prepareAnswer(request: IncomingMessage, response: ServerResponse): void {
  endGentlyAfterAnswer(request.socket);
  if (asksToSwitchProtocols(request)) response.setHeader('Connection', 'close');
}

/**
 * What HTTP itself refuses before the mock looks at a request, as problem+json rather than Node's bare
 * answers: an HTTP/1.1 request without Host is 400 (RFC 9112 §3.2); an `Expect` other than 100-continue
 * is 417 (RFC 9110 §10.1.1; Node hands it over through 'checkExpectation', see `guardEdges`); a request
 * asking to switch protocols with a Transfer-Encoding body is 400, at once, because that body's framing
 * would go unchecked (`asksToSwitchProtocols`).
 */
export function transportReply(request: IncomingMessage): Reply | undefined {
  if (request.httpVersion === '1.1' && request.headers.host === undefined)
    return problemReply('badRequest', 'An HTTP/1.1 request must carry a Host header.');
  if (request.headers['transfer-encoding'] !== undefined && asksToSwitchProtocols(request))
    return problemReply(
      'badRequest',
      'A request asking to switch protocols (Upgrade) cannot carry a Transfer-Encoding body here: the mock switches to no other protocol, and the framing of such a body is not checked. Send the body with Content-Length, or the request without Upgrade.',
    );
  const expect = request.headers.expect;
  if (expect !== undefined && !/^\s*100-continue\s*$/i.test(expect))
    return problemReply('expectationFailed', `Only "Expect: 100-continue" is understood, not "${expect}".`);
  return undefined;
}

/** Wires the edges into a server made with `serverOptions`; the returned function ends lingering sockets. */
export function guardEdges(server: Server, core: Handler): { dropLingering(): void } {
  const own = new WeakSet<Duplex>();
  server.on('connection', (socket: Duplex) => {
    own.add(socket);
    unparsed.set(socket, { chunks: [], bytes: 0 });
    socket.on('data', (chunk: Buffer) => noteReceived(socket, chunk));
  });
  // Every request Node hands over (CONNECT too) had its head parsed: what came before it is no longer needed.
  server.on('request', (request: IncomingMessage) => noteHeadParsed(request.socket));
  server.on('connect', (request: IncomingMessage) => noteHeadParsed(request.socket));
  server.on('clientError', onClientError);
  // `Expect: 100-continue`: Node would send 100 Continue at once; the adapter sends it only when the core
  // reads the body, so a client told 401 or 413 never uploads its body at all.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) =>
    server.emit('request', request, response),
  );
  // Any other Expect: Node's own answer is a bare 417; the adapter gives it as problem+json (`transportReply`).
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) =>
    server.emit('request', request, response),
  );
  server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    onConnect(core, request, socket).catch(() => socket.destroy());
  });
  return {
    dropLingering() {
      for (const socket of lingering) if (own.has(socket)) socket.destroy();
    },
  };
}
