// The run simulator: every job of every account on one due-queue, driven by the injected clock. A
// virtual advance pops what is due in time order — runs, runs finishing, notification deliveries —
// moving the clock to each one as it goes; in real-clock mode one timer wakes it for the earliest item.
// It owns the runtime side of jobs (next_run_at, last_run, consecutive_failures, history) and the
// failure-notification outbox — the only copy of that state; the core owns the job definitions, tells it
// about every change and reads the run-time fields from it when it answers.
// Behaviour: spec/openapi.yaml info.description "Run behaviour".

import { toTimestamp } from '../clock.ts';
import { createOutbox, type JobRunFailedNotification, type NotificationRecord } from '../notifications/outbox.ts';
import { startSlice } from './drain-pacer.ts';
import { createDueQueue } from './due-queue.ts';
import type { AdvanceResult, Engine, EngineOptions } from './engine-api.ts';
import { createEventHub } from './events.ts';
import type { Job, JobDefinition, JobRuntime, JobState } from './job-state.ts';
import { createOutcomeRules } from './outcome-rules.ts';
import { settle, type Outcome } from './outcome.ts';
import { createRunCollector, type RunCollector } from './run-collector.ts';
import { createRunHistory } from './run-history.ts';
import { packOutcome, toRunSummary, type RunTrigger } from './run-record.ts';
import { firstFree, nextDue, scheduleChanged, scheduleOf } from './schedule.ts';
import { SNAPSHOT_FORMAT, type EngineSnapshot, type JobSnapshot, type SavedRuntime } from './snapshot.ts';
import { createUlidRandom, cryptoRandomBytes, type UlidRandom } from './ulid.ts';
import { createWakeup, globalTimers } from './wakeup.ts';

// Queue handles: slot * 4 + kind, so one integer names what is due and whose it is.
const KIND_SCHEDULE = 0;
const KIND_FINISH = 1;
const KIND_DELIVERY = 2;
/** Jobs whose JSON text is kept (engine `jobJson`): a few pages for every client, ≈ 400 bytes each. */
const SHOWN_JSON_LIMIT = 4096;

