import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-002',
    title: 'lists jobs newest first',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs/get' },
    operations: ['listJobs'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push((await ctx.createJob()).name);
    const { exchange, jobs } = await ctx.listAll();
    const ours = jobs.filter((job) => names.includes(String(job.name)));
    ctx.check(
      ours.length === names.length,
      `${ours.length} of the ${names.length} new jobs are listed`,
      exchange,
      'every new job listed',
    );
    // Newest first: by created_at, ties by id, both descending.
    const key = (job: Record<string, unknown>) => `${String(job.created_at)} ${String(job.id)}`;
    for (let i = 1; i < jobs.length; i++)
      ctx.check(
        key(jobs[i - 1]!) > key(jobs[i]!),
        `${String(jobs[i]!.id)} (created ${String(jobs[i]!.created_at)}) follows ${String(jobs[i - 1]!.id)} (created ${String(jobs[i - 1]!.created_at)})`,
        exchange,
        'newest first: created_at, then id, descending',
      );
    const distinct = new Set(ours.map((job) => job.created_at)).size === ours.length;
    if (distinct)
      ctx.check(
        JSON.stringify(ours.map((j) => j.name)) === JSON.stringify([...names].reverse()),
        `the new jobs came as ${ours.map((j) => String(j.name)).join(', ')}`,
        exchange,
        `${[...names].reverse().join(', ')} (newest first)`,
      );
  },
});
