// Create bodies with exactly one defect, each a valid body (arbitraries-valid.ts) with one thing wrong. The
// core profile makes only the defects the seed states (a field's type, an absolute url, a JSON object, rule
// 1); the full profile adds every bound, enum and rule the spec decides.
import fc from 'fast-check';
import { escapePointerToken } from '../../../contract/spec-walker.ts';
import { anyCodePoint, type BodyOptions, codePoints, field, validBody } from './arbitraries-valid.ts';
import { bound, createFields, type CreateField, enumValues, fieldType, isSeedKeyword } from '../spec/provenance.ts';

export interface InvalidBody {
  readonly body: unknown;
  /** What is wrong with it, for the failure message. */
  readonly defect: string;
  /** The field at fault (its pointer appears in the 422), if one. */
  readonly field?: string;
  /**
   * Set when the defect is only a value of another JSON type in `field`: the type the spec states, which
   * a seed-correct service may accept instead of refusing it (then it is read back: harness/read-back/read-back.ts).
   */
  readonly statedType?: string;
  /** Set when the defect is seed §2 rule 1's: an interval job without interval_seconds (core lets a service default it). */
  readonly rule1?: true;
}

/** A JSON value nested `depth` levels deep. */
export function deeplyNested(depth: number, leaf: unknown = 'x'): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { v: value };
  return value;
}

const wrongFor: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant([]),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
  ),
  integer: fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.boolean(),
    fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
    fc.constant({}),
  ),
  boolean: fc.oneof(fc.constantFrom('true', 'false', 'yes', ''), fc.integer({ min: 0, max: 1 }), fc.constant([])),
};

/** Bodies with one defect that the profile's rules make invalid. */
export function invalidBody(options: BodyOptions): fc.Arbitrary<InvalidBody> {
  const core = options.profile === 'core';
  const fields = createFields().filter((f) => !core || (f.seed && isSeedKeyword(f.schema, 'type')));
  const base = validBody({ ...options, profile: 'core' });
  const defects = seedDefects(base, fields);
  if (!core) defects.push(...specDefects(base, options.targetUrl));
  return fc.oneof(...defects);
}

type Body = Record<string, unknown>;

/** The defects the seed states, in `fields` (the seed's typed fields in core, every field in full). */
function seedDefects(base: fc.Arbitrary<Body>, fields: readonly CreateField[]): fc.Arbitrary<InvalidBody>[] {
  return [
    // A field of the wrong JSON type (seed §2 states every field's type).
    fc.tuple(base, fc.constantFrom(...fields)).chain(([body, f]) =>
      (wrongFor[fieldType(f)] ?? fc.constant(null)).map((value) => ({
        body: { ...body, [f.name]: value },
        defect: `${f.name} is ${JSON.stringify(value)}`,
        field: f.name,
        statedType: fieldType(f),
      })),
    ),
    // A field replaced by a deeply nested structure.
    fc.tuple(base, fc.constantFrom(...fields), fc.integer({ min: 10, max: 300 })).map(([body, f, depth]) => ({
      body: { ...body, [f.name]: deeplyNested(depth) },
      defect: `${f.name} is a value nested ${depth} deep`,
      field: f.name,
      statedType: fieldType(f),
    })),
    // Seed §2 rule 1: interval without interval_seconds.
    base.map(({ interval_seconds: _, ...body }) => ({
      body,
      defect: 'schedule_type interval without interval_seconds',
      field: 'interval_seconds',
      rule1: true as const,
    })),
    // Not an object at all (seed §4.1: a JSON object).
    fc
      .oneof(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
      )
      .map((body) => ({ body, defect: `the body is ${JSON.stringify(body)?.slice(0, 60)}` })),
    // A url that is not absolute (seed §2: absolute URL).
    fc.tuple(base, fc.string({ unit: 'grapheme-ascii', maxLength: 30 })).map(([body, path]) => ({
      body: { ...body, url: `/${encodeURIComponent(path)}` },
      defect: 'url is relative',
      field: 'url',
    })),
  ];
}

/** The defects only the spec decides: its bounds, enums, unknown fields, url schemes and an empty name. */
function specDefects(base: fc.Arbitrary<Body>, targetUrl: string): fc.Arbitrary<InvalidBody>[] {
  const interval = field('interval_seconds');
  const min = bound(interval, 'minimum') ?? 60;
  const max = bound(interval, 'maximum') ?? 31_536_000;
  const nameMax = bound(field('name'), 'maxLength') ?? 200;
  const urlMax = bound(field('url'), 'maxLength') ?? 2048;
  const known = new Set(createFields().map((f) => f.name));
  return [
    fc
      .tuple(
        base,
        fc.oneof(fc.integer({ min: -1_000_000, max: min - 1 }), fc.integer({ min: max + 1, max: 2 ** 53 - 1 })),
      )
      .map(([body, n]) => ({
        body: { ...body, interval_seconds: n },
        defect: `interval_seconds ${n} is out of range`,
        field: 'interval_seconds',
      })),
    fc
      .tuple(base, fc.string({ unit: anyCodePoint, minLength: nameMax + 1, maxLength: nameMax + 300 }))
      .map(([body, name]) => ({
        body: { ...body, name },
        defect: `name has ${codePoints(name)} characters`,
        field: 'name',
      })),
    fc.tuple(base, fc.integer({ min: urlMax + 1, max: urlMax + 5000 })).map(([body, n]) => ({
      body: { ...body, url: `${targetUrl}?q=`.padEnd(n, 'u') },
      defect: `url has ${n} characters`,
      field: 'url',
    })),
    fc
      .tuple(
        base,
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !known.has(k) && k !== '__proto__'),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([body, key, value]) => ({
        body: { ...body, [key]: value },
        defect: `unknown field ${JSON.stringify(key)}`,
        field: escapePointerToken(key),
      })),
    fc
      .tuple(base, fc.constantFrom('method', 'schedule_type'), fc.string({ maxLength: 10 }))
      .filter(([, f, v]) => !(enumValues(field(f)) ?? []).includes(v))
      .map(([body, f, v]) => ({
        body: { ...body, [f]: v },
        defect: `${f} ${JSON.stringify(v)} is not a listed value`,
        field: f,
      })),
    fc.tuple(base, fc.constantFrom('ftp', 'file', 'mailto', 'javascript', 'ws', 'data')).map(([body, scheme]) => ({
      body: { ...body, url: `${scheme}://example.com/x` },
      defect: `url scheme ${scheme}`,
      field: 'url',
    })),
    base.map((body) => ({ body: { ...body, name: '' }, defect: 'name is empty', field: 'name' })),
  ];
}
