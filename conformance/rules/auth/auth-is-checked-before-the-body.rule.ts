import { rule } from '../../harness/rule/rule.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'AUTH-007',
    title: 'refuses an unauthenticated request with an invalid body as unauthenticated, not as invalid',
    profile: 'core',
    source: { seed: '5.1' },
    operations: ['createJob', 'updateJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const where = ctx.full
      ? '#/info/description (Conventions: request order, authentication before the body)'
      : 'seed §5.1';
    const bodies = [JSON.stringify({ name: 42, colour: 'red' }), '{"name": '];
    for (const body of bodies)
      for (const key of [undefined, `cjk-not-a-key-${ctx.config.runId}`]) {
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          ...(key ? { 'X-API-Key': key } : {}),
        };
        const exchange = await ctx.send({ method: 'POST', path: '/v1/jobs', headers, body });
        ctx.expectRejected(exchange, 401, 'authentication comes before body validation', where);
        ctx.probe('5.1', `${key ? 'an unknown key' : 'no key'} with an invalid body: refused`);
        if (ctx.full) {
          const patch = await ctx.send({ method: 'PATCH', path: `/v1/jobs/${unknownJobId}`, headers, body });
          ctx.expectRejected(patch, 401, 'authentication comes before body validation and lookup', where);
        }
      }
  },
});
