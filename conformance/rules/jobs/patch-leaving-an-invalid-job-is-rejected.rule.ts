import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-003',
    title: 'rejects an invalid patch with 422 and leaves the job unchanged',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}/patch' },
    operations: ['updateJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    for (const patch of [
      {},
      { interval_seconds: 10 },
      { url: 'ftp://example.com' },
      { id: 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF' },
      { name: 42 },
      { interval_seconds: null },
    ]) {
      const exchange = await ctx.request('PATCH', ctx.jobPath(job), { body: patch });
      ctx.expectRejected(exchange, 422, `the patch ${JSON.stringify(patch)} is invalid`);
    }
    const after = await ctx.request('GET', ctx.jobPath(job));
    ctx.check(
      JSON.stringify(after.response?.json) === JSON.stringify(job.record),
      'a rejected patch changed the job',
      after,
      JSON.stringify(job.record),
    );
  },
});
