import { shown } from '../../harness/transport/record.ts';
import { validBody } from '../../harness/property/arbitraries.ts';
import { rule } from '../../harness/rule/rule.ts';
import { checkProperty } from '../../harness/property/property.ts';

export default rule({
  meta: {
    id: 'PROP-001',
    title: 'accepts generated valid create bodies and returns their values',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const options = {
      profile: ctx.profile,
      namePrefix: `cjk-${ctx.config.runId}-prop-001-`,
      targetUrl: ctx.config.targetUrl,
    };
    await checkProperty(ctx, validBody(options), async (body) => {
      const exchange = await ctx.request('POST', '/v1/jobs', { body });
      ctx.expectAccepted(
        exchange,
        201,
        'a body valid by the schema is accepted',
        ctx.full ? '#/components/schemas/JobCreate' : 'seed §2',
      );
      if (!ctx.full) return;
      const record = exchange.response?.json as Record<string, unknown>;
      for (const [field, value] of Object.entries(body))
        ctx.check(
          JSON.stringify(record?.[field]) === JSON.stringify(value),
          `${field} came back as ${shown(record?.[field]).slice(0, 80)}`,
          exchange,
          `${field} as sent`,
          '#/components/schemas/Job',
        );
    });
  },
});
