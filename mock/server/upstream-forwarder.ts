// The validating proxy's way to the upstream: the request as the client sent it — method, target, header
// names and values in their order and case, body — minus the hop-by-hop headers (RFC 9110 §7.6.1:
// Connection, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding, Upgrade and every header Connection
// names), with Host naming the upstream and X-Forwarded-For/-Host/-Proto saying whom it came from. Nothing
// else is added, so the upstream gets no request it could not have received directly. Redirects are passed
// back, never followed. node:http rather than fetch, which adds headers of its own (Accept,
// Accept-Encoding, User-Agent, Sec-Fetch-Mode) and normalises the target.
import http from 'node:http';
import https from 'node:https';

/** Lower-case names of the headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The header pairs of a raw list (name, value, name, value…) that may cross a proxy, in order. */
export function endToEnd(rawHeaders: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) pairs.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  const named = new Set(
    pairs
      .filter(([name]) => name.toLowerCase() === 'connection')
      .flatMap(([, value]) => value.split(','))
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
  return pairs.filter(([name]) => {
    const lower = name.toLowerCase();
    return !hopByHop.has(lower) && !lower.startsWith('proxy-') && !named.has(lower);
  });
}

export class UpstreamError extends Error {
  readonly kind: 'unreachable' | 'timeout' | 'too-large';
  constructor(kind: UpstreamError['kind'], message: string) {
    super(message);
    this.name = 'UpstreamError';
    this.kind = kind;
  }
}

export interface ForwardedRequest {
  readonly method: string;
  /** Path and query as the client sent them. */
  readonly target: string;
  readonly rawHeaders: readonly string[];
  readonly body: Uint8Array;
  /** Whether the client framed a body (Content-Length or chunked), even an empty one. */
  readonly hasBody: boolean;
  readonly client: { address: string | undefined; host: string | undefined; protocol: 'http' | 'https' };
}

export interface UpstreamAnswer {
  readonly status: number;
  readonly statusMessage: string;
  readonly rawHeaders: readonly string[];
  readonly body: Buffer;
}

export interface Forwarder {
  forward(request: ForwardedRequest): Promise<UpstreamAnswer>;
  close(): void;
}

export interface ForwarderOptions {
  /** The upstream's base URL; its path is put before every target. */
  upstream: URL;
  /** Whole exchange, from sending to the answer's last byte (504 past it). */
  timeoutMs: number;
  /** Largest answer passed back (502 past it): the proxy holds each answer whole to judge it. */
  maxAnswerBytes: number;
}

export function createForwarder(options: ForwarderOptions): Forwarder {
  const { upstream, timeoutMs, maxAnswerBytes } = options;
  const secure = upstream.protocol === 'https:';
  const transport = secure ? https : http;
  // Kept-alive connections: a new TCP (and TLS) handshake per request would be most of the added latency.
  // No cap on sockets: the upstream sees the client's own concurrency, and no request waits in a queue here.
  const agent = new transport.Agent({ keepAlive: true });
  const base = upstream.pathname.replace(/\/+$/, '');

  function headersFor(request: ForwardedRequest): Array<[string, string]> {
    const kept = endToEnd(request.rawHeaders).filter(
      ([name]) => !['host', 'content-length'].includes(name.toLowerCase()),
    );
    const forwardedFor = kept.filter(([name]) => name.toLowerCase() === 'x-forwarded-for').map(([, value]) => value);
    const out = kept.filter(([name]) => name.toLowerCase() !== 'x-forwarded-for');
    out.unshift(['Host', upstream.host]);
    // The body is forwarded whole, so its length replaces whatever framing the client used.
    if (request.hasBody) out.push(['Content-Length', String(request.body.byteLength)]);
    if (request.client.address) out.push(['X-Forwarded-For', [...forwardedFor, request.client.address].join(', ')]);
    if (request.client.host) out.push(['X-Forwarded-Host', request.client.host]);
    out.push(['X-Forwarded-Proto', request.client.protocol]);
    return out;
  }

  return {
    forward(request) {
      return new Promise((resolve, reject) => {
        const outgoing = transport.request({
          protocol: upstream.protocol,
          hostname: upstream.hostname.replace(/^\[|\]$/g, ''),
          port: upstream.port || (secure ? 443 : 80),
          method: request.method,
          path: base + request.target,
          headers: headersFor(request).flat(),
          agent,
          // The Host above is the only one: node:http would add its own.
          setHost: false,
        });
        const timer = setTimeout(
          () => outgoing.destroy(new UpstreamError('timeout', `the upstream did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const fail = (error: Error) => {
          clearTimeout(timer);
          reject(
            error instanceof UpstreamError
              ? error
              : new UpstreamError(
                  'unreachable',
                  `the upstream could not be reached: ${(error as NodeJS.ErrnoException).code ?? error.message}`,
                ),
          );
        };
        outgoing.on('error', fail);
        outgoing.on('response', (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxAnswerBytes) {
              outgoing.destroy(
                new UpstreamError('too-large', `the upstream's answer is over the proxy's ${maxAnswerBytes} bytes`),
              );
              return;
            }
            chunks.push(chunk);
          });
          incoming.on('error', fail);
          incoming.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: incoming.statusCode ?? 502,
              statusMessage: incoming.statusMessage ?? '',
              rawHeaders: incoming.rawHeaders,
              body: Buffer.concat(chunks, size),
            });
          });
        });
        outgoing.end(request.hasBody ? request.body : undefined);
      });
    },
    close: () => agent.destroy(),
  };
}
