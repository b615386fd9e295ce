import { rule } from '../../harness/rule/rule.ts';

// HTTP field names are case-insensitive (RFC 9110 §5.1); the raw client sends each spelling as written.
export default rule({
  meta: {
    id: 'AUTH-006',
    title: 'accepts the X-API-Key header whatever the case of its name',
    profile: 'core',
    source: { seed: '5.1' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    for (const name of ['x-api-key', 'X-Api-Key', 'X-API-KEY']) {
      const exchange = await ctx.send({ method: 'GET', path: '/v1/jobs', headers: { [name]: ctx.keys.main } });
      ctx.expectAccepted(exchange, 200, `the header spelt ${name} is the key`);
      ctx.probe('5.1', 'the header name in another case accepted (RFC 9110 §5.1)');
    }
  },
});
