// The schedule port: when a job is next due after an instant — `interval` (instant + interval) or
// `cron` (the expression's next time in the job's zone, through croner). The engine asks only these
// functions, so a new schedule type changes this file, not the run loop.
// Behaviour: spec/openapi.yaml info.description "Run behaviour" and the TimeZone schema (DST).
import { compileCron, compileCronAtOffset } from './cron.ts';
import type { components } from '../../../../generated/openapi.ts';

/** A schedule's times: the first due time strictly after an instant (ms); Infinity when there is none (past year 9999). */
export interface CronTimes {
  /** The zone and expression: equal keys, equal times. */
  readonly key: string;
  next(afterMs: number): number;
}

/** What a job state keeps of its schedule: the interval (0 for cron) or the cron times (null for interval). */
export interface ScheduleFields {
  intervalMs: number;
  cron: CronTimes | null;
}

/** Schedules per (expression, zone): every job of the same schedule is due at the same instants. */
const shared = new Map<string, CronTimes>();
const MEMO_LIMIT = 4096;

const DAY_AND_A_BIT = 26 * 3_600_000;
const MONTH = 30 * 24 * 3_600_000;

/** A zone's offset from UTC (ms) at an instant, from one kept `Intl` formatter. */
export function offsetOf(timezone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  return (ms) => {
    let y = 0,
      mo = 0,
      d = 0,
      h = 0,
      mi = 0;
    for (const part of format.formatToParts(ms)) {
      if (part.type === 'year') y = Number(part.value);
      else if (part.type === 'month') mo = Number(part.value);
      else if (part.type === 'day') d = Number(part.value);
      else if (part.type === 'hour') h = Number(part.value);
      else if (part.type === 'minute') mi = Number(part.value);
    }
    // setUTCFullYear, since Date.UTC reads years 0–99 as 1900–1999.
    return new Date(Date.UTC(2000, mo - 1, d, h, mi)).setUTCFullYear(y) - Math.floor(ms / 60_000) * 60_000;
  };
}

const DAY = 86_400_000;
const CHUNK = 32 * DAY;
/** From 1980 on, every zone's offset is whole minutes and changes at a whole minute, at most once a day. */
const TABLE_FROM = Date.UTC(1980, 0, 1);
const TABLE_TO = Date.UTC(9000, 0, 1);

/**
 * A zone's offset (as `offsetOf` answers it) from a table of the instants where it changes, built 32 days
 * at a time: sampled once a day and, where two samples differ, bisected to the minute. An hourly cron job
 * asks about a new instant every hour, four offsets each, so a long advance asks hundreds of thousands of
 * times, and an `Intl` call per question made them a large part of its cost. Before 1980 and after 9000
 * every answer is Intl's own.
 */
export function zoneOffsets(timezone: string): (ms: number) => number {
  const exact = offsetOf(timezone);
  const chunks = new Map<number, { from: number[]; offset: number[] }>();
  function build(start: number): { from: number[]; offset: number[] } {
    const from = [start];
    const offset = [exact(start)];
    for (let t = start + DAY; t <= start + CHUNK; t += DAY) {
      const before = offset[offset.length - 1]!;
      if (exact(t) === before) continue;
      // The change lies in (t - DAY, t]: the first whole minute whose offset differs.
      let lo = (t - DAY) / 60_000;
      let hi = t / 60_000;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (exact(mid * 60_000) === before) lo = mid;
        else hi = mid;
      }
      // A change at the chunk's end is the next chunk's first offset.
      if (hi * 60_000 < start + CHUNK) {
        from.push(hi * 60_000);
        offset.push(exact(hi * 60_000));
      }
    }
    return { from, offset };
  }
  return (ms) => {
    if (!(ms >= TABLE_FROM && ms < TABLE_TO)) return exact(ms);
    const index = Math.floor((ms - TABLE_FROM) / CHUNK);
    let chunk = chunks.get(index);
    if (!chunk) {
      if (chunks.size >= MEMO_LIMIT) chunks.clear();
      chunk = build(TABLE_FROM + index * CHUNK);
      chunks.set(index, chunk);
    }
    let i = chunk.from.length - 1;
    while (chunk.from[i]! > ms) i--;
    return chunk.offset[i]!;
  };
}

