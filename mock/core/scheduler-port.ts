// The seam between the job store and the run simulator (issue 4), which plugs in as its own modules:
// the core tells it what is due, it reports finished runs back. The core stays the only owner of jobs.
import type { components as control } from '../../generated/mock-control.ts';
import type { Clock } from './clock.ts';
import type { Job, Run } from './jobs-store.ts';

export type Notification = control['schemas']['Notification'];

export interface ScheduledJob {
  readonly jobId: string;
  readonly accountId: string;
  /** Epoch milliseconds of the next scheduled run. */
  readonly nextRunAt: number;
}

export interface ScheduleChange {
  readonly jobId: string;
  readonly accountId: string;
  /** null when the job no longer runs on schedule (paused or deleted). */
  readonly nextRunAt: number | null;
  readonly reason: 'created' | 'paused' | 'resumed' | 'rescheduled' | 'deleted' | 'reset';
}

/** What the simulator may ask of the core. */
export interface SchedulerPort {
  readonly clock: Clock;
  readonly historyLimit: number;
  readonly settings: SimulationSettings;
  /** Every active job of every account with its due time. */
  activeJobs(): ScheduledJob[];
  getJob(jobId: string): { accountId: string; job: Job } | undefined;
  /** Adds a finished run to its job: history (newest first, bounded), last_run, consecutive_failures. Undefined when the job is gone. */
  recordRun(run: Run): Job | undefined;
  /** Moves a job's next due time after a scheduled occurrence (runs never change updated_at). */
  setNextRunAt(jobId: string, ms: number | null): void;
  newRunId(ms: number): string;
  newMessageId(ms: number): string;
  onScheduleChange(listener: (change: ScheduleChange) => void): () => void;
  /** Asks the adapter to persist state after a change the simulator made on its own. */
  changed(): void;
}

/** What the core asks of the simulator; without one, the clock moves and nothing runs. */
export interface Simulator {
  /** Moves the clock to `ms`, executing everything due on the way; the runs made, oldest first. */
  advanceTo(ms: number): Promise<Run[]>;
  /** Starts a manual run; `busy` when a run of the job is in progress (409). */
  startManualRun(jobId: string): 'started' | 'busy';
  notifications(): Notification[];
  snapshot(): unknown;
  reset(): void;
  close(): void;
}

export interface SimulationSettings {
  /** Really call target URLs instead of simulating outcomes (`--live-calls`). */
  liveCalls: boolean;
  /** Where failure notifications are delivered (`--notify-url`). */
  notifyUrl: string | null;
}

export type SimulatorFactory = (port: SchedulerPort, saved: unknown) => Simulator;

export function createNullSimulator(clock: Clock): Simulator {
  return {
    async advanceTo(ms) {
      clock.jumpTo(ms);
      return [];
    },
    startManualRun: () => 'started',
    notifications: () => [],
    snapshot: () => undefined,
    reset: () => {},
    close: () => {},
  };
}
