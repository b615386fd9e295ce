import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-010',
    title: 'rejects a url that is not absolute',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const url of ['/hooks/report', 'hooks/report', 'example.com/hooks/report', '//example.com/hooks/report', '']) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ url }) });
      ctx.expectRejected(
        exchange,
        422,
        `url ${JSON.stringify(url)} is not an absolute URL`,
        ctx.full ? '#/components/schemas/JobUrl' : 'seed §2',
      );
      ctx.expectFieldError(exchange, '/url', 'the url is named');
      ctx.probe('2:url', 'a url that is not absolute refused');
    }
  },
});
