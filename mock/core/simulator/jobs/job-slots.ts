// Where the engine keeps its jobs' run-time state: one JobState per job in a numbered slot (the slot
// names the job in the due-queue's handles, due-scheduling.ts), found by id, and slots reused after a delete
// so the queue's handle space stays as small as the number of jobs.

import { touch, type JobDefinition, type JobState } from './job-state.ts';
import { createRunHistory } from '../runs/run-history.ts';
import type { RunRecord } from '../runs/run-record.ts';
import { sameSchedule, scheduleOf } from '../cron/next-times.ts';

export interface JobSlots {
  get(jobId: string): JobState | undefined;
  at(slot: number): JobState | undefined;
  has(jobId: string): boolean;
  /** A new state in a free slot, with the run settings of `def` (not `def` itself) and its saved runs (oldest first) when given. */
  add(accountId: string, def: JobDefinition, history?: readonly RunRecord[]): JobState;
  /** Takes the run settings of a changed definition; true when its schedule changed. */
  applyDefinition(job: JobState, def: JobDefinition): boolean;
  /** Frees the job's slot; its queue entries are the caller's to cancel first. */
  remove(job: JobState): void;
  /** Every job, in slot order. */
  live(): JobState[];
  clear(): void;
}

export function createJobSlots(historyLimit: number, onTouch?: (jobId: string) => void): JobSlots {
  const jobs: (JobState | undefined)[] = [];
  const byId = new Map<string, JobState>();
  const freeSlots: number[] = [];
  return {
    get: (jobId) => byId.get(jobId),
    at: (slot) => jobs[slot],
    has: (jobId) => byId.has(jobId),
    add(accountId, def, history) {
      const slot = freeSlots.pop() ?? jobs.length;
      const schedule = scheduleOf(def);
      const state: JobState = {
        slot,
        id: def.id,
        intervalMs: schedule.intervalMs,
        cron: schedule.cron,
        busyUntil: -Infinity,
        inflight: false,
        pendingOutcome: null,
        cached: null,
        cacheVersion: -1,
        consecutiveFailures: 0,
        shownNextRun: '',
        shownNextRunMs: Number.NaN,
        notify: def.notify_on_failure,
        history: createRunHistory(historyLimit, history),
        accountId,
        timeoutMs: def.timeout_seconds * 1000,
        pendingScheduled: 0,
        pendingStarted: 0,
        pendingTrigger: 'schedule',
        onTouch,
      };
      touch(state);
      jobs[slot] = state;
      byId.set(def.id, state);
      return state;
    },
    applyDefinition(job, def) {
      const schedule = scheduleOf(def);
      const changed = !sameSchedule(job, schedule);
      if (changed) {
        job.intervalMs = schedule.intervalMs;
        job.cron = schedule.cron;
      }
      job.notify = def.notify_on_failure;
      job.timeoutMs = def.timeout_seconds * 1000;
      return changed;
    },
    remove(job) {
      byId.delete(job.id);
      jobs[job.slot] = undefined;
      freeSlots.push(job.slot);
    },
    live: () => jobs.filter((job): job is JobState => job !== undefined),
    clear() {
      byId.clear();
      jobs.length = 0;
      freeSlots.length = 0;
    },
  };
}
