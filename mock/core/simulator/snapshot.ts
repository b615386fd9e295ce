// The simulator's state as plain JSON, for `--state-file`: a restarted mock restores the queue (each
// job's next due time), runs still in progress, histories, the outbox with pending deliveries, the
// secrets, the outcome rules and the clock — so it neither repeats nor loses runs.

import type { OutboxSnapshot } from '../notifications/outbox.ts';
import type { OutcomeRule } from './outcome-rules.ts';
import type { RunErrorCode } from './outcome.ts';
import type { JobDefinition } from './job-state.ts';
import type { SavedHistory } from './run-history.ts';
import type { RunTrigger } from './run-record.ts';

export const SNAPSHOT_FORMAT = 'cronjobs-kit/simulator@1';

export interface JobSnapshot {
  account_id: string;
  definition: JobDefinition;
  /** When the next scheduled run is due; null while paused. */
  next_due_ms: number | null;
  consecutive_failures: number;
  /** A simulated run that had started and not finished. */
  in_progress: {
    scheduled_ms: number;
    started_ms: number;
    trigger: RunTrigger;
    status: number | null;
    duration_ms: number;
    error: RunErrorCode | null;
    message?: string;
  } | null;
  /** The kept runs, oldest first (see run-history.ts). */
  history: SavedHistory;
}

/** What of a job changes as it runs: persisted apart from its definition and its runs. */
export type SavedRuntime = Pick<JobSnapshot, 'next_due_ms' | 'consecutive_failures' | 'in_progress'>;

export interface EngineSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  clock_ms: number;
  runs_total: number;
  jobs: JobSnapshot[];
  rules: OutcomeRule[];
  outbox: OutboxSnapshot;
}
