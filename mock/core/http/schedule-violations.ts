// Request validation of schedule fields (JobCreate, JobUpdate, SchedulePreviewRequest): what is wrong
// with a cron expression or a time zone, in words a person can act on. The spec's JSON Schema checks both
// whole — its pattern is written from the field table below, its zone names are the list checked here
// (scripts/schedule-schemas.ts) — and this module words what is wrong and checks the meaning with the
// library the simulator runs on (simulator/cron/cron.ts, croner), so what validates is what runs. croner's
// own messages ("Invalid value for day: -1") do not help a person, so a small walk over the fields words the
// usual mistakes first (`minute 61 is out of range 0–59`); croner stays the judge of the whole expression.
import { serviceDocument } from '../../../contract/documents.ts';
import { createSpecWalker } from '../../../contract/spec-walker.ts';
import { compileCron, cronFields, MACROS } from '../simulator/cron/cron.ts';

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
