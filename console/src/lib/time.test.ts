import { describe, expect, test } from 'vitest';
import { localTime, mockNowAt, relativeTime, utcTime } from './time.ts';

const now = Date.parse('2026-11-22T09:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('relativeTime: against the mock’s clock, in the viewer’s language', () => {
  test.each([
    [0, 'now'],
    [30_000, 'in 30 sec.'],
    [-44_000, '44 sec. ago'],
    [5 * minute, 'in 5 min.'],
    [-44 * minute, '44 min. ago'],
    [-3 * hour, '3 hr. ago'],
    [21 * hour, 'in 21 hr.'],
    [23.5 * hour, 'tomorrow'],
    [-day, 'yesterday'],
    [3 * day, 'in 3 days'],
    [-60 * day, '2 mo. ago'],
    [400 * day, 'next yr.'],
    [-800 * day, '2 yr. ago'],
  ])('%i ms from now reads %s', (offset, text) => {
    expect(relativeTime(at(offset), now, 'en-US')).toBe(text);
  });

  test('another language', () => {
    expect(relativeTime(at(5 * minute), now, 'de-DE')).toBe('in 5 Min.');
  });
});

describe('localTime and utcTime', () => {
  test.each([
    ['Europe/Berlin', 'en-US', 'Nov 22, 2026, 10:00:00 AM'],
    ['America/New_York', 'en-US', 'Nov 22, 2026, 4:00:00 AM'],
    ['Asia/Kolkata', 'en-GB', '22 Nov 2026, 14:30:00'],
  ])('%s, %s: %s', (zone, locale, text) => {
    expect(localTime(at(0), locale, zone)).toBe(text);
  });

  test('the exact UTC instant for the hover, to the millisecond', () => {
    expect(utcTime('2026-11-22T10:00:00.123+01:00')).toBe('2026-11-22 09:00:00.123 UTC');
  });
});

describe('mockNowAt', () => {
  test('a virtual clock stands still between reads; a real one runs at its speed', () => {
    expect(mockNowAt({ nowMs: now, mode: 'virtual', speed: 1 }, 1000, 61_000)).toBe(now);
    expect(mockNowAt({ nowMs: now, mode: 'real', speed: 1 }, 1000, 61_000)).toBe(now + minute);
    expect(mockNowAt({ nowMs: now, mode: 'real', speed: 60 }, 1000, 2000)).toBe(now + minute);
  });
});
