// The run simulator: every job of the accounts on the global clock on one due-queue, driven by the
// injected clock; the accounts on a test clock have a queue per clock (clock-lanes.ts). A virtual advance
// pops what is due in time order (clock-advance.ts); in real-clock mode one timer wakes the global lane
// for its earliest item (wakeup.ts). This file only wires the parts and is the engine's one face
// (engine-api.ts): the job slots (job-slots.ts), the lanes with their queues (clock-lanes.ts,
// due-scheduling.ts), the work it does on its own (background-work.ts), running (job-runner.ts), recording runs (run-recorder.ts), the outcome cache (outcome-cache.ts) and the saved
// form (snapshot.ts). It owns only run-time state: job definitions are the jobs store's, read through
// the `definitions` port, and the kept JSON text of jobs is the core's presenter's (job-presenter.ts).
// Behaviour: spec/openapi.yaml info.description "Run behaviour".

import type { Clock } from '../../primitives/clock.ts';
import { createOutbox, type NotificationRecord, type Outbox } from '../../notifications/outbox.ts';
import { BackgroundWork } from './background-work.ts';
import { createLane, Lanes, type Lane, type LaneDeps, type TestClockRef } from './clock-lanes.ts';
import type { AdvanceResult, Engine, EngineOptions, RunNowResult } from './engine-api.ts';
import { createEventHub, type EventHub, type EngineListener } from '../events/events.ts';
import { jobRuntime } from './job-runtime.ts';
import { createJobSlots, type JobSlots } from '../jobs/job-slots.ts';
import type { Job, JobDefinition, JobDefinitions, JobRuntime, JobState } from '../jobs/job-state.ts';
import { forgetOutcome } from './outcome-cache.ts';
import { createOutcomeRules, type OutcomeRules } from '../outcomes/outcome-rules.ts';
import { createRunIds } from '../runs/run-ids.ts';
import { toRun, type Run, type RunRecord } from '../runs/run-record.ts';
import { nextDue } from '../cron/next-times.ts';
import {
  restoreEngine,
  saveEngine,
  saveRuntime,
  type EngineSnapshot,
  type SavedRuntime,
  type SnapshotParts,
} from './snapshot.ts';
import { cryptoRandom, type RandomSource } from '../../primitives/random.ts';

export function createEngine(given: EngineOptions): Engine {
  return new SimulatorEngine(given);
}

class SimulatorEngine implements Engine {
  readonly rules: OutcomeRules;
  readonly outbox: Outbox;
  private readonly clock: Clock;
  private readonly definitions: JobDefinitions;
  private readonly slots: JobSlots;
  private readonly hub: EventHub;
  private readonly lanes: Lanes;
  private readonly background: BackgroundWork;
  private readonly parts: SnapshotParts;

  constructor(given: EngineOptions) {
    // The saved state is read once, at the end, and not kept.
    const { snapshot: saved, ...options } = given;
    this.clock = options.clock;
    this.definitions = options.definitions;
    const random = options.random ?? cryptoRandom;
    const onError = options.onError ?? ((error: unknown) => console.error('[simulator]', error));
    this.slots = createJobSlots(options.historyLimit ?? 100, options.onJobTouched);
    this.hub = createEventHub(onError);
    this.rules = createOutcomeRules();
    this.outbox = engineOutbox(options, random, this.hub, {
      laneOf: (accountId) => this.lanes.ofAccount(accountId),
      rearm: () => this.background.rearm(),
    });
    const laneDeps: LaneDeps = {
      slots: this.slots,
      rules: this.rules,
      outbox: this.outbox,
      hub: this.hub,
      runIds: createRunIds(random),
      caller: options.caller,
      advanceRunsLimit: options.advanceRunsLimit ?? 1000,
      yieldPort: options.yieldPort,
      view: (job) => this.view(job),
      target: (job) => this.definitionOf(job),
      track: (promise) => this.background.track(promise),
    };
    const global = createLane(this.clock, laneDeps, () => this.background.rearm());
    this.lanes = new Lanes(global, laneDeps, options.testClockOf);
    this.background = new BackgroundWork({
      clock: this.clock,
      queue: global.scheduling.queue,
      timers: options.timers,
      speed: options.speed,
      catchUp: () => this.catchUp(),
      onError,
      afterBackgroundWork: options.afterBackgroundWork,
    });
    this.parts = {
      clock: this.clock,
      definitions: this.definitions,
      slots: this.slots,
      schedulingOf: (job) => this.laneOf(job).scheduling,
      recorder: global.recorder,
      rules: this.rules,
      outbox: this.outbox,
    };
    if (saved) restoreEngine(this.parts, saved);
  }

