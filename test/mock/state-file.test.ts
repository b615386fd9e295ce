// --state-file: every kind of state survives a restart, the database holds only what it should (each
// job's runs trimmed, deleted jobs gone), and a file that is not ours is refused and left as it was.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { startMockServer, type MockServer, type MockServerOptions } from '../../mock/server/start-mock-server.ts';
import { applicationId, schemaVersion, StateFileError } from '../../mock/server/state-file.ts';
import { expectConforms, parseBody, type Answer } from '../support/expect-conforms.ts';
import { startOfTest, validJob } from '../support/clients.ts';

let dir: string;
let servers: MockServer[] = [];
let hooks: Server | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-state-'));
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await new Promise((resolve) => (hooks ? hooks.close(resolve) : resolve(undefined)));
  hooks = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function start(stateFile: string, options: MockServerOptions = {}): Promise<MockServer> {
  const server = await startMockServer({
    port: 0,
    clock: createVirtualClock(startOfTest),
    stateFile,
    apiKeys: ['key-a'],
    ...options,
  });
  servers.push(server);
  return server;
}

async function call(
  server: MockServer,
  method: string,
  path: string,
  init: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(init.key ? { 'X-API-Key': init.key } : {}),
    ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...init.headers,
  };
  const response = await fetch(`${server.url}${path}`, {
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

async function stop(server: MockServer) {
  servers = servers.filter((s) => s !== server);
  await server.close();
}

/** A notify URL that answers 500: deliveries stay pending with attempts counted. */
async function failingHooks(): Promise<string> {
  hooks = createServer((_request, response) => response.writeHead(500).end());
  await new Promise<void>((resolve) => hooks!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks`;
}

/** Everything a client or operator can see, to compare before and after a restart. */
async function world(server: MockServer, key: string) {
  const jobs = (await call(server, 'GET', '/v1/jobs?limit=100', { key })).body.data as { id: string }[];
  const runs: Record<string, unknown> = {};
  for (const job of jobs)
    runs[job.id] = (await call(server, 'GET', `/v1/jobs/${job.id}/runs?limit=100`, { key })).body.data;
  const accounts = (await call(server, 'GET', '/__mock/accounts')).body.data as { id: string }[];
  const settings = [];
  for (const account of accounts)
    settings.push((await call(server, 'GET', `/__mock/accounts/${account.id}/notifications`)).body);
  return {
    jobs,
    runs,
    accounts,
    settings,
    clock: (await call(server, 'GET', '/__mock/clock')).body,
    notifications: (await call(server, 'GET', '/__mock/notifications')).body.data,
    rules: (await call(server, 'GET', '/__mock/outcome-rules')).body.data,
  };
}

describe('state file', () => {
  test('jobs, runs, notifications with their deliveries, accounts, rules, secrets, idempotency and the clock survive a restart', async () => {
    const file = join(dir, 'state.db');
    const notifyUrl = await failingHooks();
    const first = await start(file, { historyLimit: 5, simulation: { notifyUrl, allowPrivateTargets: true } });
    const failing = (
      await call(first, 'POST', '/v1/jobs', {
        key: 'key-a',
        body: validJob({
          name: 'failing',
          url: 'https://example.com/status/503',
          interval_seconds: 60,
          notify_on_failure: true,
        }),
        headers: { 'Idempotency-Key': 'k1' },
      })
    ).body;
    const paused = (await call(first, 'POST', '/v1/jobs', { key: 'key-a', body: validJob({ name: 'paused' }) })).body;
    const deleted = (await call(first, 'POST', '/v1/jobs', { key: 'key-a', body: validJob({ name: 'deleted' }) })).body;
    await call(first, 'POST', `/v1/jobs/${paused.id}/pause`, { key: 'key-a' });
    const partner = (await call(first, 'POST', '/__mock/accounts', { body: { name: 'Partner' } })).body;
    await call(first, 'POST', '/__mock/outcome-rules', { body: { job_id: paused.id, status: 418, times: 3 } });
    await call(first, 'POST', '/__mock/clock/advance', { body: { seconds: 600 } });
    await call(first, 'DELETE', `/v1/jobs/${deleted.id}`, { key: 'key-a' });
    const before = await world(first, 'key-a');
    expect((before.runs[failing.id] as unknown[]).length).toBe(5);
    expect(before.notifications.length).toBeGreaterThan(0);
    expect(
      before.notifications.some(
        (n: { delivery: { state: string; attempts: number } }) =>
          n.delivery.state === 'pending' && n.delivery.attempts > 0,
      ),
    ).toBe(true);
    await stop(first);

    // The database keeps what the mock shows, and no more: 5 runs a job, nothing of the deleted job.
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare('SELECT job_id, count(*) AS n FROM runs GROUP BY job_id').all()).toEqual([
      { job_id: failing.id, n: 5 },
    ]);
    expect(
      db
        .prepare('SELECT id FROM jobs ORDER BY id')
        .all()
        .map((row) => row.id),
    ).toEqual([failing.id, paused.id]);
    db.close();

    const second = await start(file, { historyLimit: 5, simulation: { notifyUrl, allowPrivateTargets: true } });
    expect(await world(second, 'key-a')).toEqual(before);
    const replay = await call(second, 'POST', '/v1/jobs', {
      key: 'key-a',
      body: validJob({
        name: 'failing',
        url: 'https://example.com/status/503',
        interval_seconds: 60,
        notify_on_failure: true,
      }),
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.body.id).toBe(failing.id);
    expect((await call(second, 'GET', '/v1/jobs', { key: partner.api_key })).status).toBe(200);
    // New ids still sort after the restored ones, and the schedule goes on where it stopped.
    const newer = (await call(second, 'POST', '/v1/jobs', { key: 'key-a', body: validJob() })).body;
    expect(newer.id > failing.id).toBe(true);
    await call(second, 'POST', '/__mock/clock/advance', { body: { seconds: 60 } });
    const runs = (await call(second, 'GET', `/v1/jobs/${failing.id}/runs?limit=100`, { key: 'key-a' })).body.data;
    expect(runs[0].scheduled_at).toBe(new Date(startOfTest + 660_000).toISOString());
  });

  test('keys given at start are added to a restored state', async () => {
    const file = join(dir, 'state.db');
    await stop(await start(file, { apiKeys: ['key-a'] }));
    const server = await start(file, { apiKeys: ['key-a', 'key-new'] });
    expect(
      (await call(server, 'GET', '/__mock/accounts')).body.data.map((a: { api_key: string }) => a.api_key),
    ).toEqual(['key-a', 'key-new']);
  });

  test('a reset empties the database too', async () => {
    const file = join(dir, 'state.db');
    const first = await start(file);
    await call(first, 'POST', '/v1/jobs', { key: 'key-a', body: validJob() });
    await call(first, 'POST', '/__mock/reset');
    await stop(first);
    const second = await start(file);
    expect((await call(second, 'GET', '/v1/jobs', { key: 'key-a' })).body.data).toEqual([]);
  });

  test('a clean stop leaves only the database file', async () => {
    const file = join(dir, 'state.db');
    const server = await start(file);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(server, 'POST', '/v1/jobs', { key: 'key-a', body: validJob({ name: `j${i}` }) }),
      ),
    );
    await stop(server);
    expect(await readdir(dir)).toEqual(['state.db']);
  });
});

/** Writes a SQLite database with `setup` run in it. */
function sqliteFile(path: string, setup: string): string {
  const db = new DatabaseSync(path);
  db.exec(setup);
  db.close();
  return path;
}

describe('a file that is not a state file of this mock is refused and left as it was', () => {
  test.each([
    [
      'a JSON state file of an earlier version',
      (p: string) => writeFile(p, '{"version":1,"clock_ms":0,"accounts":[],"jobs":[],"idempotency":[]}\n'),
      /is JSON, not a state file of this mock/,
    ],
    ['a text file', (p: string) => writeFile(p, 'shopping list\n'), /is not a SQLite database/],
    [
      'another program’s SQLite database',
      async (p: string) => void sqliteFile(p, 'CREATE TABLE notes (body TEXT)'),
      /SQLite database of another program/,
    ],
    [
      'a state file of another schema version',
      async (p: string) =>
        void sqliteFile(
          p,
          `CREATE TABLE meta (key TEXT); PRAGMA application_id = ${applicationId}; PRAGMA user_version = ${schemaVersion + 1}`,
        ),
      new RegExp(`another version of this mock \\(schema ${schemaVersion + 1}; this one reads schema ${schemaVersion}`),
    ],
    [
      'a damaged SQLite database',
      async (p: string) => {
        sqliteFile(
          p,
          `CREATE TABLE meta (key TEXT); PRAGMA application_id = ${applicationId}; PRAGMA user_version = ${schemaVersion}`,
        );
        const bytes = await readFile(p);
        bytes.fill(0x5a, 100); // the header survives, every page after it is garbage
        await writeFile(p, bytes);
      },
      /damaged|could not be read/,
    ],
  ])('%s', async (_case, make, says) => {
    const file = join(dir, 'state.db');
    await make(file);
    const bytes = await readFile(file);
    const error = await startMockServer({ port: 0, stateFile: file }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StateFileError);
    expect((error as Error).message).toMatch(says);
    expect((error as Error).message).toContain(`--state-file ${file}`);
    expect(await readFile(file)).toEqual(bytes);
    expect(await readdir(dir)).toEqual(['state.db']);
  });

  test('a file another mock has open', async () => {
    const file = join(dir, 'state.db');
    await start(file);
    await expect(startMockServer({ port: 0, stateFile: file })).rejects.toThrow(/in use by another process/);
  });
});
