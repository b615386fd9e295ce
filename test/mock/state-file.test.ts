// --state-file: state survives a restart, every acknowledged write is on disk before its answer,
// and writes are atomic.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { loadState } from '../../mock/server/state-file.ts';
import { expectConforms, parseBody, type Answer } from '../support/expect-conforms.ts';
import { startOfTest, validJob } from '../support/clients.ts';

let dir: string;
let servers: MockServer[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-state-'));
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await rm(dir, { recursive: true, force: true });
});

async function start(stateFile: string, apiKeys = ['key-a']): Promise<MockServer> {
  const server = await startMockServer({ port: 0, clock: createVirtualClock(startOfTest), stateFile, apiKeys });
  servers.push(server);
  return server;
}

async function call(server: MockServer, method: string, path: string, init: { key?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(init.key ? { 'X-API-Key': init.key } : {}), ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers };
  const response = await fetch(`${server.url}${path}`, { method, headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
  const text = await response.text();
  return expectConforms(method, path, { status: response.status, headers: Object.fromEntries(response.headers), text, body: parseBody(text) });
}

async function stop(server: MockServer) {
  servers = servers.filter((s) => s !== server);
  await server.close();
}

describe('state file', () => {
  test('jobs, accounts, the clock and idempotency records survive a restart', async () => {
    const file = join(dir, 'state.json');
    const first = await start(file);
    const job = (await call(first, 'POST', '/v1/jobs', { key: 'key-a', body: validJob(), headers: { 'Idempotency-Key': 'k1' } })).body;
    await call(first, 'POST', `/v1/jobs/${job.id}/pause`, { key: 'key-a' });
    const partner = (await call(first, 'POST', '/__mock/accounts', { body: { name: 'Partner' } })).body;
    await call(first, 'POST', '/__mock/clock/advance', { body: { seconds: 90 } });
    await stop(first);

    const second = await start(file);
    expect((await call(second, 'GET', `/v1/jobs/${job.id}`, { key: 'key-a' })).body).toMatchObject({ id: job.id, status: 'paused' });
    expect((await call(second, 'GET', '/v1/jobs', { key: partner.api_key })).status).toBe(200);
    expect((await call(second, 'GET', '/__mock/clock')).body.now).toBe('2026-11-22T15:01:30.000Z');
    const replay = await call(second, 'POST', '/v1/jobs', { key: 'key-a', body: validJob(), headers: { 'Idempotency-Key': 'k1' } });
    expect(replay.headers['idempotency-replayed']).toBe('true');
    // New ids still sort after the restored ones.
    const newer = (await call(second, 'POST', '/v1/jobs', { key: 'key-a', body: validJob() })).body;
    expect(newer.id > job.id).toBe(true);
    expect((await call(second, 'GET', '/v1/jobs', { key: 'key-a' })).body.data.map((j: { id: string }) => j.id)).toEqual([newer.id, job.id]);
  });

  test('an acknowledged write is on disk before its answer arrives', async () => {
    const file = join(dir, 'state.json');
    const server = await start(file);
    const job = (await call(server, 'POST', '/v1/jobs', { key: 'key-a', body: validJob() })).body;
    const saved = await loadState(file);
    expect(saved?.jobs.map((j) => j.job.id)).toEqual([job.id]);
    await call(server, 'DELETE', `/v1/jobs/${job.id}`, { key: 'key-a' });
    expect((await loadState(file))?.jobs).toEqual([]);
  });

  test('writes leave no temporary files behind', async () => {
    const file = join(dir, 'state.json');
    const server = await start(file);
    await Promise.all(Array.from({ length: 20 }, (_, i) => call(server, 'POST', '/v1/jobs', { key: 'key-a', body: validJob({ name: `j${i}` }) })));
    expect(await readdir(dir)).toEqual(['state.json']);
    expect((await loadState(file))?.jobs).toHaveLength(20);
  });

  test('keys given at start are added to a restored state', async () => {
    const file = join(dir, 'state.json');
    await stop(await start(file, ['key-a']));
    const server = await start(file, ['key-a', 'key-new']);
    expect((await call(server, 'GET', '/__mock/accounts')).body.data.map((a: { api_key: string }) => a.api_key)).toEqual(['key-a', 'key-new']);
  });

  test('a corrupt state file stops the start instead of being overwritten', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, '{"half": ');
    await expect(startMockServer({ port: 0, stateFile: file })).rejects.toThrow();
    expect(await readFile(file, 'utf8')).toBe('{"half": ');
  });
});
