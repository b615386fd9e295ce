// The simulator's state as plain JSON, for `--state-file`: a restarted mock restores the queue (each
// job's next due time), runs still in progress, histories, the outbox with pending deliveries, the
// secrets, the outcome rules and the clock — so it neither repeats nor loses runs. Job definitions are not
// in it: they are the jobs store's, saved beside it, and a restore reads them from the store. This file is
// the one place that knows the saved shape of the engine's state (`saveJob` is one job's part of it).

import type { Clock } from '../../primitives/clock.ts';
import type { Outbox, OutboxSnapshot } from '../../notifications/outbox.ts';
import type { JobSlots } from '../jobs/job-slots.ts';
import type { JobDefinitions, JobState } from '../jobs/job-state.ts';
import type { OutcomeRule, OutcomeRules } from '../outcomes/outcome-rules.ts';
import type { RunErrorCode } from '../outcomes/outcome.ts';
import type { RunRecorder } from './run-recorder.ts';
import type { RunRecord, RunTrigger } from '../runs/run-record.ts';
import type { Scheduling } from '../queue/due-scheduling.ts';

/** @3: runs as named fields (RunRecord); @2 kept them as packed numbers in base64 and is not read. */
export const SNAPSHOT_FORMAT = 'cronjobs-kit/simulator@3';

/** One job's run-time state; its definition is the store's, under the same id. */
export interface JobSnapshot {
  job_id: string;
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
  /** The kept runs, oldest first. */
  history: RunRecord[];
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

/** What saving and restoring reach into: the engine's parts. */
export interface SnapshotParts {
  clock: Clock;
  /** The store's definitions, already restored. */
  definitions: JobDefinitions;
  slots: JobSlots;
  /** The queue of the job's clock (clock-lanes.ts). */
  schedulingOf(job: JobState): Scheduling;
  recorder: RunRecorder;
  rules: OutcomeRules;
  outbox: Outbox;
}

/** One job's run-time state as saved, without its runs (a state file keeps those as rows of their own). */
export function saveRuntime(job: JobState, nextDueMs: number): SavedRuntime {
  const pending = job.pendingOutcome;
  return {
    next_due_ms: Number.isNaN(nextDueMs) ? null : nextDueMs,
    consecutive_failures: job.consecutiveFailures,
    in_progress: pending
      ? {
          scheduled_ms: job.pendingScheduled,
          started_ms: job.pendingStarted,
          trigger: job.pendingTrigger,
          status: pending.status,
          duration_ms: pending.durationMs,
          error: pending.error,
          ...(pending.message !== undefined ? { message: pending.message } : {}),
        }
      : null,
  };
}

/** One job's state as saved. */
export function saveJob(job: JobState, nextDueMs: number): JobSnapshot {
  return { job_id: job.id, ...saveRuntime(job, nextDueMs), history: job.history.oldestFirst() };
}

export function saveEngine({ clock, slots, schedulingOf, recorder, rules, outbox }: SnapshotParts): EngineSnapshot {
  const dueOf = (job: JobState) => {
    const due = schedulingOf(job).dueOf(job);
    return Number.isNaN(due) ? Infinity : due;
  };
  const live = slots.live().sort((a, b) => dueOf(a) - dueOf(b));
  return {
    format: SNAPSHOT_FORMAT,
    clock_ms: clock.now(),
    runs_total: recorder.runsTotal,
    jobs: live.map((job) => saveJob(job, schedulingOf(job).dueOf(job))),
    rules: rules.list(),
    outbox: outbox.snapshot(),
  };
}

export function restoreEngine(
  { clock, definitions, slots, schedulingOf, recorder, rules, outbox }: SnapshotParts,
  saved: EngineSnapshot,
): void {
  if (saved.format !== SNAPSHOT_FORMAT)
    throw new RangeError(
      `the saved simulator state is of format ${String(saved.format)}; this mock reads ${SNAPSHOT_FORMAT} only`,
    );
  if (clock.now() < saved.clock_ms) clock.jumpTo(saved.clock_ms);
  recorder.runsTotal = saved.runs_total;
  rules.restore(saved.rules);
  // Equal due times keep their saved order, so restored runs happen in the order they would have.
  for (const item of saved.jobs) {
    const stored = definitions.get(item.job_id);
    if (!stored)
      throw new RangeError(`the saved simulator state names job ${item.job_id}, which the saved jobs do not define`);
    if (slots.has(item.job_id)) throw new RangeError(`the saved simulator state names job ${item.job_id} twice`);
    const job = slots.add(stored.accountId, stored.job, item.history);
    const scheduling = schedulingOf(job);
    job.consecutiveFailures = item.consecutive_failures;
    if (item.in_progress) {
      const p = item.in_progress;
      job.pendingScheduled = p.scheduled_ms;
      job.pendingStarted = p.started_ms;
      job.pendingTrigger = p.trigger;
      job.pendingOutcome = {
        status: p.status,
        durationMs: p.duration_ms,
        error: p.error,
        ...(p.message !== undefined ? { message: p.message } : {}),
      };
      job.busyUntil = p.started_ms + p.duration_ms;
      scheduling.finishAt(job, job.busyUntil);
    }
    if (item.next_due_ms !== null) scheduling.scheduleAt(job, item.next_due_ms);
  }
  if (saved.jobs.length !== definitions.size)
    throw new RangeError(
      `the saved state defines ${definitions.size} jobs but keeps the run-time state of ${saved.jobs.length}`,
    );
  outbox.restore(saved.outbox);
}
