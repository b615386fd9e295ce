// The run-time fields of the spec's Job, as the engine computes them from a job's state: next_run_at
// (the next occurrence that will really run), last_run (the newest kept run) and consecutive_failures.

import type { JobRuntime, JobState } from '../jobs/job-state.ts';
import { toRunSummary } from '../runs/run-record.ts';
import type { Scheduling } from '../queue/due-scheduling.ts';

export function jobRuntime(job: JobState, scheduling: Scheduling): JobRuntime {
  const latest = job.history.latest();
  return {
    next_run_at: scheduling.nextRunAt(job),
    last_run: latest ? toRunSummary(latest) : null,
    consecutive_failures: job.consecutiveFailures,
  };
}
