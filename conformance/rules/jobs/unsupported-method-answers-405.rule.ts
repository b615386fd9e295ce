import { rule } from '../../harness/rule.ts';
import { unknownJobId } from '../../harness/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'JOB-012',
    title: 'answers 405 with Allow to a method a path does not support',
    profile: 'full',
    source: { spec: '#/info/description' },
  },
  run: async (ctx) => {
    for (const [method, path] of [
      ['PUT', '/v1/jobs'],
      ['PUT', `/v1/jobs/${unknownJobId}`],
      ['GET', `/v1/jobs/${unknownJobId}/pause`],
      ['DELETE', `/v1/jobs/${unknownJobId}/runs`],
    ] as const) {
      const exchange = await ctx.request(method, path);
      ctx.expectRejected(
        exchange,
        405,
        `${method} is not an operation of ${path}`,
        '#/info/description (Conventions: 405 with Allow)',
      );
      ctx.check(
        exchange.response?.headers.allow,
        'the 405 has no Allow header',
        exchange,
        'Allow: the methods of the path',
      );
    }
  },
});
