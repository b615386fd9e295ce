import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-015',
    title: 'rejects a create body sent with another Content-Type or none',
    profile: 'full',
    source: { spec: '#/components/responses/UnsupportedMediaType' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined]) {
      const headers: Record<string, string> = {
        'X-API-Key': ctx.keys.main,
        ...(contentType ? { 'Content-Type': contentType } : {}),
      };
      const exchange = await ctx.send({
        method: 'POST',
        path: '/v1/jobs',
        headers,
        body: JSON.stringify(ctx.validBody()),
      });
      ctx.expectRejected(exchange, 415, `a body sent as ${contentType ?? 'no Content-Type'} is not JSON`);
    }
  },
});