/**
 * One (expression, zone)'s times, each "next after t" asked of croner once and then remembered: a
 * 24-hour advance of 10,000 jobs on a few dozen schedules asks a few thousand questions, not a million.
 * croner in a zone does Intl arithmetic at every step of a question; away from a DST change
 * (the zone's offset the same a day around both ends), the zone is a fixed offset and croner's
 * fixed-offset path answers in a fraction of that. Near a change the zone-aware croner answers, so the
 * DST decisions (spec TimeZone) are croner's own. The memo is bounded; a miss only costs a question again.
 */
export function cronTimes(expression: string, timezone: string): CronTimes {
  const key = `${timezone} ${expression}`;
  let times = shared.get(key);
  if (times) return times;
  const cron = compileCron(expression, timezone);
  const offset = zoneOffsets(timezone);
  const memo = new Map<number, number>();
  const steady = (afterMs: number): number | undefined => {
    const at = offset(afterMs);
    // Whole minutes within ±14 h only (local mean time before 1900 had odd offsets); otherwise ask the zone.
    if (at % 60_000 !== 0 || Math.abs(at) > 14 * 3_600_000 || offset(afterMs - DAY_AND_A_BIT) !== at) return undefined;
    const next = compileCronAtOffset(expression, at / 60_000)
      .nextRun(new Date(afterMs))
      ?.getTime();
    if (next === undefined || next - afterMs > MONTH || offset(next) !== at || offset(next + DAY_AND_A_BIT) !== at)
      return undefined;
    return next;
  };
  // The last answer before the memo: the jobs of one schedule come due together, one after another.
  let lastAfter = NaN;
  let lastNext = NaN;
  times = {
    key,
    next(afterMs) {
      if (afterMs === lastAfter) return lastNext;
      if (!Number.isFinite(afterMs)) return Infinity;
      let next = memo.get(afterMs);
      if (next === undefined) {
        // Validation refused expressions that never run, and five-field schedules repeat within 28 years,
        // so only the end of croner's calendar (year 9999) leaves none.
        next = steady(afterMs) ?? cron.nextRun(new Date(afterMs))?.getTime() ?? Infinity;
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(afterMs, next);
      }
      lastAfter = afterMs;
      lastNext = next;
      return next;
    },
  };
  if (shared.size >= MEMO_LIMIT) shared.clear();
  shared.set(key, times);
  return times;
}

export function scheduleOf(
  def: Pick<components['schemas']['Job'], 'schedule_type' | 'interval_seconds' | 'cron_expression' | 'timezone'>,
): ScheduleFields {
  if (def.schedule_type === 'cron')
    return { intervalMs: 0, cron: cronTimes(def.cron_expression!, def.timezone ?? 'UTC') };
  return { intervalMs: def.interval_seconds! * 1000, cron: null };
}

/** The first due time strictly after `afterMs`. */
export function nextDue(schedule: ScheduleFields, afterMs: number): number {
  return schedule.cron === null ? afterMs + schedule.intervalMs : schedule.cron.next(afterMs);
}

/**
 * The first occurrence from `due` on that will really run: occurrences due while a run is in progress
 * are skipped when their time comes (no overlap: skip, not delay), so `next_run_at` looks past them.
 */
export function firstFree(schedule: ScheduleFields, due: number, busyUntil: number): number {
  if (busyUntil <= due) return due;
  if (schedule.cron === null) return due + Math.ceil((busyUntil - due) / schedule.intervalMs) * schedule.intervalMs;
  let at = due;
  while (at < busyUntil) at = schedule.cron.next(at);
  return at;
}

/** Whether two schedules run at the same times (a changed schedule starts from the change). */
export function sameSchedule(a: ScheduleFields, b: ScheduleFields): boolean {
  return a.intervalMs === b.intervalMs && a.cron?.key === b.cron?.key;
}
