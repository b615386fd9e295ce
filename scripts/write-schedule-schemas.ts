// `npm run spec:schedules [-- --check]`: writes the CronExpression pattern, its never-runs `not` and the
// TimeZone enum into spec/openapi.yaml from what the mock runs on (schedule-schemas.ts); with --check,
// writes nothing and exits 1 when the spec says otherwise. Run it after changing the mock's cron field
// table or on a Node whose tz database has new names, then `npm run generate`.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { cronPattern, neverRunsPattern, timeZoneNames } from './schedule-schemas.ts';

const file = 'spec/openapi.yaml';
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The spec's text with the three values written in place (each found inside its schema's block). */
export function withScheduleSchemas(text: string, names: readonly string[]): string {
  const block = (schema: string) => new RegExp(`(\\n    ${schema}:\\n(?:(?:      .*)?\\n)*?)`);
  const lines: string[] = [];
  for (const name of names.map(quoted)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + name.length + 2 <= 118) lines[lines.length - 1] = `${last} ${name},`;
    else lines.push(`          ${name},`);
  }
  const enumText = `      enum: [\n${lines.join('\n').replace(/,$/, '')}\n        ]\n`;
  // Replaced by functions: a replacement string would read the pattern's `$` and the names' quotes as `$'`.
  return text
    .replace(
      new RegExp(`${block('CronExpression').source}      pattern: .*\\n`),
      (_, head: string) => `${head}      pattern: ${quoted(cronPattern())}\n`,
    )
    .replace(
      new RegExp(`${block('CronExpression').source}      not:\\n        pattern: .*\\n`),
      (_, head: string) => `${head}      not:\n        pattern: ${quoted(neverRunsPattern())}\n`,
    )
    .replace(
      new RegExp(`${block('TimeZone').source}      enum: (?:\\[\\]|\\[\\n(?:        .*\\n)*?        \\])\\n`),
      (_, head: string) => `${head}${enumText}`,
    );
}

/** The names the spec lists now. */
export function listedTimeZones(text: string): string[] {
  const list = / {4}TimeZone:\n(?:(?: {6}.*)?\n)*? {6}enum: \[\n((?: {8}.*\n)*?) {8}\]\n/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
const text = await readFile(file, 'utf8');
// The names the tz database lists; a machine without one (no /usr/share/zoneinfo) keeps the spec's list.
const names = existsSync('/usr/share/zoneinfo') ? timeZoneNames() : listedTimeZones(text);
const written = withScheduleSchemas(text, names);
if (values.check) {
  if (written !== text) {
    console.error(
      `${file}: the CronExpression or TimeZone schema differs from what the mock runs on; run npm run spec:schedules`,
    );
    process.exitCode = 1;
  }
} else if (written !== text) {
  await writeFile(file, written);
  console.log(`wrote ${file}: CronExpression pattern and never-runs, TimeZone enum (${names.length} names)`);
} else console.log(`${file}: already as the mock runs`);
