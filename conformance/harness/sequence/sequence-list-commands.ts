// SEQ-001's list commands: a walk of the job list, and of one job's runs. Each walks every page
// (list-walker.ts) and compares what is listed with the model (sequence-model.ts).
import type fc from 'fast-check';
import type { Exchange } from '../transport/http.ts';
import { walkSpecList } from '../lists/list-walker.ts';
import { isJsonObject, shown, type JsonObject } from '../transport/record.ts';
import { differences, outOfOrder, type Model, type ModelJob } from './sequence-model.ts';
import { begin, expectGone, path, type Real, type SequenceStep } from './sequence-step.ts';

const maxPages = 200;

/** One page walk (list-walker.ts): every page within `limit`, the last with a null cursor, no item twice. */
async function walk(
  step: SequenceStep,
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

export interface WalkParams {
  readonly limit: number | undefined;
  readonly status: 'active' | 'paused' | undefined;
}

export class ListWalkCommand implements fc.AsyncCommand<Model, Real> {
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

export async function runs(job: ModelJob, r: Real, limit: number | undefined): Promise<void> {
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
