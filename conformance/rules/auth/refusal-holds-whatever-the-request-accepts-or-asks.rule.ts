import { rule } from '../../harness/rule/rule.ts';
import { authScope, everyOperation, requestFor } from '../../harness/rule/operations-in-scope.ts';

// AUTH-001/003 send the kit's usual headers (client-manners.ts). A key check that depends on anything else
// in the request — skipped when `Accept: */*` is present (what curl and browsers send), or taken from
// another code path when there is a query string — passes them; each variant here must be refused too.
const variants: readonly { label: string; headers?: Record<string, string>; query?: string }[] = [
  { label: 'Accept: */*', headers: { Accept: '*/*' } },
  { label: 'Accept: application/json', headers: { Accept: 'application/json' } },
  { label: 'the query ?limit=1', query: '?limit=1' },
  { label: 'an unknown query parameter', query: '?cjk_unknown_parameter=1' },
];

export default rule({
  meta: {
    id: 'AUTH-013',
    title: 'refuses a request without a valid key whatever it accepts or asks in its query, showing no job',
    profile: 'core',
    source: { seed: '5.1' },
    operations: everyOperation,
  },
  run: async (ctx) => {
    const where = ctx.full ? '#/components/securitySchemes/ApiKeyAuth' : 'seed §5.1';
    // A job of each account that no refusal may show. With --read-only, or when a create is refused (that
    // is BODY-001's to judge), only the statuses are judged: the refusals are checked either way.
    const names: string[] = [];
    for (const key of ctx.config.readOnly ? [] : [ctx.keys.main, ctx.keys.second].filter((k) => k !== undefined)) {
      const body = ctx.validBody();
      const status = (await ctx.request('POST', '/v1/jobs', { key, body })).response?.status ?? 0;
      if (status >= 200 && status < 300) names.push(String(body.name));
    }
    const keys: readonly [string, Record<string, string>][] = [
      ['without X-API-Key', {}],
      ['with an unknown key', { 'X-API-Key': `cjk-not-a-key-${ctx.config.runId}` }],
    ];
    for (const op of authScope(ctx))
      for (const variant of variants) {
        // A query string only on reads: a write's query means nothing the seed names.
        if (variant.query && op.method !== 'GET') continue;
        for (const [keyLabel, keyHeader] of keys) {
          const base = requestFor(ctx, op, { ...keyHeader, ...variant.headers });
          const exchange = await ctx.send({ ...base, path: base.path + (variant.query ?? '') });
          const why = `${op.operationId} ${keyLabel}, with ${variant.label}, is refused`;
          ctx.expectRejected(exchange, 401, why, where);
          const shown = names.find((name) => exchange.response?.body.includes(name));
          ctx.check(
            !shown,
            `${why}, but the refusal shows the job ${shown}`,
            exchange,
            'a refusal without job data of any account',
            where,
          );
          ctx.probe('5.1', `${keyLabel}, with ${variant.label}: refused, no job shown`);
        }
      }
  },
});
