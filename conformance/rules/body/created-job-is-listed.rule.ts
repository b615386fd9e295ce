import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'BODY-002',
    title: "lists a created job among the account's jobs",
    profile: 'core',
    source: { seed: '4.2' },
    operations: ['createJob', 'listJobs'],
    needs: ['write', 'list'],
  },
  async (ctx) => {
    const job = await ctx.createJob();
    const { exchange, job: listed } = await ctx.findInList(job.name);
    ctx.expectAccepted(exchange, 200, 'the list answers');
    ctx.check(listed, 'the created job is not in the list', exchange, `an entry named ${job.name}`);
  },
);
