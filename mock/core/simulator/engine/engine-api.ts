// The engine's public shape: what the core calls and what it can configure. Kept apart from the
// implementation (engine.ts) so the contract reads in one screen.

import type { Clock } from '../../primitives/clock.ts';
import type { Outbox } from '../../notifications/outbox.ts';
import type { Sender } from '../../notifications/sender.ts';
import type { EngineListener } from '../events/events.ts';
import type { Job, JobDefinition, JobDefinitions, JobRuntime } from '../jobs/job-state.ts';
import type { YieldPort } from '../time/drain-pacer.ts';
import type { Caller } from '../outcomes/live-caller.ts';
import type { OutcomeRules } from '../outcomes/outcome-rules.ts';
import type { Run, RunRecord } from '../runs/run-record.ts';
import type { EngineSnapshot, SavedRuntime } from './snapshot.ts';
import type { RandomSource } from '../../primitives/random.ts';
import type { TimerPort } from '../time/wakeup.ts';

export interface EngineOptions {
  clock: Clock;
  /**
   * The job definitions (the jobs store): the engine keeps only run-time state and reads a definition here
   * when it needs more than its run settings — a notification's job, a live call's target, a restore.
   */
  definitions: JobDefinitions;
  /** Random bytes for run ids and secrets; `crypto.getRandomValues` by default. */
  random?: RandomSource;
  /** Runs kept per job (the history flag); 100 as the spec says. */
  historyLimit?: number;
  /** Most runs an advance answers with (the newest ones); the total is always reported. */
  advanceRunsLimit?: number;
  /** `--live-calls`: a real caller. Absent, outcomes are simulated. */
  caller?: Caller;
  /** Sends notifications; absent, they are only recorded. */
  sender?: Sender;
  /** `--notify-url`. */
  notifyUrl?: string | null;
  notificationRetention?: number;
  /** Real-clock mode only: the single timer, and how fast the real clock runs (`--speed`). */
  timers?: TimerPort;
  speed?: number;
  /**
   * A drain gives the event loop a turn through this port after every 5 ms of work, so a large due batch
   * or a long advance never blocks it (drain-pacer.ts); a MessageChannel message by default.
   */
  yieldPort?: YieldPort;
  /** Errors nobody awaits (timer-driven work, listeners). */
  onError?: (error: unknown) => void;
  /** State to start from (`--state-file`). */
  snapshot?: EngineSnapshot;
  /** Real-clock mode: work done on the engine's own (timer, a live call or delivery ending), to persist. */
  afterBackgroundWork?: () => void;
  /**
   * A job's run-time state changed (every `touch`: a run started, finished or was skipped; its next due
   * time moved), for a persistence port that writes only what changed. Called on the hot path: keep it cheap.
   */
  onJobTouched?: (jobId: string) => void;
  /**
   * The test clock an account is on, or undefined when it follows `clock` (spec/mock-control.yaml
   * createTestClock). Asked often: keep it a lookup. An account never changes clock while it has jobs.
   */
  testClockOf?: (accountId: string) => TestClockRef | undefined;
}

export interface AdvanceResult {
  /** The clock after the move. */
  now: number;
  /** The newest runs made (at most `advanceRunsLimit`), oldest first. */
  runs: Run[];
  /** Every run made during the move. */
  runs_total: number;
  /** Scheduled occurrences skipped because the job's previous run was still in progress. */
  skipped: number;
}

export type RunNowResult = { status: 'started'; job: Job } | { status: 'busy' } | { status: 'unknown' };

export interface Engine {
  /**
   * A job was created (and is in `definitions` already): its first run is due at `created_at +
   * interval_seconds` (when active), or at `nextDueMs` when given (null: not scheduled). The engine takes
   * the run settings of the definition, not the definition.
   */
  addJob(accountId: string, definition: Readonly<JobDefinition>, nextDueMs?: number | null): Job;
  /**
   * Fixtures: finished runs of a job made elsewhere (any order, at most the history limit), recorded as
   * if this engine had made them — history, last_run and consecutive_failures follow. Their ids must be
   * ULIDs whose time is `started_at`, as the engine's own are. Not counted in `runsTotal`.
   */
  recordRuns(jobId: string, runs: readonly Run[]): void;
  /** The engine knows this job. */
  hasJob(jobId: string): boolean;
  /**
   * A job changed (PATCH, pause, resume): pass the whole new definition, as `definitions` now holds it.
   * Pausing clears the schedule; resuming, or a changed schedule on an active job, schedules from the
   * time of the change (`changedAtMs`: the definition's new updated_at; the clock's now by default).
   */
  updateJob(definition: JobDefinition, changedAtMs?: number): Job | undefined;
  /** A job was deleted: its schedule and any run in progress go; its notifications stay. */
  removeJob(jobId: string): boolean;
  /** The job with its runtime fields. */
  getJob(jobId: string): Job | undefined;
  /** Just the runtime fields, for a core that keeps the definitions itself. */
  runtimeOf(jobId: string): JobRuntime | undefined;
  /** Kept runs, newest first (by started_at, then id). */
  listRuns(jobId: string): Run[] | undefined;
  /** The same runs as the simulator keeps them (for a persistence port), newest first. */
  runRecords(jobId: string): RunRecord[] | undefined;
  /** A run of the job is in progress (the core answers a manual run with 409). */
  isRunning(jobId: string, nowMs?: number): boolean;
  /** `POST /v1/jobs/{id}/run`. */
  runNow(jobId: string): RunNowResult;
  /** Moves the clock to `targetMs`, doing everything due on the way, in time order. */
  advanceTo(targetMs: number): Promise<AdvanceResult>;
  advanceBy(seconds: number): Promise<AdvanceResult>;
  /** Something in the queue is due at or before the clock's now (real mode: a catch-up would do work). */
  hasDue(): boolean;
  /** Does what is due up to the clock's now (real mode; cheap when nothing is). */
  catchUp(): Promise<AdvanceResult>;
  /** Moves a test clock to `targetMs`, doing what is due on the way for the accounts on it only. */
  advanceTestClock(clock: TestClockRef, targetMs: number): Promise<AdvanceResult>;
  /** Forgets a test clock's queue; its accounts' jobs and notifications must be gone already. */
  dropTestClock(id: string): void;
  /** Real-clock mode: arms the single timer. */
  start(): void;
  stop(): void;
  /** Resolves once no live call or delivery started in real-clock mode is still on its way. */
  idle(): Promise<void>;
  subscribe(listener: EngineListener): () => void;
  readonly rules: OutcomeRules;
  readonly outbox: Outbox;
  /** `POST /__mock/reset`: jobs, runs, notifications and rules go; secrets and notify URLs stay. */
  reset(): void;
  snapshot(): EngineSnapshot;
  /** One job's saved run-time state (a snapshot's job without its history). */
  savedRuntime(jobId: string): SavedRuntime | undefined;
  /** Runs made since start (all time, across restores). */
  readonly runsTotal: number;
}

/** A test clock as the engine sees it: an id that names its lane and the clock that times it. */
export interface TestClockRef {
  readonly id: string;
  readonly clock: Clock;
}
