import type { components } from '../../../generated/openapi.ts';
import { rule } from '../../harness/rule/rule.ts';
import { isJsonObject } from '../../harness/transport/record.ts';

type JobList = components['schemas']['JobList'];

export default rule({
  meta: {
    id: 'PAGE-001',
    title: 'walks the list page by page meeting every job exactly once',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs/get' },
    operations: ['listJobs'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) mine.push((await ctx.createJob()).name);
    const seen = new Map<string, number>();
    const { pages } = await ctx.listAll(ctx.keys.main, 'limit=2');
    pages.forEach((exchange, n) => {
      const data = ((exchange.response!.json as JobList).data as unknown[]).filter(isJsonObject) as JobList['data'];
      ctx.check(data.length <= 2, `page ${n + 1} has ${data.length} jobs`, exchange, 'at most 2 jobs (limit=2)');
      for (const job of data) seen.set(job.name, (seen.get(job.name) ?? 0) + 1);
    });
    for (const name of mine) {
      const times = seen.get(name) ?? 0;
      ctx.check(
        times === 1,
        `${name} was met ${times} times in ${pages.length} pages`,
        pages.at(-1),
        'each job on exactly one page',
      );
    }
  },
});
