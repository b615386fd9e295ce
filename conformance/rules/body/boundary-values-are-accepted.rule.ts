import { rule } from '../../harness/rule/rule.ts';
import { bound, createFields } from '../../harness/spec/provenance.ts';

export default rule({
  meta: {
    id: 'BODY-009',
    title: 'accepts numbers and lengths exactly at their documented bounds',
    profile: 'full',
    source: { spec: '#/components/schemas/JobCreate/properties' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const field of createFields()) {
      const cases: unknown[] = [];
      for (const keyword of ['minimum', 'maximum'] as const) {
        const value = bound(field, keyword);
        if (value !== undefined) cases.push(value);
      }
      const maxLength = bound(field, 'maxLength');
      if (maxLength !== undefined && field.name === 'name') cases.push(`${ctx.name()}-`.padEnd(maxLength, 'n'));
      if (maxLength !== undefined && field.name === 'url')
        cases.push(`${ctx.config.targetUrl}?q=`.padEnd(maxLength, 'u'));
      for (const value of cases) {
        const body = ctx.validBody({ [field.name]: value });
        const exchange = await ctx.request('POST', '/v1/jobs', { body });
        const shown = typeof value === 'string' ? `a ${value.length}-character string` : JSON.stringify(value);
        ctx.expectAccepted(exchange, 201, `${field.name} ${shown} is within bounds`, field.schema);
      }
    }
  },
});
