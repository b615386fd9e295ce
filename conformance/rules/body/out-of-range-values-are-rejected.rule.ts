import { rule } from '../../harness/rule/rule.ts';
import { bound, createFields } from '../../harness/spec/provenance.ts';

export default rule({
  meta: {
    id: 'BODY-008',
    title: 'rejects numbers and lengths just outside their documented bounds',
    profile: 'full',
    source: { spec: '#/components/schemas/JobCreate/properties' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const field of createFields()) {
      const cases: unknown[] = [];
      const [min, max, minLength, maxLength] = [
        bound(field, 'minimum'),
        bound(field, 'maximum'),
        bound(field, 'minLength'),
        bound(field, 'maxLength'),
      ];
      if (min !== undefined) cases.push(min - 1, 0, -1);
      if (max !== undefined) cases.push(max + 1);
      if (minLength !== undefined && minLength > 0) cases.push('');
      if (maxLength !== undefined)
        cases.push(
          field.name === 'url'
            ? `${ctx.config.targetUrl}?q=${'a'.repeat(maxLength)}`.slice(0, maxLength + 1)
            : ctx.name().padEnd(maxLength + 1, 'x'),
        );
      for (const value of [...new Set(cases)].filter(
        (v) => !(typeof v === 'number' && min !== undefined && v >= min && (max === undefined || v <= max)),
      )) {
        const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ [field.name]: value }) });
        const shown =
          typeof value === 'string' && value.length > 20 ? `a ${value.length}-character string` : JSON.stringify(value);
        ctx.expectRejected(exchange, 422, `${field.name} ${shown} is out of range`, field.schema);
        ctx.expectFieldError(exchange, `/${field.name}`, `the out-of-range ${field.name} is named`);
      }
    }
  },
});
