// The wire: every request the suite sends goes through `sendRaw` (node:http, so header-name case,
// a missing Content-Type or a broken body reach the server exactly as written) and is kept as an
// Exchange, the unit that failure messages and the full profile's response validation work on.
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { withClientManners } from './client-manners.ts';

export interface RawRequest {
  readonly method: string;
  /** Path and query, e.g. `/v1/jobs?limit=2`. */
  readonly path: string;
  /**
   * Header names are sent with the case given here. The transport adds the client manners a request does
   * not name itself (client-manners.ts: Accept, Accept-Encoding, User-Agent), and Host and Content-Length
   * (none with `Transfer-Encoding: chunked`); the exchange records the headers as sent.
   */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /**
   * Send `path` byte for byte instead of through the WHATWG URL parser, which resolves dot segments
   * (`%2e%2e` too) and turns a backslash into a slash — for rules about paths taken as sent.
   */
  readonly rawPath?: boolean;
  /**
   * Send the head at once and the body only once this settles: a body that arrives late, for rules about
   * what a server does meanwhile. The idle bound of `--timeout` still runs while the body waits.
   */
  readonly bodyAfter?: Promise<unknown>;
  /**
   * Send on this kept-alive connection (one socket, reused while the service keeps it open), as browsers and
   * HTTP libraries do; by default every request has a connection of its own.
   */
  readonly connection?: KeptConnection;
}

/** One kept-alive connection several requests go on, one after another. */
export interface KeptConnection {
  readonly agent: http.Agent;
  close(): void;
}

export function keptConnection(baseUrl: string): KeptConnection {
  const options = { keepAlive: true, maxSockets: 1, maxFreeSockets: 1 };
  const agent = new URL(baseUrl).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  return { agent, close: () => agent.destroy() };
}

export interface ExchangeResponse {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Decoded: a gzip, deflate or br Content-Encoding is undone, as HTTP clients do. */
  readonly body: string;
  /** The parsed body when it is JSON, else undefined. */
  readonly json: unknown;
  /** Media type without parameters, lower case; '' when absent. */
  readonly mediaType: string;
}

export interface Exchange {
  readonly request: RawRequest;
  readonly response?: ExchangeResponse;
  /** Set when no answer arrived (connection refused, timeout). */
  readonly error?: string;
  /** When the request left (epoch ms) and how long the answer took, for the HAR record. */
  readonly startedAt?: number;
  readonly ms?: number;
  /** Sent on a kept-alive connection that an earlier request of it had used (RawRequest.connection). */
  readonly reusedConnection?: boolean;
}

export interface Transport {
  readonly baseUrl: string;
  send(request: RawRequest): Promise<Exchange>;
}

/**
 * Per request (`--timeout`): while sending, the longest the connection may stand still; once sent, the time
 * to the answer's last byte. A hung request fails in 5 s, not 15.
 */
export const defaultTimeoutMs = 5_000;
/**
 * An answer whose body passes this, as sent or once decoded, is no answer: the spec's largest list page is far
 * below it, and a server that streams without end (or a small gzip that inflates without end) must not take
 * the kit's memory with it.
 */
export const maxBodyBytes = 16 * 1024 * 1024;
const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
const maxRateLimitWaitS = 65;

