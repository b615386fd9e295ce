import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-013',
    title: 'rejects a body that is not well-formed JSON',
    profile: 'core',
    source: { seed: '1' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const valid = JSON.stringify(ctx.validBody());
    for (const body of [valid.slice(0, -1), `{name: "x"}`, `{'name': 'x'}`, `${valid},`, `${valid}${valid}`, 'NaN']) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body, headers: { 'Content-Type': 'application/json' } });
      ctx.expectRejected(
        exchange,
        400,
        'request bodies are JSON',
        ctx.full ? '#/components/responses/BadRequest' : 'seed §1',
      );
      ctx.probe('1', 'a body that is not JSON refused');
    }
  },
});
