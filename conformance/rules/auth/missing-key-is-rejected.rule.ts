import { rule } from '../../harness/rule/rule.ts';
import { authScope, everyOperation, requestFor } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'AUTH-001',
    title: 'rejects a request without X-API-Key on every operation',
    profile: 'core',
    source: { seed: '5.1' },
    operations: everyOperation,
  },
  run: async (ctx) => {
    for (const op of authScope(ctx)) {
      const exchange = await ctx.send(requestFor(ctx, op, {}));
      ctx.expectRejected(
        exchange,
        401,
        `${op.operationId} without X-API-Key is refused`,
        ctx.full ? '#/components/securitySchemes/ApiKeyAuth' : 'seed §5.1',
      );
      ctx.probe('5.1', `no X-API-Key: ${op.operationId} refused`);
    }
  },
});
