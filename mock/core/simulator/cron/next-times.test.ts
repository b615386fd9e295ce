import { Cron } from 'croner';
import { describe, expect, test } from 'vitest';
import { createRealClock } from '../../primitives/clock.ts';
import { cronTimes, firstFree, nextDue, offsetOf, scheduleOf, zoneOffsets } from './next-times.ts';
import { jobDef, storedEngine, virtualEngine } from '../../testing/engine.ts';
import { seededRandom } from '../../primitives/random.ts';
import type { TimerPort } from '../time/wakeup.ts';
import type { components } from '../../../../generated/openapi.ts';

const Z = (iso: string) => Date.parse(iso);
const cronDef = (cron_expression: string, timezone: components['schemas']['TimeZone'] = 'UTC', overrides = {}) =>
  jobDef(
    { schedule_type: 'cron', interval_seconds: undefined, cron_expression, timezone, ...overrides },
    Z('2027-01-04T00:00:00.000Z'),
  );

describe('the schedule port', () => {
  test('interval: the next due time is the instant + the interval; cron: the expression’s next time', () => {
    expect(nextDue(scheduleOf({ schedule_type: 'interval', interval_seconds: 90 }), 1_000)).toBe(91_000);
    const cron = scheduleOf({ schedule_type: 'cron', cron_expression: '0 9 * * 1-5', timezone: 'America/New_York' });
    expect(new Date(nextDue(cron, Z('2027-01-08T14:00:00.000Z'))).toISOString()).toBe('2027-01-11T14:00:00.000Z'); // Friday → Monday
  });

  test('one schedule object per (expression, zone), whatever the spacing of the expression', () => {
    expect(cronTimes('*/5 * * * *', 'UTC')).toBe(cronTimes('*/5 * * * *', 'UTC'));
    expect(cronTimes('*/5 * * * *', 'UTC')).not.toBe(cronTimes('*/5 * * * *', 'Europe/Berlin'));
  });

  test('the fixed-offset shortcut answers exactly as zone-aware croner, across every DST change of 2027', () => {
    const options = { mode: '5-part', domAndDow: false, fixedTimeRule: 'no-wildcard' } as const;
    let compared = 0;
    for (const expression of ['*/30 1-2 * * *', '30 1 * * *', '30 2 * * 1-5'])
      for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
        const reference = new Cron(expression, { ...options, timezone: zone });
        const port = cronTimes(expression, zone);
        // Every 10 h 13 min through the year: each DST change is asked about from both sides.
        for (let t = Z('2027-01-01T00:00:00.000Z'); t < Z('2028-01-01T00:00:00.000Z'); t += 613 * 60_000, compared++)
          expect([expression, zone, new Date(t).toISOString(), port.next(t)]).toEqual([
            expression,
            zone,
            new Date(t).toISOString(),
            reference.nextRun(new Date(t))!.getTime(),
          ]);
      }
    expect(compared).toBeGreaterThan(7_000);
  });

  test('firstFree looks past cron times that fall inside a run in progress', () => {
    const cron = scheduleOf({ schedule_type: 'cron', cron_expression: '* * * * *', timezone: 'UTC' });
    const due = Z('2027-01-04T00:01:00.000Z');
    expect(new Date(firstFree(cron, due, due + 150_000)).toISOString()).toBe('2027-01-04T00:04:00.000Z');
    expect(firstFree(cron, due, due)).toBe(due);
  });

  test('a cron job whose run outlasts a minute skips the times it overlaps', async () => {
    const { engine } = virtualEngine({}, Z('2027-01-04T00:00:00.000Z'));
    const def = cronDef('* * * * *', 'UTC', { url: 'https://example.com/delay/90', timeout_seconds: 120 });
    engine.addJob('acc', def);
    const result = await engine.advanceBy(5 * 60);
    expect(result.runs.map((r) => r.scheduled_at)).toEqual(['2027-01-04T00:01:00.000Z', '2027-01-04T00:03:00.000Z']);
    expect(result.skipped).toBe(2);
    expect(engine.getJob(def.id)!.next_run_at).toBe('2027-01-04T00:07:00.000Z'); // 00:05 run lasts to 00:06:30
  });

  test('on the real clock the one timer is armed for the cron time', async () => {
    let wall = Z('2027-01-04T00:00:10.000Z');
    const armed: number[] = [];
    const timers: TimerPort = { set: (_callback, delayMs) => armed.push(delayMs), clear: () => undefined };
    const engine = storedEngine({ clock: createRealClock({ source: () => wall }), random: seededRandom(1), timers });
    engine.start();
    await engine.idle();
    engine.addJob('acc', cronDef('*/15 * * * *'));
    expect(armed.at(-1)).toBe(15 * 60_000 - 10_000);
    wall = Z('2027-01-04T00:15:00.000Z');
    const caught = await engine.catchUp();
    expect(caught.runs.map((r) => [r.scheduled_at, r.started_at])).toEqual([
      ['2027-01-04T00:15:00.000Z', '2027-01-04T00:15:00.000Z'],
    ]);
    engine.stop();
  });
});

describe('zone offsets from a table of their changes', () => {
  test('answer as Intl does, minute by minute around every change of 2026–2027, and at random instants 1980–2100', () => {
    const zones = [
      'America/New_York',
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Africa/Casablanca',
      'Asia/Kolkata',
      'America/Santiago',
    ];
    let changes = 0;
    for (const zone of zones) {
      const exact = offsetOf(zone);
      const table = zoneOffsets(zone);
      for (let t = Z('2026-01-01T00:00:00.000Z'); t < Z('2028-01-01T00:00:00.000Z'); t += 3_600_000) {
        if (exact(t) === exact(t + 3_600_000)) continue;
        changes++;
        // A change found between two hours: every minute of those hours, and an odd second inside each.
        for (let m = t; m <= t + 3_600_000; m += 60_000)
          for (const at of [m, m + 17_123]) expect([zone, at, table(at)]).toEqual([zone, at, exact(at)]);
      }
      let seed = 7;
      for (let i = 0; i < 300; i++) {
        seed = (seed * 48_271) % 2_147_483_647;
        const at =
          Z('1980-01-01T00:00:00.000Z') +
          (seed / 2_147_483_647) * (Z('2100-01-01T00:00:00.000Z') - Z('1980-01-01T00:00:00.000Z'));
        expect([zone, at, table(at)]).toEqual([zone, at, exact(at)]);
      }
    }
    // Two a year in the zones with DST, more in Casablanca (Ramadan).
    expect(changes).toBeGreaterThanOrEqual(20);
  });
});
