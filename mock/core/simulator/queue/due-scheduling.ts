// What is due when: one due-queue (due-queue.ts) holds every job's next scheduled run, every simulated
// run still in progress and every notification delivery attempt. A queue handle is `slot * 4 + kind`, so
// one integer names what is due and whose it is (a job's slot, job-slots.ts, or a notification's).

import { toTimestamp } from '../../primitives/clock.ts';
import { createDueQueue, type DueQueue } from './due-queue.ts';
import { touch, type JobState } from '../jobs/job-state.ts';
import { firstFree } from '../cron/next-times.ts';

export const KIND_SCHEDULE = 0;
export const KIND_FINISH = 1;
export const KIND_DELIVERY = 2;

export const handleKind = (handle: number): number => handle & 3;
export const handleSlot = (handle: number): number => handle >>> 2;

export interface Scheduling {
  readonly queue: DueQueue;
  /** The job's next scheduled run is due at `dueMs`. */
  scheduleAt(job: JobState, dueMs: number): void;
  /** The job has no scheduled run (paused, deleted). */
  unschedule(job: JobState): void;
  /** When the job's next scheduled run is due; NaN when it has none. */
  dueOf(job: JobState): number;
  /** The spec's next_run_at: the next occurrence that will really run (past a run in progress). */
  nextRunAt(job: JobState): string | null;
  /** The job's simulated run in progress ends at `endMs`. */
  finishAt(job: JobState, endMs: number): void;
  cancelFinish(job: JobState): void;
  deliveryAt(slot: number, dueMs: number): void;
  cancelDelivery(slot: number): void;
}

export function createScheduling(): Scheduling {
  const queue = createDueQueue();
  return {
    queue,
    scheduleAt(job, dueMs) {
      queue.schedule(job.slot * 4 + KIND_SCHEDULE, dueMs);
      touch(job);
    },
    unschedule(job) {
      queue.cancel(job.slot * 4 + KIND_SCHEDULE);
      touch(job);
    },
    dueOf: (job) => queue.dueAt(job.slot * 4 + KIND_SCHEDULE),
    nextRunAt(job) {
      const next = queue.dueAt(job.slot * 4 + KIND_SCHEDULE);
      if (!Number.isFinite(next)) return null;
      const at = firstFree(job, next, job.busyUntil);
      if (at !== job.shownNextRunMs) {
        job.shownNextRunMs = at;
        job.shownNextRun = toTimestamp(at);
      }
      return job.shownNextRun;
    },
    finishAt: (job, endMs) => queue.schedule(job.slot * 4 + KIND_FINISH, endMs),
    cancelFinish: (job) => queue.cancel(job.slot * 4 + KIND_FINISH),
    deliveryAt: (slot, dueMs) => queue.schedule(slot * 4 + KIND_DELIVERY, dueMs),
    cancelDelivery: (slot) => queue.cancel(slot * 4 + KIND_DELIVERY),
  };
}
