// A finished run, recorded: the job's history and counters, the advance's answer, the events, and a
// failure notification when the job asks for one. Every run the engine makes ends here — the one place a
// run is appended.

import type { Clock } from '../../primitives/clock.ts';
import { toTimestamp } from '../../primitives/clock.ts';
import type { JobRunFailedNotification, Outbox } from '../../notifications/outbox.ts';
import type { EventHub } from '../events/events.ts';
import { touch, type Job, type JobState } from '../jobs/job-state.ts';
import type { Outcome } from '../outcomes/outcome.ts';
import type { RunCollector } from '../runs/run-collector.ts';
import type { RunIds } from '../runs/run-ids.ts';
import { fromRun, runRecord, toRun, type Run, type RunTrigger } from '../runs/run-record.ts';

export interface RunRecorder {
  record(job: JobState, scheduled: number, started: number, outcome: Outcome, trigger: RunTrigger): void;
  /**
   * Fixtures: finished runs made elsewhere (any order), recorded as if this engine had made them; not
   * counted in `runsTotal`. Their ids must be ULIDs whose time is `started_at`, as the engine's own are.
   */
  recordGiven(job: JobState, runs: readonly Run[]): void;
  /** A scheduled occurrence did not run: the job's previous run was still in progress. */
  skip(job: JobState, due: number): void;
  /** Runs recorded since start (all time, across restores). */
  runsTotal: number;
  /** Occurrences skipped since start. */
  skipped: number;
  /** Where an advance collects the runs it answers with; null outside one. */
  sink: RunCollector | null;
}

export interface RecorderDeps {
  clock: Clock;
  hub: EventHub;
  outbox: Outbox;
  runIds: RunIds;
  /** The job as the API shows it, for a notification's payload. */
  view(job: JobState): Job;
}

export function createRunRecorder({ clock, hub, outbox, runIds, view }: RecorderDeps): RunRecorder {
  const recorder: RunRecorder = {
    runsTotal: 0,
    skipped: 0,
    sink: null,
    record(job, scheduled, started, outcome, trigger) {
      const record = runRecord(job.id, runIds(started), trigger, scheduled, started, outcome);
      job.history.push(record);
      touch(job);
      const failed = record.error !== null;
      job.consecutiveFailures = failed ? job.consecutiveFailures + 1 : 0;
      recorder.runsTotal++;
      recorder.sink?.add(record);
      const notify = failed && job.notify;
      if (!hub.active && !notify) return;
      const run = toRun(record);
      if (hub.active) {
        hub.emit(
          outcome.excerpt === undefined
            ? { type: 'run.finished', account_id: job.accountId, run }
            : { type: 'run.finished', account_id: job.accountId, run, excerpt: outcome.excerpt },
        );
      }
      if (notify) {
        const payload: JobRunFailedNotification = {
          type: 'job.run.failed',
          timestamp: toTimestamp(clock.now()),
          data: { job: view(job), run },
        };
        const notification = outbox.record(job.accountId, payload);
        if (hub.active) hub.emit({ type: 'notification.created', notification });
      }
    },
    recordGiven(job, runs) {
      const oldestFirst = [...runs].sort((a, b) =>
        a.started_at === b.started_at ? (a.id < b.id ? -1 : 1) : a.started_at < b.started_at ? -1 : 1,
      );
      for (const run of oldestFirst) {
        job.history.push(fromRun(job.id, run));
        job.consecutiveFailures = run.error === null ? 0 : job.consecutiveFailures + 1;
      }
      touch(job);
    },
    skip(job, due) {
      recorder.skipped++;
      if (hub.active)
        hub.emit({ type: 'run.skipped', account_id: job.accountId, job_id: job.id, scheduled_at: toTimestamp(due) });
    },
  };
  return recorder;
}
