// A lane is one clock and everything timed by it: its own due-queue, its runner, its recorder (so an
// advance collects only its own runs) and its advance. The engine has the global lane, driven by the
// mock's clock, and one lane per test clock (spec/mock-control.yaml createTestClock), made on first use.
// Lanes share the job slots, the outcome rules, the outbox and the event hub: a job is in exactly one
// lane, its account's. An advance of a test clock drains only its lane's queue, so its cost follows the
// work due on that clock and not the jobs other accounts hold.

import type { Clock } from '../../primitives/clock.ts';
import type { Outbox } from '../../notifications/outbox.ts';
import { createClockAdvance, type ClockAdvance } from './clock-advance.ts';
import type { YieldPort } from '../time/drain-pacer.ts';
import type { EventHub } from '../events/events.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import type { JobSlots } from '../jobs/job-slots.ts';
import type { Job, JobState } from '../jobs/job-state.ts';
import type { Caller } from '../outcomes/live-caller.ts';
import type { OutcomeRules } from '../outcomes/outcome-rules.ts';
import type { RunIds } from '../runs/run-ids.ts';
import { createRunRecorder, type RunRecorder } from './run-recorder.ts';
import { createScheduling, type Scheduling } from '../queue/due-scheduling.ts';

import type { TestClockRef } from './engine-api.ts';

export type { TestClockRef } from './engine-api.ts';

export interface Lane {
  readonly clock: Clock;
  readonly scheduling: Scheduling;
  readonly recorder: RunRecorder;
  readonly runner: JobRunner;
  readonly advance: ClockAdvance;
}

export interface LaneDeps {
  slots: JobSlots;
  rules: OutcomeRules;
  outbox: Outbox;
  hub: EventHub;
  runIds: RunIds;
  caller: Caller | undefined;
  advanceRunsLimit: number;
  yieldPort: YieldPort | undefined;
  view(job: JobState): Job;
  target(job: JobState): { url: string; method: string };
  track(promise: Promise<unknown>): void;
}

export function createLane(clock: Clock, deps: LaneDeps, rearm: () => void): Lane {
  const { slots, rules, outbox, hub, caller } = deps;
  const scheduling = createScheduling();
  const recorder = createRunRecorder({ clock, hub, outbox, runIds: deps.runIds, view: deps.view });
  const runner = createJobRunner({ slots, scheduling, rules, recorder, caller, target: deps.target });
  const advance = createClockAdvance({
    clock,
    slots,
    scheduling,
    runner,
    recorder,
    outbox,
    live: caller !== undefined,
    advanceRunsLimit: deps.advanceRunsLimit,
    yieldPort: deps.yieldPort,
    track: deps.track,
    rearm,
  });
  return { clock, scheduling, recorder, runner, advance };
}

/**
 * The global lane and the test clocks' lanes by clock id, made on first use; runs of lanes since dropped
 * still count in `runsTotal`.
 */
export class Lanes {
  readonly global: Lane;
  private readonly byClock = new Map<string, Lane>();
  private readonly deps: LaneDeps;
  private readonly testClockOf: ((accountId: string) => TestClockRef | undefined) | undefined;
  private droppedRuns = 0;

  constructor(
    global: Lane,
    deps: LaneDeps,
    testClockOf: ((accountId: string) => TestClockRef | undefined) | undefined,
  ) {
    this.global = global;
    this.deps = deps;
    this.testClockOf = testClockOf;
  }

  /** The lane of the account's clock. */
  ofAccount(accountId: string): Lane {
    const ref = this.testClockOf?.(accountId);
    return ref ? this.ofClock(ref) : this.global;
  }

  /** The lane of a test clock; only the global lane re-arms the real-clock timer. */
  ofClock(ref: TestClockRef): Lane {
    let lane = this.byClock.get(ref.id);
    if (!lane) this.byClock.set(ref.id, (lane = createLane(ref.clock, this.deps, () => undefined)));
    return lane;
  }

  /** Forgets a test clock's lane, which must have nothing queued. */
  drop(id: string): void {
    const lane = this.byClock.get(id);
    if (!lane) return;
    if (lane.scheduling.queue.size > 0) throw new RangeError(`test clock ${id} still has work queued`);
    this.droppedRuns += lane.recorder.runsTotal;
    this.byClock.delete(id);
  }

  get runsTotal(): number {
    let total = this.global.recorder.runsTotal + this.droppedRuns;
    for (const lane of this.byClock.values()) total += lane.recorder.runsTotal;
    return total;
  }

  /** Resolves once no lane's advance is under way. */
  async settled(): Promise<void> {
    await this.global.advance.settled();
    for (const lane of this.byClock.values()) await lane.advance.settled();
  }
}
