import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clientManners } from './client-manners.ts';
import { createTransport, maxBodyBytes } from './http.ts';

let server: Server;
let baseUrl: string;
let limited = 1;
const received: {
  method: string;
  url: string;
  headers: string[];
  values: Record<string, string | string[] | undefined>;
}[] = [];
const bodies: string[] = [];
const earlyClosed: true[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({
      method: req.method!,
      url: req.url!,
      headers: req.rawHeaders.filter((_, i) => i % 2 === 0),
      values: req.headers,
    });
    if (req.url === '/limited' && limited-- > 0) return res.writeHead(429, { 'retry-after': '1' }).end();
    if (req.url === '/gzip')
      return res
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        .end(gzipSync('{"packed":true}'));
    if (req.url === '/gzip-bomb')
      return res
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(maxBodyBytes + 1, ' ')));
    // Without end: a byte every 50 ms, or 64 KiB chunks as fast as the client takes them, until it goes away.
    if (req.url === '/trickle' || req.url === '/endless') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = req.url === '/trickle' ? ' ' : Buffer.alloc(64 * 1024, ' ');
      const timer = setInterval(() => res.write(chunk), req.url === '/trickle' ? 50 : 0);
      res.on('close', () => clearInterval(timer));
      return;
    }
    // Answers with the body it read, after noting when it had it all; /early answers before reading any.
    if (req.url === '/echo' || req.url === '/early') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      if (req.url === '/early') {
        req.socket.once('close', () => earlyClosed.push(true));
        return res.writeHead(401).end();
      }
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString());
        res.writeHead(200, { 'content-type': 'text/plain' }).end(bodies.at(-1));
      });
      return;
    }
    if (req.url === '/not-gzip')
      return res
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        .end('{"packed":false}');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('header names reach the wire with the case given; the client manners, Host and Content-Length are added', async () => {
  const exchange = await createTransport(baseUrl).send({
    method: 'POST',
    path: '/x',
    headers: { 'x-API-key': 'k' },
    body: '{',
  });
  expect(exchange.response?.json).toEqual({ ok: true });
  expect(exchange.response?.mediaType).toBe('application/json');
  expect(received.at(-1)!.headers).toEqual([
    'x-API-key',
    'Accept',
    'Accept-Encoding',
    'User-Agent',
    'Content-Length',
    'Host',
    'Connection',
  ]);
  expect(received.at(-1)!.values['user-agent']).toMatch(/^cronjobs-conformance\/\d+\.\d+\.\d+/);
  // The exchange records what went out, so a curl line or HAR entry replays the same request.
  expect(exchange.request.headers).toEqual({ 'x-API-key': 'k', ...clientManners });
});

test('a header the request names itself, in any case, is sent as written and not doubled', async () => {
  await createTransport(baseUrl).send({
    method: 'GET',
    path: '/x',
    headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' },
  });
  expect(received.at(-1)!.headers.filter((name) => /^(accept|user-agent)$/i.test(name))).toEqual([
    'accept',
    'user-agent',
  ]);
  expect(received.at(-1)!.values).toMatchObject({
    accept: '*/*',
    'user-agent': 'curl/8.5.0',
    'accept-encoding': 'gzip, deflate, br',
  });
});

test('a gzip answer is decoded, as a client that asked for it decodes it; one that does not decode is no answer', async () => {
  const transport = createTransport(baseUrl);
  const packed = await transport.send({ method: 'GET', path: '/gzip' });
  expect(packed.response?.json).toEqual({ packed: true });
  expect(packed.response?.headers['content-encoding']).toBe('gzip');
  const broken = await transport.send({ method: 'GET', path: '/not-gzip' });
  expect(broken.response).toBeUndefined();
  expect(broken.error).toMatch(/does not decode as its Content-Encoding gzip/);
});

test('a 429 is waited out and retried, never reported', async () => {
  const seen: number[] = [];
  const exchange = await createTransport(baseUrl, (e) => seen.push(e.response!.status)).send({
    method: 'GET',
    path: '/limited',
  });
  expect(exchange.response?.status).toBe(200);
  expect(seen).toEqual([200]);
});

test('no answer is an exchange with an error, not a throw', async () => {
  const exchange = await createTransport('http://127.0.0.1:9').send({ method: 'GET', path: '/' });
  expect(exchange.response).toBeUndefined();
  expect(exchange.error).toMatch(/ECONNREFUSED/);
});

// A broken server must not hold or swamp the kit: each is an exchange with an error, as no answer is.
test.each([
  [
    'a body sent a byte at a time, never ending: no answer within --timeout',
    '/trickle',
    300,
    /^no answer within 300 ms \(--timeout\)$/,
  ],
  ['a body without end: no answer past 16 MiB', '/endless', 60_000, /^200 with a body over 16 MiB$/],
  [
    'a small gzip that inflates past 16 MiB: no answer',
    '/gzip-bomb',
    60_000,
    /^200 with a body that decodes \(Content-Encoding gzip\) to over 16 MiB$/,
  ],
])('%s', async (_, path, timeoutMs, error) => {
  const exchange = await createTransport(baseUrl, undefined, timeoutMs).send({ method: 'GET', path });
  expect(exchange.response).toBeUndefined();
  expect(exchange.error).toMatch(error);
});

test('bodyAfter: the head leaves at once, the body once the promise settles; the exchange keeps no promise', async () => {
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  const before = bodies.length;
  const sending = createTransport(baseUrl).send({ method: 'PUT', path: '/echo', body: 'late', bodyAfter: released });
  await expect.poll(() => received.some((r) => r.url === '/echo')).toBe(true);
  expect(bodies.length).toBe(before);
  release();
  const exchange = await sending;
  expect(exchange.response?.body).toBe('late');
  expect(bodies.slice(before)).toEqual(['late']);
  expect(Object.keys(exchange.request)).not.toContain('bodyAfter');
});

test('bodyAfter: an answer before the body settles the exchange without waiting for it; the connection then closes', async () => {
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  const exchange = await createTransport(baseUrl).send({
    method: 'POST',
    path: '/early',
    body: 'x',
    bodyAfter: released,
  });
  expect(exchange.response?.status).toBe(401);
  release();
  await expect.poll(() => earlyClosed.length).toBe(1);
});
