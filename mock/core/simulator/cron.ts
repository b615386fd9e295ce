// Cron schedules: the one place that reads a cron expression and a time zone. The spec's JSON Schema
// checks the shape (five fields or a macro, a zone-like name); this module checks the meaning with the
// same library the simulator runs on (croner), so what validates is what runs. croner's own messages
// ("Invalid value for day: -1") do not help a person, so a small walk over the fields words the usual
// mistakes first (`minute 61 is out of range 0–59`); croner stays the judge of the whole expression.
// Decisions (five fields only, dom/dow OR, DST as Vixie cron): spec CronExpression and TimeZone.
import { Cron, type CronOptions } from 'croner';

interface FieldRule {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
}

const FIELDS: readonly FieldRule[] = [
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
const MACROS: Readonly<Record<string, string>> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

/**
 * croner options for the spec's semantics: five fields; day of month OR day of week when both are
 * restricted (Vixie); DST as Vixie cron, where a job without `*` or a step in minute and hour
 * (`30 1 * * *`, `0 9,17 * * *`) is a fixed-time job: once in a repeated hour, right after a gap.
 */
const OPTIONS: CronOptions = { mode: '5-part', domAndDow: false, fixedTimeRule: 'no-wildcard' };

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

/** croner's reading of an expression in a zone, kept per (expression, zone): compiling costs 20–150 µs. */
export function compileCron(expression: string, timezone: string): Cron {
  const key = `${timezone} ${expression}`;
  let cron = compiled.get(key);
  if (!cron) {
    if (compiled.size >= 4096) compiled.clear(); // bounded; a miss only costs a compile
    // croner's zone arithmetic (Intl) is 5–7× slower than a fixed offset; UTC and its aliases need none.
    const utc = new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone === 'UTC';
    cron = new Cron(cronFields(expression), utc ? { ...OPTIONS, utcOffset: 0 } : { ...OPTIONS, timezone });
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
    cron = new Cron(cronFields(expression), { ...OPTIONS, utcOffset: offsetMinutes });
    fixed.set(key, cron);
  }
  return cron;
}

/** Why an expression (already of the schema's shape) cannot run, in words; undefined when it can. */
function cronExpressionProblem(expression: string): string | undefined {
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

/**
 * Why a zone name is not accepted; undefined when `Intl` knows it (case-insensitively, with the tz
 * database's aliases: `UTC`, `Etc/UTC`, `US/Eastern`). `Intl.supportedValuesOf` alone is not enough:
 * it lists canonical names only, without `UTC` or `Asia/Kolkata`.
 */
function timeZoneProblem(name: string): string | undefined {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return `"${name}" is not a known IANA time zone`;
  }
  // Intl also takes offsets (`+05:00`); the schema's pattern refuses them, this keeps that true here.
  return /^[+-]|:/.test(name) ? `"${name}" is an offset, not an IANA time zone` : undefined;
}

/**
 * The meaning checks of a body with schedule fields (JobCreate, JobUpdate, SchedulePreviewRequest):
 * one violation per field whose shape the schema already accepted (`taken` lists the pointers the
 * schema refused, which keep their own answer).
 */
export function scheduleViolations(
  body: unknown,
  taken: ReadonlyArray<{ pointer: string }>,
): Array<{ pointer: string; detail: string }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const { cron_expression: expression, timezone } = body as { cron_expression?: unknown; timezone?: unknown };
  const free = (pointer: string) => !taken.some((v) => v.pointer === pointer);
  const out: Array<{ pointer: string; detail: string }> = [];
  if (typeof expression === 'string' && free('/cron_expression')) {
    const detail = cronExpressionProblem(expression);
    if (detail) out.push({ pointer: '/cron_expression', detail });
  }
  if (typeof timezone === 'string' && free('/timezone')) {
    const detail = timeZoneProblem(timezone);
    if (detail) out.push({ pointer: '/timezone', detail });
  }
  return out;
}
