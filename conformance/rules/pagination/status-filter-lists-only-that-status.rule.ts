import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-006',
    title: 'lists only jobs of the status asked for',
    profile: 'full',
    source: { spec: '#/components/parameters/StatusFilter' },
    operations: ['listJobs', 'pauseJob'],
    needs: ['write', 'job-id', 'list'],
  },
  run: async (ctx) => {
    const active = await ctx.createJob();
    const paused = await ctx.createJob();
    ctx.expectAccepted(await ctx.request('POST', ctx.jobPath(paused, '/pause')), 200, 'the second job is paused');
    for (const [status, included, excluded] of [
      ['paused', paused, active],
      ['active', active, paused],
    ] as const) {
      const { exchange, jobs } = await ctx.listAll(ctx.keys.main, `status=${status}`);
      const other = jobs.find((job) => job.status !== status);
      ctx.check(
        !other,
        `status=${status} lists ${shown(other?.name)} (${shown(other?.status)})`,
        exchange,
        `only ${status} jobs`,
      );
      ctx.check(
        jobs.some((j) => j.name === included.name),
        `status=${status} lacks ${included.name}`,
        exchange,
        `${included.name} listed`,
      );
      ctx.check(
        !jobs.some((j) => j.name === excluded.name),
        `status=${status} lists ${excluded.name}`,
        exchange,
        `${excluded.name} not listed`,
      );
    }
    ctx.expectRejected(await ctx.request('GET', '/v1/jobs?status=sleeping'), 400, 'status=sleeping is not a status');
  },
});
