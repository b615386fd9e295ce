import { rule } from '../../harness/rule/rule.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'VER-003',
    title: 'does not serve the jobs path under /v0 or /v2',
    profile: 'core',
    source: { seed: '9.1' },
  },
  run: async (ctx) => {
    for (const path of ['/v0/jobs', '/v2/jobs', '/v1.1/jobs', `/v2/jobs/${unknownJobId}`]) {
      const exchange = await ctx.request('GET', path);
      ctx.expectNotServed(
        exchange,
        `${path} is not the /v1 prefix`,
        ctx.full ? '#/info/description (Conventions: unknown paths)' : 'seed §9.1',
      );
      ctx.probe('9.1', 'another version prefix: not served');
    }
  },
});
