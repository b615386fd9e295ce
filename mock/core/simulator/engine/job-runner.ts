// Running a job: a simulated outcome is known at once — a run that takes no time is recorded now, a
// longer one occupies the job until its finish entry comes due (due-scheduling.ts); a live call
// (`--live-calls`) returns a promise and records its run when the answer comes.

import type { JobSlots } from '../jobs/job-slots.ts';
import { touch, type JobState } from '../jobs/job-state.ts';
import type { Caller } from '../outcomes/live-caller.ts';
import { simulatedOutcome } from './outcome-cache.ts';
import type { OutcomeRules } from '../outcomes/outcome-rules.ts';
import type { Outcome } from '../outcomes/outcome.ts';
import type { RunRecorder } from './run-recorder.ts';
import type { RunTrigger } from '../runs/run-record.ts';
import type { Scheduling } from '../queue/due-scheduling.ts';

export interface JobRunner {
  /** Starts a run; a promise only for a live call. */
  start(job: JobState, scheduled: number, started: number, trigger: RunTrigger): Promise<void> | undefined;
  /** Records the simulated run in progress (its finish entry came due). */
  finish(job: JobState): void;
  /** Records a simulated run that has ended by `nowMs` but whose finish entry has not been reached yet. */
  finishEnded(job: JobState, nowMs: number): void;
  /** A run of the job is in progress at `nowMs`. */
  isBusy(job: JobState, nowMs: number): boolean;
}

export interface RunnerDeps {
  slots: JobSlots;
  scheduling: Scheduling;
  rules: OutcomeRules;
  recorder: RunRecorder;
  caller: Caller | undefined;
  /** What the job calls: its URL, method and timeout come from its definition. */
  target(job: JobState): { url: string; method: string };
}

export function createJobRunner({ slots, scheduling, rules, recorder, caller, target }: RunnerDeps): JobRunner {
  const urlOf = (job: JobState) => target(job).url;

  function finish(job: JobState): void {
    const outcome = job.pendingOutcome!;
    job.pendingOutcome = null;
    job.busyUntil = -Infinity;
    recorder.record(job, job.pendingScheduled, job.pendingStarted, outcome, job.pendingTrigger);
  }

  return {
    start(job, scheduled, started, trigger) {
      if (caller) {
        job.inflight = true;
        // A Caller reports failures as outcomes; one that throws anyway still frees the job.
        const broken = (error: unknown): Outcome => ({
          status: null,
          durationMs: 0,
          error: 'connection_error',
          message: `The call failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
        });
        const { url, method } = target(job);
        return caller({ url, method, timeoutMs: job.timeoutMs })
          .catch(broken)
          .then((outcome) => {
            job.inflight = false;
            if (slots.at(job.slot) === job) recorder.record(job, scheduled, started, outcome, trigger);
          });
      }
      const outcome = simulatedOutcome(job, rules, urlOf);
      if (outcome.durationMs === 0) {
        recorder.record(job, scheduled, started, outcome, trigger);
        return undefined;
      }
      job.busyUntil = started + outcome.durationMs;
      job.pendingScheduled = scheduled;
      job.pendingStarted = started;
      job.pendingTrigger = trigger;
      job.pendingOutcome = outcome;
      touch(job);
      scheduling.finishAt(job, job.busyUntil);
      return undefined;
    },
    finish,
    finishEnded(job, nowMs) {
      if (job.pendingOutcome !== null && job.busyUntil <= nowMs) {
        scheduling.cancelFinish(job);
        finish(job);
      }
    },
    isBusy: (job, nowMs) => job.inflight || job.busyUntil > nowMs,
  };
}
