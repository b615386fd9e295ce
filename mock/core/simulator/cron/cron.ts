// Cron schedules as the simulator runs them: the one place that turns a cron expression and a time zone
// into croner's reading of it (compileCron), so what the service accepts is what runs. Worded request
// checks of an expression or a zone are the request validation's (http/schedule-violations.ts), which
// asks this module whether an expression runs. Decisions (five fields only, dom/dow OR, DST as Vixie
// cron): spec CronExpression and TimeZone.
import { Cron, type CronOptions } from 'croner';

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

/** The five fields an expression stands for (a macro's expansion, or the fields as written). */
export function cronFields(expression: string): string {
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