  addJob(accountId: string, definition: Readonly<JobDefinition>, nextDueMs?: number | null): Job {
    if (this.slots.has(definition.id)) throw new RangeError(`job ${definition.id} exists`);
    const job = this.slots.add(accountId, definition);
    const first =
      nextDueMs !== undefined
        ? nextDueMs
        : definition.status === 'active'
          ? nextDue(job, Date.parse(definition.created_at))
          : null;
    if (first !== null) this.laneOf(job).scheduling.scheduleAt(job, first);
    this.background.rearm();
    return this.view(job);
  }

  recordRuns(jobId: string, runs: readonly Run[]): void {
    const job = this.slots.get(jobId);
    if (!job) throw new RangeError(`no job ${jobId}`);
    this.laneOf(job).recorder.recordGiven(job, runs);
  }

  hasJob(jobId: string): boolean {
    return this.slots.has(jobId);
  }

  updateJob(definition: JobDefinition, changedAtMs?: number): Job | undefined {
    const job = this.slots.get(definition.id);
    if (!job) return undefined;
    const changed = this.slots.applyDefinition(job, definition);
    const { scheduling, clock: laneClock } = this.laneOf(job);
    // The URL or the timeout may have changed: the next simulated run settles its outcome afresh.
    forgetOutcome(job);
    if (definition.status === 'paused') {
      scheduling.unschedule(job);
    } else if (changed || Number.isNaN(scheduling.dueOf(job))) {
      // Resuming (a paused job has no due time), and a new schedule, schedule from the time of the change
      // (spec updateJob): the caller passes the definition's new updated_at, so next_run_at and updated_at
      // come from one reading of the clock.
      scheduling.scheduleAt(job, nextDue(job, changedAtMs ?? laneClock.now()));
    }
    this.background.rearm();
    return this.view(job);
  }

  removeJob(jobId: string): boolean {
    const job = this.slots.get(jobId);
    if (!job) return false;
    const { scheduling } = this.laneOf(job);
    scheduling.unschedule(job);
    scheduling.cancelFinish(job);
    this.slots.remove(job);
    this.background.rearm();
    return true;
  }

  getJob(jobId: string): Job | undefined {
    const job = this.slots.get(jobId);
    return job ? this.view(job) : undefined;
  }

  runtimeOf(jobId: string): JobRuntime | undefined {
    const job = this.slots.get(jobId);
    return job ? jobRuntime(job, this.laneOf(job).scheduling) : undefined;
  }

  hasDue(): boolean {
    return this.lanes.global.scheduling.queue.nextDue() <= this.clock.now();
  }

  listRuns(jobId: string): Run[] | undefined {
    return this.runRecords(jobId)?.map(toRun);
  }

  runRecords(jobId: string): RunRecord[] | undefined {
    return this.slots.get(jobId)?.history.newestFirst();
  }

  isRunning(jobId: string, nowMs?: number): boolean {
    const job = this.slots.get(jobId);
    if (!job) return false;
    const lane = this.laneOf(job);
    return lane.runner.isBusy(job, nowMs ?? lane.clock.now());
  }

