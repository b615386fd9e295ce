// Shared fixtures of the simulator's tests (and of anyone testing against the engine): a fixed start
// time, job definitions with the spec's defaults, an engine on a virtual clock with seeded randomness
// over a jobs store of its own.

import { createVirtualClock, toTimestamp, type Clock } from '../primitives/clock.ts';
import { createJobsStore, type JobsStore } from '../state/jobs-store.ts';
import { createEngine, type Engine, type EngineOptions } from '../simulator/engine/engine.ts';
import type { JobDefinition } from '../simulator/jobs/job-state.ts';
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

/**
 * An engine over `store` whose addJob, updateJob, removeJob and reset write the store first, as the job
 * service does: tests speak to the engine alone.
 */
export function storedEngine(
  options: Omit<EngineOptions, 'definitions'>,
  store: JobsStore = createJobsStore(),
): Engine {
  const engine = createEngine({ ...options, definitions: store });
  const face: Engine = Object.create(engine);
  face.addJob = (accountId, definition, nextDueMs) => {
    store.insert({ accountId, job: definition });
    return engine.addJob(accountId, definition, nextDueMs);
  };
  face.updateJob = (definition, changedAtMs) => {
    store.update(definition.id, definition);
    return engine.updateJob(definition, changedAtMs);
  };
  face.removeJob = (jobId) => {
    store.remove(jobId);
    return engine.removeJob(jobId);
  };
  face.reset = () => {
    store.clear();
    engine.reset();
  };
  return face;
}

/** An engine on a virtual clock; pass the `store` of an engine whose snapshot it restores. */
export function virtualEngine(
  options: Partial<Omit<EngineOptions, 'definitions'>> & { store?: JobsStore } = {},
  startMs = T0,
): { engine: Engine; clock: Clock; store: JobsStore } {
  const { store = createJobsStore(), ...rest } = options;
  const clock = rest.clock ?? createVirtualClock(startMs);
  const engine = storedEngine({ random: seededRandom(42), ...rest, clock }, store);
  return { engine, clock, store };
}
