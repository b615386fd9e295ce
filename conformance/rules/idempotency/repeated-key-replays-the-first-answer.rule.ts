import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'IDEM-001',
    title: 'answers a repeated Idempotency-Key with the first answer and creates one job',
    profile: 'full',
    source: { spec: '#/components/parameters/IdempotencyKey' },
    operations: ['createJob'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    const key = `cjk-${ctx.config.runId}-idem-1`;
    const body = ctx.validBody();
    const first = await ctx.request('POST', '/v1/jobs', { body, headers: { 'Idempotency-Key': key } });
    ctx.expectAccepted(first, 201, 'the first create succeeds');
    const second = await ctx.request('POST', '/v1/jobs', { body, headers: { 'Idempotency-Key': key } });
    ctx.expectAccepted(second, 201, 'the repeat answers the stored 201');
    ctx.check(
      second.response?.body === first.response?.body,
      'the repeat answered another body',
      second,
      first.response?.body ?? '',
    );
    ctx.check(
      second.response?.headers['idempotency-replayed'] === 'true',
      'the repeat is not marked as replayed',
      second,
      'Idempotency-Replayed: true',
    );
    const { exchange, jobs } = await ctx.listAll();
    const copies = jobs.filter((job) => job.name === body.name).length;
    ctx.check(copies === 1, `${copies} jobs named ${String(body.name)}`, exchange, 'exactly one job');
  },
});