export function createEngine(options: EngineOptions): Engine {
  const { clock } = options;
  const random = options.random ?? cryptoRandomBytes;
  const historyLimit = options.historyLimit ?? 100;
  const advanceRunsLimit = options.advanceRunsLimit ?? 1000;
  const caller = options.caller;
  const onError = options.onError ?? ((error: unknown) => console.error('[simulator]', error));
  const touched = options.onJobTouched;
  const queue = createDueQueue();
  const hub = createEventHub(onError);
  const rules = createOutcomeRules();
  const ids = createUlidRandom(random);
  const idPart: UlidRandom = { hi: 0, lo: 0 };
  let lastStarted = NaN;
  const jobs: (JobState | undefined)[] = [];
  const byId = new Map<string, JobState>();
  const freeSlots: number[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let runsTotal = 0;
  let sink: RunCollector | null = null;
  let skippedCount = 0;
  let running = false;
  let chain: Promise<unknown> = Promise.resolve();

  const outbox = createOutbox({
    now: () => clock.now(),
    random,
    timeline: {
      at: (slot, dueMs) => {
        queue.schedule(slot * 4 + KIND_DELIVERY, dueMs);
        rearm();
      },
      cancel: (slot) => queue.cancel(slot * 4 + KIND_DELIVERY),
    },
    ...(options.sender ? { sender: options.sender } : {}),
    defaultNotifyUrl: options.notifyUrl ?? null,
    ...(options.notificationRetention !== undefined ? { retention: options.notificationRetention } : {}),
    onDelivery: (notification, answer) => {
      if (hub.active) hub.emit({ type: 'notification.delivery', notification, status: answer.status, ...(answer.error ? { error: answer.error } : {}) });
    },
  });

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

  // ---- jobs --------------------------------------------------------------------------------------

  function makeState(accountId: string, def: JobDefinition, historySaved?: JobSnapshot['history']): JobState {
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
      cachedPacked: 0,
      cachedDuration: 0,
      cachedFailed: false,
      cachedMessage: undefined,
      consecutiveFailures: 0,
      notify: def.notify_on_failure,
      history: createRunHistory(historyLimit, historySaved),
      accountId,
      def,
      timeoutMs: def.timeout_seconds * 1000,
      pendingScheduled: 0,
      pendingStarted: 0,
      pendingTrigger: 'schedule',
      recorded: 0,
      shown: undefined,
    };
    jobs[slot] = state;
    byId.set(def.id, state);
    return state;
  }

  function skip(job: JobState, due: number): void {
    skippedCount++;
    touched?.(job.id);
    if (hub.active) hub.emit({ type: 'run.skipped', account_id: job.accountId, job_id: job.def.id, scheduled_at: toTimestamp(due) });
  }

  function scheduleFrom(job: JobState, dueMs: number): void {
    queue.schedule(job.slot * 4 + KIND_SCHEDULE, dueMs);
  }

  function runtime(job: JobState): JobRuntime {
    const next = queue.dueAt(job.slot * 4 + KIND_SCHEDULE);
    const latest = job.history.size > 0 ? job.history.at(job.def.id, 0)! : null;
    return {
      next_run_at: !Number.isFinite(next) ? null : toTimestamp(firstFree(job, next, job.busyUntil)),
      last_run: latest ? toRunSummary(latest) : null,
      consecutive_failures: job.consecutiveFailures,
    };
  }

  function view(job: JobState): Job {
    return { ...job.def, ...runtime(job) };
  }

  // A list page serialises the same records over and over; a job's text changes only with its definition,
  // its next due time, a run in progress or a run recorded. The most recently shown jobs keep their text
  // (a bounded FIFO, so memory per job stays what it was however far a client pages).
  const shownJobs: (JobState | undefined)[] = new Array(SHOWN_JSON_LIMIT);
  let shownNext = 0;
  function jobJson(job: JobState): string {
    const next = queue.dueAt(job.slot * 4 + KIND_SCHEDULE);
    const shown = job.shown;
    if (shown && shown.def === job.def && Object.is(shown.next, next) && shown.busyUntil === job.busyUntil && shown.recorded === job.recorded) return shown.json;
    const json = JSON.stringify(view(job));
    if (!shown) {
      const evicted = shownJobs[shownNext];
      if (evicted) evicted.shown = undefined;
      shownJobs[shownNext] = job;
      shownNext = (shownNext + 1) % SHOWN_JSON_LIMIT;
    }
    job.shown = { def: job.def, next, busyUntil: job.busyUntil, recorded: job.recorded, json };
    return json;
  }

  // ---- runs --------------------------------------------------------------------------------------

  function simulated(job: JobState): Outcome {
    if (job.cacheVersion === rules.version && job.cached) return job.cached;
    const { answer, cacheable } = rules.answer(job.def.id, job.def.url);
    const outcome = settle(answer, job.timeoutMs);
    job.cached = outcome;
    job.cacheVersion = cacheable ? rules.version : -1;
    job.cachedPacked = packOutcome(outcome, 'schedule');
    job.cachedDuration = outcome.durationMs;
    job.cachedFailed = outcome.error !== null;
    job.cachedMessage = outcome.message;
    return outcome;
  }

  /** Records a finished run: history, counters, the advance answer, events, a notification. */
  function complete(job: JobState, scheduled: number, started: number, outcome: Outcome, trigger: RunTrigger): void {
    // Monotonic within one millisecond (the ULID spec's monotonic mode): runs that start in the same
    // millisecond sort by id in the order they ran, as the runs list's order and its cursors assume (spec:
    // newest first by started_at, then id). Random parts drawn afresh could sort them the other way.
    if (started === lastStarted) {
      idPart.lo += 1;
      if (idPart.lo >= 2 ** 40) {
        idPart.lo = 0;
        idPart.hi += 1;
      }
    } else {
      ids.next(idPart);
      // Room to count up within the millisecond without overflowing the 80 bits.
      idPart.hi = Math.min(idPart.hi, 2 ** 40 - 2 ** 20);
      lastStarted = started;
    }
    let packed: number, duration: number, failed: boolean, message: string | undefined;
    if (outcome === job.cached && trigger === 'schedule') {
      // The usual case: read from the job itself rather than from one more object.
      packed = job.cachedPacked;
      duration = job.cachedDuration;
      failed = job.cachedFailed;
      message = job.cachedMessage;
    } else {
      packed = packOutcome(outcome, trigger);
      duration = outcome.durationMs;
      failed = outcome.error !== null;
      message = outcome.message;
    }
    job.history.push(scheduled, started, duration, idPart.hi, idPart.lo, packed, message);
    job.recorded++;
    touched?.(job.id);
    job.consecutiveFailures = failed ? job.consecutiveFailures + 1 : 0;
    runsTotal++;
    if (sink) sink.add(job.id, scheduled, started, duration, idPart.hi, idPart.lo, packed, message);
    const notify = failed && job.notify;
    if (!hub.active && !notify) return;
    const run = job.history.at(job.id, 0)!;
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
  }

  /**
   * Starts a run. Simulated outcomes are known at once: a run that takes no time is recorded now, a
   * longer one occupies the job until it finishes (a queue entry). A live call returns a promise.
   */
  function start(job: JobState, scheduled: number, started: number, trigger: RunTrigger): Promise<void> | undefined {
    if (caller) {
      touched?.(job.id);
      job.inflight = true;
      // A Caller reports failures as outcomes; one that throws anyway still frees the job.
      const broken = (error: unknown): Outcome => ({
        status: null,
        durationMs: 0,
        error: 'connection_error',
        message: `The call failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
      });
      return caller({ url: job.def.url, method: job.def.method, timeoutMs: job.timeoutMs })
        .catch(broken)
        .then((outcome) => {
          job.inflight = false;
          if (jobs[job.slot] === job) complete(job, scheduled, started, outcome, trigger);
        });
    }
    const outcome = simulated(job);
    if (outcome.durationMs === 0) {
      complete(job, scheduled, started, outcome, trigger);
      return undefined;
    }
    touched?.(job.id);
    job.busyUntil = started + outcome.durationMs;
    job.pendingScheduled = scheduled;
    job.pendingStarted = started;
    job.pendingTrigger = trigger;
    job.pendingOutcome = outcome;
    queue.schedule(job.slot * 4 + KIND_FINISH, job.busyUntil);
    return undefined;
  }

  function finish(job: JobState): void {
    const outcome = job.pendingOutcome!;
    job.pendingOutcome = null;
    job.busyUntil = -Infinity;
    complete(job, job.pendingScheduled, job.pendingStarted, outcome, job.pendingTrigger);
  }

  /** Pops everything due up to `targetMs`, in time order, moving the clock to each item; in slices (drain-pacer.ts). */
  async function drain(targetMs: number): Promise<void> {
    for (const slice = startSlice(options.yieldPort); ; ) {
      if (slice.spent()) await slice.yield();
      const handle = queue.peek();
      if (handle < 0) return;
      const due = queue.nextDue();
      if (due > targetMs) return;
      if (due > clock.now()) clock.jumpTo(due);
      const kind = handle & 3;
      const slot = handle >>> 2;
      if (kind === KIND_SCHEDULE) {
        const job = jobs[slot]!;
        // Re-key in place (one sift instead of pop + push): the next occurrence follows the previous due
        // time (schedule.ts), whatever the run does, so the schedule never drifts.
        const next = nextDue(job, due);
        // A run that ends exactly now is recorded before the next one starts (its finish entry may sort
        // after this one, having been queued later).
        if (job.pendingOutcome !== null && job.busyUntil <= due) {
          queue.cancel(job.slot * 4 + KIND_FINISH);
          finish(job);
        }
        // Rescheduled before the run starts, so a notification made by it shows the true next_run_at.
        queue.rescheduleTop(next);
        if (job.inflight || job.busyUntil > due) {
          skip(job, due);
          continue;
        }
        // A simulated occurrence starts at its due time even if a real-clock timer woke a little late:
        // the occurrence belongs to its due time. A live call starts when it really does.
        const pending = start(job, due, caller ? clock.now() : due, 'schedule');
        if (pending) {
          if (clock.mode === 'virtual') await pending;
          else track(pending);
        }
      } else if (kind === KIND_FINISH) {
        queue.popDue(due);
        finish(jobs[slot]!);
      } else {
        queue.popDue(due);
        const attempt = outbox.attempt(slot);
        if (clock.mode === 'virtual') await attempt;
        else track(attempt);
      }
    }
  }

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = chain.then(work, work);
    chain = result.catch(() => undefined);
    return result;
  }

  function advanceTo(targetMs: number): Promise<AdvanceResult> {
    return exclusive(async () => {
      if (!Number.isFinite(targetMs)) throw new RangeError('advance target must be finite');
      // A real clock may have passed the target while this waited its turn: then it means "up to now".
      if (targetMs < clock.now()) {
        if (clock.mode === 'virtual') throw new RangeError('the clock never moves backwards');
        targetMs = clock.now();
      }
      const collector = createRunCollector(advanceRunsLimit);
      const outer = sink;
      sink = collector;
      const skippedBefore = skippedCount;
      try {
        await drain(targetMs);
        if (targetMs > clock.now()) clock.jumpTo(targetMs);
      } finally {
        sink = outer;
        rearm();
      }
      return { now: clock.now(), runs: collector.runs(), runs_total: collector.total, skipped: skippedCount - skippedBefore };
    });
  }

  // ---- snapshot ----------------------------------------------------------------------------------

  function snapshotJob(job: JobState): JobSnapshot {
    return { account_id: job.accountId, definition: structuredClone(job.def), ...savedRuntime(job), history: job.history.export() };
  }

  function savedRuntime(job: JobState): SavedRuntime {
    const next = queue.dueAt(job.slot * 4 + KIND_SCHEDULE);
    const pending = job.pendingOutcome;
    return {
      next_due_ms: Number.isNaN(next) ? null : next,
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

  function restore(saved: EngineSnapshot): void {
    if (saved.format !== SNAPSHOT_FORMAT) throw new RangeError(`unknown simulator snapshot format ${String(saved.format)}`);
    if (clock.now() < saved.clock_ms) clock.jumpTo(saved.clock_ms);
    runsTotal = saved.runs_total;
    rules.restore(saved.rules);
    // Equal due times keep their saved order, so restored runs happen in the order they would have.
    for (const item of saved.jobs) {
      const job = makeState(item.account_id, item.definition, item.history);
      job.consecutiveFailures = item.consecutive_failures;
      if (item.in_progress) {
        const p = item.in_progress;
        job.pendingScheduled = p.scheduled_ms;
        job.pendingStarted = p.started_ms;
        job.pendingTrigger = p.trigger;
        job.pendingOutcome = { status: p.status, durationMs: p.duration_ms, error: p.error, ...(p.message !== undefined ? { message: p.message } : {}) };
        job.busyUntil = p.started_ms + p.duration_ms;
        queue.schedule(job.slot * 4 + KIND_FINISH, job.busyUntil);
      }
      if (item.next_due_ms !== null) scheduleFrom(job, item.next_due_ms);
    }
    outbox.restore(saved.outbox);
  }

  // ---- the public face ---------------------------------------------------------------------------

  const engine: Engine = {
    addJob(accountId, definition, nextDueMs) {
      if (byId.has(definition.id)) throw new RangeError(`job ${definition.id} exists`);
      // Kept as given, not copied: the core's definitions are replaced on change, never mutated (jobs-store
      // StoredJob), and a copy of every stored job was an eighth of the mock's memory per job.
      const job = makeState(accountId, definition);
      const first = nextDueMs !== undefined ? nextDueMs : definition.status === 'active' ? nextDue(job, Date.parse(definition.created_at)) : null;
      if (first !== null) scheduleFrom(job, first);
      rearm();
      return view(job);
    },
    hasJob: (jobId) => byId.has(jobId),
    updateJob(definition) {
      const job = byId.get(definition.id);
      if (!job) return undefined;
      const before = job.def;
      job.def = definition; // kept as given, like addJob
      job.notify = definition.notify_on_failure;
      const changed = scheduleChanged(before, definition);
      if (changed) Object.assign(job, scheduleOf(definition));
      job.timeoutMs = definition.timeout_seconds * 1000;
      if (before.url !== definition.url || before.timeout_seconds !== definition.timeout_seconds) job.cacheVersion = -1;
      const handle = job.slot * 4 + KIND_SCHEDULE;
      if (definition.status === 'paused') {
        queue.cancel(handle);
      } else if (before.status === 'paused' || changed || Number.isNaN(queue.dueAt(handle))) {
        // Resuming, and a new schedule, schedule from the time of the change (spec updateJob): the
        // definition's updated_at when the change set it, so next_run_at and updated_at come from one
        // reading of the clock.
        const changedAt = definition.updated_at !== before.updated_at ? Date.parse(definition.updated_at) : Number.NaN;
        scheduleFrom(job, nextDue(job, Number.isFinite(changedAt) ? changedAt : clock.now()));
      }
      rearm();
      return view(job);
    },
    removeJob(jobId) {
      const job = byId.get(jobId);
      if (!job) return false;
      queue.cancel(job.slot * 4 + KIND_SCHEDULE);
      queue.cancel(job.slot * 4 + KIND_FINISH);
      byId.delete(jobId);
      jobs[job.slot] = undefined;
      freeSlots.push(job.slot);
      rearm();
      return true;
    },
    getJob(jobId) {
      const job = byId.get(jobId);
      return job ? view(job) : undefined;
    },
    jobJson(jobId) {
      const job = byId.get(jobId);
      return job ? jobJson(job) : undefined;
    },
    runtimeOf(jobId) {
      const job = byId.get(jobId);
      return job ? runtime(job) : undefined;
    },
    hasDue: () => queue.nextDue() <= clock.now(),
    listRuns(jobId) {
      const job = byId.get(jobId);
      return job ? job.history.toRuns(jobId) : undefined;
    },
    isRunning(jobId, nowMs = clock.now()) {
      const job = byId.get(jobId);
      return job !== undefined && (job.inflight || job.busyUntil > nowMs);
    },
    runNow(jobId) {
      const job = byId.get(jobId);
      if (!job) return { status: 'unknown' };
      const now = clock.now();
      if (job.inflight || job.busyUntil > now) return { status: 'busy' };
      // A run that has ended but whose finish the single timer has not reached yet is recorded first.
      if (job.pendingOutcome !== null) {
        queue.cancel(job.slot * 4 + KIND_FINISH);
        finish(job);
      }
      const pending = start(job, now, now, 'manual');
      if (pending) track(pending);
      // The schedule is unchanged; an occurrence due while this run is in progress will be skipped.
      rearm();
      return { status: 'started', job: view(job) };
    },
    advanceTo,
    advanceBy: (seconds) => {
      if (!(seconds > 0)) return Promise.reject(new RangeError('seconds must be positive'));
      return advanceTo(clock.now() + Math.round(seconds * 1000));
    },
    catchUp: () => advanceTo(clock.now()),
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
      await chain;
    },
    subscribe: (listener) => hub.subscribe(listener),
    rules,
    outbox,
    reset() {
      for (const job of [...byId.values()]) engine.removeJob(job.def.id);
      jobs.length = 0;
      freeSlots.length = 0;
      outbox.clear();
      rules.clear();
      shownJobs.fill(undefined);
      rearm();
    },
    snapshot() {
      const live = jobs.filter((job): job is JobState => job !== undefined);
      const dueOf = (job: JobState) => {
        const due = queue.dueAt(job.slot * 4 + KIND_SCHEDULE);
        return Number.isNaN(due) ? Infinity : due;
      };
      live.sort((a, b) => dueOf(a) - dueOf(b));
      return {
        format: SNAPSHOT_FORMAT,
        clock_ms: clock.now(),
        runs_total: runsTotal,
        jobs: live.map(snapshotJob),
        rules: rules.list(),
        outbox: outbox.snapshot(),
      };
    },
    savedRuntime(jobId) {
      const job = byId.get(jobId);
      return job ? savedRuntime(job) : undefined;
    },
    get runsTotal() {
      return runsTotal;
    },
  };

  if (options.snapshot) restore(options.snapshot);
  return engine;
}

export type { NotificationRecord };
export type { AdvanceResult, Engine, EngineOptions, RunNowResult } from './engine-api.ts';
