import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'JOB-011',
    title: 'lists no runs for a job that has not run',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1runs/get' },
    operations: ['listJobRuns'],
    needs: ['write'],
  },
  async (ctx) => {
    const job = await ctx.createJob({ interval_seconds: 86_400 });
    const { data } = await ctx.api.GET('/v1/jobs/{job_id}/runs', { params: { path: { job_id: job.id ?? '' }, query: { limit: 10 } } });
    const exchange = ctx.lastExchange()!;
    ctx.expectAccepted(exchange, 200, "a job's runs can be listed");
    ctx.check(data?.data.length === 0 && data.next_cursor === null, 'a new job has runs', exchange, '{"data": [], "next_cursor": null}');
  },
);
