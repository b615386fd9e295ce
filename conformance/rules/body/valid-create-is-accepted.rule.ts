import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-001',
    title: 'accepts a create with every seed field valid',
    profile: 'core',
    source: { seed: '4.1' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    ctx.probe('4.1', 'a valid create acknowledged');
    if (!ctx.full) return;
    ctx.expectAccepted(job.exchange, 201, 'a valid job is created', '#/paths/~1v1~1jobs/post/responses/201');
    const location = job.exchange.response?.headers.location;
    ctx.check(
      job.id !== undefined && location === ctx.jobPath(job),
      'Location does not name the created job',
      job.exchange,
      `Location: /v1/jobs/${job.id ?? '{id}'}`,
      '#/components/headers/Location',
      'headers',
    );
  },
});
