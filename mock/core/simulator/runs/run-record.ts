// A finished run as the simulator keeps it: the spec's Run (components.schemas.Run) with its instants as
// epoch milliseconds, spelled out as timestamps only when a run is read (`toRun`). `finished_at` is
// `started_at` plus `duration_ms` and the outcome follows from `error`, so neither is kept twice.

import type { components } from '../../../../generated/openapi.ts';
import { toTimestamp } from '../../primitives/clock.ts';
import { parseUlid } from '../../primitives/ulid.ts';
import { errorMessage, type Outcome } from '../outcomes/outcome.ts';

export type Run = components['schemas']['Run'];
export type RunSummary = components['schemas']['RunSummary'];
export type RunTrigger = Run['trigger'];
export type RunError = NonNullable<Run['error']>;

/** Never changed once made, so histories, snapshots and restored cores may share one. */
export interface RunRecord {
  /** `run_` and a ULID whose time is `started_ms` (run-ids.ts). */
  readonly id: string;
  readonly job_id: string;
  readonly trigger: RunTrigger;
  readonly scheduled_ms: number;
  readonly started_ms: number;
  readonly duration_ms: number;
  readonly http_status: number | null;
  /** null when the run succeeded. */
  readonly error: Readonly<RunError> | null;
}

/** The record of a run that ended with `outcome`. */
export function runRecord(
  jobId: string,
  id: string,
  trigger: RunTrigger,
  scheduledMs: number,
  startedMs: number,
  outcome: Outcome,
): RunRecord {
  return {
    id,
    job_id: jobId,
    trigger,
    scheduled_ms: scheduledMs,
    started_ms: startedMs,
    duration_ms: outcome.durationMs,
    http_status: outcome.status,
    error:
      outcome.error === null
        ? null
        : {
            code: outcome.error,
            message: (outcome.message ?? errorMessage(outcome.error, outcome.status, outcome.durationMs)).slice(0, 500),
          },
  };
}

/** The spec's Run. */
export function toRun(run: RunRecord): Run {
  return {
    id: run.id,
    job_id: run.job_id,
    trigger: run.trigger,
    scheduled_at: toTimestamp(run.scheduled_ms),
    started_at: toTimestamp(run.started_ms),
    finished_at: toTimestamp(run.started_ms + run.duration_ms),
    outcome: run.error === null ? 'succeeded' : 'failed',
    http_status: run.http_status,
    duration_ms: run.duration_ms,
    error: run.error === null ? null : { code: run.error.code, message: run.error.message },
  };
}

/** A record of job `jobId` from a Run made elsewhere (a fixture's): its id must be a ULID, as the engine's own are. */
export function fromRun(jobId: string, run: Run): RunRecord {
  if (!parseUlid(run.id)) throw new RangeError(`run id ${run.id} is not a ULID`);
  return {
    id: run.id,
    job_id: jobId,
    trigger: run.trigger,
    scheduled_ms: Date.parse(run.scheduled_at),
    started_ms: Date.parse(run.started_at),
    duration_ms: run.duration_ms,
    http_status: run.http_status,
    error: run.error === null ? null : { code: run.error.code, message: run.error.message.slice(0, 500) },
  };
}

export function toRunSummary(run: RunRecord): RunSummary {
  return {
    id: run.id,
    trigger: run.trigger,
    scheduled_at: toTimestamp(run.scheduled_ms),
    finished_at: toTimestamp(run.started_ms + run.duration_ms),
    outcome: run.error === null ? 'succeeded' : 'failed',
    http_status: run.http_status,
  };
}
