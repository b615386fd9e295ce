import { rule } from '../../harness/rule/rule.ts';
import { authScope, everyOperation, requestFor } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'AUTH-002',
    title: 'rejects an empty X-API-Key on every operation',
    profile: 'core',
    source: { seed: '5.1' },
    operations: everyOperation,
  },
  run: async (ctx) => {
    for (const op of authScope(ctx)) {
      const exchange = await ctx.send(requestFor(ctx, op, { 'X-API-Key': '' }));
      ctx.expectRejected(
        exchange,
        401,
        `${op.operationId} with an empty X-API-Key is refused`,
        ctx.full ? '#/components/securitySchemes/ApiKeyAuth' : 'seed §5.1',
      );
      ctx.probe('5.1', `an empty X-API-Key: ${op.operationId} refused`);
    }
  },
});
