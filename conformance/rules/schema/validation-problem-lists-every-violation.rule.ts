import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'SCHEMA-004',
    title: 'lists every violation of a create body in one 422, each with a JSON pointer',
    profile: 'full',
    source: { spec: '#/components/schemas/ValidationProblem' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const exchange = await ctx.request('POST', '/v1/jobs', {
      body: ctx.validBody({ interval_seconds: 10, url: '/relative', colour: 'red' }),
    });
    ctx.expectRejected(exchange, 422, 'the body has three violations');
    for (const pointer of ['/interval_seconds', '/url', '/colour'])
      ctx.expectFieldError(exchange, pointer, 'every violation is listed');
  },
});
