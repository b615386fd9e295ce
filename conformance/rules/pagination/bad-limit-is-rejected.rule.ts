import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-003',
    title: 'answers 400 to a limit outside 1-100 or not an integer, and 200 to 1.0 or +5',
    profile: 'full',
    source: { spec: '#/components/parameters/Limit' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    // The query text is read as a decimal number that must name an integer (spec: Limit): spaces around the
    // digits are not part of it, a zero fraction or a plus sign is.
    for (const limit of ['0', '101', '-1', 'abc', '1.5', '', ' 1', '1 ', '5x']) {
      const exchange = await ctx.request('GET', `/v1/jobs?limit=${encodeURIComponent(limit)}`);
      ctx.expectRejected(exchange, 400, `limit=${JSON.stringify(limit)} is not an integer from 1 to 100`);
    }
    for (const limit of ['1', '100', '1.0', '1.00', '+5']) {
      const exchange = await ctx.request('GET', `/v1/jobs?limit=${encodeURIComponent(limit)}`);
      ctx.expectAccepted(exchange, 200, `limit=${JSON.stringify(limit)} names an integer within bounds`);
    }
    // A repeated limit is left free (spec: Conventions, Left free: read one value or refuse it); a refusal still names limit.
    const repeated = await ctx.request('GET', '/v1/jobs?limit=1&limit=2');
    ctx.expectStatus(
      repeated,
      { core: '2xx', full: [200, 400] },
      'a repeated limit is read or refused, never a server error',
    );
    if (repeated.response?.status === 400) {
      const errors = (repeated.response.json as { errors?: Array<{ parameter?: unknown }> } | undefined)?.errors;
      ctx.check(
        Array.isArray(errors) && errors.some((e) => e?.parameter === 'limit'),
        'the 400 to a repeated limit does not name limit in errors[].parameter',
        repeated,
        'errors[].parameter "limit"',
      );
    }
  },
});
