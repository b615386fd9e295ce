import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'IDEM-003',
    title: 'creates a new job when another account reuses an Idempotency-Key',
    profile: 'full',
    source: { spec: '#/components/parameters/IdempotencyKey' },
    operations: ['createJob'],
    needs: ['write', 'second-key'],
  },
  run: async (ctx) => {
    const key = `cjk-${ctx.config.runId}-idem-3`;
    const body = ctx.validBody();
    const first = await ctx.request('POST', '/v1/jobs', { body, headers: { 'Idempotency-Key': key } });
    ctx.expectAccepted(first, 201, 'the first account creates');
    const second = await ctx.request('POST', '/v1/jobs', {
      key: ctx.keys.second!,
      body,
      headers: { 'Idempotency-Key': key },
    });
    ctx.expectAccepted(second, 201, 'the second account creates its own job');
    const [a, b] = [first, second].map((e) => (e.response?.json as { id?: unknown })?.id);
    ctx.check(
      a !== b && second.response?.headers['idempotency-replayed'] === undefined,
      "the second account got the first account's job",
      second,
      'a new job, not a replay',
    );
  },
});
