import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'IDEM-002',
    title: 'rejects an Idempotency-Key reused with a different body with 422',
    profile: 'full',
    source: { spec: '#/components/parameters/IdempotencyKey' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const key = `cjk-${ctx.config.runId}-idem-2`;
    ctx.expectAccepted(
      await ctx.request('POST', '/v1/jobs', { body: ctx.validBody(), headers: { 'Idempotency-Key': key } }),
      201,
      'the first create succeeds',
    );
    const other = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody(), headers: { 'Idempotency-Key': key } });
    ctx.expectRejected(other, 422, 'the key was used for another body');
  },
});
