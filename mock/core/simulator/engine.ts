// The run simulator: every job of the accounts on the global clock on one due-queue, driven by the
// injected clock; the accounts on a test clock have a queue per clock (clock-lanes.ts). A virtual advance
// pops what is due in time order (clock-advance.ts); in real-clock mode one timer wakes the global lane
// for its earliest item (wakeup.ts). This file only wires the parts and is the engine's one face
// (engine-api.ts): the job slots (job-slots.ts), the lanes with their queues (due-scheduling.ts), running
// (job-runner.ts), recording runs (run-recorder.ts), the outcome cache (outcome-cache.ts) and the saved
// form (snapshot.ts). It owns only run-time state: job definitions are the jobs store's, read through
// the `definitions` port, and the kept JSON text of jobs is the core's presenter's (job-presenter.ts).
// Behaviour: spec/openapi.yaml info.description "Run behaviour".

import { createOutbox, type NotificationRecord } from '../notifications/outbox.ts';
import { createLane, type Lane, type TestClockRef } from './clock-lanes.ts';
import type { Engine, EngineOptions } from './engine-api.ts';
import { createEventHub } from './events.ts';
import { jobRuntime } from './job-runtime.ts';
import { createJobSlots } from './job-slots.ts';
import type { Job, JobDefinition, JobState } from './job-state.ts';
import { forgetOutcome } from './outcome-cache.ts';
import { createOutcomeRules } from './outcome-rules.ts';
import { createRunIds } from './run-ids.ts';
import { toRun } from './run-record.ts';
import { nextDue } from './next-times.ts';
import { restoreEngine, saveEngine, saveRuntime, type SnapshotParts } from './snapshot.ts';
import { cryptoRandom } from '../primitives/random.ts';
import { createWakeup, globalTimers } from './wakeup.ts';

