import type { components } from '../../../generated/openapi.ts';
import { defineRule } from '../../harness/define-rule.ts';

type JobList = components['schemas']['JobList'];

defineRule(
  {
    id: 'PAGE-001',
    title: 'walks the list page by page meeting every job exactly once',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs/get' },
    operations: ['listJobs'],
    needs: ['write'],
  },
  async (ctx) => {
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) mine.push((await ctx.createJob()).name);
    const seen = new Map<string, number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: { limit: number; cursor?: string } = cursor ? { limit: 2, cursor } : { limit: 2 };
      const data: JobList | undefined = (await ctx.api.GET('/v1/jobs', { params: { query } })).data;
      const exchange = ctx.lastExchange()!;
      ctx.expectAccepted(exchange, 200, `page ${pages + 1} answers`);
      ctx.check((data?.data.length ?? 0) <= 2, `page ${pages + 1} has ${data?.data.length} jobs`, exchange, 'at most 2 jobs (limit=2)');
      for (const job of data?.data ?? []) seen.set(job.name, (seen.get(job.name) ?? 0) + 1);
      cursor = data?.next_cursor ?? null;
      pages += 1;
    } while (cursor && pages < 500);
    for (const name of mine) {
      const times = seen.get(name) ?? 0;
      ctx.check(times === 1, `${name} was met ${times} times in ${pages} pages`, ctx.lastExchange(), 'each job on exactly one page');
    }
  },
);
