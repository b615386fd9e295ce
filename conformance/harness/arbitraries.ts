// fast-check arbitraries built from the spec's own create schema (through the provenance reader): valid
// bodies, invalid ones with exactly one defect, and hostile raw input. The core profile draws only from
// what the seed states: the seed fields, their types, seed values (GET, interval), rule 1; the full
// profile also uses every bound, enum and rule the spec decides.
import fc from 'fast-check';
import type { Profile } from './config.ts';
import {
  bound,
  createFields,
  enumValues,
  fieldType,
  isSeedKeyword,
  seedValues,
  type CreateField,
} from './provenance.ts';
import type { Json } from './spec-document.ts';
import { escapePointerToken } from '../../contract/spec-walker.ts';

export interface BodyOptions {
  readonly profile: Profile;
  /** Every generated name starts with it (`cjk-<runid>-…`). */
  readonly namePrefix: string;
  readonly targetUrl: string;
}

export interface InvalidBody {
  readonly body: unknown;
  /** What is wrong with it, for the failure message. */
  readonly defect: string;
  /** The field at fault (its pointer appears in the 422), if one. */
  readonly field?: string;
  /**
   * Set when the defect is only a value of another JSON type in `field`: the type the spec states, which
   * a seed-correct service may accept instead of refusing it (then it is read back: harness/read-back.ts).
   */
  readonly statedType?: string;
  /** Set when the defect is seed §2 rule 1's: an interval job without interval_seconds (core lets a service default it). */
  readonly rule1?: true;
}

const field = (name: string): CreateField => {
  const found = createFields().find((f) => f.name === name);
  if (!found) throw new Error(`the create schema has no ${name}`);
  return found;
};

function codePoints(text: string): number {
  return [...text].length;
}

// Core draws names and URL segments from letters, digits and spaces only: the seed says nothing of the
// alphabet a service may insist on.
const plain = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ');

/**
 * Any Unicode scalar value (no lone surrogates). fast-check's own `unit: 'binary'` is much the same, but
 * takes seconds to set up inside a vitest worker.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff - 0x800 })
  .map((n) => String.fromCodePoint(n >= 0xd800 ? n + 0x800 : n));

let serial = 0;
/** A per-process serial, so no two generated names are equal (a service may make names unique). */
const nextSerial = () => `${(serial++ % 36 ** 4).toString(36).padStart(4, '0')}-`;

function validName(options: BodyOptions): fc.Arbitrary<string> {
  const max = bound(field('name'), 'maxLength') ?? 200;
  const room = Math.max(0, max - codePoints(options.namePrefix) - 5);
  // Core: short plain text (the seed sets no length or alphabet); full: any code point up to the bound.
  return (
    options.profile === 'core'
      ? fc.string({ unit: plain, maxLength: Math.min(20, room) })
      : fc.string({ unit: anyCodePoint, maxLength: room })
  ).map((s) => options.namePrefix + nextSerial() + s);
}

function validUrl(options: BodyOptions): fc.Arbitrary<string> {
  const max = bound(field('url'), 'maxLength') ?? 2048;
  const base = options.targetUrl.replace(/\/+$/, '');
  const segment = (
    options.profile === 'core'
      ? fc.string({ unit: plain, maxLength: 40 })
      : fc.string({ unit: anyCodePoint, maxLength: 40 })
  ).map(encodeURIComponent);
  return fc
    .array(segment, { maxLength: 4 })
    .map((parts) => `${base}/${parts.join('/')}`.slice(0, max).replace(/%[0-9A-F]?$/i, ''));
}

function enumOf(name: string, profile: Profile): fc.Arbitrary<Json> {
  const f = field(name);
  const values = profile === 'core' ? seedValues(f.schema) : (enumValues(f) ?? seedValues(f.schema));
  return fc.constantFrom(...values);
}

