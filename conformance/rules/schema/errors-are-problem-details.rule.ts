import { isJsonObject } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';
import { validateSchema } from '../../harness/transport/response-validator.ts';

export default rule({
  meta: {
    id: 'SCHEMA-003',
    title: 'answers every error as application/problem+json whose status repeats the HTTP status',
    profile: 'full',
    source: { spec: '#/components/schemas/Problem' },
    operations: ['listJobs', 'getJob', 'createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const errors = [
      await ctx.request('GET', '/v1/jobs', { key: null }),
      await ctx.request('GET', `/v1/jobs/${unknownJobId}`),
      await ctx.request('GET', '/v1/jobs?limit=0'),
      await ctx.request('POST', '/v1/jobs', { body: {} }),
      await ctx.request('GET', '/v2/jobs'),
      // Under the prefix and near no path (the preflight's probe: its problem shape is this rule's to report).
      await ctx.request('GET', '/v1/cjk-unknown-path'),
    ];
    for (const exchange of errors) {
      const response = exchange.response;
      if (!response)
        return ctx.fail(`no answer (${exchange.error})`, exchange, 'an error answer', undefined, 'no-answer');
      ctx.check(
        response.status >= 400,
        `answered ${response.status}`,
        exchange,
        'an error status',
        undefined,
        'status',
      );
      ctx.check(
        response.mediaType === 'application/problem+json',
        'the error is not a problem',
        exchange,
        'Content-Type: application/problem+json',
        undefined,
        'content-type',
      );
      const problems = validateSchema('#/components/schemas/Problem', response.json);
      ctx.check(
        problems.length === 0,
        `the problem is malformed: ${problems.join('; ')}`,
        exchange,
        'an RFC 9457 problem',
        undefined,
        'schema',
      );
      const status = isJsonObject(response.json) ? response.json.status : undefined;
      ctx.check(
        status === response.status,
        `the problem's status is ${JSON.stringify(status)}`,
        exchange,
        `status ${response.status}, as the HTTP status`,
      );
    }
  },
});
