// Compiled by `npm run typecheck`, never run: code written against the generated types compiles, and
// each `@ts-expect-error` line must fail to compile — if the types stop catching the mistake, the
// directive itself becomes an error.
import type { components, operations, paths } from '../../generated/openapi.ts';

type JobCreate = components['schemas']['JobCreate'];
type Job = components['schemas']['Job'];
type Problem = components['schemas']['ValidationProblem'];
type CreatedJob = operations['createJob']['responses'][201]['content']['application/json'];
type ListQuery = NonNullable<paths['/v1/jobs']['get']['parameters']['query']>;

export const body: JobCreate = {
  name: 'Nightly report',
  url: 'https://example.com/hooks/report',
  schedule_type: 'interval',
  interval_seconds: 3600,
};

export function describeJob(job: CreatedJob): string {
  const next = job.next_run_at ?? 'paused';
  const last = job.last_run === null ? 'never' : job.last_run.outcome;
  return `${job.id} ${job.status} next=${next} last=${last}`;
}

export const query: ListQuery = { limit: 20, cursor: 'abc', status: 'paused' };

export const firstPointer = (problem: Problem): string | undefined => problem.errors[0]?.pointer;

// @ts-expect-error a misspelled field is not a JobCreate field
export const misspelled: JobCreate = { ...body, intervall_seconds: 60 };

// @ts-expect-error method is an enum of upper-case methods
export const lowerCase: JobCreate = { ...body, method: 'get' };

// @ts-expect-error a job record always has a status
export const noStatus: Job = { ...({} as Omit<Job, 'status'>) };

// @ts-expect-error status filters are active or paused
export const badFilter: ListQuery = { status: 'running' };
