// Test clocks in --state-file: a restarted mock has its test clocks at their times, its accounts on them,
// their jobs due where they were; deleted clocks and accounts stay deleted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { expectConforms, parseBody, type Answer } from '../support/expect-conforms.ts';
import { startOfTest, validJob } from '../support/clients.ts';

let dir: string;
let server: MockServer | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-test-clocks-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function start(): Promise<MockServer> {
  server = await startMockServer({
    port: 0,
    clock: createVirtualClock(startOfTest),
    stateFile: join(dir, 'state.db'),
    apiKeys: ['key-a'],
  });
  return server;
}

async function call(method: string, path: string, init: { key?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(init.key ? { 'X-API-Key': init.key } : {}),
    ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
  };
  const response = await fetch(`${server!.url}${path}`, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return expectConforms(method, path, {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
    body: parseBody(text),
  });
}

test('test clocks, their accounts and their jobs survive a restart; deleted ones stay deleted', async () => {
  await start();
  const kept = (await call('POST', '/__mock/test-clocks', { body: { name: 'kept', now: '2027-01-01T00:00:00Z' } }))
    .body;
  const dropped = (await call('POST', '/__mock/test-clocks', { body: { name: 'dropped' } })).body;
  const account = (await call('POST', '/__mock/accounts', { body: { name: 'on kept', test_clock: kept.id } })).body;
  const lone = (await call('POST', '/__mock/accounts', { body: { name: 'deleted alone', test_clock: kept.id } })).body;
  const doomed = (await call('POST', '/__mock/accounts', { body: { name: 'on dropped', test_clock: dropped.id } }))
    .body;
  const job = (await call('POST', '/v1/jobs', { key: account.api_key, body: validJob({ interval_seconds: 600 }) }))
    .body;
  await call('POST', '/v1/jobs', { key: doomed.api_key, body: validJob() });
  const advanced = await call('POST', `/__mock/test-clocks/${kept.id}/advance`, { body: { seconds: 900 } });
  expect(advanced.body.runs_total).toBe(1);
  expect((await call('DELETE', `/__mock/test-clocks/${dropped.id}`)).status).toBe(204);
  expect((await call('DELETE', `/__mock/accounts/${lone.id}`)).status).toBe(204);
  await server!.close();

  await start();
  expect((await call('GET', '/__mock/test-clocks')).body.data).toEqual([
    { id: kept.id, name: 'kept', now: '2027-01-01T00:15:00.000Z', accounts: [account.id] },
  ]);
  expect((await call('GET', `/__mock/test-clocks/${dropped.id}`)).status).toBe(404);
  expect((await call('GET', '/v1/jobs', { key: doomed.api_key })).status).toBe(401);
  expect((await call('GET', '/v1/jobs', { key: lone.api_key })).status).toBe(401);
  expect(
    (await call('GET', '/__mock/accounts')).body.data.map((a: { id: string; test_clock?: string }) => [
      a.id,
      a.test_clock,
    ]),
  ).toEqual([
    ['acc_1', undefined],
    [account.id, kept.id],
  ]);
  const restored = (await call('GET', `/v1/jobs/${job.id}`, { key: account.api_key })).body;
  expect(restored.next_run_at).toBe('2027-01-01T00:20:00.000Z');
  // The job is on its clock's queue again: the global clock does not run it, its own does, on time.
  expect((await call('POST', '/__mock/clock/advance', { body: { seconds: 86400 } })).body.runs_total).toBe(0);
  const after = await call('POST', `/__mock/test-clocks/${kept.id}/advance`, { body: { seconds: 600 } });
  expect(after.body.runs.map((r: { job_id: string; scheduled_at: string }) => [r.job_id, r.scheduled_at])).toEqual([
    [job.id, '2027-01-01T00:20:00.000Z'],
  ]);
  // A new clock after the restart does not reuse a deleted clock's id.
  expect((await call('POST', '/__mock/test-clocks', { body: {} })).body.id).toBe('clock_3');
});

test('a clock made with a key stays that key after a restart, and so does an imported account', async () => {
  await start();
  const owned = (await call('POST', '/__mock/test-clocks', { key: 'owner-key', body: { name: 'owned' } })).body;
  const imported = await call('POST', '/__mock/state', {
    key: 'moved-key',
    body: { accounts: [{ api_key: 'moved-key', webhook_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }] },
  });
  expect(imported.status).toBe(201);
  await server!.close();

  await start();
  expect(
    (await call('GET', '/__mock/test-clocks', { key: 'owner-key' })).body.data.map((c: { id: string }) => c.id),
  ).toEqual([owned.id]);
  expect((await call('GET', '/__mock/test-clocks', { key: 'other-key' })).body.data).toEqual([]);
  const settings = await call('GET', `/__mock/accounts/${imported.body.data[0].id}/notifications`, {
    key: 'moved-key',
  });
  expect(settings.body.webhook_secret).toBe('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
});
