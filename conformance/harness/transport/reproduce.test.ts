// The curl line is copy-pasteable: run through bash with the keys in the environment, it sends what the
// exchange sent — method, path, header names and values, body bytes, and no Content-Type curl would add.
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RawRequest } from './http.ts';
import { curlCommand, keyVariables, shellWord } from './reproduce.ts';

const run = promisify(execFile);
let server: Server;
let baseUrl: string;
let last: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      last = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const secrets = [
  ['dev-key', keyVariables.main],
  ['dev-key2', keyVariables.second],
] as const;

async function replay(request: RawRequest) {
  const line = curlCommand(baseUrl, request, secrets);
  await run('bash', ['-c', line], {
    env: { ...process.env, CRONJOBS_API_KEY: 'dev-key', CRONJOBS_SECOND_API_KEY: 'dev-key2' },
  });
  return { line, seen: last! };
}

describe('the curl line', () => {
  test.each<[string, RawRequest]>([
    [
      'a JSON create',
      {
        method: 'POST',
        path: '/v1/jobs',
        headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
        body: `{"name":"it's \\"quoted\\" $HOME \`x\`"}`,
      },
    ],
    [
      'the second key and a key in the query',
      { method: 'GET', path: '/v1/jobs?api_key=dev-key2&x=[1]', headers: { 'X-API-Key': 'dev-key2' } },
    ],
    ['an empty key', { method: 'GET', path: '/v1/jobs', headers: { 'X-API-Key': '' } }],
    [
      'a body without Content-Type',
      { method: 'POST', path: '/v1/jobs', headers: { 'X-API-Key': 'dev-key' }, body: '{}' },
    ],
    [
      'random bytes',
      {
        method: 'POST',
        path: '/v1/jobs',
        headers: { 'Content-Type': 'application/json' },
        body: new Uint8Array([0, 1, 37, 39, 92, 200, 255, 10]),
      },
    ],
    [
      'a patch with a dot segment',
      {
        method: 'PATCH',
        path: '/v1/jobs/../jobs/7',
        headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/merge-patch+json' },
        body: '{"name":"x"}',
      },
    ],
  ])('replays %s exactly, keys from the environment', async (_, request) => {
    const { line, seen } = await replay(request);
    expect(line).not.toMatch(/dev-key/);
    expect(seen.method).toBe(request.method);
    expect(seen.url).toBe(request.path);
    for (const [name, value] of Object.entries(request.headers ?? {}))
      expect(seen.headers[name.toLowerCase()]).toBe(value);
    if (!Object.keys(request.headers ?? {}).some((n) => n.toLowerCase() === 'content-type'))
      expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.body.equals(Buffer.from(request.body ?? ''))).toBe(true);
  });

  test('a key that contains the other is replaced whole, longest first', () => {
    expect(shellWord('a dev-key2 b dev-key', secrets)).toBe(
      `'a '"$${keyVariables.second}"' b '"$${keyVariables.main}"`,
    );
  });
});
