import { isJsonObject } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-011',
    title: 'lists no runs for a job that has not run',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1runs/get' },
    operations: ['listJobRuns'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob({ interval_seconds: 86_400 });
    const exchange = await ctx.request('GET', ctx.jobPath(job, '/runs?limit=10'));
    ctx.expectAccepted(exchange, 200, "a job's runs can be listed");
    const page = exchange.response?.json;
    ctx.check(
      isJsonObject(page) && Array.isArray(page.data) && page.data.length === 0 && page.next_cursor === null,
      'a new job has runs (or the answer is not a page)',
      exchange,
      '{"data": [], "next_cursor": null}',
    );
  },
});
