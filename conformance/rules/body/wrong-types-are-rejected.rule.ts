import { defineRule } from '../../harness/define-rule.ts';
import { createFields, fieldType, isSeedKeyword } from '../../harness/provenance.ts';

// One sample of each JSON type; an integer field also gets a fraction. `null` is left to the full
// profile: a seed-correct service may read it as "not given".
const samples: Record<string, unknown[]> = {
  string: ['3600'],
  integer: [3600],
  fraction: [3600.5],
  boolean: [true],
  array: [[]],
  object: [{}],
  null: [null],
};

function wrongTypedValues(type: string, withNull: boolean): unknown[] {
  return Object.entries(samples)
    .filter(([kind]) => kind !== type && !(type === 'number' && (kind === 'integer' || kind === 'fraction')) && (withNull || kind !== 'null'))
    .flatMap(([, values]) => values);
}

defineRule(
  {
    id: 'BODY-007',
    title: 'rejects a field of the wrong JSON type',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob'],
    needs: ['write'],
  },
  async (ctx) => {
    // Core checks only the fields whose type the seed states (x-provenance keyword `type`).
    const fields = createFields().filter((f) => ctx.full || (f.seed && isSeedKeyword(f.schema, 'type')));
    for (const field of fields) {
      const type = fieldType(field);
      for (const value of wrongTypedValues(type, ctx.full)) {
        const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ [field.name]: value }) });
        ctx.expectRejected(exchange, 422, `${field.name} must be ${type === 'integer' ? 'an integer' : `a ${type}`}, not ${JSON.stringify(value)}`, ctx.full ? field.schema : 'seed §2');
        ctx.expectFieldError(exchange, `/${field.name}`, `the wrongly typed ${field.name} is named`);
      }
    }
  },
);
