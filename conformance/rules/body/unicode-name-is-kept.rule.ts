import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-020',
    title: 'keeps a name with non-ASCII characters exactly as sent',
    profile: 'full',
    source: { spec: '#/components/schemas/JobName' },
    operations: ['createJob', 'getJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const name = `${ctx.name()} Nachtbericht ✓ 日本語 🚀 e\u0301`;
    const job = await ctx.createJob({ name });
    ctx.check(
      job.record?.name === name,
      'the create answer changed the name',
      job.exchange,
      `name ${JSON.stringify(name)}`,
    );
    const got = await ctx.request('GET', ctx.jobPath(job));
    ctx.check(
      (got.response?.json as { name?: unknown } | undefined)?.name === name,
      'the stored name differs',
      got,
      `name ${JSON.stringify(name)}`,
    );
  },
});
