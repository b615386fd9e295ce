import { rule } from '../../harness/rule/rule.ts';

const invalidPath = 'https://api.cronjobs.example/problems/invalid-path';

export default rule({
  meta: {
    id: 'VER-008',
    title: 'answers 400 invalid-path to a dot segment, a backslash or an encoded slash, never resolving it',
    profile: 'full',
    source: { spec: '#/info/description' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    // Sent byte for byte: a URL parser would turn each into another path (`/v1/jobs/x/..` into `/v1/jobs`)
    // before the server saw it. Each resolves to a path that exists, so only refusing it answers 400.
    const paths = [
      '/v1/jobs/x/..',
      '/v1/jobs/x/%2e%2E',
      '/v1/jobs/.',
      '/v1/jobs/x/.%2e',
      '/v1\\jobs',
      '/v1/jobs%2F',
      '/v1%5Cjobs',
    ];
    for (const path of paths) {
      const exchange = await ctx.send({ method: 'GET', path, headers: { 'X-API-Key': ctx.keys.main }, rawPath: true });
      ctx.expectRejected(exchange, 400, `GET ${path} is refused, not resolved (paths are taken as sent)`);
      const json = exchange.response?.json as { type?: unknown } | undefined;
      ctx.check(
        json?.type === invalidPath,
        `the problem type is ${JSON.stringify(json?.type ?? null)}`,
        exchange,
        invalidPath,
      );
    }
    // The query is not part of the path: an encoded slash there is only a cursor never issued (PAGE-004).
    const query = await ctx.send({
      method: 'GET',
      path: '/v1/jobs?cursor=%2F..',
      headers: { 'X-API-Key': ctx.keys.main },
      rawPath: true,
    });
    ctx.expectRejected(query, 400, 'GET /v1/jobs?cursor=%2F.. is refused for its cursor');
    const queryType = (query.response?.json as { type?: unknown } | undefined)?.type;
    ctx.check(
      queryType !== invalidPath,
      `the problem type is ${JSON.stringify(queryType ?? null)}`,
      query,
      'not invalid-path: only the path is taken as sent, the query is not',
    );
    // Dots inside a segment make no dot segment: the id is merely unknown.
    const dotted = await ctx.send({
      method: 'GET',
      path: '/v1/jobs/..job.',
      headers: { 'X-API-Key': ctx.keys.main },
      rawPath: true,
    });
    ctx.expectRejected(
      dotted,
      404,
      'GET /v1/jobs/..job. names an unknown job (only a whole segment of dots is a dot segment)',
    );
  },
});
