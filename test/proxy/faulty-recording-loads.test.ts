// A recording of a faulty service always loads: a small upstream in front of the mock leaks another
// account's job on a read and answers one job with an interval the spec refuses. Recorded through the
// proxy under each judge, turned into a fixture by `npm run fixtures:from-har` (what it leaves out named
// on stderr), the result starts a mock whose accounts hold their own jobs only.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { job, send, startProxy } from './support.ts';

const keys = ['owner-key', 'reader-key'] as const;
const script = fileURLToPath(new URL('../../scripts/fixtures-from-har.ts', import.meta.url));
let dir = '';
let mock: MockServer;
let upstream: http.Server;
let upstreamUrl = '';

/** Every job named `odd` in an answer's body gets an interval the spec refuses (under 60 s). */
function oddInterval(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(oddInterval);
  if (typeof value !== 'object' || value === null) return value;
  const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, oddInterval(v)]));
  return object.name === 'odd' ? { ...object, interval_seconds: 5 } : object;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-faulty-'));
  mock = await startMockServer({ clock: createVirtualClock(Date.parse('2026-11-22T15:00:00Z')), apiKeys: keys });
  // The faulty service: the mock behind two faults.
  upstream = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const ask = (key: string | undefined) =>
      fetch(`${mock.url}${request.url}`, {
        method: request.method!,
        headers: {
          ...(key ? { 'X-API-Key': key } : {}),
          ...(request.headers['content-type'] ? { 'Content-Type': request.headers['content-type'] } : {}),
        },
        ...(body ? { body } : {}),
      });
    const key = request.headers['x-api-key'] as string | undefined;
    let answer = await ask(key);
    // Fault 1: a job another account owns is found by its id.
    if (request.method === 'GET' && /^\/v1\/jobs\/[^/]+$/.test(request.url!) && answer.status === 404)
      for (const other of keys.filter((k) => k !== key)) {
        const leaked = await ask(other);
        if (leaked.status === 200) answer = leaked;
      }
    const text = await answer.text();
    // Fault 2: the job named `odd` is answered with interval_seconds 5.
    const out = answer.headers.get('content-type')?.includes('json')
      ? JSON.stringify(oddInterval(JSON.parse(text)))
      : text;
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'text/plain',
      ...(answer.headers.get('location') ? { Location: answer.headers.get('location')! } : {}),
    });
    response.end(out);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (upstream.close(() => resolve()), upstream.closeAllConnections()));
  await mock.close();
  await rm(dir, { recursive: true, force: true });
});

/** Traffic through a recording proxy: the owner creates three jobs, the reader one and reads the owner's. */
async function record(judge: 'core' | 'full'): Promise<string> {
  await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
  const file = join(dir, `${judge}.har`);
  const proxy = await startProxy(upstreamUrl, { judge, record: file });
  const create = async (key: string, name: string) =>
    (await (await send(proxy, '/v1/jobs', { key, body: { ...job, name } })).json()) as { id: string };
  const first = await create(keys[0], 'first');
  await create(keys[0], 'second');
  await create(keys[0], 'odd');
  await create(keys[1], 'own');
  expect((await send(proxy, `/v1/jobs/${first.id}`, { key: keys[1] })).status).toBe(200); // the leak
  await send(proxy, '/v1/jobs', { key: keys[0] });
  await send(proxy, '/v1/jobs', { key: keys[1] });
  await proxy.close();
  return file;
}

function fixturesFromHar(file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [script, file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function namesListed(fixtures: unknown): Promise<string[][]> {
  const offline = await startMockServer({
    clock: createVirtualClock(Date.parse('2026-11-22T15:00:00Z')),
    fixtures: fixtures as never,
  });
  try {
    return await Promise.all(
      ['dev-key', 'dev-key-2'].map(async (key) => {
        const page = (await (await fetch(`${offline.url}/v1/jobs`, { headers: { 'X-API-Key': key } })).json()) as {
          data: Array<{ name: string }>;
        };
        return page.data.map((j) => j.name).sort();
      }),
    );
  } finally {
    await offline.close();
  }
}

describe('a recording of a faulty service loads', () => {
  test('--judge full: the exchanges judged server violations are left out and named; each account keeps its own jobs', async () => {
    const file = await record('full');
    const har = JSON.parse(await readFile(file, 'utf8'));
    const rules = har.log.entries.map((e: { _violations: Array<{ rule: string }> }) =>
      e._violations.map((v) => v.rule),
    );
    expect(rules.flat()).toEqual(expect.arrayContaining(['isolation', 'response']));
    const { code, stdout, stderr } = await fixturesFromHar(file);
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /entry 5 \(GET \/v1\/jobs\/job_\w+, 200\): left out, the proxy judged its answer a server violation \(isolation\)/,
    );
    expect(stderr).toMatch(/entry 3 \(POST \/v1\/jobs, 201\): left out, .*\(response\)/);
    expect(await namesListed(JSON.parse(stdout))).toEqual([['first', 'second'], ['own']]);
  });

  test("--judge core: the leak is left out as judged; the job the mock refuses is left out by the mock's own check", async () => {
    const file = await record('core');
    const { code, stdout, stderr } = await fixturesFromHar(file);
    expect(code).toBe(0);
    expect(stderr).toMatch(/\(isolation\)/);
    expect(stderr).toMatch(
      /job job_\w+ of account \w+ left out, the mock refuses it: interval_seconds: must be 60 or more/,
    );
    expect(await namesListed(JSON.parse(stdout))).toEqual([['first', 'second'], ['own']]);
  });
});
