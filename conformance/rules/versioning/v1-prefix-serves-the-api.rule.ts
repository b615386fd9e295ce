import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'VER-001',
    title: 'serves the job list under the /v1 prefix',
    profile: 'core',
    source: { seed: '9.1' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    const exchange = await ctx.request('GET', '/v1/jobs');
    ctx.expectAccepted(exchange, 200, 'GET /v1/jobs is the list');
    ctx.probe('9.1', 'the list served under /v1');
  },
});
