// The spec's CronExpression and TimeZone schemas are exactly as strict as the mock (issue 36): the pattern
// and its never-runs `not` are the ones written from the mock's field table, the zone names are the ones
// the mock's runtime knows, and over many thousands of expressions and names the spec's validator and the
// mock's own check agree on every one — what the schema accepts runs, what it refuses the mock refuses.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';
import { createSpecWalker } from '../../contract/spec-walker.ts';
import { serviceValidator } from '../../contract/validators.ts';
import { scheduleViolations } from '../../mock/core/http/schedule-violations.ts';
import { cronPattern, neverRunsPattern } from '../../scripts/schedule-schemas.ts';

const at = (pointer: string) => createSpecWalker(serviceDocument).at(pointer);
const zones = at('#/components/schemas/TimeZone/enum') as string[];
const specTakes = (schema: 'CronExpression' | 'TimeZone', value: string) =>
  serviceValidator.validate(`#/components/schemas/${schema}`, value).length === 0;
const mockTakes = (field: 'cron_expression' | 'timezone', value: string) =>
  scheduleViolations({ [field]: value }, []).length === 0;

describe('written from what the mock runs on', () => {
  test('the CronExpression pattern and its never-runs `not` are the ones the mock’s field table gives (npm run spec:schedules)', () => {
    expect(at('#/components/schemas/CronExpression/pattern')).toBe(cronPattern());
    expect(at('#/components/schemas/CronExpression/not/pattern')).toBe(neverRunsPattern());
  });

  test('the TimeZone enum holds every zone the runtime lists and UTC, and only names the runtime knows', () => {
    expect(Intl.supportedValuesOf('timeZone').filter((zone) => !zones.includes(zone))).toEqual([]);
    expect(zones).toContain('UTC');
    const unknown = zones.filter((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });
});

// Expressions of every shape a person or a fuzzer writes: values in and out of range, names in any case
// and the non-standard L, W, ?, #, ranges both ways, steps from 0 past the span, lists, macros, and the
// day-and-month pairs that never run.
const names = ['JAN', 'FEB', 'APR', 'JUN', 'SEP', 'NOV', 'DEC', 'SUN', 'MON', 'FRI', 'SAT', 'L', 'W', '?', '#'];
const value = fc.oneof(
  fc.integer({ min: 0, max: 70 }).map(String),
  fc.integer({ min: 0, max: 40 }).map((n) => `0${n}`),
  fc.constantFrom(...names).chain((n) => fc.boolean().map((lower) => (lower ? n.toLowerCase() : n))),
);
const base = fc.oneof(
  { weight: 3, arbitrary: fc.constant('*') },
  { weight: 3, arbitrary: value },
  { weight: 4, arbitrary: fc.tuple(value, value).map(([a, b]) => `${a}-${b}`) },
);
const item = fc
  .tuple(base, fc.option(fc.integer({ min: 0, max: 70 }), { nil: undefined }))
  .map(([b, s]) => (s === undefined ? b : `${b}/${s}`));
const field = fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => items.join(','));
const expression = fc.oneof(
  { weight: 20, arbitrary: fc.array(field, { minLength: 4, maxLength: 6 }).map((f) => f.join(' ')) },
  { weight: 1, arbitrary: fc.constantFrom('@daily', '@hourly', '@reboot', '@Daily', '@annually', '@midnight', '') },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom('0', '*'),
        fc.constantFrom('0', '*/2'),
        fc.constantFrom('30', '31', '30,31', '29-31', '31/2', '30-31/1', '031', '1,31'),
        fc.constantFrom('2', 'feb', '4,6', '2-6/2', '2-7/2', 'FEB-APR/2', '11', '9-11/2', '1', '*'),
        fc.constantFrom('*', '1', '*/1', 'SUN'),
      )
      .map((f) => f.join(' ')),
  },
);

describe('the spec and the mock agree on every value', () => {
  test('cron expressions: the schema accepts exactly what the mock runs (20,000 of every shape)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(expression, (e) => {
        const mock = mockTakes('cron_expression', e);
        if (mock) accepted++;
        expect(specTakes('CronExpression', e), JSON.stringify(e)).toBe(mock);
      }),
      { numRuns: 20_000, seed: 36 },
    );
    // Enough of both kinds that the agreement means something.
    expect(accepted).toBeGreaterThan(1_000);
    expect(accepted).toBeLessThan(19_000);
  });

  test('time zones: every listed name, its other letter cases, offsets and made-up names', () => {
    const candidates = [
      ...zones,
      ...zones.map((zone) => zone.toLowerCase()),
      ...zones.map((zone) => zone.toUpperCase()),
      ...['+05:00', '-0800', 'Mars/Olympus', 'A000', 'Europe/Atlantis', 'GMT+5', 'Etc/GMT+5', ''],
    ];
    const disagree = candidates.filter((zone) => specTakes('TimeZone', zone) !== mockTakes('timezone', zone));
    expect(disagree).toEqual([]);
    expect(mockTakes('timezone', 'europe/berlin')).toBe(false);
    expect(scheduleViolations({ timezone: 'europe/berlin' }, [])[0]?.detail).toMatch(/spells it Europe\/Berlin/);
  });

  test('a refused expression is told what is wrong with it, not only that the pattern did not match', () => {
    const detail = (e: string) =>
      scheduleViolations(
        { cron_expression: e },
        serviceValidator.validate('#/components/schemas/JobCreate', {
          name: 'n',
          url: 'https://example.com',
          schedule_type: 'cron',
          cron_expression: e,
        }),
      ).find((v) => v.pointer === '/cron_expression')?.detail;
    expect(detail('61 * * * *')).toBe('minute 61 is out of range 0–59');
    expect(detail('0 0 30 2 *')).toMatch(/^never runs/);
    expect(detail('0I rWi0- iiGC n 7CoDX')).toMatch(/minute "0I" is not a number/);
  });
});