export function createEngine(given: EngineOptions): Engine {
  // The saved state is read once, at the end, and not kept: the closures below hold `options`.
  const { snapshot: saved, ...options } = given;
  const { clock, definitions } = options;
  const random = options.random ?? cryptoRandom;
  const onError = options.onError ?? ((error: unknown) => console.error('[simulator]', error));
  const slots = createJobSlots(options.historyLimit ?? 100, options.onJobTouched);
  const hub = createEventHub(onError);
  const rules = createOutcomeRules();
  const inFlight = new Set<Promise<unknown>>();
  let running = false;

  const outbox = createOutbox({
    now: () => clock.now(),
    nowFor: (accountId) => laneOfAccount(accountId).clock.now(),
    random,
    timeline: {
      at: (slot, dueMs, accountId) => {
        laneOfAccount(accountId).scheduling.deliveryAt(slot, dueMs);
        rearm();
      },
      cancel: (slot, accountId) => laneOfAccount(accountId).scheduling.cancelDelivery(slot),
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

  const definitionOf = (job: JobState): JobDefinition => {
    const stored = definitions.get(job.id);
    if (!stored) throw new RangeError(`job ${job.id} has no definition`);
    return stored.job;
  };
  const view = (job: JobState): Job => ({ ...definitionOf(job), ...jobRuntime(job, laneOf(job).scheduling) });
  const laneDeps = {
    slots,
    rules,
    outbox,
    hub,
    runIds: createRunIds(random),
    caller: options.caller,
    advanceRunsLimit: options.advanceRunsLimit ?? 1000,
    yieldPort: options.yieldPort,
    view,
    target: definitionOf,
    track,
  };
  const global = createLane(clock, laneDeps, rearm);
  const queue = global.scheduling.queue;
  // Test clocks' lanes by clock id, made on first use; runs of lanes since dropped still count in runsTotal.
  const lanes = new Map<string, Lane>();
  let droppedRuns = 0;
  function laneOfAccount(accountId: string): Lane {
    const ref = options.testClockOf?.(accountId);
    return ref ? laneOfClock(ref) : global;
  }
  function laneOfClock(ref: TestClockRef): Lane {
    let lane = lanes.get(ref.id);
    if (!lane) lanes.set(ref.id, (lane = createLane(ref.clock, laneDeps, () => undefined)));
    return lane;
  }
  const laneOf = (job: JobState): Lane => laneOfAccount(job.accountId);

  const wakeup = createWakeup(options.timers ?? globalTimers, options.speed ?? 1, () => {
    engine
      .catchUp()
      .then((result) => {
        rearm();
        if (result.runs_total > 0) options.afterBackgroundWork?.();
      })
      .catch(onError);
  });
  function rearm(): void {
    if (running) wakeup.armFor(queue.nextDue(), clock.now());
  }

  function track(promise: Promise<unknown>): void {
    const tracked = promise.catch(onError).finally(() => {
      inFlight.delete(tracked);
      options.afterBackgroundWork?.();
    });
    inFlight.add(tracked);
  }

  const advance = global.advance;
  const parts: SnapshotParts = {
    clock,
    definitions,
    slots,
    schedulingOf: (job) => laneOf(job).scheduling,
    recorder: global.recorder,
    rules,
    outbox,
  };

  const engine: Engine = {
    addJob(accountId, definition, nextDueMs) {
      if (slots.has(definition.id)) throw new RangeError(`job ${definition.id} exists`);
      const job = slots.add(accountId, definition);
      const first =
        nextDueMs !== undefined
          ? nextDueMs
          : definition.status === 'active'
            ? nextDue(job, Date.parse(definition.created_at))
            : null;
      if (first !== null) laneOf(job).scheduling.scheduleAt(job, first);
      rearm();
      return view(job);
    },
    recordRuns(jobId, runs) {
      const job = slots.get(jobId);
      if (!job) throw new RangeError(`no job ${jobId}`);
      laneOf(job).recorder.recordGiven(job, runs);
    },
    hasJob: (jobId) => slots.has(jobId),
    updateJob(definition, changedAtMs) {
      const job = slots.get(definition.id);
      if (!job) return undefined;
      const changed = slots.applyDefinition(job, definition);
      const { scheduling, clock: laneClock } = laneOf(job);
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
      rearm();
      return view(job);
    },
    removeJob(jobId) {
      const job = slots.get(jobId);
      if (!job) return false;
      const { scheduling } = laneOf(job);
      scheduling.unschedule(job);
      scheduling.cancelFinish(job);
      slots.remove(job);
      rearm();
      return true;
    },
    getJob(jobId) {
      const job = slots.get(jobId);
      return job ? view(job) : undefined;
    },
    revisionOf: (jobId) => slots.get(jobId)?.revision ?? Number.NaN,
    runtimeOf(jobId) {
      const job = slots.get(jobId);
      return job ? jobRuntime(job, laneOf(job).scheduling) : undefined;
    },
    hasDue: () => queue.nextDue() <= clock.now(),
    listRuns: (jobId) => engine.runRecords(jobId)?.map(toRun),
    runRecords: (jobId) => slots.get(jobId)?.history.newestFirst(),
    isRunning(jobId, nowMs) {
      const job = slots.get(jobId);
      if (!job) return false;
      const lane = laneOf(job);
      return lane.runner.isBusy(job, nowMs ?? lane.clock.now());
    },
    runNow(jobId) {
      const job = slots.get(jobId);
      if (!job) return { status: 'unknown' };
      const { runner, clock: laneClock } = laneOf(job);
      const now = laneClock.now();
      if (runner.isBusy(job, now)) return { status: 'busy' };
      // A run that has ended but whose finish the single timer has not reached yet is recorded first.
      runner.finishEnded(job, now);
      const pending = runner.start(job, now, now, 'manual');
      if (pending) track(pending);
      // The schedule is unchanged; an occurrence due while this run is in progress will be skipped.
      rearm();
      return { status: 'started', job: view(job) };
    },
    advanceTo: advance.advanceTo,
    advanceBy: (seconds) => {
      if (!(seconds > 0)) return Promise.reject(new RangeError('seconds must be positive'));
      return advance.advanceTo(clock.now() + Math.round(seconds * 1000));
    },
    catchUp: () => advance.advanceTo(clock.now()),
    advanceTestClock: (ref, targetMs) => laneOfClock(ref).advance.advanceTo(targetMs),
    dropTestClock(id) {
      const lane = lanes.get(id);
      if (!lane) return;
      if (lane.scheduling.queue.size > 0) throw new RangeError(`test clock ${id} still has work queued`);
      droppedRuns += lane.recorder.runsTotal;
      lanes.delete(id);
    },
    start() {
      if (clock.mode !== 'real') return;
      running = true;
      engine.catchUp().then(rearm, onError);
    },
    stop() {
      running = false;
      wakeup.disarm();
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      await advance.settled();
      for (const lane of lanes.values()) await lane.advance.settled();
    },
    subscribe: (listener) => hub.subscribe(listener),
    rules,
    outbox,
    reset() {
      for (const job of slots.live()) engine.removeJob(job.id);
      slots.clear();
      outbox.clear();
      rules.clear();
      rearm();
    },
    snapshot: () => saveEngine(parts),
    savedRuntime(jobId) {
      const job = slots.get(jobId);
      return job ? saveRuntime(job, laneOf(job).scheduling.dueOf(job)) : undefined;
    },
    get runsTotal() {
      let total = global.recorder.runsTotal + droppedRuns;
      for (const lane of lanes.values()) total += lane.recorder.runsTotal;
      return total;
    },
  };

  if (saved) restoreEngine(parts, saved);
  return engine;
}

export type { NotificationRecord };
export type { AdvanceResult, Engine, EngineOptions, RunNowResult } from './engine-api.ts';
export type { TestClockRef } from './clock-lanes.ts';
