import { rule } from '../../harness/rule/rule.ts';
import { authScope, everyReadOperation, requestFor } from '../../harness/rule/operations-in-scope.ts';

// HEAD is the GET a client sends to probe a resource; a service that routes it around the key check
// (frameworks answer HEAD from the GET handler, or from a catch-all) tells a stranger what the account
// holds by status and length. The seed refuses every request without the key (§4, §5.1): any 4xx will do.
// The spec does not offer HEAD at all, and routes before it authenticates, so full expects its 405.
export default rule({
  meta: {
    id: 'AUTH-014',
    title: 'refuses a HEAD request that carries no valid key',
    profile: 'core',
    source: { seed: '5.1' },
    operations: everyReadOperation,
  },
  run: async (ctx) => {
    const where = ctx.full ? '#/info/description (Conventions: request order; HEAD is not offered)' : 'seed §5.1';
    for (const op of authScope(ctx).filter((o) => o.method === 'GET'))
      for (const [label, headers] of [
        ['without X-API-Key', {}],
        ['with an unknown key', { 'X-API-Key': `cjk-not-a-key-${ctx.config.runId}` }],
      ] as const) {
        const get = requestFor(ctx, op, headers);
        const exchange = await ctx.send({ ...get, method: 'HEAD' });
        ctx.expectRejected(exchange, 405, `HEAD for ${op.operationId} ${label} is refused`, where);
        ctx.probe('5.1', `HEAD ${label}: refused`);
      }
  },
});
