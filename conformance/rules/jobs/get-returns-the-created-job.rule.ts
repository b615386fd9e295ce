import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'JOB-001',
    title: 'returns a created job by its id, as the create answered it',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}/get' },
    operations: ['getJob'],
    needs: ['write'],
  },
  async (ctx) => {
    const job = await ctx.createJob();
    const { data, response } = await ctx.api.GET('/v1/jobs/{job_id}', { params: { path: { job_id: job.id ?? '' } } });
    ctx.expectAccepted(ctx.lastExchange()!, 200, 'the job just created can be fetched');
    ctx.check(response.status === 200 && JSON.stringify(data) === JSON.stringify(job.record), 'the job differs from the create answer', ctx.lastExchange(), JSON.stringify(job.record));
  },
);
