import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'VER-007',
    title: 'answers 404 to /v1/jobs/ and 404 or 400 to a malformed escape in an id, never 5xx',
    profile: 'full',
    source: { spec: '#/info/description' },
    operations: ['createJob', 'listJobs', 'getJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const method of ['POST', 'GET']) {
      const exchange = await ctx.request(method, '/v1/jobs/', method === 'POST' ? { body: ctx.validBody() } : {});
      ctx.expectRejected(
        exchange,
        404,
        `${method} /v1/jobs/ is not the collection (a trailing slash names no resource)`,
      );
    }
    for (const path of ['/v1/jobs/%zz', '/v1/jobs/job_%zz/pause', '/v1/jobs/%']) {
      const method = path.endsWith('/pause') ? 'POST' : 'GET';
      ctx.expectRejected(await ctx.request(method, path), [404, 400], `${method} ${path} names no job`);
    }
  },
});
