// What is done to one job the path names: read it, patch it, delete it, pause, resume or run it now.
// A change that the job's state refuses is a 409.
import type { operations } from '../../../generated/openapi.ts';
import { ProblemError, validationProblem } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import { mergePatch, type JobFields, type JobUpdate } from '../state/job-service.ts';
import { entryOf, type ServiceContext, type ServiceHandlerDeps } from './service-context.ts';

const reply = typedReply<operations>();

export async function getJob({ jobs }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  return reply('getJob', 200, jobs.present(entryOf(context).job));
}

export async function updateJob(deps: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  const { jobs, validator, commit } = deps;
  const entry = entryOf(context);
  // A patch that switches schedule type drops the old type's fields first (spec JobUpdate).
  const patch = context.body as JobUpdate;
  const merged = mergePatch(jobs.fieldsOf(entry.job), patch);
  // The patch alone may be valid while the job it makes is not (spec: updateJob).
  const violations = validator.validate('#/components/schemas/JobCreate', merged);
  if (violations.length > 0) throw validationProblem(violations);
  const job = jobs.update(entry, merged as JobFields);
  await commit();
  return reply('updateJob', 200, job);
}

export async function deleteJob({ jobs, commit }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  jobs.remove(entryOf(context));
  await commit();
  return noContent();
}

export async function pauseJob({ jobs, commit }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  const entry = entryOf(context);
  const result = jobs.pause(entry);
  if (result === 'conflict') throw new ProblemError('invalidState', 'The job is already paused.');
  await commit();
  return reply('pauseJob', 200, result);
}

export async function resumeJob({ jobs, commit }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  const result = jobs.resume(entryOf(context));
  if (result === 'conflict') throw new ProblemError('invalidState', 'The job is not paused.');
  await commit();
  return reply('resumeJob', 200, result);
}

export async function runJob({ jobs, commit }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  const entry = entryOf(context);
  const job = jobs.runNow(entry);
  if (job === 'busy') throw new ProblemError('invalidState', 'A run of this job is in progress.');
  await commit();
  return reply('runJob', 202, job);
}
