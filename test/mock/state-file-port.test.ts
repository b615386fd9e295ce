// The state file below the core: what `openStateFile` writes through its port and reads back on the next
// open, row for row (runs trimmed per job across writes, removals, repeated keys, a batch that fails whole),
// and what it takes for a file on open (empty, JSON after blank lines, another program's bare database, a
// folder, a table missing, a file another process is writing to), and how it leaves the file.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { JobRow, RunRow, StateChanges } from '../../mock/core/persistence/state-port.ts';
import { applicationId, openStateFile, StateFileError, type StateFile } from '../../mock/server/state-file.ts';

let dir: string;
let path: string;
const open: StateFile[] = [];
const sockets: Server[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-port-'));
  path = join(dir, 'state.db');
});
afterEach(async () => {
  for (const file of open.splice(0)) await file.close();
  for (const server of sockets.splice(0)) await new Promise((closed) => server.close(closed));
  await rm(dir, { recursive: true, force: true });
});

async function openFile(at = path): Promise<StateFile> {
  const file = await openStateFile(at);
  open.push(file);
  return file;
}

async function closeFile(file: StateFile): Promise<void> {
  open.splice(open.indexOf(file), 1);
  await file.close();
}

/** Closes `file` and opens it again: what the next start of the mock reads. */
async function reopened(file: StateFile) {
  await closeFile(file);
  const again = await openFile();
  return { ...again.stored!, runs: [...again.stored!.runs] };
}

const changes = (part: Partial<StateChanges>): StateChanges => ({
  reset: false,
  meta: {},
  jobs: [],
  removed_jobs: [],
  runs: [],
  keep_runs: 100,
  notifications: [],
  removed_notifications: [],
  idempotency: [],
  ...part,
});
const job = (id: string): JobRow => ({
  id,
  account_id: 'acct_1',
  definition: `{"name":"${id}"}`,
  next_due_ms: 0,
  consecutive_failures: 0,
  in_progress: null,
});
const run = (jobId: string, n: number): RunRow => ({
  id: `${jobId}-run-${n}`,
  job_id: jobId,
  trigger: 'schedule',
  scheduled_ms: n * 60_000,
  started_ms: n * 60_000,
  duration_ms: 10,
  http_status: 200,
  error_code: null,
  error_message: null,
});
const runIds = (runs: RunRow[], jobId: string) => runs.filter((r) => r.job_id === jobId).map((r) => r.id);

describe('what the port writes is what the next open reads', () => {
  test('each job keeps its newest runs across writes', async () => {
    const file = await openFile();
    await file.port.write(
      changes({ jobs: [job('a'), job('b')], runs: [1, 2, 3].map((n) => run('a', n)), keep_runs: 3 }),
    );
    await file.port.write(changes({ runs: [run('a', 4), run('a', 5), run('b', 1)], keep_runs: 3 }));
    const { runs } = await reopened(file);
    expect(runIds(runs, 'a')).toEqual(['a-run-3', 'a-run-4', 'a-run-5']);
    expect(runIds(runs, 'b')).toEqual(['b-run-1']);
  });

  test('a removed job takes its runs with it', async () => {
    const file = await openFile();
    await file.port.write(changes({ jobs: [job('a'), job('b')], runs: [run('a', 1), run('b', 1)] }));
    await file.port.write(changes({ removed_jobs: ['a'] }));
    const stored = await reopened(file);
    expect(stored.jobs.map((j) => j.id)).toEqual(['b']);
    expect(stored.runs.map((r) => r.id)).toEqual(['b-run-1']);
  });

  test('a removed notification is gone', async () => {
    const file = await openFile();
    await file.port.write(
      changes({
        notifications: [
          { id: 'n1', record: '{}' },
          { id: 'n2', record: '{}' },
        ],
      }),
    );
    await file.port.write(changes({ removed_notifications: ['n1'] }));
    expect((await reopened(file)).notifications.map((n) => n.id)).toEqual(['n2']);
  });

  test('an idempotency key written again keeps its latest record', async () => {
    const file = await openFile();
    const key = { scope: 'acct_1 POST /v1/jobs', key: 'k1' };
    await file.port.write(changes({ idempotency: [{ ...key, first_used_at: 1, record: '"first"' }] }));
    await file.port.write(changes({ idempotency: [{ ...key, first_used_at: 2, record: '"second"' }] }));
    expect((await reopened(file)).idempotency).toEqual([{ ...key, first_used_at: 2, record: '"second"' }]);
  });

  test('a write still queued when the file is closed is in it', async () => {
    const file = await openFile();
    const written = file.port.write(changes({ jobs: [job('late')] }));
    const stored = await reopened(file);
    await written;
    expect(stored.jobs.map((j) => j.id)).toEqual(['late']);
  });

  test('a batch the database refuses is dropped whole, each of its writers told, and the next write lands', async () => {
    const file = await openFile();
    const heard: string[] = [];
    const tell = (name: string, write: void | Promise<void>) =>
      Promise.resolve(write).then(
        () => heard.push(`${name} written`),
        () => heard.push(`${name} refused`),
      );
    // Same tick, so one transaction: the second row breaks a NOT NULL column.
    void tell('first', file.port.write(changes({ jobs: [job('kept-out')] })));
    const broken = { ...job('broken'), account_id: null as unknown as string };
    void tell('second', file.port.write(changes({ jobs: [broken] })));
    // Queued after the batch's own turn, so the batch has been tried (and its writers told) by then.
    await new Promise((resolve) => setImmediate(resolve));
    await tell('next', file.port.write(changes({ jobs: [job('next')] })));
    expect(heard).toEqual(['first refused', 'second refused', 'next written']);
    expect((await reopened(file)).jobs.map((j) => j.id)).toEqual(['next']);
  });
});