/** Bodies the contract says must be accepted. */
export function validBody(options: BodyOptions): fc.Arbitrary<Record<string, unknown>> {
  if (options.profile === 'core') {
    // Every seed field present (which are required is not shown); values any seed-correct service takes.
    return fc.record({
      name: validName(options),
      url: validUrl(options),
      method: enumOf('method', 'core'),
      schedule_type: enumOf('schedule_type', 'core'),
      interval_seconds: fc.constantFrom(3_600, 86_400),
      notify_on_failure: fc.boolean(),
    });
  }
  const interval = field('interval_seconds');
  const timeout = field('timeout_seconds');
  const common = fc.record(
    {
      name: validName(options),
      url: validUrl(options),
      method: enumOf('method', 'full'),
      notify_on_failure: fc.boolean(),
      timeout_seconds: fc.integer({ min: bound(timeout, 'minimum') ?? 1, max: bound(timeout, 'maximum') ?? 300 }),
    },
    { requiredKeys: ['name', 'url'] },
  );
  const intervalSchedule = fc.record({
    schedule_type: fc.constant('interval'),
    interval_seconds: fc.integer({
      min: bound(interval, 'minimum') ?? 60,
      max: bound(interval, 'maximum') ?? 31_536_000,
    }),
  });
  // Each schedule type with the fields it takes (spec IntervalSchedule, CronSchedule): cron expressions and zones
  // from a fixed list: a few that stand for the shapes services use (steps, lists, names, macros), not random ones.
  const schedules = (enumValues(field('schedule_type')) ?? []).includes('cron')
    ? fc.oneof(
        intervalSchedule,
        fc.record(
          {
            schedule_type: fc.constant('cron'),
            cron_expression: fc.constantFrom(
              '* * * * *',
              '*/15 * * * *',
              '0 9 * * 1-5',
              '30 1 * * *',
              '0 0 1,15 * *',
              '0 12 * JAN-JUN MON',
              '@hourly',
              '@daily',
              '@weekly',
              '@monthly',
              '@yearly',
            ),
            timezone: fc.constantFrom(
              'UTC',
              'America/New_York',
              'Europe/Berlin',
              'Asia/Kolkata',
              'Australia/Lord_Howe',
            ),
          },
          { requiredKeys: ['schedule_type', 'cron_expression'] },
        ),
      )
    : intervalSchedule;
  return fc.tuple(common, schedules).map(([fields, schedule]) => ({ ...fields, ...schedule }));
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
  const defects: fc.Arbitrary<InvalidBody>[] = [
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
  if (!core) {
    const interval = field('interval_seconds');
    const min = bound(interval, 'minimum') ?? 60;
    const max = bound(interval, 'maximum') ?? 31_536_000;
    const nameMax = bound(field('name'), 'maxLength') ?? 200;
    const urlMax = bound(field('url'), 'maxLength') ?? 2048;
    const known = new Set(createFields().map((f) => f.name));
    defects.push(
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
        body: { ...body, url: `${options.targetUrl}?q=`.padEnd(n, 'u') },
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
    );
  }
  return fc.oneof(...defects);
}

export interface HostileInput {
  readonly method: 'POST' | 'GET';
  readonly path: string;
  readonly contentType?: string;
  readonly body?: string | Uint8Array;
  readonly defect: string;
}

/** Anything at all: random bytes, odd unicode, deep nesting, huge numbers, random query strings. */
/**
 * Hostile inputs every run sends, whatever the draw: JSON nested deeper than a recursive parser's stack (a
 * Python service's recursion limit is 1,000 frames) — a random depth reached it in only some runs. Arrays,
 * not objects: a body that is not an object is refused by any seed-correct service before it is stored.
 */
export function hostileExamples(): HostileInput[] {
  const post = (body: string, defect: string): HostileInput => ({
    method: 'POST',
    path: '/v1/jobs',
    contentType: 'application/json',
    body,
    defect,
  });
  return [post(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'arrays nested 5000 deep')];
}

export function hostileInput(options: Pick<BodyOptions, 'namePrefix' | 'targetUrl'>): fc.Arbitrary<HostileInput> {
  const name = JSON.stringify(options.namePrefix).slice(1, -1);
  const url = JSON.stringify(options.targetUrl).slice(1, -1);
  const json =
    (defect: string) =>
    (text: string): HostileInput => ({
      method: 'POST',
      path: '/v1/jobs',
      contentType: 'application/json',
      body: text,
      defect,
    });
  return fc.oneof(
    fc.jsonValue({ maxDepth: 6 }).map((v) => json('arbitrary JSON')(JSON.stringify(v) ?? 'null')),
    fc.uint8Array({ maxLength: 200 }).map(
      (bytes): HostileInput => ({
        method: 'POST',
        path: '/v1/jobs',
        contentType: 'application/json',
        body: bytes,
        defect: 'random bytes',
      }),
    ),
    fc
      .string({ unit: anyCodePoint, maxLength: 200 })
      .map((s) =>
        json('a JSON string of odd code points')(
          JSON.stringify({ name: options.namePrefix + s, url: s, method: s, schedule_type: s, interval_seconds: s }),
        ),
      ),
    fc
      .constantFrom('\\ud800', '\\udfff', '\\u0000', '\\u202e', '\\ufeff')
      .map((esc) =>
        json(`a lone escape ${esc}`)(
          `{"name":"${name}a${esc}b","url":"${url}/${esc}","schedule_type":"interval","interval_seconds":86400}`,
        ),
      ),
    fc
      .integer({ min: 100, max: 5000 })
      .map((depth) => json(`nesting ${depth} deep`)(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    fc
      .constantFrom('1e400', '-1e400', '-0', '123456789012345678901234567890', '0.0000000000000000000001')
      .map((n) =>
        json(`interval_seconds ${n}`)(
          `{"name":"${name}n","url":"${url}","method":"GET","schedule_type":"interval","interval_seconds":${n}}`,
        ),
      ),
    fc
      .constantFrom(
        '\ufeff{}',
        `{"name":"${name}a","name":"${name}b"}`,
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{}}}',
      )
      .map((text) => json(`tricky JSON ${JSON.stringify(text)}`)(text)),
    fc
      .tuple(
        fc.constantFrom('limit', 'cursor', 'status', 'limit[]', 'x'),
        fc.string({ unit: anyCodePoint, maxLength: 40 }),
      )
      .map(
        ([name, value]): HostileInput => ({
          method: 'GET',
          path: `/v1/jobs?${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
          defect: `query ${name}=${JSON.stringify(value)}`,
        }),
      ),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/json; charset=latin1',
          'multipart/form-data',
          'application/json, text/plain',
          '',
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(
        ([contentType, v]): HostileInput => ({
          method: 'POST',
          path: '/v1/jobs',
          contentType,
          body: JSON.stringify(v) ?? '',
          defect: `Content-Type ${JSON.stringify(contentType)}`,
        }),
      ),
  );
}
