import type { Exchange } from '../../harness/transport/http.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';
import { isJsonObject, shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

// RFC 3986 §3: an absolute URI starts with a scheme; `about:blank` is one.
const absoluteUri = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export default rule({
  meta: {
    id: 'SCHEMA-006',
    title: 'names the bad query parameter in a 400, and gives every problem an absolute type URI',
    profile: 'full',
    source: { spec: '#/components/schemas/Problem' },
    operations: ['listJobs', 'getJob', 'createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const problems: Exchange[] = [];
    // `e30` is base64url of `{}`: well-formed text that is still no cursor the service issued (spec Cursor).
    for (const [parameter, query] of [
      ['limit', 'limit=abc'],
      ['limit', 'limit=0'],
      ['status', 'status=sleeping'],
      ['cursor', 'cursor=!!'],
      ['cursor', 'cursor=e30'],
    ] as const) {
      const exchange = await ctx.request('GET', `/v1/jobs?${query}`);
      ctx.expectRejected(exchange, 400, `${query} is an invalid query parameter`);
      const json = exchange.response?.json;
      const named =
        isJsonObject(json) && Array.isArray(json.errors)
          ? json.errors.map((e) => (isJsonObject(e) ? e.parameter : undefined))
          : [];
      ctx.check(
        named.includes(parameter),
        `the 400 for ${query} names ${shown(named)} in errors`,
        exchange,
        `errors[] with parameter "${parameter}"`,
        '#/components/schemas/ParameterError',
        'schema',
      );
      problems.push(exchange);
    }
    problems.push(
      await ctx.request('GET', '/v1/jobs', { key: null }),
      await ctx.request('GET', `/v1/jobs/${unknownJobId}`),
      await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ interval_seconds: 1 }) }),
      await ctx.request('POST', '/v1/jobs', { body: '{"name": ' }),
    );
    for (const exchange of problems) {
      const json = exchange.response?.json;
      const type = isJsonObject(json) ? json.type : undefined;
      // A problem without `type` means about:blank (RFC 9457 §3.1.1), which is absolute.
      ctx.check(
        type === undefined || (typeof type === 'string' && absoluteUri.test(type)),
        `the problem's type is ${shown(type)}`,
        exchange,
        'an absolute URI or about:blank',
        '#/components/schemas/Problem',
        'schema',
      );
    }
  },
});
