import { rule } from '../../harness/rule/rule.ts';

// The job this rule creates, and the pre-flight's — the first job the run made, which a service that loses
// its first write (an empty table created on first use, an off-by-one on the first id) would never list.
// Both are read back after the body (harness/read-back/read-back.ts): listed, each field as sent.
export default rule({
  meta: {
    id: 'BODY-002',
    title: "lists a created job among the account's jobs, the run's first job included",
    profile: 'core',
    source: { seed: '4.2' },
    operations: ['createJob', 'listJobs'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    if (ctx.preflightCreate) ctx.readBackToo(ctx.preflightCreate);
    const job = await ctx.createJob();
    const { exchange, job: listed } = await ctx.findInList(job.name);
    ctx.expectAccepted(exchange, 200, 'the list answers');
    ctx.check(listed, 'the created job is not in the list', exchange, `an entry named ${job.name}`);
    ctx.probe('4.1', 'a valid create acknowledged');
  },
});
