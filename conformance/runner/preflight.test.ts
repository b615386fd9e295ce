// The pre-flight against a service that answers 500 to a create and to its first list: neither blocks a
// rule (a fault is never a reason to skip); each is kept for the rule that owns what was being established.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resolveConfig } from '../harness/rule/config.ts';
import { preflight } from './preflight.ts';

let server: Server;
let baseUrl: string;
let listFails = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.headers['x-api-key'] !== 'k') return res.writeHead(401).end();
    if (req.method === 'POST' || listFails) return res.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('a 500 to the pre-flight create is kept for BODY-001 and blocks no rule', async () => {
  const result = await preflight(resolveConfig({ baseUrl, apiKey: 'k', profile: 'core', runId: 'test' }));
  expect(result.ok).toBe(true);
  expect(result.preconditions).toEqual({});
  expect(result.faults['BODY-001']?.response?.status).toBe(500);
});

test('a 500 to the pre-flight list is kept for AUTH-004 and blocks no rule', async () => {
  listFails = true;
  try {
    const result = await preflight(
      resolveConfig({ baseUrl, apiKey: 'k', profile: 'core', runId: 'test', readOnly: true }),
    );
    expect(result.preconditions.list).toBeUndefined();
    expect(Object.keys(result.faults)).toEqual(['AUTH-004']);
  } finally {
    listFails = false;
  }
});
