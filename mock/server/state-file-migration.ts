// Older state files, brought to the current schema (state-file-schema.ts) when the mock opens them, in
// one transaction: a migration that fails or is killed leaves the file as it was, and the header's
// user_version says which schema a file holds. The only older schema is 1, whose runs table kept each
// run's status, trigger and error kind packed into one number, the random part of its id as two
// numbers, and an error message only where it differed from the standard one.
import type { DatabaseSync } from 'node:sqlite';
import { errorMessage, type RunErrorCode } from '../core/simulator/outcomes/outcome.ts';
import { runsTable, schemaVersion } from './state-file-schema.ts';

/** A file of this schema version can be migrated to the current one. */
export const migratable = (version: number): boolean => version === 1;

interface RunRowV1 {
  seq: number;
  job_id: string;
  id: string;
  scheduled_ms: number;
  started_ms: number;
  duration_ms: number;
  packed: number;
  message: string | null;
}

// Schema 1's packed word: status (0 for none) in bits 0–9, a manual trigger in bit 10, the error kind in bits 11–12.
const V1_ERROR_CODES: readonly (RunErrorCode | null)[] = [null, 'http_status', 'timeout', 'connection_error'];

function migrateRunsFromV1(db: DatabaseSync): void {
  db.exec(`ALTER TABLE runs RENAME TO runs_v1; DROP INDEX runs_by_job; ${runsTable}`);
  const insert = db.prepare(
    'INSERT INTO runs (seq, job_id, id, trigger, scheduled_ms, started_ms, duration_ms, http_status, error_code, error_message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const rows = db
    .prepare('SELECT seq, job_id, id, scheduled_ms, started_ms, duration_ms, packed, message FROM runs_v1 ORDER BY seq')
    .iterate() as Iterable<RunRowV1>;
  for (const row of rows) {
    const status = row.packed & 1023 || null;
    const trigger = row.packed & 1024 ? 'manual' : 'schedule';
    const code = V1_ERROR_CODES[(row.packed >> 11) & 3] ?? null;
    const message = code === null ? null : (row.message ?? errorMessage(code, status, row.duration_ms)).slice(0, 500);
    insert.run(
      row.seq,
      row.job_id,
      row.id,
      trigger,
      row.scheduled_ms,
      row.started_ms,
      row.duration_ms,
      status,
      code,
      message,
    );
  }
  db.exec('DROP TABLE runs_v1;');
}

/** Migrates a file of schema `from` (one `migratable` accepts) to the current schema; on failure rolls back and throws. */
export function migrate(db: DatabaseSync, from: number): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    if (from === 1) migrateRunsFromV1(db);
    db.exec(`PRAGMA user_version = ${schemaVersion}; COMMIT;`);
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
