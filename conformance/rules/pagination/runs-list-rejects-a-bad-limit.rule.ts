import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-007',
    title: "answers 400 to a bad limit or cursor on a job's runs, paginated like the job list",
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1runs/get' },
    operations: ['listJobRuns'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=!!not-a-cursor!!']) {
      const exchange = await ctx.request('GET', ctx.jobPath(job, `/runs?${query}`));
      ctx.expectRejected(exchange, 400, `${query} is not a valid page request`);
    }
    ctx.expectAccepted(
      await ctx.request('GET', ctx.jobPath(job, '/runs?limit=100')),
      200,
      'limit=100 is within bounds',
    );
  },
});
