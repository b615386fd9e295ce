import { rule } from '../../harness/rule/rule.ts';

// A second way to send the key is left open by the seed (§5.1 names the header; §5.3: "behaviour when the key
// is missing or invalid … not shown"), so a service that also takes it in the query string is seed-correct:
// this is the spec's decision (ApiKeyAuth: the header only), judged in the full profile.
export default rule({
  meta: {
    id: 'AUTH-005',
    title: 'does not accept the key in the query string instead of the header',
    profile: 'full',
    source: { spec: '#/components/securitySchemes/ApiKeyAuth' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    const key = encodeURIComponent(ctx.keys.main);
    for (const query of [`api_key=${key}`, `X-API-Key=${key}`, `apiKey=${key}`, `key=${key}`]) {
      const exchange = await ctx.request('GET', `/v1/jobs?${query}`, { key: null });
      ctx.expectRejected(
        exchange,
        401,
        'a key in the query string is not a credential',
        '#/components/securitySchemes/ApiKeyAuth',
      );
    }
  },
});
