// What the spec's CronExpression and TimeZone schemas say, written from what the mock runs on, so the spec
// is exactly as strict as the mock (issue 36): the cron pattern from the field table the mock checks
// expressions with (mock/core/http/schedule-violations.ts: ranges, names, steps, ranges that run forwards), the
// expressions that never run as a pattern the schema refuses, and the time-zone names from the tz database
// the mock's `Intl` knows. `npm run spec:schedules` writes them into spec/openapi.yaml;
// test/contract/schedule-schemas.test.ts fails when the spec and these drift apart.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIELDS, type FieldRule } from '../mock/core/http/schedule-violations.ts';
import { MACROS } from '../mock/core/simulator/cron/cron.ts';

/** A name any letter case: `[Jj][Aa][Nn]`. */
const anyCase = (name: string) =>
  [...name].map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join('');

/** The value a name stands for in a field (months from 1, days of week from 0). */
const nameValue = (rule: FieldRule, index: number) => index + (rule.name === 'month' ? 1 : 0);

/** Digit strings of one length from `a` to `b` (leading zeros kept): `1[2-9]|[2-5][0-9]`. */
function sameLength(a: string, b: string): string[] {
  if (a === b) return [a];
  if (a.length === 1) return [`[${a}-${b}]`];
  const [fa, fb] = [Number(a[0]), Number(b[0])];
  if (fa === fb) return sameLength(a.slice(1), b.slice(1)).map((rest) => `${fa}${rest}`);
  const nines = '9'.repeat(a.length - 1);
  const zeros = '0'.repeat(a.length - 1);
  const out = sameLength(a.slice(1), nines).map((rest) => `${fa}${rest}`);
  if (fb - fa > 1)
    out.push(`${fb - fa === 2 ? fa + 1 : `[${fa + 1}-${fb - 1}]`}[0-9]${a.length > 2 ? `{${a.length - 1}}` : ''}`);
  out.push(...sameLength(zeros, b.slice(1)).map((rest) => `${fb}${rest}`));
  return out;
}

/** Numbers from `lo` to `hi`, without leading zeros, as alternatives. */
function numberRange(lo: number, hi: number): string[] {
  const out: string[] = [];
  for (let digits = String(lo).length; digits <= String(hi).length; digits++) {
    const from = Math.max(lo, digits === 1 ? 0 : 10 ** (digits - 1));
    const to = Math.min(hi, 10 ** digits - 1);
    if (from <= to) out.push(...sameLength(String(from), String(to)));
  }
  return out.reverse(); // longer numbers first: less backtracking
}

/** Every way to write the values in `values`: digits with leading zeros, and the field's names. */
function tokens(rule: FieldRule, values: readonly number[]): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const v of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === v - 1) last[1] = v;
    else runs.push([v, v]);
  }
  const numbers = runs.flatMap(([lo, hi]) => numberRange(lo, hi));
  const names = (rule.names ?? []).flatMap((name, i) => (values.includes(nameValue(rule, i)) ? [anyCase(name)] : []));
  const digits = numbers.length > 0 ? [`0*(?:${numbers.join('|')})`] : [];
  const all = [...digits, ...names];
  return all.length === 1 ? all[0]! : `(?:${all.join('|')})`;
}

const span = (rule: FieldRule) => rule.max - rule.min + 1;
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const within = (rule: FieldRule, from = rule.min) => Array.from({ length: rule.max - from + 1 }, (_, i) => from + i);

/** `/n` with n from 1 to the field's span: the steps the mock takes. */
const step = (rule: FieldRule) => `/${tokens({ ...rule, names: [] }, upTo(span(rule)))}`;

/** One list item of a field: a star (with an optional step), a value, a range a-b running forwards (with an optional step). */
function item(rule: FieldRule): string {
  const ranges = within(rule).map((a) => `${tokens(rule, [a])}-${tokens(rule, within(rule, a))}`);
  return `(?:\\*(?:${step(rule)})?|(?:${ranges.join('|')})(?:${step(rule)})?|${tokens(rule, within(rule))})`;
}

const field = (itemPattern: string) => `${itemPattern}(?:,${itemPattern})*`;

/** The pattern every expression the mock accepts matches (one that never runs aside, see `neverRunsPattern`). */
export function cronPattern(): string {
  const macros = Object.keys(MACROS)
    .map((m) => m.slice(1))
    .join('|');
  return `^(?:@(?:${macros})|${FIELDS.map((rule) => field(item(rule))).join(' +')})$`;
}

/**
 * The items of a field whose every value is in `set`: a value of it, a range inside it, a range with a
 * step whose values all fall in it (`2-6/2` in months is February, April, June).
 */
function itemsInside(rule: FieldRule, set: ReadonlySet<number>): string {
  const out: string[] = [];
  for (const a of within(rule))
    for (const b of within(rule, a)) {
      const fits = (s: number) =>
        within(rule, a)
          .filter((v) => v <= b && (v - a) % s === 0)
          .every((v) => set.has(v));
      const steps = upTo(span(rule)).filter(fits);
      if (steps.length === 0) continue;
      const plain = fits(1) ? '' : undefined;
      const suffix =
        steps.length === span(rule)
          ? `(?:${step(rule)})?`
          : `(?:/${tokens({ ...rule, names: [] }, steps)})${plain === undefined ? '' : '?'}`;
      out.push(`${tokens(rule, [a])}-${tokens(rule, [b])}${suffix}`);
    }
  return `(?:${[...out, tokens(rule, [...set])].join('|')})`;
}

/**
 * Expressions of the right shape that never run: every day of month they name falls in no month they
 * name, and the day of week is `*` (a restricted day of week would run on it: Vixie's OR). Days 30 and 31
 * only in February; day 31 only in months of 30 days or fewer.
 */
export function neverRunsPattern(): string {
  const [, , day, month] = FIELDS as [FieldRule, FieldRule, FieldRule, FieldRule, FieldRule];
  const cases: Array<[number[], number[]]> = [
    [[30, 31], [2]],
    [[31], [2, 4, 6, 9, 11]],
  ];
  // The minute and hour fields are whatever the cron pattern takes: this pattern is only read beside it.
  const alternatives = cases.map(
    ([days, months]) =>
      `[^ ]+ +[^ ]+ +${field(itemsInside(day, new Set(days)))} +${field(itemsInside(month, new Set(months)))} +\\*`,
  );
  return `^(?:${alternatives.join('|')})$`;
}

/**
 * The IANA names the mock knows: every name of the tz database (/usr/share/zoneinfo, links included) that
 * `Intl` accepts, with `Intl`'s own list and UTC; offsets are not names. Sorted.
 */
export function timeZoneNames(zoneinfo = '/usr/share/zoneinfo'): string[] {
  const names: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      const name = prefix ? `${prefix}/${entry}` : entry;
      if (statSync(path).isDirectory()) {
        if (entry !== 'posix' && entry !== 'right') walk(path, name);
      } else names.push(name);
    }
  };
  if (existsSync(zoneinfo)) walk(zoneinfo, '');
  const known = (name: string) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      return !/^[+-]|:/.test(name);
    } catch {
      return false;
    }
  };
  return [...new Set([...names.filter(known), ...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
}
