// SEQ-001's commands on one job: create, get, patch, pause, resume, run now and delete. Each sends its
// request, compares the answer with the model (sequence-model.ts) and updates the model.
import type fc from 'fast-check';
import { isJsonObject, type JsonObject } from '../transport/record.ts';
import { mergePatch, withDefaults, type Model, type ModelJob } from './sequence-model.ts';
import { begin, expectGone, path, type Real } from './sequence-step.ts';
import { patchBody, type CreateParams, type PatchParams } from './sequence-values.ts';

/** How many jobs one sequence creates at most. */
export const maxJobs = 2;

/** Live jobs first, then deleted ones: most commands work on a live job, some check the 404 of a deleted one. */
function pickJob(m: Model, pick: number): ModelJob {
  const candidates = [...m.jobs.filter((job) => !job.deleted), ...m.jobs.filter((job) => job.deleted)];
  return candidates[pick % candidates.length]!;
}

/** A command on one of the sequence's jobs (deleted ones included: they answer 404). */
export class JobCommand<P> implements fc.AsyncCommand<Model, Real> {
  readonly #name: string;
  readonly #pick: number;
  readonly #params: P;
  readonly #body: (job: ModelJob, r: Real, params: P) => Promise<void>;
  constructor(name: string, pick: number, params: P, body: (job: ModelJob, r: Real, params: P) => Promise<void>) {
    this.#name = name;
    this.#pick = pick;
    this.#params = params;
    this.#body = body;
  }
  check(m: Readonly<Model>): boolean {
    return m.jobs.length > 0 && Date.now() < m.deadline;
  }
  run(m: Model, r: Real): Promise<void> {
    return this.#body(pickJob(m, this.#pick), r, this.#params);
  }
  toString(): string {
    return `${this.#name}(#${this.#pick}${this.#params === undefined ? '' : ` ${JSON.stringify(this.#params)}`})`;
  }
}

export class CreateCommand implements fc.AsyncCommand<Model, Real> {
  readonly #params: CreateParams;
  constructor(params: CreateParams) {
    this.#params = params;
  }
  check(m: Readonly<Model>): boolean {
    return m.jobs.length < maxJobs && Date.now() < m.deadline;
  }
  toString(): string {
    return `create(${JSON.stringify(this.#params)})`;
  }
  async run(m: Model, r: Real): Promise<void> {
    const label = String.fromCharCode(65 + m.jobs.length);
    const { schedule, ...rest } = this.#params;
    const name = r.ctx.name();
    const body: JsonObject = { name, url: r.ctx.config.targetUrl, ...rest, ...schedule };
    const step = begin(r, `create ${label} ${JSON.stringify({ ...schedule, ...rest })}`);
    const exchange = await step.send('POST', '/v1/jobs', body, { variable: `JOB_${label}`, field: 'id' });
    const status = exchange.response?.status;
    // A refused create, or one without a usable id, is BODY-001's and SCHEMA-001's failure, not a sequence's.
    if (status === undefined || status < 200 || status >= 300)
      return r.ctx.blocked(
        'BODY-001',
        'a valid create was not accepted',
        exchange,
        status === undefined ? 'no-answer' : status >= 500 ? '5xx' : 'status',
      );
    const json = exchange.response?.json;
    if (!isJsonObject(json) || typeof json.id !== 'string' || json.id === '')
      return r.ctx.blocked('SCHEMA-001', 'the create answer carries no string id', exchange, 'schema');
    const job: ModelJob = {
      label,
      id: json.id,
      baseName: name,
      createdAt: json.created_at,
      fields: withDefaults(body),
      status: 'active',
      deleted: false,
      manualRuns: 0,
    };
    m.jobs.push(job);
    step.record('createJob', exchange, job);
  }
}

export async function patch(job: ModelJob, r: Real, params: PatchParams): Promise<void> {
  const body = patchBody(job.baseName, r.ctx.config.targetUrl, params);
  const text = `patch ${job.label} ${JSON.stringify(body)}`;
  if (await expectGone(r, job, text, 'updateJob', 'PATCH', '', body)) return;
  const step = begin(r, text);
  const exchange = await step.send('PATCH', path(job), body);
  const merged = mergePatch(job.fields, body);
  if ('refused' in merged) {
    step.status(
      'updateJob',
      exchange,
      [422],
      `the patched job would carry ${merged.refused.slice(1)} beside schedule_type ${String(job.fields.schedule_type)}`,
    );
    const json = exchange.response?.json;
    const pointers =
      isJsonObject(json) && Array.isArray(json.errors)
        ? json.errors.map((e) => (isJsonObject(e) ? e.pointer : undefined))
        : [];
    if (!pointers.includes(merged.refused))
      step.fail(
        'updateJob',
        exchange,
        `the 422 does not name ${merged.refused} (names ${JSON.stringify(pointers)})`,
        `errors[] with pointer "${merged.refused}"`,
      );
    return;
  }
  step.status('updateJob', exchange, [200], 'a valid merge patch is applied');
  job.fields = merged.fields;
  step.record('updateJob', exchange, job);
}

export async function get(job: ModelJob, r: Real): Promise<void> {
  const text = `get ${job.label}`;
  if (await expectGone(r, job, text, 'getJob', 'GET')) return;
  const step = begin(r, text);
  const exchange = await step.send('GET', path(job));
  step.status('getJob', exchange, [200], `job ${job.label} exists`);
  step.record('getJob', exchange, job);
}

export async function transition(job: ModelJob, r: Real, to: 'paused' | 'active'): Promise<void> {
  const [verb, operation, suffix] =
    to === 'paused' ? (['pause', 'pauseJob', '/pause'] as const) : (['resume', 'resumeJob', '/resume'] as const);
  const text = `${verb} ${job.label}`;
  if (await expectGone(r, job, text, operation, 'POST', suffix)) return;
  const step = begin(r, text);
  const exchange = await step.send('POST', path(job, suffix));
  if (job.status === to) {
    step.status(
      operation,
      exchange,
      [409],
      `job ${job.label} is already ${to} (spec JobStatus: any other move answers 409)`,
    );
    return;
  }
  step.status(operation, exchange, [200], `job ${job.label} is ${job.status}`);
  job.status = to;
  step.record(operation, exchange, job);
}

export async function runNow(job: ModelJob, r: Real): Promise<void> {
  const text = `run ${job.label} now`;
  if (await expectGone(r, job, text, 'runJob', 'POST', '/run')) return;
  const step = begin(r, text);
  const exchange = await step.send('POST', path(job, '/run'));
  // 409 only while a run is in progress: one this sequence started, or a scheduled one of a cron job.
  const mayBeRunning = job.manualRuns > 0 || job.fields.schedule_type === 'cron';
  const status = step.status(
    'runJob',
    exchange,
    mayBeRunning ? [202, 409] : [202],
    `job ${job.label} runs now, whatever its status${mayBeRunning ? ' (409 while a run is in progress)' : ', and no run of it is in progress'}`,
  );
  if (status !== 202) return;
  job.manualRuns += 1;
  step.record('runJob', exchange, job);
}

export async function remove(job: ModelJob, r: Real): Promise<void> {
  const text = `delete ${job.label}`;
  if (await expectGone(r, job, text, 'deleteJob', 'DELETE')) return;
  const step = begin(r, text);
  step.status('deleteJob', await step.send('DELETE', path(job)), [204], `job ${job.label} exists`);
  job.deleted = true;
}
