import { invalidBody } from '../../harness/arbitraries.ts';
import { defineRule } from '../../harness/define-rule.ts';
import { checkProperty } from '../../harness/property.ts';
import { isJsonObject } from '../../harness/record.ts';
import { findable, judgeIllTyped } from '../../harness/stored-type.ts';

defineRule(
  {
    id: 'PROP-002',
    title: 'refuses generated create bodies with one defect (core: or stores an ill-typed value as typed)',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob', 'listJobs'],
    needs: ['write'],
  },
  async (ctx) => {
    const options = {
      profile: ctx.profile,
      namePrefix: `cjk-${ctx.config.runId}-prop-002-`,
      targetUrl: ctx.config.targetUrl,
    };
    await checkProperty(ctx, invalidBody(options), async ({ body, defect, field, statedType }) => {
      // Core: a value of another type may be stored converted to the seed's type (harness/stored-type.ts).
      if (!ctx.full && statedType !== undefined && field !== undefined && isJsonObject(body)) {
        const found = findable(ctx, body, field === 'name');
        const exchange = await ctx.request('POST', '/v1/jobs', {
          body: JSON.stringify(found.body),
          headers: { 'Content-Type': 'application/json' },
        });
        return judgeIllTyped(ctx, exchange, field, statedType, found.marker, body[field]);
      }
      const exchange = await ctx.request('POST', '/v1/jobs', {
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
      ctx.check(
        (exchange.response?.status ?? 0) < 500,
        `${defect}: answered ${exchange.response?.status}`,
        exchange,
        'no 5xx',
      );
      ctx.expectRejected(exchange, 422, defect, ctx.full ? '#/components/schemas/JobCreate' : 'seed §2');
      if (field !== undefined) ctx.expectFieldError(exchange, `/${field}`, defect);
    });
  },
);
