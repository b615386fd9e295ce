import { invalidBody } from '../../harness/arbitraries.ts';
import { defineRule } from '../../harness/define-rule.ts';
import { checkProperty } from '../../harness/property.ts';

defineRule(
  {
    id: 'PROP-002',
    title: 'rejects generated create bodies with one defect with a 4xx',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob'],
    needs: ['write'],
  },
  async (ctx) => {
    const options = { profile: ctx.profile, namePrefix: `cjk-${ctx.config.runId}-prop-002-`, targetUrl: ctx.config.targetUrl };
    await checkProperty(ctx, invalidBody(options), async ({ body, defect, field }) => {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
      ctx.check((exchange.response?.status ?? 0) < 500, `${defect}: answered ${exchange.response?.status}`, exchange, 'no 5xx');
      ctx.expectRejected(exchange, 422, defect, ctx.full ? '#/components/schemas/JobCreate' : 'seed §2');
      if (field !== undefined) ctx.expectFieldError(exchange, `/${field}`, defect);
    });
  },
);
