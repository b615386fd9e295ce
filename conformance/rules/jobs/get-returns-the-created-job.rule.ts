import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-001',
    title: 'returns a created job by its id, as the create answered it',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}/get' },
    operations: ['getJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    const exchange = await ctx.request('GET', ctx.jobPath(job));
    ctx.expectAccepted(exchange, 200, 'the job just created can be fetched');
    ctx.check(
      JSON.stringify(exchange.response?.json) === JSON.stringify(job.exchange.response?.json),
      'the job differs from the create answer',
      exchange,
      job.exchange.response?.body ?? '',
    );
  },
});
