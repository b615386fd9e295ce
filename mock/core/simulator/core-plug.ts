// Plugs the engine into the mock core's SchedulerPort (mock/core/scheduler-port.ts): the core owns the
// job records and their run history, so the engine reads each job's current definition from it when a
// run starts, reports every finished run (`recordRun`) and every moved due time (`setNextRunAt`), and
// follows the core's schedule changes. Usage: `createMockCore({ …, simulator: createRunSimulator() })`.

import { createFetchSender } from '../notifications/sender.ts';
import type { Notification, SchedulerPort, Simulator, SimulatorFactory } from '../scheduler-port.ts';
import { createEngine, type Engine } from './engine.ts';
import { createFetchCaller } from './live-caller.ts';
import type { Resolver } from './ssrf-guard.ts';
import { SNAPSHOT_FORMAT, type EngineSnapshot } from './snapshot.ts';
import type { RandomBytes } from './ulid.ts';
import type { TimerPort } from './wakeup.ts';

export interface RunSimulatorOptions {
  random?: RandomBytes;
  /** For live calls and notification deliveries; global fetch by default. */
  fetch?: typeof fetch;
  /** `--allow-private-targets`: live calls may reach loopback and private ranges. */
  allowPrivateTargets?: boolean;
  /** DNS check of live-call targets (Node's dns.lookup in the adapter). */
  resolve?: Resolver;
  timers?: TimerPort;
  /** The real clock's `--speed`, so the single timer waits the right real time. */
  speed?: number;
  advanceRunsLimit?: number;
  notificationRetention?: number;
  onError?: (error: unknown) => void;
  /** Hands the engine out, for control endpoints beyond the Simulator interface (rules, secrets, events). */
  onEngine?: (engine: Engine) => void;
}

const isEngineSnapshot = (value: unknown): value is EngineSnapshot =>
  typeof value === 'object' && value !== null && (value as { format?: unknown }).format === SNAPSHOT_FORMAT;

export function createRunSimulator(options: RunSimulatorOptions = {}): SimulatorFactory {
  return (port: SchedulerPort, saved: unknown): Simulator => {
    const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    const engine = createEngine({
      clock: port.clock,
      historyLimit: port.historyLimit,
      ...(options.random ? { random: options.random } : {}),
      ...(port.settings.liveCalls
        ? { caller: createFetchCaller({ fetch: fetchFn, allowPrivate: options.allowPrivateTargets ?? false, ...(options.resolve ? { resolve: options.resolve } : {}) }) }
        : {}),
      sender: createFetchSender(fetchFn),
      notifyUrl: port.settings.notifyUrl,
      ...(options.timers ? { timers: options.timers } : {}),
      ...(options.speed !== undefined ? { speed: options.speed } : {}),
      ...(options.advanceRunsLimit !== undefined ? { advanceRunsLimit: options.advanceRunsLimit } : {}),
      ...(options.notificationRetention !== undefined ? { notificationRetention: options.notificationRetention } : {}),
      ...(options.onError ? { onError: options.onError } : {}),
      ...(isEngineSnapshot(saved) ? { snapshot: saved } : {}),
      resolveDefinition: (jobId) => port.getJob(jobId)?.job,
      onRun: (run) => {
        port.recordRun(run);
      },
      onNextDue: (jobId, dueMs) => port.setNextRunAt(jobId, dueMs),
      afterBackgroundWork: () => port.changed(),
    });

    /** Makes sure the engine knows a job the core has (paused jobs are added when first needed). */
    function ensure(jobId: string): boolean {
      if (engine.hasJob(jobId)) return true;
      const entry = port.getJob(jobId);
      if (!entry) return false;
      const next = entry.job.next_run_at === null ? null : Date.parse(entry.job.next_run_at);
      engine.addJob(entry.accountId, entry.job, next);
      return true;
    }

    // Start from the core's jobs: every active one is scheduled at its next_run_at (a saved engine state
    // already has them, with runs in progress and the outbox).
    for (const scheduled of port.activeJobs()) {
      if (!ensure(scheduled.jobId)) continue;
      engine.setNextDue(scheduled.jobId, scheduled.nextRunAt);
    }

    const unsubscribe = port.onScheduleChange((change) => {
      if (change.reason === 'reset') return engine.reset();
      if (change.reason === 'deleted') return void engine.removeJob(change.jobId);
      const entry = port.getJob(change.jobId);
      if (!entry) return;
      if (!engine.hasJob(change.jobId)) engine.addJob(change.accountId, entry.job, change.nextRunAt);
      else {
        engine.updateJob(entry.job);
        engine.setNextDue(change.jobId, change.nextRunAt);
      }
    });

    options.onEngine?.(engine);
    if (port.clock.mode === 'real') engine.start();

    return {
      async advanceTo(ms) {
        return (await engine.advanceTo(ms)).runs;
      },
      startManualRun(jobId) {
        if (!ensure(jobId)) return 'started';
        return engine.runNow(jobId).status === 'busy' ? 'busy' : 'started';
      },
      notifications: () => engine.outbox.list().map((record) => structuredClone(record)) as Notification[],
      snapshot: () => engine.snapshot(),
      reset: () => engine.reset(),
      close() {
        unsubscribe();
        engine.stop();
      },
    };
  };
}
