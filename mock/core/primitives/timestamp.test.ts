import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatTimestamp } from './timestamp.ts';

test('formatTimestamp spells what toISOString spells, for any ms from 1970 to 9999', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 253_402_300_799_999 }), (ms) => {
      expect(formatTimestamp(ms)).toBe(new Date(ms).toISOString());
    }),
    { numRuns: 5000 },
  );
  for (const ms of [0, 86_399_999, 86_400_000, Date.parse('2026-11-22T23:59:59.999Z'), Date.parse('2028-02-29T12:00:00.001Z')])
    expect(formatTimestamp(ms)).toBe(new Date(ms).toISOString());
});
