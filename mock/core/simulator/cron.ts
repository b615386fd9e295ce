// Cron schedules: the one place that reads a cron expression and a time zone. The spec's JSON Schema
// checks both whole — its pattern is written from this module's field table, its zone names are the list
// this module checks (scripts/schedule-schemas.ts) — and this module words what is wrong and checks the
// meaning with the same library the simulator runs on (croner), so what validates is what runs. croner's own messages
// ("Invalid value for day: -1") do not help a person, so a small walk over the fields words the usual
// mistakes first (`minute 61 is out of range 0–59`); croner stays the judge of the whole expression.
// Decisions (five fields only, dom/dow OR, DST as Vixie cron): spec CronExpression and TimeZone.
import { Cron, type CronOptions } from 'croner';
import { serviceDocument } from '../../../contract/documents.ts';
import { createSpecWalker } from '../../../contract/spec-walker.ts';

export interface FieldRule {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
}

/** The five fields, in order, with their ranges and names: the spec's CronExpression pattern is written from this table. */
export const FIELDS: readonly FieldRule[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  {
    name: 'month',
    min: 1,
    max: 12,
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

/** The macros the spec accepts, as the five fields they stand for (croner does not know `@midnight`). */
export const MACROS: Readonly<Record<string, string>> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

/**
 * croner options for the spec's semantics: the five fields, given to croner as seven (second 0 and the
 * years 1–9999, see `croner`); day of month OR day of week when both are restricted (Vixie); DST as Vixie
 * cron, where a job without `*` or a step in minute and hour (`30 1 * * *`, `0 9,17 * * *`) is a fixed-time
 * job: once in a repeated hour, right after a gap.
 */
const OPTIONS: CronOptions = { mode: '7-part', domAndDow: false, fixedTimeRule: 'no-wildcard' };

/**
 * The expression as croner reads it. With a year field of `*` croner stops looking at the year 3000, while
 * the spec computes times up to 9999-12-31 (SchedulePreviewRequest `from`, a clock advanced that far): an
 * explicit year range 1–9999 makes croner look as far as the spec does.
 */
const cronerPattern = (expression: string) => `0 ${cronFields(expression)} 1-9999`;

const range = (rule: FieldRule) => `${rule.min}–${rule.max}`;

function valueOf(rule: FieldRule, text: string): number | string {
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n >= rule.min && n <= rule.max ? n : `${rule.name} ${text} is out of range ${range(rule)}`;
  }
  const index = rule.names?.indexOf(text.toUpperCase()) ?? -1;
  if (index >= 0) return index + (rule.name === 'month' ? 1 : 0);
  const hint =
    /^[LW?]$|[LW#?]/i.test(text) && !rule.names?.some((n) => n.startsWith(text.toUpperCase()))
      ? ' (L, W, # and ? are not part of the five standard fields)'
      : '';
  const named = rule.names ? ` or a name ${rule.names[0]}–${rule.names.at(-1)}` : '';
  return `${rule.name} "${text}" is not a number ${range(rule)}${named}${hint}`;
}

/** The first mistake in one field, worded; undefined when the field reads well. */
function fieldProblem(rule: FieldRule, field: string): string | undefined {
  for (const item of field.split(',')) {
    if (item === '') return `${rule.name} "${field}" has an empty list item`;
    const [base = '', step, extra] = item.split('/');
    if (extra !== undefined) return `${rule.name} "${item}" has more than one step`;
    if (step !== undefined) {
      if (!/^\d+$/.test(step)) return `${rule.name} step "${step}" is not a whole number`;
      const span = rule.max - rule.min + 1;
      if (Number(step) < 1 || Number(step) > span) return `${rule.name} step ${step} is out of range 1–${span}`;
      if (base !== '*' && !base.includes('-'))
        return `${rule.name} "${item}": a step follows * or a range (write ${base}-${rule.max}/${step})`;
    }
    if (base === '*') continue;
    const bounds = base.split('-');
    if (bounds.length > 2) return `${rule.name} "${base}" is not a range a-b`;
    const values = bounds.map((b) => valueOf(rule, b));
    const wrong = values.find((v) => typeof v === 'string');
    if (wrong !== undefined) return wrong as string;
    if (values.length === 2 && (values[0] as number) > (values[1] as number))
      return `${rule.name} range ${base} runs backwards (${bounds[1]}-${bounds[0]}?)`;
  }
  return undefined;
}

/** The five fields an expression stands for (a macro's expansion, or the fields as written). */
function cronFields(expression: string): string {
  return MACROS[expression] ?? expression.trim().split(/ +/).join(' ');
}

const compiled = new Map<string, Cron>();

/** croner's reading of an expression in a zone, kept per (expression, zone): a compile parses and resolves again. */
export function compileCron(expression: string, timezone: string): Cron {
  const key = `${timezone} ${expression}`;
  let cron = compiled.get(key);
  if (!cron) {
    if (compiled.size >= 4096) compiled.clear(); // bounded; a miss only costs a compile
    // croner's zone arithmetic (Intl) is much slower than a fixed offset; UTC and its aliases need none.
    const utc = new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone === 'UTC';
    cron = new Cron(cronerPattern(expression), utc ? { ...OPTIONS, utcOffset: 0 } : { ...OPTIONS, timezone });
    compiled.set(key, cron);
  }
  return cron;
}

const fixed = new Map<string, Cron>();

/** croner's reading of an expression at a fixed UTC offset (its fast path: no zone arithmetic). */
export function compileCronAtOffset(expression: string, offsetMinutes: number): Cron {
  const key = `${offsetMinutes} ${expression}`;
  let cron = fixed.get(key);
  if (!cron) {
    if (fixed.size >= 4096) fixed.clear();
    cron = new Cron(cronerPattern(expression), { ...OPTIONS, utcOffset: offsetMinutes });
    fixed.set(key, cron);
  }
  return cron;
}

/** Why an expression (already of the schema's shape) cannot run, in words; undefined when it can. */
function cronExpressionProblem(expression: string): string | undefined {
  if (expression.startsWith('@') && !(expression in MACROS))
    return `"${expression}" is not one of the macros ${Object.keys(MACROS).join(', ')}`;
  const fields = cronFields(expression).split(' ');
  if (fields.length !== FIELDS.length)
    return `must have 5 fields (minute hour day-of-month month day-of-week), not ${fields.length}`;
  for (let i = 0; i < FIELDS.length; i++) {
    const problem = fieldProblem(FIELDS[i]!, fields[i]!);
    if (problem) return problem;
  }
  let runs: boolean;
  try {
    // Five-field schedules repeat within 28 years, so one from any instant exists if any does at all.
    runs = compileCron(expression, 'UTC').nextRun(new Date(0)) !== null;
  } catch (error) {
    return `is not a valid cron expression: ${error instanceof Error ? error.message.replace(/^CronPattern: /, '') : String(error)}`;
  }
  return runs ? undefined : `never runs: day of month ${fields[2]} never falls in month ${fields[3]}`;
}

const spec = createSpecWalker(serviceDocument);
/** The zone names the service takes: the spec's TimeZone enum, the list its validator checks too. */
const zoneNames: ReadonlySet<string> = new Set(
  (spec.at('#/components/schemas/TimeZone/enum') as string[] | undefined) ?? [],
);
/** The schema's general words for a value it refuses, which the reason below replaces. */
const generalDetail = (schema: string) => spec.at(`#/components/schemas/${schema}/x-error-detail`);
let zoneSpellings: Map<string, string> | undefined;

/**
 * Why a zone name is not accepted, in words; undefined when it is one of the spec's names. The schema's
 * `enum` refuses the same names; this says why (an offset, another letter case).
 */
function timeZoneProblem(name: string): string | undefined {
  if (zoneNames.has(name)) return undefined;
  if (/^[+-]|^\d|:/.test(name)) return `"${name}" is an offset, not an IANA time zone`;
  zoneSpellings ??= new Map([...zoneNames].map((zone) => [zone.toLowerCase(), zone]));
  const spelt = zoneSpellings.get(name.toLowerCase());
  return spelt
    ? `"${name}" is not a known IANA time zone; the tz database spells it ${spelt}`
    : `"${name}" is not a known IANA time zone`;
}

const wordings = [
  ['/cron_expression', 'cron_expression', cronExpressionProblem, generalDetail('CronExpression')],
  ['/timezone', 'timezone', timeZoneProblem, generalDetail('TimeZone')],
] as const;

/**
 * A body with schedule fields (JobCreate, JobUpdate, SchedulePreviewRequest) with its violations in words:
 * the schema's `violations`, a cron expression's or zone's worded by what is wrong with it (`minute 61 is
 * out of range 0–59` rather than the pattern's general detail), and the library's own check of a value the
 * schema let through (croner is the judge of what runs).
 */
export function scheduleViolations(
  body: unknown,
  violations: ReadonlyArray<{ pointer: string; detail: string }>,
): Array<{ pointer: string; detail: string }> {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const out = violations.map((v) => {
    // Only the schema's general words for the value are replaced; "is not allowed when …" stays.
    const wording = wordings.find(([pointer, , , general]) => pointer === v.pointer && general === v.detail);
    const value = wording ? fields[wording[1]] : undefined;
    const detail = wording && typeof value === 'string' ? wording[2](value) : undefined;
    return detail ? { ...v, detail } : v;
  });
  for (const [pointer, field, problem] of wordings) {
    const value = fields[field];
    if (typeof value !== 'string' || violations.some((v) => v.pointer === pointer)) continue;
    const detail = problem(value);
    if (detail) out.push({ pointer, detail });
  }
  return out;
}
