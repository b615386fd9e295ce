import type { CreatedJob } from '../../harness/rule/rule-context.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-010',
    title: 'lists status=paused newest first (created_at, then id), whatever the order of the pauses',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs/get' },
    operations: ['listJobs', 'pauseJob'],
    needs: ['write', 'job-id', 'list'],
  },
  run: async (ctx) => {
    const jobs: CreatedJob[] = [];
    for (let i = 0; i < 4; i++) jobs.push(await ctx.createJob());
    // Paused out of creation order, so an order by pause time (or by last change) shows.
    const paused = [jobs[2]!, jobs[0]!, jobs[3]!];
    for (const job of paused)
      ctx.expectAccepted(await ctx.request('POST', ctx.jobPath(job, '/pause')), 200, `${job.name} is paused`);
    const { exchange, jobs: listed } = await ctx.listAll(ctx.keys.main, 'status=paused');
    const order = listed.map((job) => job.name).filter((name) => paused.some((job) => job.name === name));
    // The spec's order, from the create answers: created_at, then id, both descending.
    const key = (job: CreatedJob) => `${String(job.record?.created_at)}|${String(job.id)}`;
    const expected = [...paused]
      .sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0))
      .map((job) => job.name);
    ctx.check(
      JSON.stringify(order) === JSON.stringify(expected),
      `status=paused lists the rule's jobs as ${JSON.stringify(order)}`,
      exchange,
      `newest first: ${JSON.stringify(expected)}`,
    );
  },
});
