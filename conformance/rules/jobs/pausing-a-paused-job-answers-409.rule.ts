import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-006',
    title: 'answers 409 to pausing a job that is already paused',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1pause/post/responses/409' },
    operations: ['pauseJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    ctx.expectAccepted(await ctx.request('POST', ctx.jobPath(job, '/pause')), 200, 'the first pause succeeds');
    ctx.expectRejected(
      await ctx.request('POST', ctx.jobPath(job, '/pause')),
      409,
      'a paused job cannot be paused again',
    );
  },
});
