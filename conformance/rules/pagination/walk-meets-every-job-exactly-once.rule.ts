import type { components } from '../../../generated/openapi.ts';
import { isJsonObject } from '../../harness/record.ts';
import { defineRule } from '../../harness/define-rule.ts';

type JobList = components['schemas']['JobList'];

defineRule(
  {
    id: 'PAGE-001',
    title: 'walks the list page by page meeting every job exactly once',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs/get' },
    operations: ['listJobs'],
    needs: ['write', 'list'],
  },
  async (ctx) => {
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) mine.push((await ctx.createJob()).name);
    const seen = new Map<string, number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: { limit: number; cursor?: string } = cursor ? { limit: 2, cursor } : { limit: 2 };
      await ctx.api.GET('/v1/jobs', { params: { query } });
      const exchange = ctx.lastExchange()!;
      ctx.expectAccepted(exchange, 200, `page ${pages + 1} answers`);
      const page = exchange.response?.json;
      if (!isJsonObject(page) || !Array.isArray(page.data)) return ctx.blocked('SCHEMA-002', 'the list answer is not {"data": [...], "next_cursor": ...}', exchange, 'schema');
      const data = page.data.filter(isJsonObject) as JobList['data'];
      ctx.check(data.length <= 2, `page ${pages + 1} has ${data.length} jobs`, exchange, 'at most 2 jobs (limit=2)');
      for (const job of data) seen.set(job.name, (seen.get(job.name) ?? 0) + 1);
      cursor = typeof page.next_cursor === 'string' && page.next_cursor !== '' ? page.next_cursor : null;
      pages += 1;
    } while (cursor && pages < 500);
    for (const name of mine) {
      const times = seen.get(name) ?? 0;
      ctx.check(times === 1, `${name} was met ${times} times in ${pages} pages`, ctx.lastExchange(), 'each job on exactly one page');
    }
  },
);
