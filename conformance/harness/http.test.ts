import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTransport } from './http.ts';

let server: Server;
let baseUrl: string;
let limited = 1;
const received: { method: string; url: string; headers: string[] }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method!, url: req.url!, headers: req.rawHeaders.filter((_, i) => i % 2 === 0) });
    if (req.url === '/limited' && limited-- > 0) return res.writeHead(429, { 'retry-after': '1' }).end();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('header names reach the wire with the case given, and nothing is added but Host and Content-Length', async () => {
  const exchange = await createTransport(baseUrl).send({ method: 'POST', path: '/x', headers: { 'x-API-key': 'k' }, body: '{' });
  expect(exchange.response?.json).toEqual({ ok: true });
  expect(exchange.response?.mediaType).toBe('application/json');
  expect(received.at(-1)!.headers).toEqual(['x-API-key', 'Content-Length', 'Host', 'Connection']);
});

test('a 429 is waited out and retried, never reported', async () => {
  const seen: number[] = [];
  const exchange = await createTransport(baseUrl, (e) => seen.push(e.response!.status)).send({ method: 'GET', path: '/limited' });
  expect(exchange.response?.status).toBe(200);
  expect(seen).toEqual([200]);
});

test('no answer is an exchange with an error, not a throw', async () => {
  const exchange = await createTransport('http://127.0.0.1:9').send({ method: 'GET', path: '/' });
  expect(exchange.response).toBeUndefined();
  expect(exchange.error).toMatch(/ECONNREFUSED/);
});
