import { invalidBody } from '../../harness/property/arbitraries.ts';
import { rule } from '../../harness/rule/rule.ts';
import { checkProperty } from '../../harness/property/property.ts';
import { findable } from '../../harness/checks/findable.ts';
import { judgeCarriesInterval } from '../../harness/checks/interval-default.ts';
import { isJsonObject } from '../../harness/transport/record.ts';

export default rule({
  meta: {
    id: 'PROP-002',
    title: 'refuses generated create bodies with one defect (core: or keeps their meaning, or adds an interval)',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob', 'listJobs'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const options = {
      profile: ctx.profile,
      namePrefix: `cjk-${ctx.config.runId}-prop-002-`,
      targetUrl: ctx.config.targetUrl,
    };
    await checkProperty(ctx, invalidBody(options), async ({ body, defect, field, statedType, rule1 }) => {
      // Core: a value of another type may be accepted; what is stored is read back after the body
      // (harness/read-back/read-back.ts: as sent, or converted keeping its meaning). A 5xx fails the rule there too.
      if (!ctx.full && statedType !== undefined && field !== undefined && isJsonObject(body)) {
        const found = findable(ctx, body, field === 'name');
        await ctx.request('POST', '/v1/jobs', {
          body: JSON.stringify(found.body),
          headers: { 'Content-Type': 'application/json' },
        });
        return ctx.verifyNoServerErrors();
      }
      // Core: an interval job without interval_seconds may be refused or given one (seed §2 rules 1 and 2).
      if (!ctx.full && rule1 && isJsonObject(body)) {
        const exchange = await ctx.request('POST', '/v1/jobs', { body });
        ctx.verifyNoServerErrors();
        return judgeCarriesInterval(ctx, exchange, String(body.name), 'interval_seconds left out');
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
});
