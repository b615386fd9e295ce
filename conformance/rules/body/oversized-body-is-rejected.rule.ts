import { rule } from '../../harness/rule/rule.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'BODY-017',
    title: 'rejects a body larger than 65,536 bytes with 413',
    profile: 'full',
    source: { spec: '#/components/responses/PayloadTooLarge' },
    operations: ['createJob', 'updateJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const body = JSON.stringify(ctx.validBody({ name: ctx.name().padEnd(70_000, 'x') }));
    const exchange = await ctx.send({
      method: 'POST',
      path: '/v1/jobs',
      headers: { 'X-API-Key': ctx.keys.main, 'Content-Type': 'application/json' },
      body,
    });
    ctx.expectRejected(exchange, 413, `a ${body.length}-byte body is too large`);
    const patch = await ctx.send({
      method: 'PATCH',
      path: `/v1/jobs/${unknownJobId}`,
      headers: { 'X-API-Key': ctx.keys.main, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(70_000) }),
    });
    ctx.expectRejected(patch, [413, 404], 'a 70 kB patch is too large (or its job unknown)');
  },
});
