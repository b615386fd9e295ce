import { setTimeout as sleep } from 'node:timers/promises';
import type { Exchange } from '../../harness/transport/http.ts';
import type { CreatedJob, RuleContext } from '../../harness/rule/rule-context.ts';
import { isJsonObject } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

// A real service starts a manual run in the background (runJob answers 202) and lists it once finished,
// so the rule waits for each run to be listed before the next; the mock lists it at once. The job's
// timeout_seconds is 1, so a run has finished one way or another a second after it started (spec: Run
// behaviour); a run still not listed 30 s after its 202 is a failure, not a slow server.
const waitStepMs = 200;
const waitLimitMs = 10_000;
const listLimitMs = 30_000;

export default rule({
  meta: {
    id: 'JOB-013',
    title: "pages through a job's runs without repeats, ends with a null cursor, refuses another job's cursor",
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1runs/get' },
    operations: ['listJobRuns', 'runJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob({ timeout_seconds: 1 });
    await runThreeTimes(ctx, job);
    const all = await page(ctx, job, 'limit=100');
    ctx.check(
      all.ids.length === 3 && all.next === null,
      `limit=100 over 3 runs answered ${all.ids.length} runs, next_cursor ${JSON.stringify(all.next)}`,
      all.exchange,
      'the 3 runs and next_cursor null',
    );
    const cursor = await pagesOfTwo(ctx, job, all.ids);
    await pagesOfOne(ctx, job, all.ids);
    const other = await ctx.createJob();
    const foreign = await ctx.request('GET', ctx.jobPath(other, `/runs?cursor=${encodeURIComponent(cursor)}`));
    ctx.expectRejected(
      foreign,
      400,
      "a cursor issued for one job's runs is refused for another job's runs",
      '#/components/parameters/Cursor',
    );
  },
});

interface RunsPage {
  readonly exchange: Exchange;
  readonly ids: string[];
  readonly next: unknown;
}

/** One page of the job's runs, which must be a RunList. */
async function page(ctx: RuleContext, job: CreatedJob, query: string): Promise<RunsPage> {
  const exchange = await ctx.request('GET', ctx.jobPath(job, `/runs?${query}`));
  ctx.expectAccepted(exchange, 200, `the runs can be listed (${query})`);
  const json = exchange.response?.json;
  ctx.check(
    isJsonObject(json) && Array.isArray(json.data) && 'next_cursor' in json,
    'the runs answer is not {"data": [...], "next_cursor": ...}',
    exchange,
    'a RunList',
    undefined,
    'schema',
  );
  const body = json as { data: unknown[]; next_cursor: unknown };
  return {
    exchange,
    ids: body.data.map((run) => (isJsonObject(run) ? String(run.id) : '')),
    next: body.next_cursor,
  };
}

/** Starts three manual runs, each once the one before is listed. */
async function runThreeTimes(ctx: RuleContext, job: CreatedJob): Promise<void> {
  for (let n = 1; n <= 3; n++) {
    for (let waited = 0; ; waited += waitStepMs) {
      // 409 while an earlier run is still in progress (no overlapping runs): wait and start it again.
      const started = await ctx.request('POST', ctx.jobPath(job, '/run'));
      ctx.expectAccepted(started, [202, 409], `manual run ${n} starts`);
      if (started.response?.status === 202) break;
      if (waited >= waitLimitMs)
        ctx.cannotDecide(
          `run ${n - 1} was still in progress after ${waitLimitMs} ms`,
          `run the rule again (--only JOB-013) when the service's manual runs end within ${waitLimitMs / 1000} s of a timeout_seconds of 1`,
        );
      await sleep(waitStepMs);
    }
    for (let waited = 0; ; waited += waitStepMs) {
      const listed = await page(ctx, job, 'limit=100');
      if (listed.ids.length >= n) break;
      if (waited >= listLimitMs) {
        return ctx.fail(
          `manual run ${n} was not listed ${listLimitMs / 1000} s after its 202, though the job's timeout_seconds is 1 (${listed.ids.length} runs listed)`,
          listed.exchange,
          `${n} runs listed`,
          '#/paths/~1v1~1jobs~1{job_id}~1run/post',
        );
      }
      await sleep(waitStepMs);
    }
  }
}

/** Two pages of limit=2 over the three runs: 2 runs and a cursor, then the third and a null cursor. Returns the cursor. */
async function pagesOfTwo(ctx: RuleContext, job: CreatedJob, all: readonly string[]): Promise<string> {
  const first = await page(ctx, job, 'limit=2');
  ctx.check(
    first.ids.length === 2,
    `limit=2 over 3 runs answered ${first.ids.length} runs`,
    first.exchange,
    '2 runs (limit=2)',
  );
  ctx.check(
    typeof first.next === 'string' && first.next !== '',
    'the first of two pages has no next_cursor',
    first.exchange,
    'a next_cursor string',
  );
  const cursor = first.next as string;
  const second = await page(ctx, job, `limit=2&cursor=${encodeURIComponent(cursor)}`);
  const repeated = second.ids.filter((id) => first.ids.includes(id));
  ctx.check(repeated.length === 0, `page 2 repeats ${repeated.join(', ')}`, second.exchange, 'no run of page 1 again');
  ctx.check(
    second.ids.length === 1 && second.ids[0] === all[2],
    `page 2 answered ${JSON.stringify(second.ids)}`,
    second.exchange,
    `the third run, ${all[2]}`,
  );
  ctx.check(
    second.next === null,
    `the last page's next_cursor is ${JSON.stringify(second.next)}`,
    second.exchange,
    'next_cursor null on the last page',
  );
  return cursor;
}

/** One run a page: each page starts right after the cursor's run, and the third and last has a null cursor. */
async function pagesOfOne(ctx: RuleContext, job: CreatedJob, all: readonly string[]): Promise<void> {
  let single = await page(ctx, job, 'limit=1');
  for (let n = 0; n < 3; n++) {
    ctx.check(
      JSON.stringify(single.ids) === JSON.stringify([all[n]]),
      `limit=1 page ${n + 1} answered ${JSON.stringify(single.ids)}`,
      single.exchange,
      `the run ${all[n]} alone`,
    );
    if (n === 2) break;
    ctx.check(
      typeof single.next === 'string' && single.next !== '',
      `limit=1 page ${n + 1} of 3 has next_cursor ${JSON.stringify(single.next)}`,
      single.exchange,
      'a next_cursor string',
    );
    single = await page(ctx, job, `limit=1&cursor=${encodeURIComponent(single.next as string)}`);
  }
  ctx.check(
    single.next === null,
    `the last limit=1 page's next_cursor is ${JSON.stringify(single.next)}`,
    single.exchange,
    'next_cursor null on the last page',
  );
}
