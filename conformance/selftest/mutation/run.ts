// npm run mutation [-- --since REF] [--concurrency N] [--force]
// StrykerJS mutates the mock's service-API code (stryker.config.json's `mutate`) and runs target.ts —
// the conformance `full` profile against the mutated mock — as the only test of each mutant. The whole
// set takes over an hour on two cores; `--since REF` mutates only the files changed since REF (git diff).
// A whole run writes conformance/selftest/mutation.md; a partial one writes reports/mutation/mutation.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import { parse } from 'yaml';
import { mutantsOf, renderMarkdown, summarise, type EquivalentEntry } from './report.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const root = here('../../../');
const configFile = here('./stryker.config.json');

const { values } = parseArgs({
  options: {
    since: { type: 'string' },
    concurrency: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

const config = JSON.parse(readFileSync(configFile, 'utf8')) as { mutate: string[]; jsonReporter: { fileName: string } };
const include = config.mutate.filter((g) => !g.startsWith('!'));
const exclude = config.mutate.filter((g) => g.startsWith('!')).map((g) => g.slice(1));

let mutate = config.mutate;
if (values.since) {
  const changed = execFileSync('git', ['diff', '--name-only', values.since, '--'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  mutate = changed.filter((f) => include.some((g) => matchesGlob(f, g)) && !exclude.some((g) => matchesGlob(f, g)));
  if (mutate.length === 0) {
    process.stdout.write(`No mutated file changed since ${values.since}; nothing to do.\n`);
    process.exit(0);
  }
  process.stdout.write(`Mutating ${mutate.length} file(s) changed since ${values.since}: ${mutate.join(', ')}\n`);
}

await new Stryker({
  configFile,
  mutate,
  force: values.force,
  ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
}).runMutationTest();

const report = JSON.parse(readFileSync(`${root}${config.jsonReporter.fileName}`, 'utf8'));
const equivalents = (parse(readFileSync(here('./equivalent.yaml'), 'utf8')) ?? []) as EquivalentEntry[];
const summary = summarise(mutantsOf(report), equivalents);
const whole = !values.since;
const target = whole ? here('../mutation.md') : `${root}reports/mutation/mutation.md`;
mkdirSync(here(whole ? '..' : `${root}reports/mutation`), { recursive: true });
writeFileSync(target, renderMarkdown(summary, whole ? 'every file of stryker.config.json\'s `mutate`' : mutate.join(', ')));
process.stdout.write(`${readFileSync(target, 'utf8').split('\n')[0]}\nReport: ${target}\n`);
if (summary.unusedEquivalents.length > 0 && whole) {
  process.stdout.write(`${summary.unusedEquivalents.length} entries of equivalent.yaml match no surviving mutant any more; remove them.\n`);
}
