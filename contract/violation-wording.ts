// Every schema violation in words written for a person — the one place that maps ajv's keywords to
// sentences, for the mock's 422s and journal and the conformance suite's failure details alike. ajv's own
// messages ("must NOT have fewer than 1 characters", "must match pattern \"^\d{4}…\"") never reach anyone.
// A pattern or format is worded by the schema itself (`x-error-detail`), since only the spec knows what
// its regular expression means; test/contract/violation-wording.test.ts fails when the specs use a
// keyword with no wording here, or a pattern without `x-error-detail`.

type Params = Record<string, unknown>;

/**
 * The parts of an ajv error that are read here and in schema-validator.ts, as the generated validators
 * (compiled with `verbose: true`) produce them; declared here so nothing at run time needs ajv.
 */
export interface ErrorObject {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Params;
  readonly schema?: unknown;
  readonly parentSchema?: unknown;
}

/** A value as a person reads it in a sentence: plain words bare, anything else as JSON. */
export function shown(value: unknown): string {
  return typeof value === 'string' && /^[\w./:+-]+$/.test(value) ? value : JSON.stringify(value);
}

function join(words: readonly string[], last: 'or' | 'and'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

const list = (values: readonly unknown[]) => join(values.map(shown), 'or');

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'an array',
  null: 'null',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// What each format means, for a schema that does not say it in its own words.
const formatNames: Record<string, string> = {
  'date-time': 'an RFC 3339 date-time such as 2027-01-01T00:00:00Z',
  date: 'a date such as 2027-01-01',
  time: 'a time such as 12:00:00Z',
  uri: 'an absolute URI',
  'uri-reference': 'a URI or a relative reference',
  email: 'an email address',
  uuid: 'a UUID',
  hostname: 'a host name',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  duration: 'an ISO 8601 duration such as PT1H',
  regex: 'a regular expression',
};

/** Keyword → sentence. Applicators (properties, items, allOf, if/then) report through the keywords inside them. */
export const wordings: Readonly<Record<string, (params: Params, error: ErrorObject) => string>> = {
  required: () => 'is required',
  additionalProperties: () => 'is not a known field',
  unevaluatedProperties: () => 'is not a known field',
  dependentRequired: (p) => `is required with ${shown(p.property)}`,
  type: (p) =>
    `must be ${join(
      (Array.isArray(p.type) ? p.type : String(p.type).split(',')).map((t: string) => typeNames[t] ?? t),
      'or',
    )}`,
  enum: (p) => `must be one of ${list(p.allowedValues as unknown[])}`,
  const: (p) => `must be ${shown(p.allowedValue)}`,
  minLength: (p) =>
    p.limit === 1
      ? 'must not be empty'
      : `must be at least ${count(p.limit as number, 'character', 'characters')} long`,
  maxLength: (p) => `must be at most ${count(p.limit as number, 'character', 'characters')} long`,
  minimum: (p) => `must be ${p.limit} or more`,
  maximum: (p) => `must be ${p.limit} or less`,
  exclusiveMinimum: (p) => `must be more than ${p.limit}`,
  exclusiveMaximum: (p) => `must be less than ${p.limit}`,
  multipleOf: (p) => `must be a multiple of ${p.multipleOf}`,
  minItems: (p) =>
    p.limit === 1 ? 'must not be empty' : `must hold at least ${count(p.limit as number, 'item', 'items')}`,
  maxItems: (p) => `must hold at most ${count(p.limit as number, 'item', 'items')}`,
  uniqueItems: (p) => `must not repeat an item (items ${p.j} and ${p.i} are equal)`,
  minProperties: (p) =>
    p.limit === 1 ? 'must not be empty' : `must have at least ${count(p.limit as number, 'field', 'fields')}`,
  maxProperties: (p) => `must have at most ${count(p.limit as number, 'field', 'fields')}`,
  format: (p) => `must be ${formatNames[p.format as string] ?? `in the ${p.format} format`}`,
  pattern: () => 'is not in the expected form',
  // oneOf reaches here only when several forms matched (a failure inside one is reported by its own keywords).
  oneOf: () => 'matches more than one of the allowed forms',
  not: (_p, error) => notWording(error),
  'false schema': () => 'is not allowed',
  // The tag of a union (JobCreate's schedule_type) is missing or names no branch.
  discriminator: (p) =>
    p.error === 'tag'
      ? 'is required and must be a string'
      : `must name one of the allowed forms, not ${shown(p.tagValue)}`,
};

/** `not` forbids a combination; say which fields it names. */
function notWording(error: ErrorObject): string {
  const forbidden = (error.schema as { required?: string[] } | undefined)?.required;
  return forbidden?.length ? `must not have both ${join(forbidden, 'and')}` : 'is not allowed in this form';
}

/**
 * The sentence for one ajv error; `x-error-detail` of the failing schema words its pattern or format, its
 * `not` (a field refused in one case, such as a cron field with schedule_type interval, says why) and an
 * enum too long to list (the time-zone names).
 */
export function wordingOf(error: ErrorObject): string {
  const worded = (error.parentSchema as { 'x-error-detail'?: string } | undefined)?.['x-error-detail'];
  if (worded && ['pattern', 'format', 'not', 'enum'].includes(error.keyword)) return worded;
  const wording = wordings[error.keyword];
  return wording ? wording(error.params as Params, error) : `is not valid (${error.keyword})`;
}
