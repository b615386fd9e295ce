import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-008',
    title: 'answers 409 to resuming a job that is not paused',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1resume/post' },
    operations: ['resumeJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    ctx.expectRejected(await ctx.request('POST', ctx.jobPath(job, '/resume')), 409, 'an active job cannot be resumed');
  },
});
