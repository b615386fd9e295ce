import { isJsonObject } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-009',
    title: 'refuses a cursor issued for status=active when sent with status=paused',
    profile: 'full',
    source: { spec: '#/components/parameters/Cursor' },
    operations: ['listJobs'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    for (let i = 0; i < 2; i++) await ctx.createJob();
    const active = await ctx.request('GET', '/v1/jobs?status=active&limit=1');
    ctx.expectAccepted(active, 200, 'status=active lists');
    const page = active.response?.json;
    const cursor = isJsonObject(page) ? page.next_cursor : undefined;
    ctx.check(
      typeof cursor === 'string' && cursor !== '',
      'a page of one of two or more active jobs has no next_cursor',
      active,
      'a next_cursor string',
    );
    const paused = await ctx.request('GET', `/v1/jobs?status=paused&cursor=${encodeURIComponent(cursor as string)}`);
    ctx.expectRejected(paused, 400, 'a cursor is bound to the filters it was issued with');
  },
});
