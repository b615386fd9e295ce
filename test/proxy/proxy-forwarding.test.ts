// The proxy's duties, against a tiny upstream that records what reached it: the request arrives as the
// client sent it (method, target, header names, values and order, body), less the hop-by-hop headers and
// with Host and X-Forwarded-* as a proxy sets them; the answer comes back as the upstream gave it, less
// its hop-by-hop headers; 413 is answered without forwarding; an unreachable upstream is a 502 and a
// slow one a 504, both problem+json; redirects are passed back, not followed; /__mock stays the proxy's.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { maxBodyBytes } from '../../mock/core/http/request-body.ts';
import type { MockServer } from '../../mock/server/start-mock-server.ts';
import { journalWith, startProxy } from './support.ts';

interface Received {
  method: string;
  url: string;
  rawHeaders: string[];
  body: Buffer;
}

const open: Array<{ close(): Promise<void> | void }> = [];
afterEach(async () => {
  for (const server of open.splice(0).reverse()) await server.close();
});

/** An upstream that keeps every request and answers with `answer` (never, when `answer` does not end it). */
async function upstream(
  answer: (request: Received, response: http.ServerResponse) => void = (_, response) => void response.end('{}'),
) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen = {
        method: request.method!,
        url: request.url!,
        rawHeaders: request.rawHeaders,
        body: Buffer.concat(chunks),
      };
      received.push(seen);
      answer(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  open.push({
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  });
  return { url, received };
}

async function proxyTo(url: string, options: { timeoutMs?: number } = {}): Promise<MockServer> {
  const proxy = await startProxy(url, options);
  open.push(proxy);
  return proxy;
}

/** A raw HTTP/1.1 request (with Connection: close), so every header and its case is the test's own; the whole answer as text. */
function raw(proxy: MockServer, head: string, body = ''): Promise<string> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const pairs = (rawHeaders: readonly string[]) =>
  Array.from({ length: rawHeaders.length / 2 }, (_, i) => [rawHeaders[2 * i]!, rawHeaders[2 * i + 1]!] as const);

describe('forwarding', () => {
  test('the upstream receives exactly what the client sent, less hop-by-hop headers, with Host and X-Forwarded-*', async () => {
    const up = await upstream();
    const proxy = await proxyTo(up.url);
    const body = '{"name":"x","odd":"\\u00e9 ü"}';
    await raw(
      proxy,
      [
        'PATCH /v1/jobs/job_1?b=2&a=%2F&a=1 HTTP/1.1',
        `Host: proxy.example:${new URL(proxy.url).port}`,
        'x-API-key: secret-key',
        'Content-Type: application/json; charset=utf-8',
        'X-Custom: One',
        'X-Custom: Two',
        'Connection: close, X-Hop',
        'X-Hop: dropped',
        'Keep-Alive: timeout=5',
        'TE: trailers',
        'Proxy-Authorization: Basic abc',
        'Upgrade: h2c',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ].join('\r\n'),
      body,
    );
    const [seen] = up.received;
    expect(seen!.method).toBe('PATCH');
    expect(seen!.url).toBe('/v1/jobs/job_1?b=2&a=%2F&a=1');
    expect(seen!.body.toString('utf8')).toBe(body);
    const headers = pairs(seen!.rawHeaders);
    // The proxy's own: Host, the body's length, X-Forwarded-*, and its connection to the upstream (kept alive).
    const proxys = /^(host|x-forwarded-.*|content-length|connection)$/i;
    const endToEnd = headers.filter(([name]) => !proxys.test(name));
    expect(endToEnd).toEqual([
      ['x-API-key', 'secret-key'],
      ['Content-Type', 'application/json; charset=utf-8'],
      ['X-Custom', 'One'],
      ['X-Custom', 'Two'],
    ]);
    const named = Object.fromEntries(
      headers.filter(([name]) => proxys.test(name)).map(([n, v]) => [n.toLowerCase(), v]),
    );
    expect(named).toEqual({
      host: new URL(up.url).host,
      connection: 'keep-alive',
      'content-length': String(Buffer.byteLength(body)),
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': `proxy.example:${new URL(proxy.url).port}`,
      'x-forwarded-proto': 'http',
    });
  });

  test('paths are forwarded as sent, dot segments and escapes included', async () => {
    const up = await upstream();
    const proxy = await proxyTo(up.url);
    await raw(proxy, 'GET /v1/jobs/%2e%2e/./x%2Fy HTTP/1.1\r\nHost: p\r\nConnection: close');
    expect(up.received.map((r) => r.url)).toEqual(['/v1/jobs/%2e%2e/./x%2Fy']);
  });

  test('the answer comes back unchanged, less its hop-by-hop headers; a redirect is passed back, not followed', async () => {
    const up = await upstream((_request, response) => {
      response.writeHead(
        302,
        'Found Elsewhere',
        [
          ['Location', '/v1/jobs/elsewhere'],
          ['X-Answer', 'a'],
          ['Set-Cookie', 'one=1'],
          ['Set-Cookie', 'two=2'],
          ['Connection', 'X-Answer-Hop'],
          ['X-Answer-Hop', 'no'],
          ['Keep-Alive', 'timeout=1'],
          ['Content-Type', 'application/json'],
        ].flat(),
      );
      response.end('{"moved":true}');
    });
    const proxy = await proxyTo(up.url);
    const text = await raw(proxy, 'GET /v1/jobs HTTP/1.1\r\nHost: p\r\nX-API-Key: k\r\nConnection: close');
    expect(text).toMatch(/^HTTP\/1\.1 302 Found Elsewhere\r\n/);
    expect(text).toContain('\r\nLocation: /v1/jobs/elsewhere\r\n');
    expect(text).toContain('\r\nX-Answer: a\r\n');
    expect(text).toContain('\r\nSet-Cookie: one=1\r\nSet-Cookie: two=2\r\n');
    expect(text).not.toContain('X-Answer-Hop');
    expect(text).not.toContain('timeout=1');
    // Sent chunked by the upstream, passed on whole with its length.
    expect(text).toContain('\r\nContent-Length: 14\r\n');
    expect(text).not.toMatch(/transfer-encoding/i);
    expect(text.endsWith('\r\n\r\n{"moved":true}')).toBe(true);
    expect(up.received).toHaveLength(1);
  });

  test("/__mock and the console stay the proxy's own: never forwarded", async () => {
    const up = await upstream();
    const proxy = await proxyTo(up.url);
    expect((await fetch(`${proxy.url}/__mock/requests`)).status).toBe(200);
    expect((await fetch(`${proxy.url}/__mock/clock`)).status).toBe(200);
    // Built or not, the console answers (the built page, or how to build it) without the upstream.
    await (await fetch(`${proxy.url}/__console/`)).arrayBuffer();
    expect(up.received).toEqual([]);
  });
});

