// SEQ-001's commands: each one sends its request(s), compares every answer with the model
// (sequence-model.ts) and updates the model; the values they send are in sequence-values.ts.
import fc from 'fast-check';
import type { RuleContext } from './rule-context.ts';
import type { Exchange } from './http.ts';
import { walkSpecList } from './list-walker.ts';
import { isJsonObject, shown, type JsonObject } from './record.ts';
import type { ScriptCall, ScriptStep } from './sequence-script.ts';
import { createParams, patchBody, patchParams, type CreateParams, type PatchParams } from './sequence-values.ts';
import { differences, mergePatch, outOfOrder, withDefaults, type Model, type ModelJob } from './sequence-model.ts';
import { operation as specOperation, type ServiceOperationId } from './spec-document.ts';

/** A step as printed and replayed (sequence-script.ts): what it did and the requests it sent. */
export interface Step extends ScriptStep {
  readonly calls: ScriptCall[];
}
/** The service side of the model run: the rule's context and the steps sent so far. */
export interface Real {
  readonly ctx: RuleContext;
  readonly steps: Step[];
}

const maxJobs = 2;
const maxPages = 200;
/** The operations the commands send, and nothing else (a step fails naming one): SEQ-001's metadata. */
export const sequenceOperations = [
  'createJob',
  'getJob',
  'updateJob',
  'pauseJob',
  'resumeJob',
  'runJob',
  'deleteJob',
  'listJobs',
  'listJobRuns',
] as const satisfies readonly ServiceOperationId[];
type Operation = (typeof sequenceOperations)[number];

type FailKind = 'status' | 'behaviour' | '5xx' | 'no-answer';

/** A new step of the sequence: sends and records its calls, and fails naming the step. */
function begin(r: Real, text: string) {
  const step: Step = { text, calls: [] };
  r.steps.push(step);
  const n = r.steps.length;
  function fail(
    operation: Operation,
    exchange: Exchange,
    what: string,
    expected: string,
    check: FailKind = 'behaviour',
  ): never {
    return r.ctx.fail(`step ${n}, ${text}: ${what}`, exchange, expected, specOperation(operation).pointer, check);
  }
  function status(operation: Operation, exchange: Exchange, wanted: readonly number[], why: string): number {
    const got = exchange.response?.status;
    if (got === undefined || !wanted.includes(got))
      return fail(
        operation,
        exchange,
        `${why}: expected ${wanted.join(' or ')}, got ${got ?? 'no answer'}`,
        `${wanted.join(' or ')} (${why})`,
        got === undefined ? 'no-answer' : got >= 500 ? '5xx' : 'status',
      );
    return got;
  }
  function record(operation: Operation, exchange: Exchange, job: ModelJob): void {
    const found = differences(exchange.response?.json, job);
    if (found.length > 0)
      fail(
        operation,
        exchange,
        found.join('; '),
        `job ${job.label} as the model has it: ${JSON.stringify({ ...job.fields, status: job.status })}`,
      );
  }
  async function send(
    method: string,
    path: string,
    body?: JsonObject,
    capture?: { variable: string; field: 'id' | 'next_cursor' },
  ): Promise<Exchange> {
    const exchange = await r.ctx.request(method, path, body === undefined ? {} : { body });
    const json = exchange.response?.json;
    const value = capture && isJsonObject(json) ? json[capture.field] : undefined;
    step.calls.push({ exchange, ...(capture && typeof value === 'string' ? { capture: { ...capture, value } } : {}) });
    return exchange;
  }
  function block(owner: string, reason: string, exchange: Exchange): never {
    return r.ctx.blocked(owner, reason, exchange, 'schema');
  }
  return { send, fail, status, record, block };
}

const path = (job: ModelJob, suffix = '') => `/v1/jobs/${encodeURIComponent(job.id)}${suffix}`;
/** Live jobs first, then deleted ones: most commands work on a live job, some check the 404 of a deleted one. */
function pickJob(m: Model, pick: number): ModelJob {
  const candidates = [...m.jobs.filter((job) => !job.deleted), ...m.jobs.filter((job) => job.deleted)];
  return candidates[pick % candidates.length]!;
}