function parse(status: number, headers: http.IncomingHttpHeaders, body: string): ExchangeResponse {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  const mediaType = (flat['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  let json: unknown;
  if (body.length > 0 && (mediaType === 'application/json' || mediaType.endsWith('+json') || mediaType === '')) {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  return { status, headers: flat, body, json, mediaType };
}

function once(
  baseUrl: string,
  request: RawRequest,
  timeoutMs: number,
  bodyAfter: Promise<unknown> | undefined,
  connection?: KeptConnection,
): Promise<Exchange> {
  const startedAt = Date.now();
  const started = performance.now();
  const timing = () => ({ startedAt, ms: Math.round((performance.now() - started) * 10) / 10 });
  const url = new URL(baseUrl.replace(/\/+$/, '') + request.path);
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? Buffer.from(request.body, 'utf8')
        : Buffer.from(request.body);
  const headers: Record<string, string> = { ...request.headers };
  // A request that asks for chunked transfer goes without a length, as a streaming client sends it.
  const chunked = Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'transfer-encoding' && /chunked/i.test(value),
  );
  if (body !== undefined && !chunked) headers['Content-Length'] = String(body.length);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (exchange: Exchange) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(connection && req.reusedSocket ? { ...exchange, reusedConnection: true } : exchange);
    };
    const noAnswer = () => {
      finish({ request, error: `no answer within ${timeoutMs} ms (--timeout)`, ...timing() });
      req.destroy();
    };
    const req = client.request(
      url,
      {
        method: request.method,
        headers,
        // Sending, the socket's idle time: a large body on a slow link keeps going as long as it moves.
        timeout: timeoutMs,
        agent: connection?.agent ?? false,
        ...(request.rawPath ? { path: new URL(baseUrl).pathname.replace(/\/+$/, '') + request.path } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received <= maxBodyBytes) return void chunks.push(chunk);
          finish({ request, error: `${res.statusCode} with a body over ${mib(maxBodyBytes)}`, ...timing() });
          req.destroy();
        });
        res.on('end', () => {
          let body: Buffer;
          try {
            body = decode(Buffer.concat(chunks), res.headers['content-encoding']);
          } catch (error) {
            const tooLarge = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
            return finish({
              request,
              error: tooLarge
                ? `${res.statusCode} with a body that decodes (Content-Encoding ${res.headers['content-encoding']}) to over ${mib(maxBodyBytes)}`
                : `${res.statusCode} with a body that does not decode as its Content-Encoding ${res.headers['content-encoding']}: ${(error as Error).message}`,
              ...timing(),
            });
          }
          finish({ request, response: parse(res.statusCode ?? 0, res.headers, body.toString('utf8')), ...timing() });
        });
        res.on('error', (error) => finish({ request, error: error.message, ...timing() }));
      },
    );
    req.on('timeout', noAnswer);
    // Once sent, the whole answer: a server that sends a byte now and then never leaves the socket idle.
    // (An answer may be whole before the body is all sent: an early 413 leaves no timer behind.)
    req.on('finish', () => {
      if (!settled) timer = setTimeout(noAnswer, timeoutMs);
    });
    req.on('error', (error) =>
      finish({ request, error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`.trim(), ...timing() }),
    );
    if (!bodyAfter) return void req.end(body);
    req.flushHeaders();
    // An answer that came before the body (an early 4xx) settles the exchange; the body is then not sent.
    void bodyAfter.then(() => (settled ? req.destroy() : req.end(body)));
  });
}

/** The body as sent before its Content-Encoding; throws when the bytes are not what the header says. */
function decode(raw: Buffer, encoding: string | undefined): Buffer {
  let body = raw;
  // Codings apply in the order listed (RFC 9110 §8.4), so they are undone from the last.
  const codings = (encoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (body.length === 0) return body;
  for (const coding of codings.reverse()) {
    const limit = { maxOutputLength: maxBodyBytes };
    if (coding === 'gzip' || coding === 'x-gzip') body = zlib.gunzipSync(body, limit);
    else if (coding === 'deflate') body = zlib.inflateSync(body, limit);
    else if (coding === 'br') body = zlib.brotliDecompressSync(body, limit);
    else throw new Error(`Content-Encoding ${coding} was not asked for (Accept-Encoding: gzip, deflate, br)`);
  }
  return body;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A transport that waits out 429 answers (Retry-After, at most 65 s) so that a rate limit, which the spec
 * allows, never turns into a false failure; `onExchange` sees every final exchange.
 */
export function createTransport(
  baseUrl: string,
  onExchange?: (exchange: Exchange) => void,
  timeoutMs = defaultTimeoutMs,
): Transport {
  return {
    baseUrl,
    async send({ bodyAfter, connection, ...asked }) {
      // The exchange records the request as data (it travels to the report), the wait for the body and the
      // connection apart.
      const request: RawRequest = { ...asked, headers: withClientManners(asked.headers) };
      let exchange = await once(baseUrl, request, timeoutMs, bodyAfter, connection);
      for (let waited = 0; exchange.response?.status === 429 && waited < maxRateLimitWaitS; ) {
        const retryAfter = Math.max(
          1,
          Math.min(Number(exchange.response.headers['retry-after']) || 1, maxRateLimitWaitS - waited),
        );
        await sleep(retryAfter * 1000);
        waited += retryAfter;
        exchange = await once(baseUrl, request, timeoutMs, undefined);
      }
      onExchange?.(exchange);
      return exchange;
    },
  };
}

/**
 * A fetch for openapi-fetch that goes through the transport, so typed calls are recorded like raw ones.
 */
export function transportFetch(transport: Transport): (input: Request) => Promise<Response> {
  return async (input: Request) => {
    const url = new URL(input.url);
    const headers: Record<string, string> = {};
    input.headers.forEach((value, name) => {
      headers[name === 'x-api-key' ? 'X-API-Key' : name === 'content-type' ? 'Content-Type' : name] = value;
    });
    const text = input.body === null ? undefined : await input.text();
    const exchange = await transport.send({
      method: input.method,
      path: url.pathname + url.search,
      headers,
      ...(text === undefined ? {} : { body: text }),
    });
    if (!exchange.response) throw new Error(`${input.method} ${url.pathname}: ${exchange.error}`);
    const { status, headers: responseHeaders, body } = exchange.response;
    const nullBody = status === 204 || status === 304 || input.method === 'HEAD';
    return new Response(nullBody ? null : body, { status, headers: responseHeaders });
  };
}
