import { rule } from '../../harness/rule/rule.ts';
import { authScope, everyOperation, requestFor } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'AUTH-003',
    title: 'rejects a key that belongs to no account on every operation',
    profile: 'core',
    source: { seed: '5.1' },
    operations: everyOperation,
  },
  run: async (ctx) => {
    const wrongKeys = [`cjk-not-a-key-${ctx.config.runId}`, `${ctx.keys.main}x`];
    for (const op of authScope(ctx))
      for (const key of wrongKeys) {
        const exchange = await ctx.send(requestFor(ctx, op, { 'X-API-Key': key }));
        ctx.expectRejected(
          exchange,
          401,
          `${op.operationId} with an unknown key is refused`,
          ctx.full ? '#/components/securitySchemes/ApiKeyAuth' : 'seed §5.1',
        );
        ctx.probe('5.1', `a key of no account: ${op.operationId} refused`);
      }
  },
});
