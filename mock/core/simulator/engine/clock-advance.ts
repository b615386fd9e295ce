// Moving the clock: an advance pops everything due up to its target from the one queue, in time order,
// moving the clock to each item as it goes — scheduled runs, runs finishing, notification deliveries —
// in slices that give the event loop a turn (drain-pacer.ts). One advance at a time.

import type { Clock } from '../../primitives/clock.ts';
import type { Outbox } from '../../notifications/outbox.ts';
import { startSlice, type YieldPort } from '../time/drain-pacer.ts';
import type { AdvanceResult } from './engine-api.ts';
import type { JobRunner } from './job-runner.ts';
import { touch } from '../jobs/job-state.ts';
import type { JobSlots } from '../jobs/job-slots.ts';
import { createRunCollector } from '../runs/run-collector.ts';
import type { RunRecorder } from './run-recorder.ts';
import { nextDue } from '../cron/next-times.ts';
import { handleKind, handleSlot, KIND_FINISH, KIND_SCHEDULE, type Scheduling } from '../queue/due-scheduling.ts';

export interface ClockAdvance {
  advanceTo(targetMs: number): Promise<AdvanceResult>;
  /** Settles once the advance under way (if any) has. */
  settled(): Promise<unknown>;
}

export interface AdvanceDeps {
  clock: Clock;
  slots: JobSlots;
  scheduling: Scheduling;
  runner: JobRunner;
  recorder: RunRecorder;
  outbox: Outbox;
  live: boolean;
  advanceRunsLimit: number;
  yieldPort: YieldPort | undefined;
  /** Real-clock work nobody awaits (a live call, a delivery). */
  track(promise: Promise<unknown>): void;
  /** The queue changed: re-arm the real-clock timer. */
  rearm(): void;
}

export function createClockAdvance(deps: AdvanceDeps): ClockAdvance {
  const { clock, slots, scheduling, runner, recorder, outbox, live } = deps;
  const queue = scheduling.queue;
  let chain: Promise<unknown> = Promise.resolve();

  async function drain(targetMs: number): Promise<void> {
    for (const slice = startSlice(deps.yieldPort); ; ) {
      if (slice.spent()) await slice.yield();
      const handle = queue.peek();
      if (handle < 0) return;
      const due = queue.nextDue();
      if (due > targetMs) return;
      if (due > clock.now()) clock.jumpTo(due);
      const kind = handleKind(handle);
      const slot = handleSlot(handle);
      if (kind === KIND_SCHEDULE) {
        const job = slots.at(slot)!;
        // Re-key in place (one sift instead of pop + push): the next occurrence follows the previous due
        // time (next-times.ts), whatever the run does, so the schedule never drifts.
        const next = nextDue(job, due);
        // A run that ends exactly now is recorded before the next one starts (its finish entry may sort
        // after this one, having been queued later).
        runner.finishEnded(job, due);
        // Rescheduled before the run starts, so a notification made by it shows the true next_run_at.
        queue.rescheduleTop(next);
        touch(job);
        if (runner.isBusy(job, due)) {
          recorder.skip(job, due);
          continue;
        }
        // A simulated occurrence starts at its due time even if a real-clock timer woke a little late:
        // the occurrence belongs to its due time. A live call starts when it really does.
        const pending = runner.start(job, due, live ? clock.now() : due, 'schedule');
        if (pending) {
          if (clock.mode === 'virtual') await pending;
          else deps.track(pending);
        }
      } else if (kind === KIND_FINISH) {
        queue.popDue(due);
        runner.finish(slots.at(slot)!);
      } else {
        queue.popDue(due);
        const attempt = outbox.attempt(slot);
        if (clock.mode === 'virtual') await attempt;
        else deps.track(attempt);
      }
    }
  }

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = chain.then(work, work);
    chain = result.catch(() => undefined);
    return result;
  }

  return {
    advanceTo: (targetMs) =>
      exclusive(async () => {
        if (!Number.isFinite(targetMs)) throw new RangeError('advance target must be finite');
        // A real clock may have passed the target while this waited its turn: then it means "up to now".
        if (targetMs < clock.now()) {
          if (clock.mode === 'virtual') throw new RangeError('the clock never moves backwards');
          targetMs = clock.now();
        }
        const collector = createRunCollector(deps.advanceRunsLimit);
        const outer = recorder.sink;
        recorder.sink = collector;
        const skippedBefore = recorder.skipped;
        try {
          await drain(targetMs);
          if (targetMs > clock.now()) clock.jumpTo(targetMs);
        } finally {
          recorder.sink = outer;
          deps.rearm();
        }
        return {
          now: clock.now(),
          runs: collector.runs(),
          runs_total: collector.total,
          skipped: recorder.skipped - skippedBefore,
        };
      }),
    settled: () => chain,
  };
}
