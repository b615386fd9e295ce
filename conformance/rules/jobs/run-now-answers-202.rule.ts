import { idOf } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-010',
    title: 'starts a manual run with 202 and the job, paused or not',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1run/post' },
    operations: ['runJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    const exchange = await ctx.request('POST', ctx.jobPath(job, '/run'));
    ctx.expectAccepted(exchange, 202, 'a run can be started now');
    ctx.check(
      idOf(exchange.response?.json) === job.id,
      'the answer is not the job',
      exchange,
      `the job ${String(job.id)}`,
    );
    const paused = await ctx.createJob();
    ctx.expectAccepted(await ctx.request('POST', ctx.jobPath(paused, '/pause')), 200, 'the second job is paused');
    const run = await ctx.request('POST', ctx.jobPath(paused, '/run'));
    ctx.expectAccepted(run, 202, 'a paused job can still be run by hand');
  },
});
