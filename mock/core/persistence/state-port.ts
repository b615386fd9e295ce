// The persistence port: what a durable store (the server's `--state-file`, node:sqlite) is told after each
// acknowledged write, and what it hands back at start-up. Only what changed travels: rows as JSON text,
// so the store needs no knowledge of the API's shapes. The core never waits on a store it was not given:
// without one (MSW, tests) state lives in memory only.

import type { RunError, RunTrigger } from '../simulator/runs/run-record.ts';

/** A job: its definition, and its run-time state apart (that changes with every run). */
export interface JobRow {
  id: string;
  account_id: string;
  /** JobDefinition as JSON. */
  definition: string;
  /** When its next scheduled run is due (epoch ms); null while paused. */
  next_due_ms: number | null;
  consecutive_failures: number;
  /** A simulated run that has started and not finished (SavedRuntime's in_progress), as JSON; null when none. */
  in_progress: string | null;
}

/** A finished run (the simulator's RunRecord, simulator/runs/run-record.ts), appended in the order the job ran. */
export interface RunRow {
  id: string;
  job_id: string;
  trigger: RunTrigger;
  scheduled_ms: number;
  started_ms: number;
  duration_ms: number;
  http_status: number | null;
  /** The run's error, null when it succeeded. */
  error_code: RunError['code'] | null;
  error_message: string | null;
}

export interface NotificationRow {
  id: string;
  /** The mock-control Notification with its delivery state, as JSON. */
  record: string;
}

export interface IdempotencyRow {
  scope: string;
  key: string;
  first_used_at: number;
  /** IdempotencyRecord as JSON. */
  record: string;
}

/** Single values: the clock, the accounts, the rules, the outbox's secrets and URLs, the run count. */
export type MetaKey = 'clock_ms' | 'runs_total' | 'accounts' | 'rules' | 'outbox_settings' | 'test_clocks';

export interface StateChanges {
  /** Drop everything stored first (a mock reset, or a store that missed a write): the rows below are all there is. */
  reset: boolean;
  meta: Partial<Record<MetaKey, string>>;
  /** Inserted or replaced. */
  jobs: JobRow[];
  /** Deleted, with their runs. */
  removed_jobs: string[];
  /** Appended, oldest first; then each job keeps only its newest `keep_runs`. */
  runs: RunRow[];
  keep_runs: number;
  notifications: NotificationRow[];
  removed_notifications: string[];
  idempotency: IdempotencyRow[];
}

/** What a store holds, read back at start-up. */
export interface StoredState {
  meta: Partial<Record<MetaKey, string>>;
  /** In the order they were first stored. */
  jobs: JobRow[];
  /** In the order they were appended. */
  runs: Iterable<RunRow>;
  /** Oldest first. */
  notifications: NotificationRow[];
  idempotency: IdempotencyRow[];
}

export interface StatePort {
  /**
   * Makes the changes durable. The core answers the write only once this resolves; a rejection answers
   * 500. A store may group the calls of one tick into one transaction, in the order they came.
   */
  write(changes: StateChanges): void | Promise<void>;
}
