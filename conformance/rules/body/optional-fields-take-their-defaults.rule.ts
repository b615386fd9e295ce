import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';
import { createDefaults } from '../../harness/spec/provenance.ts';

export default rule({
  meta: {
    id: 'BODY-006',
    title: 'fills in the documented default of every optional field left out',
    profile: 'full',
    source: { spec: '#/components/schemas/JobCreate' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const defaults = createDefaults();
    const body = ctx.validBody();
    for (const field of Object.keys(defaults)) delete body[field];
    const exchange = await ctx.request('POST', '/v1/jobs', { body });
    ctx.expectAccepted(exchange, 201, 'a create with only the required fields is valid');
    const record = exchange.response?.json as Record<string, unknown> | undefined;
    for (const [field, value] of Object.entries(defaults))
      ctx.check(
        JSON.stringify(record?.[field]) === JSON.stringify(value),
        `${field} is ${shown(record?.[field])}`,
        exchange,
        `${field}: ${JSON.stringify(value)} (the default)`,
        `#/components/schemas/JobCreate/properties/${field}`,
      );
  },
});
