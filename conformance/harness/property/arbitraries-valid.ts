// Valid create bodies, drawn from the spec's own create schema (through the provenance reader), and the
// pieces the invalid ones (arbitraries-invalid.ts) and hostile input (arbitraries-hostile.ts) build on. The
// core profile draws only from what the seed states (the seed fields, their types, seed values: GET,
// interval); the full profile also uses every bound and enum the spec decides.
import fc from 'fast-check';
import type { Profile } from '../rule/config.ts';
import { bound, createFields, enumValues, seedValues, type CreateField } from '../spec/provenance.ts';
import type { Json } from '../spec/spec-document.ts';

export interface BodyOptions {
  readonly profile: Profile;
  /** Every generated name starts with it (`cjk-<runid>-…`). */
  readonly namePrefix: string;
  readonly targetUrl: string;
}

/** The create schema's field of that name. */
export const field = (name: string): CreateField => {
  const found = createFields().find((f) => f.name === name);
  if (!found) throw new Error(`the create schema has no ${name}`);
  return found;
};

export function codePoints(text: string): number {
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
