import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-011',
    title: 'rejects an absolute url whose scheme is not http or https',
    profile: 'full',
    source: { spec: '#/components/schemas/JobUrl' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const url of [
      'ftp://example.com/report',
      'mailto:ops@example.com',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ws://example.com/socket',
    ]) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ url }) });
      ctx.expectRejected(exchange, 422, `url ${url} cannot be called over HTTP`);
      ctx.expectFieldError(exchange, '/url', 'the url is named');
    }
  },
});
