import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-005',
    title: 'answers limit=1 with one job and a cursor while more jobs exist',
    profile: 'full',
    source: { spec: '#/components/schemas/JobList' },
    operations: ['listJobs'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    await ctx.createJob();
    await ctx.createJob();
    const exchange = await ctx.request('GET', '/v1/jobs?limit=1');
    ctx.expectAccepted(exchange, 200, 'the list answers');
    const page = exchange.response?.json as { data?: unknown[]; next_cursor?: unknown };
    ctx.check(
      page?.data?.length === 1,
      `the page has ${Array.isArray(page?.data) ? page.data.length : 'no data array of'} jobs`,
      exchange,
      'exactly 1 job',
    );
    ctx.check(
      typeof page?.next_cursor === 'string',
      `next_cursor is ${shown(page?.next_cursor)}`,
      exchange,
      'a next_cursor, since more jobs exist',
    );
  },
});
