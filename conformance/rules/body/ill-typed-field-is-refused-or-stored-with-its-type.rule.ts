import { rule } from '../../harness/rule/rule.ts';
import { findable } from '../../harness/checks/findable.ts';
import { valueKind, type FieldType } from '../../harness/read-back/meaning.ts';
import { createFields, fieldType, isSeedKeyword } from '../../harness/spec/provenance.ts';

// One sample of each JSON type; an integer field also gets a fraction. A boolean field gets "true" and
// "false", the strings a client most often sends for one ("false" read as truthy is the classic slip). Every
// field also gets its valid value wrapped in a one-element array (a check of the array's first element, or
// of its truthiness, lets it through). `null` is left to the full profile: a seed-correct service may read
// it as "not given".
const samples = (type: string): Record<string, unknown[]> => ({
  string: type === 'boolean' ? ['true', 'false'] : ['3600'],
  integer: [3600],
  fraction: [3600.5],
  boolean: [true],
  array: [[]],
  object: [{}],
  null: [null],
});

function wrongTypedValues(type: string, withNull: boolean): unknown[] {
  return Object.entries(samples(type))
    .filter(
      ([kind]) =>
        kind !== type &&
        !(type === 'number' && (kind === 'integer' || kind === 'fraction')) &&
        (withNull || kind !== 'null'),
    )
    .flatMap(([, values]) => values);
}

export default rule({
  meta: {
    id: 'BODY-007',
    title: 'refuses a field of another JSON type, or stores it as sent or converted keeping its meaning',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob', 'listJobs'],
    needs: ['write'],
  },
  run: async (ctx) => {
    // Core checks only the fields whose type the seed states (x-provenance keyword `type`). A service may
    // refuse the value (any 4xx) or accept it; what it then shows is read back after the body like every
    // acknowledged create (harness/read-back/read-back.ts): as sent, or converted keeping the meaning ("60" → 60,
    // "false" → false, never "false" → true). Full holds the spec's 422.
    const fields = createFields().filter((f) => ctx.full || (f.seed && isSeedKeyword(f.schema, 'type')));
    for (const field of fields) {
      const type = fieldType(field);
      const valid = ctx.validBody()[field.name];
      for (const value of [...wrongTypedValues(type, ctx.full), ...(valid === undefined ? [] : [[valid]])]) {
        const { body } = findable(ctx, ctx.validBody({ [field.name]: value }), field.name === 'name');
        const exchange = await ctx.request('POST', '/v1/jobs', { body });
        if (!ctx.full) {
          const status = exchange.response?.status ?? 0;
          if (status >= 400 && status < 500)
            ctx.probe(`2:${field.name}`, `${valueKind(type as FieldType, value)} refused`);
          continue;
        }
        ctx.expectRejected(
          exchange,
          422,
          `${field.name} must be ${type === 'integer' ? 'an integer' : `a ${type}`}, not ${JSON.stringify(value)}`,
          field.schema,
        );
        ctx.expectFieldError(exchange, `/${field.name}`, `the wrongly typed ${field.name} is named`);
      }
    }
  },
});
