// A finished run kept as six numbers (scheduled, started, duration, two halves of the id's random part,
// and one packed word of status, trigger and error kind), because a large clock advance makes millions
// of runs and only the few that are read need to become Run objects (spec components.schemas.Run).

import type { components } from '../../../generated/openapi.ts';
import { errorMessage, type Outcome, type RunErrorCode } from './outcome.ts';
import { formatTimestamp } from '../primitives/timestamp.ts';
import { formatUlid, parseUlid } from '../primitives/ulid.ts';

export type Run = components['schemas']['Run'];
export type RunSummary = components['schemas']['RunSummary'];
export type RunTrigger = Run['trigger'];

export const RUN_STRIDE = 6;
export const F_SCHEDULED = 0;
export const F_STARTED = 1;
export const F_DURATION = 2;
export const F_ID_HI = 3;
export const F_ID_LO = 4;
export const F_PACKED = 5;

const ERROR_CODES: readonly (RunErrorCode | null)[] = [null, 'http_status', 'timeout', 'connection_error'];
const MANUAL_BIT = 1 << 10;

/** status (0 for none) in bits 0–9, manual trigger in bit 10, error kind in bits 11–12. */
export function pack(status: number | null, trigger: RunTrigger, error: RunErrorCode | null): number {
  const kind = error === null ? 0 : error === 'http_status' ? 1 : error === 'timeout' ? 2 : 3;
  return (status ?? 0) | (trigger === 'manual' ? MANUAL_BIT : 0) | (kind << 11);
}

export function packOutcome(outcome: Outcome, trigger: RunTrigger): number {
  return pack(outcome.status, trigger, outcome.error);
}

export const packedStatus = (packed: number): number | null => (packed & 1023) || null;
export const packedTrigger = (packed: number): RunTrigger => (packed & MANUAL_BIT ? 'manual' : 'schedule');
export const packedError = (packed: number): RunErrorCode | null => ERROR_CODES[(packed >> 11) & 3] ?? null;

/** The run's id: its start time and stored random part. */
export const runId = (fields: ArrayLike<number>, at = 0): string =>
  `run_${formatUlid(fields[at + F_STARTED]!, fields[at + F_ID_HI]!, fields[at + F_ID_LO]!)}`;

/** The spec's Run from the six stored numbers at `at`. */
export function toRun(jobId: string, fields: ArrayLike<number>, at = 0, message?: string): Run {
  const packed = fields[at + F_PACKED]!;
  const started = fields[at + F_STARTED]!;
  const duration = fields[at + F_DURATION]!;
  const status = packedStatus(packed);
  const code = packedError(packed);
  const scheduled = fields[at + F_SCHEDULED]!;
  // Most runs start when due and take no simulated time: one string serves all three.
  const startedAt = formatTimestamp(started);
  return {
    id: runId(fields, at),
    job_id: jobId,
    trigger: packedTrigger(packed),
    scheduled_at: scheduled === started ? startedAt : formatTimestamp(scheduled),
    started_at: startedAt,
    finished_at: duration === 0 ? startedAt : formatTimestamp(started + duration),
    outcome: code === null ? 'succeeded' : 'failed',
    http_status: status,
    duration_ms: duration,
    error: code === null ? null : { code, message: (message ?? errorMessage(code, status, duration)).slice(0, 500) },
  };
}

/** The numbers `toRun` reads, from a Run (a fixture's, a stored one): its message only where the error kind would not word it so. */
export function fromRun(run: Run): { scheduled: number; started: number; duration: number; hi: number; lo: number; packed: number; message: string | undefined } {
  const id = parseUlid(run.id);
  if (!id) throw new RangeError(`run id ${run.id} is not a ULID`);
  const custom = run.error !== null && run.error.message !== errorMessage(run.error.code, run.http_status, run.duration_ms).slice(0, 500);
  return {
    scheduled: Date.parse(run.scheduled_at),
    started: Date.parse(run.started_at),
    duration: run.duration_ms,
    hi: id.hi,
    lo: id.lo,
    packed: pack(run.http_status, run.trigger, run.error?.code ?? null),
    message: custom ? run.error!.message : undefined,
  };
}

export function toRunSummary(run: Run): RunSummary {
  return {
    id: run.id,
    trigger: run.trigger,
    scheduled_at: run.scheduled_at,
    finished_at: run.finished_at,
    outcome: run.outcome,
    http_status: run.http_status,
  };
}