describe("the proxy's own answers", () => {
  test("a body over the limit is answered 413 and never forwarded; the journal says it is the client's", async () => {
    const up = await upstream();
    const proxy = await proxyTo(up.url);
    const answer = await fetch(`${proxy.url}/v1/jobs`, {
      method: 'POST',
      headers: { 'X-API-Key': 'k', 'Content-Type': 'application/json' },
      body: 'x'.repeat(maxBodyBytes + 1),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    expect((await answer.json()).status).toBe(413);
    const [entry] = await journalWith(proxy, 1);
    expect(entry!.violations).toEqual([expect.objectContaining({ side: 'client', rule: 'body-size' })]);
    expect(up.received).toEqual([]);
  });

  test('a client that goes away mid-body gets nothing forwarded', async () => {
    const up = await upstream();
    const proxy = await proxyTo(up.url);
    const { port } = new URL(proxy.url);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /v1/jobs HTTP/1.1\r\nHost: p\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
        );
        setImmediate(() => socket.destroy());
      });
      socket.on('close', () => resolve());
    });
    // A request sent after the abandoned one was handled: had the abandoned one been forwarded, it would have gone first.
    await fetch(`${proxy.url}/v1/after`);
    expect(up.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/after']);
  });

  test('a target in absolute form is answered 400 and not forwarded', async () => {
    const up = await upstream();
    const proxy = await proxyTo(up.url);
    const text = await raw(
      proxy,
      `GET http://elsewhere.example/v1/jobs HTTP/1.1\r\nHost: elsewhere.example\r\nConnection: close`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('application/problem+json');
    expect(up.received).toEqual([]);
  });

  test('a body at the limit is forwarded whole', async () => {
    const up = await upstream();
    const proxy = await proxyTo(up.url);
    await fetch(`${proxy.url}/v1/jobs`, {
      method: 'POST',
      headers: { 'X-API-Key': 'k', 'Content-Type': 'application/json' },
      body: 'x'.repeat(maxBodyBytes),
    });
    expect(up.received.map((r) => r.body.length)).toEqual([maxBodyBytes]);
  });

  test('an unreachable upstream is a 502 problem, journalled as the server side', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const proxy = await proxyTo(`http://127.0.0.1:${port}`);
    const answer = await fetch(`${proxy.url}/v1/jobs`, { headers: { 'X-API-Key': 'k' } });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual(
      expect.objectContaining({ status: 502, title: 'Bad Gateway', detail: expect.stringContaining('ECONNREFUSED') }),
    );
    const [entry] = await journalWith(proxy, 1);
    expect(entry!.violations).toEqual([expect.objectContaining({ side: 'server', rule: 'upstream' })]);
  });

  test('an upstream slower than the timeout is a 504 problem', async () => {
    const up = await upstream(() => undefined);
    const proxy = await proxyTo(up.url, { timeoutMs: 100 });
    const answer = await fetch(`${proxy.url}/v1/jobs`, { headers: { 'X-API-Key': 'k' } });
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual(expect.objectContaining({ status: 504, title: 'Gateway Timeout' }));
    expect(up.received).toHaveLength(1);
  });
});
