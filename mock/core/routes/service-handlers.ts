// One thin handler per operation of spec/openapi.yaml: read the checked input, call the job service,
// map the result to the spec's status. Keyed by the generated `operations`, so an operation added to
// the spec without a handler fails the type check.
import type { components, operations } from '../../../generated/openapi.ts';
import type { SchemaValidator } from '../../../contract/schema-validator.ts';
import type { Clock } from '../primitives/clock.ts';
import { ProblemError, validationProblem } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import { jsonTextOf, typedReply } from '../http/typed-reply.ts';
import { bodyFingerprint, type IdempotencyStore } from '../state/idempotency.ts';
import { mergePatch, runSortKey, type JobFields, type JobService, type JobUpdate } from '../state/job-service.ts';
import type { JobStatus, JobsStore, StoredJob } from '../state/jobs-store.ts';
import { decodeCursor, encodeCursor } from '../pagination/cursor.ts';
import { nextDue, scheduleOf } from '../simulator/next-times.ts';
import { toTimestamp } from '../primitives/clock.ts';
import type { ServiceContext, ServiceHandler } from './service-context.ts';

export interface ServiceHandlerDeps {
  jobs: JobService;
  store: JobsStore;
  idempotency: IdempotencyStore;
  validator: SchemaValidator;
  clock: Clock;
  /** Persists the state; awaited before a write is acknowledged. */
  commit: () => Promise<void>;
}

/** Operations served under /v1; `jobRunFailed` is a webhook the service sends, not one it serves. */
export type ServiceOperationId = Exclude<keyof operations, 'jobRunFailed'>;

type SchedulePreviewRequest = components['schemas']['SchedulePreviewRequest'];

const reply = typedReply<operations>();

const entryOf = (context: ServiceContext): StoredJob => context.entry!;

export function createServiceHandlers(deps: ServiceHandlerDeps): Record<ServiceOperationId, ServiceHandler> {
  const { jobs, store, idempotency, validator, clock, commit } = deps;

  async function createJob(context: ServiceContext): Promise<Reply> {
    const idempotencyKey = context.params['Idempotency-Key'] as string | undefined;
    const scope = context.account.id;
    if (idempotencyKey !== undefined) {
      const fingerprint = bodyFingerprint(context.rawBody);
      const decision = idempotency.begin(scope, idempotencyKey, fingerprint, clock.now());
      if (decision.kind === 'mismatch')
        throw new ProblemError('idempotencyMismatch', 'This Idempotency-Key was first used with a different body.', {
          errors: [{ pointer: '', detail: 'differs from the body first sent with this Idempotency-Key' }],
        });
      if (decision.kind === 'in-flight')
        throw new ProblemError('idempotencyInFlight', 'A request with this Idempotency-Key is still being processed.');
      if (decision.kind === 'replay') {
        const { status, headers, body } = decision.answer;
        return { status, headers: { ...headers, 'Idempotency-Replayed': 'true' }, body };
      }
    }
    const job = jobs.create(scope, { ...(context.body as JobFields) });
    const headers = { Location: `/v1/jobs/${job.id}` };
    // Serialised once: a replay of the key answers the same bytes.
    const text = jsonTextOf(jobs.present(job));
    // Completed before the commit, so the key's answer is saved with the job it made.
    if (idempotencyKey !== undefined)
      idempotency.complete(scope, idempotencyKey, {
        status: 201,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: text,
      });
    try {
      await commit();
    } catch (error) {
      if (idempotencyKey !== undefined) idempotency.abandon(scope, idempotencyKey);
      jobs.remove(store.get(job.id)!);
      throw error;
    }
    if (idempotencyKey !== undefined) idempotency.saved(scope, idempotencyKey);
    return reply.text('createJob', 201, text, headers);
  }

  async function listJobs(context: ServiceContext): Promise<Reply> {
    const limit = context.params.limit as number;
    const status = context.params.status as JobStatus | undefined;
    const filters = `status=${status ?? ''}`;
    const cursor = context.params.cursor as string | undefined;
    const after = cursor === undefined ? undefined : decodeCursor(cursor, filters);
    const page = store.page(context.account.id, status, after, limit);
    const last = page.jobs.at(-1);
    const next_cursor = page.hasMore && last ? encodeCursor(last.id, filters) : null;
    return reply('listJobs', 200, { data: page.jobs.map((job) => jobs.present(job)), next_cursor });
  }

  async function getJob(context: ServiceContext): Promise<Reply> {
    return reply('getJob', 200, jobs.present(entryOf(context).job));
  }

  async function updateJob(context: ServiceContext): Promise<Reply> {
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

  async function deleteJob(context: ServiceContext): Promise<Reply> {
    jobs.remove(entryOf(context));
    await commit();
    return noContent();
  }

  async function pauseJob(context: ServiceContext): Promise<Reply> {
    const entry = entryOf(context);
    const result = jobs.pause(entry);
    if (result === 'conflict') throw new ProblemError('invalidState', 'The job is already paused.');
    await commit();
    return reply('pauseJob', 200, result);
  }

  async function resumeJob(context: ServiceContext): Promise<Reply> {
    const result = jobs.resume(entryOf(context));
    if (result === 'conflict') throw new ProblemError('invalidState', 'The job is not paused.');
    await commit();
    return reply('resumeJob', 200, result);
  }

  async function runJob(context: ServiceContext): Promise<Reply> {
    const entry = entryOf(context);
    const job = jobs.runNow(entry);
    if (job === 'busy') throw new ProblemError('invalidState', 'A run of this job is in progress.');
    await commit();
    return reply('runJob', 202, job);
  }

  async function listJobRuns(context: ServiceContext): Promise<Reply> {
    const entry = entryOf(context);
    const limit = context.params.limit as number;
    const filters = `job=${entry.job.id}`;
    const cursor = context.params.cursor as string | undefined;
    const after = cursor === undefined ? undefined : decodeCursor(cursor, filters);
    // The engine keeps the runs newest first; a cursor names the last run of the page before.
    const runs = jobs.runs(entry.job.id);
    const start = after === undefined ? 0 : runs.findIndex((r) => runSortKey(r) < after);
    const data = start === -1 ? [] : runs.slice(start, start + limit);
    const hasMore = start !== -1 && start + limit < runs.length;
    const last = data.at(-1);
    return reply('listJobRuns', 200, {
      data,
      next_cursor: hasMore && last ? encodeCursor(runSortKey(last), filters) : null,
    });
  }

  async function previewSchedule(context: ServiceContext): Promise<Reply> {
    // The body passed the same schema and meaning checks as a create (defaults applied: count, timezone).
    const request = context.body as SchedulePreviewRequest & { count: number };
    const from = request.from !== undefined ? Date.parse(request.from) : clock.now();
    const schedule = scheduleOf(request);
    let at = from;
    const data: string[] = [];
    for (let i = 0; i < request.count; i++) {
      at = nextDue(schedule, at);
      if (at > LAST_INSTANT)
        throw validationProblem([
          {
            pointer: '/from',
            detail: `the schedule has only ${i} run time${i === 1 ? '' : 's'} after ${request.from ?? 'now'} before the year 10000`,
          },
        ]);
      data.push(toTimestamp(at));
    }
    return reply('previewSchedule', 200, { data });
  }

  return {
    createJob,
    listJobs,
    getJob,
    updateJob,
    deleteJob,
    pauseJob,
    resumeJob,
    runJob,
    listJobRuns,
    previewSchedule,
  };
}

/** The last instant a Timestamp can show. */
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
