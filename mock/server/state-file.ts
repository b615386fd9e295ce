// --state-file: the core's persistence port (core/persistence/state-port.ts) on SQLite through node:sqlite,
// in WAL mode. Each write is a few rows in one transaction (the writes of one tick grouped together), so
// a create costs the same with 200 jobs stored as with 100,000. The file is checked before anything is
// written to it: a file that is not ours (not SQLite, another program's SQLite, another schema) is
// refused, never overwritten; one of an older schema is migrated first (state-file-migration.ts). The
// connection holds an exclusive lock, so a second mock cannot share it.
import { access, constants, open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { MetaKey, RunRow, StateChanges, StatePort, StoredState } from '../core/persistence/state-port.ts';
import { migratable, migrate } from './state-file-migration.ts';
import { applicationId, schema, schemaVersion } from './state-file-schema.ts';

export { applicationId, schemaVersion } from './state-file-schema.ts';

/** A state file that is not one this mock can use; the message names the file and what to do. */
export class StateFileError extends Error {
  override name = 'StateFileError';
}

export interface StateFile {
  /** What the file held; undefined for a new file. */
  stored: StoredState | undefined;
  port: StatePort;
  /** Writes what is queued and closes the database (the WAL is folded back into the file). */
  close(): Promise<void>;
}

type Sqlite = typeof import('node:sqlite');

/** node:sqlite, without the ExperimentalWarning some Node 24 releases print on its first import. */
async function loadSqlite(path: string): Promise<Sqlite> {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/SQLite/i.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return await import('node:sqlite');
  } catch {
    throw new StateFileError(
      `--state-file ${path} needs node:sqlite, built into Node.js 22.13 and newer; this is Node.js ${process.versions.node}. Run the mock on Node.js 24, or leave out --state-file`,
    );
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Refuses what is plainly not an SQLite database, by its first bytes, before SQLite opens it. */
async function checkHeader(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) return;
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    if (head.toString('latin1') === 'SQLite format 3\0') return;
    const text = head.toString('utf8').trimStart();
    if (text.startsWith('{'))
      throw new StateFileError(
        `--state-file ${path} is JSON, not a state file of this mock: state files are SQLite databases since this version (the JSON state of earlier versions is not read). Move it away or choose another path`,
      );
    throw new StateFileError(
      `--state-file ${path} is not a SQLite database, so not a state file of this mock; move it away or choose another path`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * SQLITE_BUSY ("database is locked"): another connection (another mock) holds the file's lock, and with
 * node:sqlite's busy timeout of 0 nothing waits for it. (SQLITE_LOCKED needs a shared cache, which the mock never opens.)
 */
function inUse(error: unknown, path: string): StateFileError | undefined {
  if ((error as { errcode?: unknown }).errcode === 5)
    return new StateFileError(
      `--state-file ${path} is in use by another process (another mock still running?); stop it, or choose another path`,
    );
  return undefined;
}

/** The file's schema version, or 'new' for an empty database; refuses a file that is not ours or that this mock cannot read. */
function schemaOf(db: DatabaseSync, path: string): number | 'new' {
  let header: { application_id: number; user_version: number; tables: number };
  try {
    const id = db.prepare('PRAGMA application_id').get() as { application_id: number };
    const version = db.prepare('PRAGMA user_version').get() as { user_version: number };
    const tables = db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number };
    header = { application_id: id.application_id, user_version: version.user_version, tables: tables.n };
  } catch (error) {
    throw (
      inUse(error, path) ??
      new StateFileError(
        `--state-file ${path} is a damaged SQLite database (${(error as Error).message}); move it away or choose another path`,
      )
    );
  }
  if (header.application_id === 0 && header.user_version === 0 && header.tables === 0) return 'new';
  if (header.application_id !== applicationId)
    throw new StateFileError(
      `--state-file ${path} is a SQLite database of another program, not a state file of this mock; move it away or choose another path`,
    );
  if (header.user_version !== schemaVersion && !migratable(header.user_version))
    throw new StateFileError(
      `--state-file ${path} was written by another version of this mock (schema ${header.user_version}; this one reads schema ${schemaVersion} and migrates schema 1); use that version, or move it away`,
    );
  return header.user_version;
}

/** Every run, in the order appended. */
function runsOf(db: DatabaseSync): RunRow[] {
  return db
    .prepare(
      'SELECT id, job_id, trigger, scheduled_ms, started_ms, duration_ms, http_status, error_code, error_message FROM runs ORDER BY seq',
    )
    .all() as unknown as RunRow[];
}

function readState(db: DatabaseSync, path: string): StoredState {
  try {
    const meta: Partial<Record<MetaKey, string>> = {};
    for (const row of db.prepare('SELECT key, value FROM meta').all() as { key: MetaKey; value: string }[])
      meta[row.key] = row.value;
    return {
      meta,
      jobs: db
        .prepare(
          'SELECT id, account_id, definition, next_due_ms, consecutive_failures, in_progress FROM jobs ORDER BY seq',
        )
        .all() as unknown as StoredState['jobs'],
      runs: runsOf(db),
      notifications: db
        .prepare('SELECT id, record FROM notifications ORDER BY seq')
        .all() as unknown as StoredState['notifications'],
      idempotency: db
        .prepare('SELECT scope, key, first_used_at, record FROM idempotency')
        .all() as unknown as StoredState['idempotency'],
    };
  } catch (error) {
    throw new StateFileError(
      `--state-file ${path} could not be read (${(error as Error).message}); move it away or choose another path`,
    );
  }
}

function createWriter(db: DatabaseSync) {
  const s = (sql: string): StatementSync => db.prepare(sql);
  const statements = {
    meta: s('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    job: s(
      'INSERT INTO jobs (id, account_id, definition, next_due_ms, consecutive_failures, in_progress) VALUES (?, ?, ?, ?, ?, ?) ' +
        'ON CONFLICT (id) DO UPDATE SET definition = excluded.definition, next_due_ms = excluded.next_due_ms, ' +
        'consecutive_failures = excluded.consecutive_failures, in_progress = excluded.in_progress',
    ),
    removeJob: s('DELETE FROM jobs WHERE id = ?'),
    removeRuns: s('DELETE FROM runs WHERE job_id = ?'),
    run: s(
      'INSERT INTO runs (job_id, id, trigger, scheduled_ms, started_ms, duration_ms, http_status, error_code, error_message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    trim: s(
      'DELETE FROM runs WHERE job_id = ? AND seq < (SELECT seq FROM runs WHERE job_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)',
    ),
    notification: s(
      'INSERT INTO notifications (id, record) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET record = excluded.record',
    ),
    removeNotification: s('DELETE FROM notifications WHERE id = ?'),
    idempotency: s(
      'INSERT INTO idempotency (scope, key, first_used_at, record) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (scope, key) DO UPDATE SET first_used_at = excluded.first_used_at, record = excluded.record',
    ),
  };
  return function apply(changes: StateChanges): void {
    if (changes.reset)
      db.exec(
        'DELETE FROM meta; DELETE FROM jobs; DELETE FROM runs; DELETE FROM notifications; DELETE FROM idempotency;',
      );
    for (const [key, value] of Object.entries(changes.meta)) statements.meta.run(key, value!);
    for (const id of changes.removed_jobs) {
      statements.removeJob.run(id);
      statements.removeRuns.run(id);
    }
    for (const job of changes.jobs)
      statements.job.run(
        job.id,
        job.account_id,
        job.definition,
        job.next_due_ms,
        job.consecutive_failures,
        job.in_progress,
      );
    const ran = new Set<string>();
    for (const run of changes.runs) {
      statements.run.run(
        run.job_id,
        run.id,
        run.trigger,
        run.scheduled_ms,
        run.started_ms,
        run.duration_ms,
        run.http_status,
        run.error_code,
        run.error_message,
      );
      ran.add(run.job_id);
    }
    for (const jobId of ran) statements.trim.run(jobId, jobId, changes.keep_runs - 1);
    for (const id of changes.removed_notifications) statements.removeNotification.run(id);
    for (const row of changes.notifications) statements.notification.run(row.id, row.record);
    for (const row of changes.idempotency)
      statements.idempotency.run(row.scope, row.key, row.first_used_at, row.record);
  };
}

/** The port: the writes of one tick go into one transaction, in order; each caller hears when it is committed. */
function createPort(db: DatabaseSync): { port: StatePort; drain(): void } {
  const apply = createWriter(db);
  let queue: { changes: StateChanges; resolve: () => void; reject: (error: unknown) => void }[] = [];
  function drain(): void {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      db.exec('BEGIN IMMEDIATE');
      try {
        for (const item of batch) apply(item.changes);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) item.resolve();
  }
  return {
    drain,
    port: {
      write(changes) {
        return new Promise<void>((resolve, reject) => {
          if (queue.length === 0) setImmediate(drain);
          queue.push({ changes, resolve, reject });
        });
      },
    },
  };
}

export async function openStateFile(path: string): Promise<StateFile> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (info?.isDirectory()) throw Object.assign(new Error(`${path} is a folder`), { code: 'EISDIR', path });
  // A missing or read-only folder is named by its own error (start-failure.ts), not SQLite's "unable to open".
  await access(dirname(path), constants.W_OK | constants.X_OK);
  const sqlite = await loadSqlite(path);
  await checkHeader(path);
  let db: DatabaseSync;
  try {
    db = new sqlite.DatabaseSync(path);
  } catch (error) {
    throw new StateFileError(`--state-file ${path} could not be opened (${(error as Error).message})`);
  }
  try {
    // An empty database (no tables, no id) is taken as new: there is nothing in it to lose.
    const found = schemaOf(db, path);
    const fresh = found === 'new';
    try {
      // Exclusive first: the lock is held from the first write until close, and no -shm file is needed.
      db.exec('PRAGMA locking_mode = EXCLUSIVE;');
      // An older schema is migrated in one transaction, before anything else is written: a migration that
      // fails or is killed leaves the file as it was.
      if (typeof found === 'number' && found !== schemaVersion) {
        try {
          migrate(db, found);
        } catch (error) {
          throw (
            inUse(error, path) ??
            new StateFileError(
              `--state-file ${path} holds schema ${found} and could not be migrated to schema ${schemaVersion} (${(error as Error).message}); it was left as it was. Use the version of this mock that wrote it, or move it away`,
            )
          );
        }
      }
      // synchronous = NORMAL: a commit is in the log (the OS has it) before the answer, so a killed mock
      // loses nothing; only a machine crash can lose the last commits. FULL adds an fsync per commit, which
      // waits on the disk for longer than the create's own work takes.
      db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      if (fresh) db.exec(`BEGIN IMMEDIATE; ${schema} COMMIT;`);
      else db.exec('BEGIN IMMEDIATE; COMMIT;');
    } catch (error) {
      throw inUse(error, path) ?? error;
    }
    const stored = fresh ? undefined : readState(db, path);
    const { port, drain } = createPort(db);
    return {
      stored,
      port,
      async close() {
        drain();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
