import { rule } from '../../harness/rule/rule.ts';
import { everyJobOperation, jobOperations, requestFor, unknownJobId } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'JOB-009',
    title: 'answers 404 to every job operation on an id it never issued',
    profile: 'full',
    source: { spec: '#/components/parameters/JobId' },
    operations: everyJobOperation,
  },
  run: async (ctx) => {
    const ops = jobOperations.filter((op) => !ctx.config.readOnly || op.method === 'GET');
    for (const id of [unknownJobId, 'nope', '12345', 'job_%F0%9F%9A%80'])
      for (const op of ops) {
        const request = requestFor(ctx, op, { 'X-API-Key': ctx.keys.main }, id === unknownJobId ? id : 'PLACEHOLDER');
        const path = request.path.replace('PLACEHOLDER', id);
        const exchange = await ctx.send({ ...request, path });
        ctx.expectRejected(exchange, 404, `${op.operationId} on ${id} finds no job`);
      }
  },
});
