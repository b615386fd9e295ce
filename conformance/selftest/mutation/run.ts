// npm run mutation [-- --own] [--since REF | --mutate FILE…] [--concurrency N] [--force] [--include-static] [--resume] [--retest-gaps] [--report-only]
// StrykerJS mutates the mock and measures what notices:
// - the referee (default, stryker.config.json): the conformance `full` profile against the mutated mock
//   (target.ts) is the only test of each mutant; the mock's service-API code is mutated. About an hour on two cores.
// - `--own` (`npm run mutation:own`, stryker.own.config.json): the project's own vitest tests, each mutant run
//   against the tests that cover it; all of mock/ is mutated, the control plane and state file included.
//   Static mutants (code that runs only as its module loads, so each would need every test of its module
//   re-run) are left out by `ignoreStatic` and counted apart; `--include-static` runs them.
//
// A full run (no --since, no --mutate) re-runs every mutant, explained or not: an entry of explained/ says why
// a survivor may survive, never that it still does. It writes Stryker's JSON to reports/mutation/ and rewrites
// conformance/selftest/mutation.md from the last full JSON of each kind. A partial run (`--since REF`: the files
// changed since REF; `--mutate FILE`, repeatable: those files) may reuse Stryker's incremental verdicts, writes its own JSON
// and reports/mutation/partial.md, and never touches mutation.md. With the command runner Stryker cannot see
// that a conformance rule changed: `--retest-gaps` forgets the incremental verdicts of the survivors nothing
// explains, and `--force` all of them. `--report-only` rewrites the reports from the JSON already there.
// `--resume` goes on with a full run that was stopped, on the same commit (below).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import {
  checkEntry,
  checkOnePerMutant,
  forgetGaps,
  mutantsOf,
  ownAreas,
  renderOwnSurvivors,
  renderSummary,
  summarise,
  type ExplainedEntry,
  type KnownGap,
  type MeasuredRun,
  type StrykerJson,
} from './report.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const root = here('../../../');
const explainedDir = here('./explained/');

const { values } = parseArgs({
  options: {
    own: { type: 'boolean', default: false },
    since: { type: 'string' },
    mutate: { type: 'string', multiple: true },
    concurrency: { type: 'string' },
    force: { type: 'boolean', default: false },
    'include-static': { type: 'boolean', default: false },
    resume: { type: 'boolean', default: false },
    'retest-gaps': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
  },
});

interface Config {
  mutate: string[];
  incrementalFile: string;
}
const configFileOf = (own: boolean) => here(own ? './stryker.own.config.json' : './stryker.config.json');
const config = JSON.parse(readFileSync(configFileOf(values.own), 'utf8')) as Config;
const include = config.mutate.filter((g) => !g.startsWith('!'));
const exclude = config.mutate.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
const inScope = (file: string) =>
  include.some((g) => matchesGlob(file, g)) && !exclude.some((g) => matchesGlob(file, g));

const entriesOf = (file: string, needsKind: boolean) => {
  const entries = (parse(readFileSync(file, 'utf8')) ?? []) as unknown[];
  entries.forEach((e, i) => {
    checkEntry(e, `${file} entry ${i + 1}`, needsKind);
  });
  return entries as ExplainedEntry[];
};
// One file of entries per mutated source file, so each can be reviewed beside its code.
const explained = readdirSync(explainedDir)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .flatMap((f) => entriesOf(`${explainedDir}${f}`, true));
// Survivors that do change what a client sees but that no bounded black-box run can reach, each with why.
const knownGaps: KnownGap[] = entriesOf(here('./known-gaps.yaml'), false);
checkOnePerMutant([...explained, ...knownGaps], 'explained/ and known-gaps.yaml');

