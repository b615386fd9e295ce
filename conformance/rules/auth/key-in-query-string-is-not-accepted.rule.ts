import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'AUTH-005',
    title: 'does not accept the key in the query string instead of the header',
    profile: 'core',
    source: { seed: '5.1' },
    operations: ['listJobs'],
  },
  async (ctx) => {
    const key = encodeURIComponent(ctx.keys.main);
    for (const query of [`api_key=${key}`, `X-API-Key=${key}`, `apiKey=${key}`, `key=${key}`]) {
      const exchange = await ctx.request('GET', `/v1/jobs?${query}`, { key: null });
      ctx.expectRejected(
        exchange,
        401,
        'a key in the query string is not a credential',
        ctx.full ? '#/components/securitySchemes/ApiKeyAuth' : 'seed §5.1',
      );
    }
  },
);
