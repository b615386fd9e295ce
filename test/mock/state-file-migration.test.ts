// --state-file across schema versions: a file of schema 1 (each run's status, trigger and error kind packed
// into one number) is migrated on open — its runs read back as schema 1 showed them, and the file then
// holds schema 2's named columns — while a file that cannot be migrated, or of a newer schema, is refused
// naming the versions, and left as it was.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { applicationId, StateFileError } from '../../mock/server/state-file.ts';
import { startOfTest, validJob } from '../support/clients.ts';

// Schema 1's runs table, as that version created it.
const runsTableV1 = `CREATE TABLE runs (seq INTEGER PRIMARY KEY, job_id TEXT NOT NULL, id TEXT NOT NULL, scheduled_ms REAL NOT NULL, started_ms REAL NOT NULL,
  duration_ms REAL NOT NULL, id_hi REAL NOT NULL, id_lo REAL NOT NULL, packed INTEGER NOT NULL, message TEXT);
CREATE INDEX runs_by_job ON runs (job_id, seq);`;
const errorKindsV1 = [null, 'http_status', 'timeout', 'connection_error'];

let dir: string;
let servers: MockServer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-migrate-'));
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await rm(dir, { recursive: true, force: true });
});

async function start(stateFile: string): Promise<MockServer> {
  const server = await startMockServer({
    port: 0,
    clock: createVirtualClock(startOfTest),
    stateFile,
    apiKeys: ['key-a'],
    historyLimit: 5,
  });
  servers.push(server);
  return server;
}
async function stop(server: MockServer): Promise<void> {
  servers = servers.filter((s) => s !== server);
  await server.close();
}
async function call(server: MockServer, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'X-API-Key': 'key-a', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Record<string, any>;
}
/** What a client sees of every job and its runs. */
async function world(server: MockServer) {
  const jobs = (await call(server, 'GET', '/v1/jobs?limit=100')).data as { id: string }[];
  const runs: Record<string, unknown[]> = {};
  for (const job of jobs) runs[job.id] = (await call(server, 'GET', `/v1/jobs/${job.id}/runs?limit=100`)).data;
  return { jobs, runs };
}

interface RunRowV2 {
  seq: number;
  job_id: string;
  id: string;
  trigger: string;
  scheduled_ms: number;
  started_ms: number;
  duration_ms: number;
  http_status: number | null;
  error_code: string | null;
}

/**
 * Rewrites the runs of a state file into schema 1's table (the packed word written here, from its
 * definition: status in bits 0–9, manual in bit 10, error kind in bits 11–12; a message only where it is
 * not the standard one) and marks the file schema 1.
 */
function downgradeToV1(file: string, customMessage: { runId: string; message: string }): void {
  const db = new DatabaseSync(file);
  const runs = db.prepare('SELECT * FROM runs ORDER BY seq').all() as unknown as RunRowV2[];
  db.exec(`DROP TABLE runs; ${runsTableV1}`);
  const insert = db.prepare(
    'INSERT INTO runs (seq, job_id, id, scheduled_ms, started_ms, duration_ms, id_hi, id_lo, packed, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const run of runs) {
    const packed =
      (run.http_status ?? 0) | (run.trigger === 'manual' ? 1 << 10 : 0) | (errorKindsV1.indexOf(run.error_code) << 11);
    const message = run.id === customMessage.runId ? customMessage.message : null;
    insert.run(run.seq, run.job_id, run.id, run.scheduled_ms, run.started_ms, run.duration_ms, 1, 2, packed, message);
  }
  db.exec('PRAGMA user_version = 1');
  db.close();
}

