import type { Exchange } from '../../harness/transport/http.ts';
import { isJsonObject } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';
import type { RuleContext } from '../../harness/rule/rule-context.ts';

const defaultLimit = 20;

export default rule({
  meta: {
    id: 'PAGE-008',
    title: 'pages by 20 without a limit; an uneven walk ends on the oldest job with a null cursor',
    profile: 'full',
    source: { spec: '#/components/parameters/Limit' },
    operations: ['listJobs'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    const mine: string[] = [];
    for (let i = 0; i <= defaultLimit; i++) mine.push((await ctx.createJob()).name);
    await pagesByDefault(ctx);
    const { seen, pages, limit, exchange } = await unevenWalk(ctx);
    await oneShortOfTheEnd(ctx);
    for (const name of [mine[0]!, ...mine.slice(1)]) {
      const times = seen.get(name) ?? 0;
      ctx.check(
        times === 1,
        `${name}${name === mine[0] ? ' (the oldest of the rule’s jobs)' : ''} was met ${times} times in ${pages} pages of ${limit}`,
        exchange,
        'each job on exactly one page',
      );
    }
  },
});

// A page holding fewer jobs than its limit is the last page (spec: next_cursor is null on the last page):
// the service took every job after the cursor there was, and jobs created meanwhile are newer, so they
// sort before the cursor, never after it. (A full page may still be followed by an empty one: the jobs
// after it can be deleted before the next request, which the rules running beside this one do.)
function shortPageEnds(ctx: RuleContext, page: Exchange, limit: number, what: string): void {
  const body = page.response?.json;
  if (!isJsonObject(body) || !Array.isArray(body.data) || body.data.length >= limit) return;
  ctx.check(
    body.next_cursor === null,
    `${what} holds ${body.data.length} jobs of limit=${limit}, yet its next_cursor is ${JSON.stringify(body.next_cursor)}`,
    page,
    'null: a page the service could not fill is the last page',
  );
}

/** Without a limit: a page of 20, and a next_cursor when there is more. */
async function pagesByDefault(ctx: RuleContext): Promise<void> {
  const plain = await ctx.request('GET', '/v1/jobs');
  ctx.expectAccepted(plain, 200, 'the list answers without a limit');
  const first = plain.response?.json;
  if (!isJsonObject(first) || !Array.isArray(first.data))
    return ctx.blocked('SCHEMA-002', 'the list answer is not {"data": [...], "next_cursor": ...}', plain, 'schema');
  ctx.check(
    first.data.length === defaultLimit,
    `with ${defaultLimit + 1} or more jobs and no limit, the page holds ${first.data.length} jobs`,
    plain,
    `${defaultLimit} jobs (the default limit)`,
  );
  ctx.check(
    typeof first.next_cursor === 'string' && first.next_cursor !== '',
    'a first page of more has no next_cursor',
    plain,
    'a next_cursor string',
  );
}

/** The whole list by a limit that does not divide it: pages of at most that many, the last short and final. */
async function unevenWalk(ctx: RuleContext) {
  const { jobs: everyJob } = await ctx.listAll();
  // A limit that does not divide the count, so the last page is a short one.
  const limit = [6, 7, 8, 9].find((l) => everyJob.length % l !== 0)!;
  const seen = new Map<string, number>();
  const { pages: walk } = await ctx.listAll(ctx.keys.main, `limit=${limit}`);
  walk.forEach((page, n) => {
    const data = (page.response!.json as { data: unknown[] }).data;
    // An empty page may end the walk: rules running beside this one delete their jobs, and when the jobs
    // after the previous page are all gone by the time it is asked for, nothing is left to answer.
    ctx.check(
      data.length <= limit && (data.length > 0 || n === 0 || n === walk.length - 1),
      `page ${n + 1} has ${data.length} jobs`,
      page,
      `1 to ${limit} jobs (limit=${limit})`,
    );
    shortPageEnds(ctx, page, limit, `page ${n + 1}`);
    for (const job of data.filter(isJsonObject)) seen.set(String(job.name), (seen.get(String(job.name)) ?? 0) + 1);
  });
  const pages = walk.length;
  const exchange = walk.at(-1)!;
  const lastNext = (exchange.response!.json as { next_cursor?: unknown }).next_cursor;
  ctx.check(
    lastNext === null,
    `the last page's next_cursor is ${JSON.stringify(lastNext)}`,
    exchange,
    'null on the last page',
  );
  return { seen, pages, limit, exchange };
}

async function oneShortOfTheEnd(ctx: RuleContext): Promise<void> {
  // A page that stops one job short of the end must still say more follows. Other clients may change the
  // account meanwhile, so it is judged only when that page is exactly the newest of a listing just taken.
  // Rules running beside this one create and delete jobs, so it tries again (bounded) until one listing holds.
  for (let attempt = 0; attempt < 10; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const whole = await ctx.request('GET', '/v1/jobs?limit=100');
    const all = whole.response?.json;
    if (!isJsonObject(all) || !Array.isArray(all.data)) break;
    shortPageEnds(ctx, whole, 100, 'a list of limit=100');
    // Over 100 jobs for now (other rules' jobs): wait for them to be cleaned up.
    if (all.next_cursor !== null) continue;
    const ids = all.data.filter(isJsonObject).map((job) => String(job.id));
    if (ids.length < 2) break;
    const short = await ctx.request('GET', `/v1/jobs?limit=${ids.length - 1}`);
    const body = short.response?.json;
    const got =
      isJsonObject(body) && Array.isArray(body.data) ? body.data.filter(isJsonObject).map((job) => String(job.id)) : [];
    if (got.length !== ids.length - 1 || got.some((id, i) => id !== ids[i])) continue;
    if (isJsonObject(body) && body.next_cursor === null) {
      const still = await ctx.request('GET', `/v1/jobs/${encodeURIComponent(ids.at(-1)!)}`);
      ctx.check(
        still.response?.status !== 200,
        `a page of ${ids.length - 1} of ${ids.length} jobs has next_cursor null, though the oldest job ${ids.at(-1)} still exists`,
        short,
        'a next_cursor string (one job left)',
      );
    }
    break;
  }
}
