import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-004',
    title: 'deletes a job with 204, after which it answers 404 and is not listed',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}/delete' },
    operations: ['deleteJob', 'getJob', 'listJobs'],
    needs: ['write', 'job-id', 'list'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    const path = ctx.jobPath(job);
    ctx.expectAccepted(await ctx.request('DELETE', path), 204, 'the job is deleted');
    ctx.expectRejected(await ctx.request('GET', path), 404, 'a deleted job is gone');
    ctx.expectRejected(await ctx.request('DELETE', path), 404, 'deleting again finds nothing');
    ctx.expectRejected(await ctx.request('GET', `${path}/runs`), 404, "a deleted job's runs are gone");
    const { exchange, job: listed } = await ctx.findInList(job.name, undefined, 'absent');
    ctx.check(!listed, 'the deleted job is still listed', exchange, `no ${job.name} in the list`);
  },
});