/** A command on one of the sequence's jobs (deleted ones included: they answer 404). */
class JobCommand<P> implements fc.AsyncCommand<Model, Real> {
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

/** A deleted job answers 404 to every operation on it (spec deleteJob). */
async function expectGone(
  r: Real,
  job: ModelJob,
  text: string,
  operation: Operation,
  method: string,
  suffix = '',
  body?: JsonObject,
): Promise<boolean> {
  if (!job.deleted) return false;
  const step = begin(r, text);
  step.status(operation, await step.send(method, path(job, suffix), body), [404], `job ${job.label} was deleted`);
  return true;
}

class CreateCommand implements fc.AsyncCommand<Model, Real> {
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

async function patch(job: ModelJob, r: Real, params: PatchParams): Promise<void> {
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

async function get(job: ModelJob, r: Real): Promise<void> {
  const text = `get ${job.label}`;
  if (await expectGone(r, job, text, 'getJob', 'GET')) return;
  const step = begin(r, text);
  const exchange = await step.send('GET', path(job));
  step.status('getJob', exchange, [200], `job ${job.label} exists`);
  step.record('getJob', exchange, job);
}

async function transition(job: ModelJob, r: Real, to: 'paused' | 'active'): Promise<void> {
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

async function runNow(job: ModelJob, r: Real): Promise<void> {
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

async function remove(job: ModelJob, r: Real): Promise<void> {
  const text = `delete ${job.label}`;
  if (await expectGone(r, job, text, 'deleteJob', 'DELETE')) return;
  const step = begin(r, text);
  step.status('deleteJob', await step.send('DELETE', path(job)), [204], `job ${job.label} exists`);
  job.deleted = true;
}

/** One page walk (list-walker.ts): every page within `limit`, the last with a null cursor, no item twice. */
async function walk(
  step: ReturnType<typeof begin>,
  operation: 'listJobs' | 'listJobRuns',
  base: string,
  limit: number | undefined,
): Promise<{ items: JsonObject[]; last: Exchange; pageOf: Map<string, Exchange> }> {
  const [path, query = ''] = base.split('?') as [string, string?];
  const items: JsonObject[] = [];
  const pageOf = new Map<string, Exchange>();
  const seen = new Set<string>();
  const accepted = (exchange: Exchange, n: number) =>
    step.status(
      operation,
      exchange,
      [200],
      n === 0 ? 'the list answers' : 'the next_cursor of the page before is accepted',
    );
  const walked = await walkSpecList(
    (target) => step.send('GET', target, undefined, { variable: 'CURSOR', field: 'next_cursor' }),
    {
      path,
      query,
      defaultLimit: null,
      maxPages,
      onPage(exchange, data, n) {
        accepted(exchange, n);
        const bound = limit ?? 20;
        if (data.length > bound)
          step.fail(
            operation,
            exchange,
            `a page of ${data.length} items for limit ${bound}`,
            `at most ${bound} items (spec Limit)`,
          );
        for (const item of data.filter(isJsonObject)) {
          const id = String(item.id);
          if (seen.has(id))
            step.fail(operation, exchange, `${id} is listed twice in one walk`, 'every item once (spec Cursor)');
          seen.add(id);
          pageOf.set(id, exchange);
          items.push(item);
        }
      },
    },
  );
  const last = walked.exchange;
  if (walked.refused || walked.fault) accepted(last, walked.pages.length);
  // A page off the spec's shape is the failure of the rule that checks the shape, not of a sequence.
  if (walked.offShape) {
    accepted(last, walked.pages.length - 1);
    return step.block(
      operation === 'listJobs' ? 'SCHEMA-002' : 'JOB-013',
      `the ${operation === 'listJobs' ? 'job' : 'runs'} list answer is not {"data": [...], "next_cursor": ...}`,
      last,
    );
  }
  if (walked.unfinished)
    return step.fail(
      operation,
      last,
      `the walk did not end within ${maxPages} pages`,
      'a last page with next_cursor null',
    );
  const next = (last.response!.json as { next_cursor?: unknown }).next_cursor;
  if (next !== null)
    return step.fail(operation, last, `next_cursor is ${shown(next)}`, 'a cursor string, or null on the last page');
  return { items, last, pageOf };
}

interface WalkParams {
  readonly limit: number | undefined;
  readonly status: 'active' | 'paused' | undefined;
}

class ListWalkCommand implements fc.AsyncCommand<Model, Real> {
  readonly #params: WalkParams;
  constructor(params: WalkParams) {
    this.#params = params;
  }
  check(m: Readonly<Model>): boolean {
    return Date.now() < m.deadline;
  }
  toString(): string {
    return `walk(${JSON.stringify(this.#params)})`;
  }
  async run(m: Model, r: Real): Promise<void> {
    const { limit, status } = this.#params;
    const query = new URLSearchParams();
    if (limit !== undefined) query.set('limit', String(limit));
    if (status !== undefined) query.set('status', status);
    const step = begin(r, `walk the job list${query.size > 0 ? ` (${query.toString().replace('&', ', ')})` : ''}`);
    const { items, last, pageOf } = await walk(step, 'listJobs', `/v1/jobs${query.size > 0 ? `?${query}` : ''}`, limit);
    const byId = new Map(items.map((item) => [String(item.id), item]));
    for (const job of m.jobs) {
      const listed = byId.get(job.id);
      const page = pageOf.get(job.id) ?? last;
      const belongs = !job.deleted && (status === undefined || job.status === status);
      if (listed && !belongs)
        step.fail(
          'listJobs',
          page,
          `job ${job.label} (${job.id}) is listed although ${job.deleted ? 'it was deleted' : `it is ${job.status}`}`,
          `the list without job ${job.label}`,
        );
      if (!listed && belongs)
        step.fail(
          'listJobs',
          last,
          `job ${job.label} (${job.id}) is not listed`,
          `job ${job.label} on one of the pages`,
        );
      const found = listed ? differences(listed, job) : [];
      if (found.length > 0)
        step.fail(
          'listJobs',
          page,
          `job ${job.label} as listed: ${found.join('; ')}`,
          `job ${job.label} as the model has it: ${JSON.stringify({ ...job.fields, status: job.status })}`,
        );
    }
    const ours = items.filter((item) => m.jobs.some((job) => job.id === item.id));
    const pair = outOfOrder(ours, 'created_at');
    if (pair)
      step.fail(
        'listJobs',
        last,
        `${String(pair[1].id)} (created ${String(pair[1].created_at)}) is listed after ${String(pair[0].id)} (created ${String(pair[0].created_at)})`,
        'newest first: created_at, then id, descending',
      );
  }
}

async function runs(job: ModelJob, r: Real, limit: number | undefined): Promise<void> {
  const suffix = `/runs${limit === undefined ? '' : `?limit=${limit}`}`;
  const text = `list ${job.label}'s runs${limit === undefined ? '' : ` (limit=${limit})`}`;
  if (await expectGone(r, job, text, 'listJobRuns', 'GET', suffix)) return;
  const step = begin(r, text);
  const { items, last } = await walk(step, 'listJobRuns', path(job, suffix), limit);
  const foreign = items.find((run) => run.job_id !== job.id);
  if (foreign)
    step.fail(
      'listJobRuns',
      last,
      `run ${String(foreign.id)} has job_id ${shown(foreign.job_id)}`,
      `only runs of job ${job.label} (${job.id})`,
    );
  // A manual run finishes in the background: listed later, never more than were started.
  const manual = items.filter((run) => run.trigger === 'manual').length;
  if (manual > job.manualRuns)
    step.fail(
      'listJobRuns',
      last,
      `${manual} manual runs listed, ${job.manualRuns} started`,
      `at most ${job.manualRuns} manual runs`,
    );
  const pair = outOfOrder(items, 'started_at');
  if (pair)
    step.fail(
      'listJobRuns',
      last,
      `run ${String(pair[1].id)} (started ${String(pair[1].started_at)}) is listed after ${String(pair[0].id)}`,
      'newest first: started_at, then id, descending',
    );
}

const pick = fc.nat({ max: maxJobs - 1 });

/**
 * The commands of a sequence: create, get, patch, pause, resume, run now, delete, list walk, runs list.
 * fast-check picks among the entries evenly, so the moves of the state machine (and the walk that shows
 * their effect on the list) are listed two or three times.
 */
const create = createParams.map((params) => new CreateCommand(params));
const patchCommand = fc.tuple(pick, patchParams).map(([n, params]) => new JobCommand('patch', n, params, patch));
const pause = pick.map((n) => new JobCommand('pause', n, undefined, (job, r) => transition(job, r, 'paused')));
const resume = pick.map((n) => new JobCommand('resume', n, undefined, (job, r) => transition(job, r, 'active')));
const deleteCommand = pick.map((n) => new JobCommand('delete', n, undefined, (job, r) => remove(job, r)));
const listWalk = fc
  .record({
    limit: fc.constantFrom(undefined, 100, 5),
    status: fc.constantFrom(undefined, 'active' as const, 'paused' as const),
  })
  .map((params) => new ListWalkCommand(params));
export const sequenceCommands: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[] = [
  create,
  create,
  pick.map((n) => new JobCommand('get', n, undefined, (job, r) => get(job, r))),
  patchCommand,
  patchCommand,
  pause,
  pause,
  pause,
  resume,
  resume,
  resume,
  pick.map((n) => new JobCommand('run', n, undefined, (job, r) => runNow(job, r))),
  deleteCommand,
  deleteCommand,
  listWalk,
  listWalk,
  fc
    .tuple(pick, fc.constantFrom(undefined, 100, 1))
    .map(([n, limit]) => new JobCommand('runs', n, limit, (job, r) => runs(job, r, limit))),
];