/** A SQLite database with `setup` run in it. */
function sqliteFile(at: string, setup: string): void {
  const db = new DatabaseSync(at);
  db.exec(setup);
  db.close();
}

const failureOf = (at: string) =>
  openFile(at).then(
    () => undefined,
    (error: unknown) => error as Error & { code?: string; path?: string },
  );

describe('what a file holds decides how it opens', () => {
  test('an empty file is taken as a new state file', async () => {
    await writeFile(path, '');
    const file = await openFile();
    expect(file.stored).toBeUndefined();
    await file.port.write(changes({ jobs: [job('a')] }));
    expect((await reopened(file)).jobs.map((j) => j.id)).toEqual(['a']);
  });

  test.each([
    ['JSON after blank lines', () => writeFile(path, '\n\n  {"version":1}\n'), /is JSON, not a state file/],
    [
      'a SQLite database with another program’s id and no tables',
      async () => sqliteFile(path, 'PRAGMA application_id = 99'),
      /SQLite database of another program/,
    ],
    [
      'a SQLite database with a schema version and no tables',
      async () => sqliteFile(path, 'PRAGMA user_version = 7'),
      /SQLite database of another program/,
    ],
    [
      'a state file with a table missing',
      async () => {
        const file = await openFile();
        await closeFile(file);
        sqliteFile(path, 'DROP TABLE notifications');
      },
      /could not be read \(.*notifications/,
    ],
  ])('%s is refused, named, and left as it was', async (_case, make, says) => {
    await make();
    const before = await readFile(path);
    const error = await failureOf(path);
    expect(error).toBeInstanceOf(StateFileError);
    expect(error?.name).toBe('StateFileError');
    expect(error?.message).toMatch(says);
    expect(error?.message).toContain(`--state-file ${path}`);
    expect(await readFile(path)).toEqual(before);
  });

  test('a folder is named as one', async () => {
    const folder = join(dir, 'a-folder');
    await mkdir(folder);
    const error = await failureOf(folder);
    expect(error).toMatchObject({ code: 'EISDIR', path: folder, message: `${folder} is a folder` });
  });

  test.each([
    [
      'a path under a plain file',
      async () => {
        await writeFile(join(dir, 'plain'), 'x');
        return join(dir, 'plain', 'state.db');
      },
      { code: 'ENOTDIR' },
    ],
    [
      'a socket',
      async () => {
        const at = join(dir, 'state.sock');
        const server = createServer();
        await new Promise<void>((listening) => server.listen(at, listening));
        sockets.push(server);
        return at;
      },
      { code: 'ENXIO' },
    ],
  ])('%s is named by the system’s own error', async (_case, make, error) => {
    expect(await failureOf(await make())).toMatchObject(error);
  });

  test('a link to a folder that does not exist could not be opened, and says so', async () => {
    await symlink(join(dir, 'missing', 'state.db'), path);
    const error = await failureOf(path);
    expect(error).toBeInstanceOf(StateFileError);
    expect(error?.message).toMatch(new RegExp(`^--state-file ${path} could not be opened \\(.+\\)$`));
  });

  // Linux shows a process's open descriptors; elsewhere there is nothing to count.
  test.runIf(existsSync('/proc/self/fd'))('opening, refusing and closing leave no descriptor open', async () => {
    const descriptors = () => readdirSync('/proc/self/fd').length;
    await closeFile(await openFile());
    const before = descriptors();
    await closeFile(await openFile());
    await writeFile(join(dir, 'old.json'), '{}');
    await failureOf(join(dir, 'old.json'));
    expect(descriptors()).toBe(before);
  });

  test('a schema-1 file another process is writing to is named as in use, not as damaged', async () => {
    sqliteFile(
      path,
      `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); PRAGMA application_id = ${applicationId}; PRAGMA user_version = 1`,
    );
    const writer = new DatabaseSync(path);
    writer.exec('BEGIN IMMEDIATE');
    try {
      const error = await failureOf(path);
      expect(error).toBeInstanceOf(StateFileError);
      expect(error?.message).toMatch(/is in use by another process/);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
  });

  test('a state file opened again is locked against a second mock, as a new one is', async () => {
    await closeFile(await openFile());
    await openFile();
    expect((await failureOf(path))?.message).toMatch(/is in use by another process/);
  });

  test('the file is left in WAL mode, and the process’s warnings as they were', async () => {
    const emitWarning = process.emitWarning;
    await closeFile(await openFile());
    expect(process.emitWarning).toBe(emitWarning);
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      db.close();
    }
  });
});
