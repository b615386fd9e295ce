// A job as the API shows it: the store's definition joined with the engine's run-time fields
// (next_run_at, last_run, consecutive_failures). Every answer serialises the job anew.
import type { Job, JobDefinition } from './jobs-store.ts';
import type { Engine } from '../simulator/engine/engine-api.ts';

export interface JobPresenter {
  /** The definition with the engine's run-time fields: the spec's Job. */
  present(job: JobDefinition): Job;
}

export function createJobPresenter(deps: { engine: Pick<Engine, 'runtimeOf'> }): JobPresenter {
  const { engine } = deps;
  return {
    present: (job) => ({
      ...job,
      ...(engine.runtimeOf(job.id) ?? { next_run_at: null, last_run: null, consecutive_failures: 0 }),
    }),
  };
}
