// A simulated run's outcome depends only on the outcome rules, the job's URL and its timeout, so each job
// keeps the last one it settled, valid until the rules change (their version) or the job's URL or timeout
// does (the engine drops it on update): a year's advance of one job every minute would otherwise parse its
// URL half a million times.

import type { JobState } from '../jobs/job-state.ts';
import type { OutcomeRules } from '../outcomes/outcome-rules.ts';
import { settle, type Outcome } from '../outcomes/outcome.ts';

/**
 * The outcome of the job's next simulated run, from the cache when the rules have not changed. The URL is
 * asked for only on a miss: the hot path touches the job's state and nothing else.
 */
export function simulatedOutcome(job: JobState, rules: OutcomeRules, urlOf: (job: JobState) => string): Outcome {
  if (job.cacheVersion === rules.version && job.cached) return job.cached;
  const { answer, cacheable } = rules.answer(job.id, urlOf(job));
  const outcome = settle(answer, job.timeoutMs);
  job.cached = outcome;
  job.cacheVersion = cacheable ? rules.version : -1;
  return outcome;
}

/** Drops the kept outcome: the job's URL or timeout changed. */
export function forgetOutcome(job: JobState): void {
  job.cacheVersion = -1;
}
