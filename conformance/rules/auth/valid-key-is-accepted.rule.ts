import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'AUTH-004',
    title: 'accepts a request that carries a valid X-API-Key',
    profile: 'core',
    source: { seed: '5.1' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    const exchange = await ctx.request('GET', '/v1/jobs');
    ctx.expectAccepted(
      exchange,
      200,
      'the job list with a valid key answers',
      ctx.full ? '#/paths/~1v1~1jobs/get/responses/200' : 'seed §5.1',
    );
    ctx.probe('5.1', 'the valid key accepted');
  },
});
