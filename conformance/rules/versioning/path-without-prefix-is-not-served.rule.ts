import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'VER-002',
    title: 'does not serve the jobs path without a version prefix',
    profile: 'core',
    source: { seed: '9.1' },
  },
  async (ctx) => {
    for (const path of ['/jobs', '/jobs/job_00000000000000000000000000']) {
      const exchange = await ctx.request('GET', path);
      ctx.expectNotServed(exchange, `${path} has no /v1 prefix`, ctx.full ? '#/info/description (Conventions: unknown paths)' : 'seed §9.1');
    }
  },
);
