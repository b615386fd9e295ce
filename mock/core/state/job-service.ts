// What happens to jobs, independent of HTTP: create, change, pause, resume, delete, run now. The store
// owns each job's definition (API fields, status, timestamps) and is written first; the run simulator's
// engine owns the run-time side — the schedule, next_run_at, last_run, consecutive_failures and the
// history — and is told about every change. Answers join the two (the presenter, job-presenter.ts). Schedules follow the spec's Run behaviour: first
// run at created_at + interval (or the cron expression's first time after it); paused jobs have none;
// resume and a changed schedule schedule from now.
import type { components } from '../../../generated/openapi.ts';
import type { Clock } from '../primitives/clock.ts';
import { toTimestamp } from '../primitives/clock.ts';
import type { UlidFactory } from '../primitives/ulid.ts';
import type { JobPresenter } from './job-presenter.ts';
import type { Job, JobDefinition, JobsStore, Run, StoredJob } from './jobs-store.ts';
import type { Engine } from '../simulator/engine/engine-api.ts';

export type JobCreate = components['schemas']['JobCreate'];
export type JobUpdate = components['schemas']['JobUpdate'];

/**
 * The create fields with the spec's defaults already applied by the validator: an interval job has
 * `interval_seconds`, a cron job `cron_expression` and `timezone` (JobCreate refuses the other type's).
 */
export type JobFields = Required<
  Pick<JobCreate, 'name' | 'url' | 'method' | 'schedule_type' | 'notify_on_failure' | 'timeout_seconds'>
> &
  Pick<JobCreate, 'interval_seconds' | 'cron_expression' | 'timezone'>;

/** The schedule fields of a type; a patch that switches type drops the others (spec JobUpdate). */
const scheduleFieldsOf = {
  interval: ['interval_seconds'],
  cron: ['cron_expression', 'timezone'],
} as const satisfies Record<JobCreate['schedule_type'], ReadonlyArray<keyof JobCreate>>;

/** The job's fields with a merge patch applied; switching schedule type first drops the old type's fields. */
export function mergePatch(current: JobFields, patch: JobUpdate): JobFields {
  const base: Partial<JobFields> = { ...current };
  if (patch.schedule_type !== undefined && patch.schedule_type !== current.schedule_type)
    for (const field of scheduleFieldsOf[current.schedule_type]) delete base[field];
  return { ...base, ...patch } as JobFields;
}

export interface JobService {
  /** The new job as the API shows it (the engine's view: definition and run-time fields). */
  create(accountId: string, fields: JobFields): Job;
  /** The job, when `accountId` owns it. */
  find(accountId: string, id: string): StoredJob | undefined;
  /** The create fields of a job, for a merge patch to apply to. */
  fieldsOf(job: JobDefinition): JobFields;
  update(entry: StoredJob, fields: JobFields): Job;
  pause(entry: StoredJob): Job | 'conflict';
  resume(entry: StoredJob): Job | 'conflict';
  remove(entry: StoredJob): void;
  /** `POST /v1/jobs/{id}/run`: `busy` while a run of the job is in progress. */
  runNow(entry: StoredJob): Job | 'busy';
  /** The definition with the engine's run-time fields: the spec's Job. */
  present(job: JobDefinition): Job;
  /** The kept runs, newest first. */
  runs(jobId: string): Run[];
}

export function runSortKey(run: Pick<Run, 'started_at' | 'id'>): string {
  return `${run.started_at}|${run.id}`;
}

/** A stored definition, its fields in the spec's order, with only the schedule fields of its type. */
function definitionOf(
  server: Pick<JobDefinition, 'id' | 'status' | 'created_at' | 'updated_at'>,
  fields: JobFields,
): JobDefinition {
  return {
    id: server.id,
    name: fields.name,
    url: fields.url,
    method: fields.method,
    schedule_type: fields.schedule_type,
    ...(fields.schedule_type === 'cron'
      ? { cron_expression: fields.cron_expression!, timezone: fields.timezone ?? 'UTC' }
      : { interval_seconds: fields.interval_seconds! }),
    notify_on_failure: fields.notify_on_failure,
    timeout_seconds: fields.timeout_seconds,
    status: server.status,
    created_at: server.created_at,
    updated_at: server.updated_at,
  };
}

/** `clockOf`: the clock an account's jobs are timed by (its test clock's, or the mock's). */
export function createJobService(deps: {
  store: JobsStore;
  clockOf: (accountId: string) => Clock;
  ulids: UlidFactory;
  engine: Engine;
  presenter: JobPresenter;
}): JobService {
  const { store, clockOf, ulids, engine, presenter } = deps;
  const at = (ms: number) => toTimestamp(ms);

  /**
   * Stores the new definition and tells the engine, which takes its run settings and reschedules as the
   * spec says, from the moment the definition's updated_at records.
   */
  const change = (job: JobDefinition): Job => {
    store.update(job.id, job);
    return engine.updateJob(job, Date.parse(job.updated_at)) ?? presenter.present(job);
  };

  const service: JobService = {
    create(accountId, fields) {
      const now = clockOf(accountId).now();
      const stamp = at(now); // one string for both fields: every stored job keeps it
      const job = definitionOf(
        { id: `job_${ulids.next(now)}`, status: 'active', created_at: stamp, updated_at: stamp },
        fields,
      );
      store.insert({ accountId, job });
      return engine.addJob(accountId, job);
    },
    find(accountId, id) {
      const entry = store.get(id);
      return entry?.accountId === accountId ? entry : undefined;
    },
    fieldsOf(job) {
      const { name, url, method, schedule_type, notify_on_failure, timeout_seconds } = job;
      const fields: JobFields = { name, url, method, schedule_type, notify_on_failure, timeout_seconds };
      for (const field of scheduleFieldsOf[schedule_type])
        if (job[field] !== undefined) Object.assign(fields, { [field]: job[field] });
      return fields;
    },
    update(entry, fields) {
      return change(definitionOf({ ...entry.job, updated_at: at(clockOf(entry.accountId).now()) }, fields));
    },
    pause(entry) {
      if (entry.job.status === 'paused') return 'conflict';
      return change({ ...entry.job, status: 'paused', updated_at: at(clockOf(entry.accountId).now()) });
    },
    resume(entry) {
      if (entry.job.status === 'active') return 'conflict';
      return change({ ...entry.job, status: 'active', updated_at: at(clockOf(entry.accountId).now()) });
    },
    remove(entry) {
      store.remove(entry.job.id);
      engine.removeJob(entry.job.id);
    },
    runNow(entry) {
      const result = engine.runNow(entry.job.id);
      if (result.status === 'busy') return 'busy';
      return result.status === 'started' ? result.job : presenter.present(entry.job);
    },
    present: presenter.present,
    runs: (jobId) => engine.listRuns(jobId) ?? [],
  };
  return service;
}
