// A pass-through recorder in front of Prism: suite → recorder → `prism proxy` → server. It forwards
// every byte unchanged and keeps, per exchange, what Prism said about it (see classify.ts), so the
// referee test can fail on exactly the response-side violations.
//
// Two kinds of request skip Prism and go straight to the server, marked as not refereed:
// - the mock's own control API (`/__mock/...`), which is not part of the service contract;
// - a body sent as JSON that does not parse: Prism 5.16 never answers it (its body parser throws and
//   the connection hangs), and the contract has nothing to say about the server's answer beyond 400;
// - JSON nested deeper than `deepestForPrism` (PROP-003 sends 5,000 levels): Prism's CLI dies on it (its
//   log printer reads a request line its own logger could not write), and every request after that
//   would go unjudged.
// A Prism answer that does not come within `prismTimeoutMs` is retried straight at the server and
// recorded as not refereed too, so one Prism hang cannot stall the suite; so is a request Prism is no
// longer there to take (`prism-unreachable`), which the referee test counts as a failure of the run.

import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { classify, type Verdict } from './classify.ts';

export interface Exchange {
  method: string;
  path: string;
  status: number;
  route: 'prism' | 'direct';
  /** Why a request skipped Prism. */
  bypass?: 'control-api' | 'malformed-json' | 'deep-json' | 'prism-timeout' | 'prism-unreachable' | 'client-aborted';
  verdict: Verdict;
}

export interface Recorder {
  url: string;
  exchanges: Exchange[];
  close(): Promise<void>;
}

interface Upstream {
  status: number;
  headers: IncomingMessage['headers'];
  rawHeaders: string[];
  body: Buffer;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

const upstreamTimeout = 'upstream timeout';

function forward(base: string, req: IncomingMessage, body: Buffer, timeoutMs: number): Promise<Upstream> {
  const target = new URL(req.url ?? '/', base);
  const headers: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (name.toLowerCase() === 'host') headers.push(name, target.host);
    else headers.push(name, req.rawHeaders[i + 1]!);
  }
  return new Promise((resolve, reject) => {
    const out = httpRequest(
      target,
      { method: req.method, headers: headers as unknown as OutgoingHttpHeaders, timeout: timeoutMs },
      (res) => {
        readAll(res).then(
          (b) => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: b }),
          reject,
        );
      },
    );
    out.on('timeout', () => out.destroy(new Error(upstreamTimeout)));
    out.on('error', reject);
    out.end(body);
  });
}

function isMalformedJson(req: IncomingMessage, body: Buffer): boolean {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (body.length === 0 || !/(^|\/|\+)json\b/.test(type.split(';')[0]!)) return false;
  try {
    JSON.parse(body.toString('utf8'));
    return false;
  } catch {
    return true;
  }
}

/** Far deeper than any job body; Prism 5.16 survives it, and not 5,000. */
const deepestForPrism = 256;

/** Whether a JSON body nests arrays or objects deeper than `deepestForPrism` (brackets inside strings do not count). */
function isDeepJson(body: Buffer): boolean {
  const text = body.toString('utf8');
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > deepestForPrism) return true;
    } else if (c === ']' || c === '}') depth--;
  }
  return false;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export function startRecorder(options: {
  prismUrl: string;
  serverUrl: string;
  prismTimeoutMs?: number;
}): Promise<Recorder> {
  const exchanges: Exchange[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const path = req.url ?? '/';
      let bypass: Exchange['bypass'];
      if (path.startsWith('/__mock')) bypass = 'control-api';
      else if (isMalformedJson(req, body)) bypass = 'malformed-json';
      else if (isDeepJson(body)) bypass = 'deep-json';

      let up: Upstream;
      if (bypass === undefined) {
        try {
          up = await forward(options.prismUrl, req, body, options.prismTimeoutMs ?? 10_000);
        } catch (error) {
          // Said as it was: Prism slower than the limit, or Prism gone (it has exited in the middle of a pass,
          // and every request after that is refused); either way the request is answered unjudged.
          bypass = (error as Error).message === upstreamTimeout ? 'prism-timeout' : 'prism-unreachable';
          up = await forward(options.serverUrl, req, body, 30_000);
        }
      } else {
        up = await forward(options.serverUrl, req, body, 30_000);
      }

      const verdict: Verdict =
        bypass === undefined
          ? classify({
              slViolations: (up.headers['sl-violations'] as string | undefined) ?? null,
              contentType: (up.headers['content-type'] as string | undefined) ?? null,
              body: up.body.toString('utf8'),
            })
          : { kind: 'clean' };
      exchanges.push({
        method: req.method ?? 'GET',
        path,
        status: up.status,
        route: bypass === undefined ? 'prism' : 'direct',
        ...(bypass ? { bypass } : {}),
        verdict,
      });

      const isHead = req.method === 'HEAD';
      const headers: string[] = [];
      for (let i = 0; i < up.rawHeaders.length; i += 2) {
        const name = up.rawHeaders[i]!.toLowerCase();
        if (HOP_BY_HOP.has(name) && !(isHead && name === 'content-length')) continue;
        headers.push(up.rawHeaders[i]!, up.rawHeaders[i + 1]!);
      }
      if (!isHead) headers.push('content-length', String(up.body.length));
      res.writeHead(up.status, headers);
      res.end(isHead ? undefined : up.body);
    })().catch((err: unknown) => {
      // A request the client gave up before its body was sent (BODY-025 holds a declared body back for good):
      // nothing reached Prism or the mock, so there is nothing to judge.
      if (req.readableAborted) {
        exchanges.push({
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          status: 0,
          route: 'direct',
          bypass: 'client-aborted',
          verdict: { kind: 'clean' },
        });
        return void res.destroy();
      }
      // The recorder's own failure: recorded, and said plainly rather than passed off as the server's answer.
      exchanges.push({
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        status: 599,
        route: 'direct',
        verdict: { kind: 'prism-error', prismType: 'RECORDER', detail: String(err) },
      });
      if (!res.headersSent) res.writeHead(599, { 'content-type': 'text/plain' });
      res.end(`referee recorder error: ${String(err)}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        exchanges,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
