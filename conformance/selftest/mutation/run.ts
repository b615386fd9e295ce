// npm run mutation [-- --since REF] [--concurrency N] [--force] [--retest-gaps] [--report-only]
// StrykerJS mutates the mock's service-API code (stryker.config.json's `mutate`) and runs target.ts —
// the conformance `full` profile against the mutated mock — as the only test of each mutant. The whole
// set takes about an hour on two cores; `--since REF` mutates only the files changed since REF (git diff).
// A whole run writes conformance/selftest/mutation.md; a partial one writes reports/mutation/mutation.md.
//
// Stryker's incremental file (reports/mutation/incremental.json) keeps every verdict. With the command
// runner Stryker cannot see that a conformance rule changed, so a survivor stays a survivor until it is
// retested: `--retest-gaps` forgets the verdicts of the survivors no equivalent entry explains, and only
// those run again. `--report-only` rewrites the report from the last run (after editing equivalent/).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { forgetGaps, mutantsOf, renderMarkdown, summarise, type EquivalentEntry, type StrykerJson } from './report.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const root = here('../../../');
const configFile = here('./stryker.config.json');
const equivalentDir = here('./equivalent/');

const { values } = parseArgs({
  options: {
    since: { type: 'string' },
    concurrency: { type: 'string' },
    force: { type: 'boolean', default: false },
    'retest-gaps': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
  },
});

const config = JSON.parse(readFileSync(configFile, 'utf8')) as { mutate: string[]; jsonReporter: { fileName: string }; incrementalFile: string };
const include = config.mutate.filter((g) => !g.startsWith('!'));
const exclude = config.mutate.filter((g) => g.startsWith('!')).map((g) => g.slice(1));

const entriesOf = (file: string) => (parse(readFileSync(file, 'utf8')) ?? []) as EquivalentEntry[];
// One file of entries per mutated source file, so each can be reviewed beside its code.
const equivalents = readdirSync(equivalentDir).filter((f) => f.endsWith('.yaml')).sort().flatMap((f) => entriesOf(`${equivalentDir}${f}`));

// Survivors that do change behaviour but that no bounded black-box run can reach, each with why.
const knownGaps = entriesOf(here('./known-gaps.yaml'));

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

const incrementalFile = `${root}${config.incrementalFile}`;
if (values['retest-gaps'] && existsSync(incrementalFile)) {
  const previous = JSON.parse(readFileSync(incrementalFile, 'utf8')) as StrykerJson;
  const forgotten = forgetGaps(previous, equivalents);
  writeFileSync(incrementalFile, JSON.stringify(previous));
  process.stdout.write(`Retesting the ${forgotten} survivor(s) no equivalent entry explains.\n`);
}

if (!values['report-only']) {
  const { Stryker } = await import('@stryker-mutator/core');
  await new Stryker({
    configFile,
    mutate,
    force: values.force,
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
  }).runMutationTest();
}

const report = JSON.parse(readFileSync(`${root}${config.jsonReporter.fileName}`, 'utf8')) as StrykerJson;
const summary = summarise(mutantsOf(report), equivalents, knownGaps);
const whole = !values.since;
const target = whole ? here('../mutation.md') : `${root}reports/mutation/mutation.md`;
mkdirSync(here(whole ? '..' : `${root}reports/mutation`), { recursive: true });
writeFileSync(target, renderMarkdown(summary, whole ? 'every file of stryker.config.json\'s `mutate`' : mutate.join(', ')));
process.stdout.write(`${readFileSync(target, 'utf8').split('\n')[0]}\nReport: ${target}\n`);
if (summary.unusedEquivalents.length > 0 && whole) {
  process.stdout.write(`${summary.unusedEquivalents.length} entries of equivalent/ match no surviving mutant any more; remove them.\n`);
}