describe('a state file of schema 1', () => {
  test('is migrated on open: its runs read back as before, custom messages kept (cut to 500 characters), and the file holds schema 2 after', async () => {
    const file = join(dir, 'state.db');
    const first = await start(file);
    const failing = await call(
      first,
      'POST',
      '/v1/jobs',
      validJob({ name: 'failing', url: 'https://example.com/status/503', interval_seconds: 60 }),
    );
    const slow = await call(
      first,
      'POST',
      '/v1/jobs',
      validJob({ name: 'slow', url: 'https://example.com/delay/2', interval_seconds: 120 }),
    );
    await call(
      first,
      'POST',
      '/v1/jobs',
      validJob({ name: 'timing out', url: 'https://example.com/delay/90', interval_seconds: 300, timeout_seconds: 5 }),
    );
    const unreachable = await call(first, 'POST', '/v1/jobs', validJob({ name: 'unreachable', interval_seconds: 60 }));
    await call(first, 'POST', '/__mock/outcome-rules', { job_id: unreachable.id, connection_error: true });
    await call(first, 'POST', '/__mock/clock/advance', { seconds: 420 });
    await call(first, 'POST', `/v1/jobs/${slow.id}/run`);
    await call(first, 'POST', '/__mock/clock/advance', { seconds: 5 });
    const before = await world(first);
    await stop(first);
    expect(before.runs[failing.id]).toHaveLength(5);
    expect((before.runs[slow.id] as { trigger: string }[]).map((run) => run.trigger)).toContain('manual');
    // Every error kind of schema 1's packed word is among the runs: none, http_status, timeout, connection_error.
    const codes = new Set(
      Object.values(before.runs).flatMap((runs) =>
        (runs as { error: { code: string } | null }[]).map((run) => run.error?.code ?? null),
      ),
    );
    expect(codes).toEqual(new Set([null, 'http_status', 'timeout', 'connection_error']));

    const custom = before.runs[failing.id]![2] as { id: string; error: { message: string } };
    // Longer than the 500 characters schema 2 keeps (the spec's maxLength): it is cut on the way in.
    const message = `getaddrinfo ENOTFOUND hooks.example ${'x'.repeat(600)}`;
    downgradeToV1(file, { runId: custom.id, message });
    custom.error.message = message.slice(0, 500);

    const second = await start(file);
    expect(await world(second)).toEqual(before);
    // The schedule goes on from the migrated state, and new runs land beside the migrated ones.
    await call(second, 'POST', '/__mock/clock/advance', { seconds: 60 });
    const after = (await call(second, 'GET', `/v1/jobs/${failing.id}/runs?limit=100`)).data as {
      scheduled_at: string;
    }[];
    expect(after[0]!.scheduled_at).toBe(new Date(startOfTest + 480_000).toISOString());
    await stop(second);
    expect(await readdir(dir)).toEqual(['state.db']);

    const db = new DatabaseSync(file, { readOnly: true });
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(2);
    const columns = (db.prepare('PRAGMA table_info(runs)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual([
      'seq',
      'job_id',
      'id',
      'trigger',
      'scheduled_ms',
      'started_ms',
      'duration_ms',
      'http_status',
      'error_code',
      'error_message',
    ]);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'runs_v1'").get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT error_message FROM runs WHERE id = ?').get(custom.id)).toEqual({
      error_message: message.slice(0, 500),
    });
    // A run that succeeded has no message; one that failed has its own or the standard one.
    expect(
      db.prepare('SELECT count(*) AS n FROM runs WHERE (error_code IS NULL) <> (error_message IS NULL)').get(),
    ).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM runs WHERE error_code IS NULL').get()).not.toEqual({ n: 0 });
    db.close();
  });

  test('that cannot be migrated is refused naming both schemas, and left as it was', async () => {
    const file = join(dir, 'state.db');
    const db = new DatabaseSync(file);
    // Schema 1's header over a runs table that lacks the packed word.
    db.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID; CREATE TABLE runs (seq INTEGER PRIMARY KEY, job_id TEXT);
      INSERT INTO runs (job_id) VALUES ('job_1'); PRAGMA application_id = ${applicationId}; PRAGMA user_version = 1;`);
    db.close();
    const bytes = await readFile(file);
    const error = await startMockServer({ port: 0, stateFile: file }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StateFileError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^--state-file ${file} holds schema 1 and could not be migrated to schema 2 \\(.+\\); it was left as it was`,
      ),
    );
    expect(await readFile(file)).toEqual(bytes);
    expect(await readdir(dir)).toEqual(['state.db']);
  });
});

test('a state file of a newer schema is refused naming the version found and the one this mock reads', async () => {
  const file = join(dir, 'state.db');
  const db = new DatabaseSync(file);
  db.exec(`CREATE TABLE meta (key TEXT); PRAGMA application_id = ${applicationId}; PRAGMA user_version = 3`);
  db.close();
  const bytes = await readFile(file);
  await expect(startMockServer({ port: 0, stateFile: file })).rejects.toThrow(
    `--state-file ${file} was written by another version of this mock (schema 3; this one reads schema 2 and migrates schema 1)`,
  );
  expect(await readFile(file)).toEqual(bytes);
});
