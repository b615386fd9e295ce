// What the simulator keeps per job: the definition the core owns (the API fields of the spec's Job), and
// the runtime fields it computes itself (next_run_at, last_run, consecutive_failures), the run in
// progress and the bounded history. One object of fixed shape per job, reused for every run.

import type { components } from '../../../generated/openapi.ts';
import type { Outcome } from './outcome.ts';
import type { RunHistory } from './run-history.ts';
import type { RunTrigger } from './run-record.ts';
import type { CronTimes } from './schedule.ts';

export type Job = components['schemas']['Job'];
/** The job as the API stores it; the simulator adds the three runtime fields. */
export type JobDefinition = Omit<Job, 'next_run_at' | 'last_run' | 'consecutive_failures'>;
export type JobRuntime = Pick<Job, 'next_run_at' | 'last_run' | 'consecutive_failures'>;

export interface JobState {
  // Hot fields first (V8 lays an object out in the order its fields are first set): a large advance
  // touches one job per run, thousands of jobs apart, so what a run reads should share cache lines.
  readonly slot: number;
  /** def.id, kept beside the hot fields. */
  readonly id: string;
  /** The schedule (schedule.ts): interval in ms (0 for cron), cron times (null for interval). */
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
  /** `cached` pre-read for a scheduled run: packed word, duration, failed, message. */
  cachedPacked: number;
  cachedDuration: number;
  cachedFailed: boolean;
  cachedMessage: string | undefined;
  consecutiveFailures: number;
  /** def.notify_on_failure. */
  notify: boolean;
  history: RunHistory;
  readonly accountId: string;
  def: JobDefinition;
  timeoutMs: number;
  pendingScheduled: number;
  pendingStarted: number;
  pendingTrigger: RunTrigger;
  /** Runs recorded since the job was created or loaded: part of what its JSON text depends on. */
  recorded: number;
  /** The job's JSON text as last shown, with what it was built from (see engine `jobJson`). */
  shown: ShownJson | undefined;
}

/** A job's JSON text and the state it shows: the definition, the next due time, the run in progress, the runs recorded. */
export interface ShownJson {
  readonly def: JobDefinition;
  readonly next: number;
  readonly busyUntil: number;
  readonly recorded: number;
  readonly json: string;
}
