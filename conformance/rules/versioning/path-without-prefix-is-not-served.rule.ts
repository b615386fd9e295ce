import { rule } from '../../harness/rule/rule.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'VER-002',
    title: 'does not serve the jobs path without a version prefix',
    profile: 'core',
    source: { seed: '9.1' },
  },
  run: async (ctx) => {
    for (const path of ['/jobs', `/jobs/${unknownJobId}`]) {
      const exchange = await ctx.request('GET', path);
      ctx.expectNotServed(
        exchange,
        `${path} has no /v1 prefix`,
        ctx.full ? '#/info/description (Conventions: unknown paths)' : 'seed §9.1',
      );
      ctx.probe('9.1', 'no prefix: not served');
    }
  },
});
