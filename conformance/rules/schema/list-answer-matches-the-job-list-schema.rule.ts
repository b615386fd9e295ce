import { isJsonObject } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';
import { validateSchema } from '../../harness/transport/response-validator.ts';

export default rule({
  meta: {
    id: 'SCHEMA-002',
    title: 'answers the list with a JobList page of at most limit jobs',
    profile: 'full',
    source: { spec: '#/components/schemas/JobList' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    for (const query of ['', '?limit=1', '?limit=100', '?status=active', '?status=paused']) {
      const exchange = await ctx.request('GET', `/v1/jobs${query}`);
      ctx.expectAccepted(exchange, 200, 'the list answers');
      const problems = validateSchema('#/components/schemas/JobList', exchange.response?.json);
      ctx.check(
        problems.length === 0,
        `the list is not a JobList: ${problems.join('; ')}`,
        exchange,
        'a JobList',
        undefined,
        'schema',
      );
      const json = exchange.response?.json;
      const data = isJsonObject(json) && Array.isArray(json.data) ? json.data : [];
      const limit = Number(new URLSearchParams(query.slice(1)).get('limit') ?? 20);
      ctx.check(
        data.length <= limit,
        `the page has ${data.length} jobs`,
        exchange,
        `at most ${limit} jobs (limit, default 20)`,
        '#/components/parameters/Limit',
      );
    }
  },
});
