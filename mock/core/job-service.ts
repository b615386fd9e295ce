// What happens to jobs, independent of HTTP: create, change, pause, resume, delete, and the run
// bookkeeping the simulator reports into. Schedules follow the spec's Run behaviour: first run at
// created_at + interval; paused jobs have none; resume and a changed interval schedule from now.
import type { components } from '../../generated/openapi.ts';
import type { Clock } from './clock.ts';
import { toTimestamp } from './clock.ts';
import type { UlidFactory } from './ids.ts';
import type { Job, JobsStore, Run, StoredJob } from './jobs-store.ts';
import type { ScheduleChange, ScheduledJob } from './scheduler-port.ts';

export type JobCreate = components['schemas']['JobCreate'];
export type JobUpdate = components['schemas']['JobUpdate'];
type RunSummary = components['schemas']['RunSummary'];

/** The create fields with the spec's defaults already applied by the validator. */
export type JobFields = Required<Pick<JobCreate, 'name' | 'url' | 'method' | 'schedule_type' | 'notify_on_failure' | 'timeout_seconds'>> & {
  interval_seconds: number;
};

export interface JobService {
  create(accountId: string, fields: JobFields): Job;
  /** The job, when `accountId` owns it (or any job when `accountId` is undefined). */
  find(accountId: string | undefined, id: string): StoredJob | undefined;
  /** The create fields of a job, for a merge patch to apply to. */
  fieldsOf(job: Job): JobFields;
  update(entry: StoredJob, fields: JobFields): Job;
  pause(entry: StoredJob): Job | 'conflict';
  resume(entry: StoredJob): Job | 'conflict';
  remove(entry: StoredJob): void;
  recordRun(run: Run): Job | undefined;
  setNextRunAt(jobId: string, ms: number | null): void;
  activeJobs(): ScheduledJob[];
}

export function runSortKey(run: Pick<Run, 'started_at' | 'id'>): string {
  return `${run.started_at}|${run.id}`;
}

function summaryOf(run: Run): RunSummary {
  const { id, trigger, scheduled_at, finished_at, outcome, http_status } = run;
  return { id, trigger, scheduled_at, finished_at, outcome, http_status };
}

export function createJobService(deps: {
  store: JobsStore;
  clock: Clock;
  ulids: UlidFactory;
  historyLimit: number;
  emit: (change: ScheduleChange) => void;
}): JobService {
  const { store, clock, ulids, historyLimit, emit } = deps;
  const at = (ms: number) => toTimestamp(ms);

  const save = (entry: StoredJob, job: Job) => {
    store.update(entry.job.id, job);
    return job;
  };

  return {
    create(accountId, fields) {
      const now = clock.now();
      const job: Job = {
        id: `job_${ulids.next(now)}`,
        name: fields.name,
        url: fields.url,
        method: fields.method,
        schedule_type: fields.schedule_type,
        interval_seconds: fields.interval_seconds,
        notify_on_failure: fields.notify_on_failure,
        timeout_seconds: fields.timeout_seconds,
        status: 'active',
        created_at: at(now),
        updated_at: at(now),
        next_run_at: at(now + fields.interval_seconds * 1000),
        last_run: null,
        consecutive_failures: 0,
      };
      store.insert({ accountId, job, runs: [] });
      emit({ jobId: job.id, accountId, nextRunAt: now + fields.interval_seconds * 1000, reason: 'created' });
      return job;
    },
    find(accountId, id) {
      const entry = store.get(id);
      return entry && (accountId === undefined || entry.accountId === accountId) ? entry : undefined;
    },
    fieldsOf(job) {
      const { name, url, method, schedule_type, interval_seconds, notify_on_failure, timeout_seconds } = job;
      return { name, url, method, schedule_type, interval_seconds, notify_on_failure, timeout_seconds };
    },
    update(entry, fields) {
      const now = clock.now();
      const reschedule = entry.job.status === 'active' && fields.interval_seconds !== entry.job.interval_seconds;
      const nextRunMs = now + fields.interval_seconds * 1000;
      const job = save(entry, {
        ...entry.job,
        ...fields,
        updated_at: at(now),
        next_run_at: reschedule ? at(nextRunMs) : entry.job.next_run_at,
      });
      if (reschedule) emit({ jobId: job.id, accountId: entry.accountId, nextRunAt: nextRunMs, reason: 'rescheduled' });
      return job;
    },
    pause(entry) {
      if (entry.job.status === 'paused') return 'conflict';
      const job = save(entry, { ...entry.job, status: 'paused', updated_at: at(clock.now()), next_run_at: null });
      emit({ jobId: job.id, accountId: entry.accountId, nextRunAt: null, reason: 'paused' });
      return job;
    },
    resume(entry) {
      if (entry.job.status === 'active') return 'conflict';
      const now = clock.now();
      const nextRunMs = now + entry.job.interval_seconds * 1000;
      const job = save(entry, { ...entry.job, status: 'active', updated_at: at(now), next_run_at: at(nextRunMs) });
      emit({ jobId: job.id, accountId: entry.accountId, nextRunAt: nextRunMs, reason: 'resumed' });
      return job;
    },
    remove(entry) {
      store.remove(entry.job.id);
      emit({ jobId: entry.job.id, accountId: entry.accountId, nextRunAt: null, reason: 'deleted' });
    },
    recordRun(run) {
      const entry = store.get(run.job_id);
      if (!entry) return undefined; // deleted while running: the spec says the run is not recorded
      const key = runSortKey(run);
      const position = entry.runs.findIndex((r) => runSortKey(r) < key);
      entry.runs.splice(position === -1 ? entry.runs.length : position, 0, run);
      if (entry.runs.length > historyLimit) entry.runs.length = historyLimit;
      const newest = entry.job.last_run === null || run.finished_at >= entry.job.last_run.finished_at;
      return save(entry, {
        ...entry.job,
        last_run: newest ? summaryOf(run) : entry.job.last_run,
        consecutive_failures: run.outcome === 'failed' ? entry.job.consecutive_failures + 1 : 0,
      });
    },
    setNextRunAt(jobId, ms) {
      const entry = store.get(jobId);
      if (!entry || entry.job.status !== 'active') return;
      save(entry, { ...entry.job, next_run_at: ms === null ? null : at(ms) });
    },
    activeJobs() {
      const out: ScheduledJob[] = [];
      for (const entry of store.values())
        if (entry.job.status === 'active' && entry.job.next_run_at !== null)
          out.push({ jobId: entry.job.id, accountId: entry.accountId, nextRunAt: Date.parse(entry.job.next_run_at) });
      return out;
    },
  };
}