  runNow(jobId: string): RunNowResult {
    const job = this.slots.get(jobId);
    if (!job) return { status: 'unknown' };
    const { runner, clock: laneClock } = this.laneOf(job);
    const now = laneClock.now();
    if (runner.isBusy(job, now)) return { status: 'busy' };
    // A run that has ended but whose finish the single timer has not reached yet is recorded first.
    runner.finishEnded(job, now);
    const pending = runner.start(job, now, now, 'manual');
    if (pending) this.background.track(pending);
    // The schedule is unchanged; an occurrence due while this run is in progress will be skipped.
    this.background.rearm();
    return { status: 'started', job: this.view(job) };
  }

  advanceTo(targetMs: number): Promise<AdvanceResult> {
    return this.lanes.global.advance.advanceTo(targetMs);
  }

  advanceBy(seconds: number): Promise<AdvanceResult> {
    if (!(seconds > 0)) return Promise.reject(new RangeError('seconds must be positive'));
    return this.advanceTo(this.clock.now() + Math.round(seconds * 1000));
  }

  catchUp(): Promise<AdvanceResult> {
    return this.advanceTo(this.clock.now());
  }

  advanceTestClock(ref: TestClockRef, targetMs: number): Promise<AdvanceResult> {
    return this.lanes.ofClock(ref).advance.advanceTo(targetMs);
  }

  dropTestClock(id: string): void {
    this.lanes.drop(id);
  }

  start(): void {
    this.background.start();
  }

  stop(): void {
    this.background.stop();
  }

  async idle(): Promise<void> {
    await this.background.settled();
    await this.lanes.settled();
  }

  // An arrow, so it is a port on its own: createEventStream (event-stream.ts) takes a subscribe function.
  readonly subscribe = (listener: EngineListener): (() => void) => this.hub.subscribe(listener);

  reset(): void {
    for (const job of this.slots.live()) this.removeJob(job.id);
    this.slots.clear();
    this.outbox.clear();
    this.rules.clear();
    this.background.rearm();
  }

  snapshot(): EngineSnapshot {
    return saveEngine(this.parts);
  }

  savedRuntime(jobId: string): SavedRuntime | undefined {
    const job = this.slots.get(jobId);
    return job ? saveRuntime(job, this.laneOf(job).scheduling.dueOf(job)) : undefined;
  }

  get runsTotal(): number {
    return this.lanes.runsTotal;
  }

  private laneOf(job: JobState): Lane {
    return this.lanes.ofAccount(job.accountId);
  }

  private definitionOf(job: JobState): JobDefinition {
    const stored = this.definitions.get(job.id);
    if (!stored) throw new RangeError(`job ${job.id} has no definition`);
    return stored.job;
  }

  private view(job: JobState): Job {
    return { ...this.definitionOf(job), ...jobRuntime(job, this.laneOf(job).scheduling) };
  }
}

/**
 * The outbox on the engine's lanes: a delivery attempt is due on its account's clock, in that lane's
 * queue, and each attempt's answer is an event.
 */
function engineOutbox(
  options: EngineOptions,
  random: RandomSource,
  hub: EventHub,
  engine: { laneOf(accountId: string): Lane; rearm(): void },
): Outbox {
  return createOutbox({
    now: () => options.clock.now(),
    nowFor: (accountId) => engine.laneOf(accountId).clock.now(),
    random,
    timeline: {
      at: (slot, dueMs, accountId) => {
        engine.laneOf(accountId).scheduling.deliveryAt(slot, dueMs);
        engine.rearm();
      },
      cancel: (slot, accountId) => engine.laneOf(accountId).scheduling.cancelDelivery(slot),
    },
    ...(options.sender ? { sender: options.sender } : {}),
    defaultNotifyUrl: options.notifyUrl ?? null,
    ...(options.notificationRetention !== undefined ? { retention: options.notificationRetention } : {}),
    onDelivery: (notification, answer) => {
      if (hub.active)
        hub.emit({
          type: 'notification.delivery',
          notification,
          status: answer.status,
          ...(answer.error ? { error: answer.error } : {}),
        });
    },
  });
}

export type { NotificationRecord };
export type { AdvanceResult, Engine, EngineOptions, RunNowResult } from './engine-api.ts';
export type { TestClockRef } from './clock-lanes.ts';
