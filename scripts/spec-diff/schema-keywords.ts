// Every keyword a schema of OpenAPI 3.0 or 3.1 (JSON Schema 2020-12) may carry, by how the guard reads a
// change to it: compared for what it allows, walked into (its subschemas are compared in turn), an
// annotation that allows nothing more or less, or not understood. A change to a keyword the guard does not
// understand is reported as such and counted both narrower and wider, so it breaks in either direction —
// the guard never calls two different schemas the same.
// @see https://json-schema.org/draft/2020-12/json-schema-validation  @see https://spec.openapis.org/oas/v3.1.1#schema-object
import { isObject, type Json, type JsonObject } from '../../contract/spec-walker.ts';

/** Keywords whose change the guard orders (narrower, wider) itself. */
export const compared: ReadonlySet<string> = new Set([
  'type',
  'nullable', // OpenAPI 3.0's spelling of a type array with null
  'enum',
  'const',
  'format',
  'pattern',
  'multipleOf',
  'minimum',
  'maximum',
  'exclusiveMinimum', // a number (3.1) or a boolean beside minimum (3.0)
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'uniqueItems',
  'required',
  'default',
  'readOnly', // with writeOnly: which side sends a property (schema-objects.ts)
  'writeOnly',
  'x-extensible-enum', // the values a client may send, the server adding more at will (Zalando's guideline)
]);

/** Keywords that hold subschemas the guard compares one by one. */
export const walked: ReadonlySet<string> = new Set([
  'properties',
  'additionalProperties',
  'items',
  'prefixItems',
  'allOf',
  'oneOf',
  'anyOf',
]);

/** Keywords whose change the guard cannot order: counted both narrower and wider when their meaning changes. */
export const conditions: readonly string[] = [
  'if',
  'then',
  'else',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'propertyNames',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedProperties',
  'unevaluatedItems',
  // How a string's content is encoded and what it holds: a client decoding it another way breaks.
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
];

/**
 * Keywords that allow nothing more or less: prose, examples, extensions, and `discriminator` (OpenAPI: a
 * hint for choosing a oneOf/anyOf branch, the values allowed are the branches'). A change is listed as harmless.
 */
export function isAnnotation(keyword: string): boolean {
  return (
    [
      'title',
      'description',
      'examples',
      'example',
      '$comment',
      'deprecated',
      'externalDocs',
      'xml',
      'discriminator',
    ].includes(keyword) ||
    (keyword.startsWith('x-') && !compared.has(keyword))
  );
}

/** Keywords stripped when two subschemas are compared for meaning. */
const annotationsInMeaning = (keyword: string) =>
  isAnnotation(keyword) || keyword === 'default' || keyword === 'readOnly' || keyword === 'writeOnly';

/** JSON text of a value without its prose, so a reworded description is not a change of meaning. */
export function meaning(value: Json | undefined): string {
  const strip = (v: Json | undefined): Json | undefined => {
    if (Array.isArray(v)) return v.map((x) => strip(x) ?? null);
    if (!isObject(v)) return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !annotationsInMeaning(k))
        .map(([k, x]) => [k, strip(x) ?? null]),
    );
  };
  return JSON.stringify(strip(value)) ?? 'undefined';
}

/** A bound on a number: its value, and whether the value itself is excluded. */
export interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
}

/**
 * The tightest lower (`min`) or upper (`max`) bound a schema sets, whichever way it is written: `minimum`,
 * `exclusiveMinimum` as a number (3.1), or `exclusiveMinimum: true` beside `minimum` (3.0).
 */
export function boundOf(schema: JsonObject, side: 'min' | 'max'): Bound | undefined {
  const [inclusive, exclusive] = side === 'min' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  const bounds: Bound[] = [];
  if (typeof schema[inclusive] === 'number')
    bounds.push({ value: schema[inclusive] as number, exclusive: schema[exclusive] === true });
  if (typeof schema[exclusive] === 'number') bounds.push({ value: schema[exclusive] as number, exclusive: true });
  return bounds.reduce<Bound | undefined>(
    (tightest, b) => (!tightest || tighter(side, b, tightest) ? b : tightest),
    undefined,
  );
}

/** Whether `a` rules out more values than `b`. */
export function tighter(side: 'min' | 'max', a: Bound, b: Bound): boolean {
  if (a.value !== b.value) return side === 'min' ? a.value > b.value : a.value < b.value;
  return a.exclusive && !b.exclusive;
}
