import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'PAGE-003',
    title: 'answers 400 to a limit outside 1-100 or not an integer',
    profile: 'full',
    source: { spec: '#/components/parameters/Limit' },
    operations: ['listJobs'],
  },
  async (ctx) => {
    for (const limit of ['0', '101', '-1', 'abc', '1.5', '']) {
      const exchange = await ctx.request('GET', `/v1/jobs?limit=${encodeURIComponent(limit)}`);
      ctx.expectRejected(exchange, 400, `limit=${limit} is not an integer from 1 to 100`);
    }
    for (const limit of ['1', '100']) ctx.expectAccepted(await ctx.request('GET', `/v1/jobs?limit=${limit}`), 200, `limit=${limit} is within bounds`);
    // The spec leaves a repeated limit open (read one value or refuse it); a refusal still names limit (Conventions).
    const repeated = await ctx.request('GET', '/v1/jobs?limit=1&limit=2');
    ctx.expectStatus(repeated, { core: '2xx', full: [200, 400] }, 'a repeated limit is read or refused, never a server error');
    if (repeated.response?.status === 400) {
      const errors = (repeated.response.json as { errors?: Array<{ parameter?: unknown }> } | undefined)?.errors;
      ctx.check(Array.isArray(errors) && errors.some((e) => e?.parameter === 'limit'), 'the 400 to a repeated limit does not name limit in errors[].parameter', repeated, 'errors[].parameter "limit"');
    }
  },
);
