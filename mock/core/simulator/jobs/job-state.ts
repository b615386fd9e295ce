// What the simulator keeps per job: its run-time state only — what the schedule and the run settings of
// its definition come to, the run in progress, the counters and the bounded history. The definition
// itself (the API fields of the spec's Job) is the jobs store's; the engine reads it through
// `JobDefinitions` when it needs more than the run settings.

import type { components } from '../../../../generated/openapi.ts';
import type { Outcome } from '../outcomes/outcome.ts';
import type { RunHistory } from '../runs/run-history.ts';
import type { RunTrigger } from '../runs/run-record.ts';
import type { CronTimes } from '../cron/next-times.ts';

export type Job = components['schemas']['Job'];
/** The job as the API stores it; the simulator adds the three runtime fields. */
export type JobDefinition = Omit<Job, 'next_run_at' | 'last_run' | 'consecutive_failures'>;
export type JobRuntime = Pick<Job, 'next_run_at' | 'last_run' | 'consecutive_failures'>;

/** Where the engine reads job definitions: the jobs store (jobs-store.ts) satisfies it. */
export interface JobDefinitions {
  get(jobId: string): { readonly accountId: string; readonly job: JobDefinition } | undefined;
  readonly size: number;
}

export interface JobState {
  /** Names the job in the due-queue's handles (job-slots.ts). */
  readonly slot: number;
  /** The definition's id. */
  readonly id: string;
  /** The schedule (next-times.ts): interval in ms (0 for cron), cron times (null for interval). */
  intervalMs: number;
  cron: CronTimes | null;
  /** End of the simulated run in progress; -Infinity when none. */
  busyUntil: number;
  /** A live call is on its way (its end is not known in advance). */
  inflight: boolean;
  pendingOutcome: Outcome | null;
  /** The simulated outcome, valid while `cacheVersion` equals the rules' version. */
  cached: Outcome | null;
  cacheVersion: number;
  consecutiveFailures: number;
  /**
   * next_run_at as the API shows it, for the instant `shownNextRunMs` (NaN before the first): an instant
   * changes once per run, while every list page shows it again, so its text is made once per instant.
   */
  shownNextRun: string;
  shownNextRunMs: number;
  /** The definition's notify_on_failure. */
  notify: boolean;
  history: RunHistory;
  /** The owning account (never changes): every run event names it. */
  readonly accountId: string;
  /** The definition's timeout_seconds, in ms. */
  timeoutMs: number;
  pendingScheduled: number;
  pendingStarted: number;
  pendingTrigger: RunTrigger;
  /** The engine's `onJobTouched` (a persistence port writing only what changed), or undefined. */
  onTouch: ((jobId: string) => void) | undefined;
}

/**
 * Marks the job's run-time state as changed: every change of it (due time, run in progress, run recorded)
 * passes through here, so a persistence port writes what changed.
 */
export function touch(job: JobState): void {
  job.onTouch?.(job.id);
}