let mutate = config.mutate;
let scope = "every file of the config's `mutate`";
if (values.since || values.mutate) {
  const named =
    values.mutate ??
    execFileSync('git', ['diff', '--name-only', values.since!, '--'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  const outside = values.mutate ? named.filter((f) => !inScope(f)) : [];
  if (outside.length > 0) {
    process.stderr.write(`Not in the config's mutate list: ${outside.join(', ')}\n`);
    process.exit(2);
  }
  mutate = named.filter(inScope);
  if (mutate.length === 0) {
    process.stdout.write(`No mutated file changed since ${values.since}; nothing to do.\n`);
    process.exit(0);
  }
  scope = mutate.join(', ');
  process.stdout.write(`Mutating ${scope}\n`);
}
const partial = mutate !== config.mutate;

const jsonOf = (own: boolean, part: boolean) =>
  `${root}reports/mutation/${part ? 'partial-' : ''}${own ? 'own' : 'referee'}.json`;
const jsonFile = jsonOf(values.own, partial);
mkdirSync(`${root}reports/mutation`, { recursive: true });

const incrementalFile = `${root}${config.incrementalFile}`;
if (partial && values['retest-gaps'] && existsSync(incrementalFile)) {
  const previous = JSON.parse(readFileSync(incrementalFile, 'utf8')) as StrykerJson;
  const forgotten = forgetGaps(previous, values.own ? [] : explained);
  writeFileSync(incrementalFile, JSON.stringify(previous));
  process.stdout.write(`Retesting the ${forgotten} survivor(s) nothing explains.\n`);
}

// A full run stopped part-way (Ctrl-C or a kill: Stryker keeps the verdicts so far in its incremental file)
// may go on with --resume, but only on the commit it started from with no tracked file changed: then every
// verdict kept is one this very code earned, and the summary is that of one full run.
const runMark = `${root}reports/mutation/${values.own ? 'own' : 'referee'}-run.json`;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const treeNow = () => ({
  commit: git('rev-parse', 'HEAD'),
  clean: git('status', '--porcelain', '--untracked-files=no') === '',
});
if (values.resume) {
  const mark = existsSync(runMark)
    ? (JSON.parse(readFileSync(runMark, 'utf8')) as { commit: string; clean: boolean })
    : undefined;
  const now = treeNow();
  if (partial || !mark || !mark.clean || !now.clean || mark.commit !== now.commit) {
    process.stderr.write(
      `--resume goes on with a full run started on a clean tree, on the same commit with no tracked file changed${mark ? ` (that run started at ${mark.commit.slice(0, 7)}${mark.clean ? '' : ' with changes'})` : ' (no full run has started here)'}.\n`,
    );
    process.exit(2);
  }
} else if (!values['report-only']) {
  // A partial run rewrites the incremental file with its own verdicts: the full run it interrupts starts over.
  if (partial) rmSync(runMark, { force: true });
  else writeFileSync(runMark, `${JSON.stringify(treeNow())}\n`);
}

if (!values['report-only']) {
  const { Stryker } = await import('@stryker-mutator/core');
  await new Stryker({
    configFile: configFileOf(values.own),
    mutate,
    // A full run never reuses a verdict unless it resumes itself; a partial one may (incremental file), unless --force.
    force: (!partial && !values.resume) || values.force,
    jsonReporter: { fileName: jsonFile },
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
    ...(values['include-static'] ? { ignoreStatic: false } : {}),
  }).runMutationTest();
}

/** The own tests are meant to reach the control plane, the state file and the rate limit: only equivalents are set apart. */
const measured = (own: boolean, part: boolean, what: string): MeasuredRun | undefined => {
  const file = jsonOf(own, part);
  if (!existsSync(file)) return undefined;
  const mutants = mutantsOf(JSON.parse(readFileSync(file, 'utf8')) as StrykerJson);
  // Entries of files this run did not mutate are another run's (a state-file entry is the own run's alone).
  const files = new Set(mutants.map((m) => m.file));
  const entries = explained.filter((e) => files.has(e.file));
  if (!own) return { summary: summarise(mutants, entries, knownGaps), scope: what };
  const equivalents = entries.filter((e) => e.kind === 'equivalent');
  const areas = Object.fromEntries(
    Object.entries(ownAreas)
      .map(([area, globs]) => [area, mutants.filter((m) => globs.some((g) => matchesGlob(m.file, g)))] as const)
      .filter(([, inArea]) => inArea.length > 0)
      .map(([area, inArea]) => [area, summarise(inArea, equivalents)]),
  );
  return { summary: summarise(mutants, equivalents), areas, scope: what };
};

const target = partial ? `${root}reports/mutation/partial.md` : here('../mutation.md');
const text = partial
  ? renderSummary({ [values.own ? 'own' : 'referee']: measured(values.own, true, scope) }, true)
  : renderSummary({
      referee: measured(false, false, "every file of stryker.config.json's `mutate`"),
      own: measured(true, false, "every file of stryker.own.config.json's `mutate` (mock/)"),
    });
writeFileSync(target, text);
const ownRun = partial ? undefined : measured(true, false, "every file of stryker.own.config.json's `mutate` (mock/)");
if (ownRun) {
  mkdirSync(`${root}reports/mutation`, { recursive: true });
  writeFileSync(`${root}reports/mutation/own-survivors.md`, renderOwnSurvivors(ownRun));
}
process.stdout.write(`${text.split('\n').slice(0, 2).join('\n')}\nReport: ${target}\n`);
const current = measured(values.own, partial, scope);
if (current && current.summary.staleEntries.length > 0) {
  process.stdout.write(
    `${current.summary.staleEntries.length} entries of explained/ are stale: their position no longer holds their mutant (node conformance/selftest/mutation/repoint.ts):\n`,
  );
  for (const e of current.summary.staleEntries)
    process.stdout.write(`  ${e.file}:${e.line}:${e.column} ${e.mutator} ${JSON.stringify(e.original).slice(0, 60)}\n`);
}
if (current && !partial && !values.own && current.summary.unusedEntries.length > 0) {
  process.stdout.write(
    `${current.summary.unusedEntries.length} entries of explained/ match no surviving mutant any more; remove them.\n`,
  );
}
