// Shared fixtures of the simulator's tests (and of anyone testing against the engine): a fixed start
// time, job definitions with the spec's defaults, an engine on a virtual clock with seeded randomness.

import { createVirtualClock, toTimestamp, type Clock } from '../primitives/clock.ts';
import { createEngine, type Engine, type EngineOptions } from './engine.ts';
import type { JobDefinition } from './job-state.ts';
import { seededRandom } from '../primitives/random.ts';

export const T0 = Date.parse('2026-11-22T15:00:00.000Z');
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

let counter = 0;

/** A job definition as the core stores it: created now, active, GET, 30 s timeout. */
export function jobDef(overrides: Partial<JobDefinition> = {}, createdMs = T0): JobDefinition {
  counter++;
  return {
    id: `job_01JD5ZQ3T9V8P6X4M2N${String(counter).padStart(7, '0')}`,
    name: `job ${counter}`,
    url: 'https://example.com/hook',
    method: 'GET',
    schedule_type: 'interval',
    interval_seconds: 60,
    notify_on_failure: false,
    timeout_seconds: 30,
    status: 'active',
    created_at: toTimestamp(createdMs),
    updated_at: toTimestamp(createdMs),
    ...overrides,
  };
}

export function virtualEngine(options: Partial<EngineOptions> = {}, startMs = T0): { engine: Engine; clock: Clock } {
  const clock = options.clock ?? createVirtualClock(startMs);
  const engine = createEngine({ random: seededRandom(42), ...options, clock });
  return { engine, clock };
}
