import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-016',
    title: 'accepts application/json in any case, with a charset parameter and whitespace before it',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs/post/requestBody' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    // RFC 9110 §5.6.6 and §8.3.1: optional whitespace may stand on either side of a parameter's ';'.
    for (const contentType of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json ; charset=utf-8',
    ]) {
      const exchange = await ctx.send({
        method: 'POST',
        path: '/v1/jobs',
        headers: { 'X-API-Key': ctx.keys.main, 'Content-Type': contentType },
        body: JSON.stringify(ctx.validBody()),
      });
      ctx.expectAccepted(exchange, 201, `${contentType} is JSON`);
    }
  },
});
