// The state file's tables (--state-file, state-file.ts), one column per field. Version 2 gave runs named
// columns; version 1 kept each run as packed numbers and is migrated on open (state-file-migration.ts).

/** "CJK1" in the header's application_id: a file this mock made. */
export const applicationId = 0x434a4b31;
/** The schema below, in the header's user_version; a file of an older version is migrated (state-file-migration.ts). */
export const schemaVersion = 2;

export const runsTable = `CREATE TABLE runs (seq INTEGER PRIMARY KEY, job_id TEXT NOT NULL, id TEXT NOT NULL, trigger TEXT NOT NULL,
  scheduled_ms REAL NOT NULL, started_ms REAL NOT NULL, duration_ms REAL NOT NULL, http_status INTEGER, error_code TEXT, error_message TEXT);
CREATE INDEX runs_by_job ON runs (job_id, seq);`;

export const schema = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE jobs (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, account_id TEXT NOT NULL, definition TEXT NOT NULL, next_due_ms REAL, consecutive_failures INTEGER NOT NULL, in_progress TEXT);
${runsTable}
CREATE TABLE notifications (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, record TEXT NOT NULL);
CREATE TABLE idempotency (scope TEXT NOT NULL, key TEXT NOT NULL, first_used_at REAL NOT NULL, record TEXT NOT NULL, PRIMARY KEY (scope, key)) WITHOUT ROWID;
PRAGMA application_id = ${applicationId};
PRAGMA user_version = ${schemaVersion};
`;
