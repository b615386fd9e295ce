// npm run mutation:strangers [-- --only NAME,…] [--concurrency N] [--sample N] [--report-only] [--retest-gaps]
// Mutates each stranger of the self-test (strangers/) with the kit's `core` profile as the only test of each
// mutant (judge.ts, stranger-run.ts): StrykerJS for the TypeScript ones (stryker.<name>.json: the service
// file alone, the defect switches left out by defect-switch.ts), py_mutants.py for the Python one (each
// mutant written to a copy of the app, started by its launcher). Each stranger's verdicts go to
// reports/mutation/stranger-<name>.judged.json; the summary (summary.md beside this file) is rewritten from
// every such file there, survivors sorted by <name>.yaml (survivors.ts), and its figure lines printed; the
// survivors nothing explains yet are drafted as entries in reports/mutation/stranger-<name>.unexplained.yaml.
//
// --only: these strangers (default: all). --concurrency: mutants judged at once (default 2; each is a service
// and a CLI run). --sample N: the Python stranger's mutants, N of them, evenly spread by id (deterministic);
// the summary says so. --report-only: rewrite the summary from the verdicts already there. --retest-gaps: judge
// again, with the kit as it is now, the Python stranger's survivors sorted as breaking a seed promise (or not
// sorted), keeping the other verdicts: after a rule is added for a gap.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import {
  here,
  type ListedMutant,
  mutantsOf,
  pythonArgs,
  root,
  sampleOf,
  type StrangerTarget,
  targets,
  textBetween,
} from './mutants-of.ts';
import { judgeOnce, startStranger, type Verdict } from './stranger-run.ts';
import { type JudgedMutant, keyOf, type Outcome, readEntries } from './survivors.ts';
import { renderSummary, type StrangerRun } from './summary.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    sample: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
    'retest-gaps': { type: 'boolean', default: false },
  },
});
const concurrency = Number(values.concurrency);
const sample = values.sample === undefined ? undefined : Number(values.sample);
const chosen = values.only?.split(',') ?? targets.map((t) => t.name);
const unknown = chosen.filter((name) => !targets.some((t) => t.name === name));
if (unknown.length > 0 || !(concurrency >= 1) || (sample !== undefined && !(sample >= 1))) {
  process.stderr.write(
    `usage: --only ${targets.map((t) => t.name).join(',')} --concurrency N≥1 --sample N≥1${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}\n`,
  );
  process.exit(2);
}

const reports = `${root}reports/mutation/`;
mkdirSync(reports, { recursive: true });
const judgedFile = (name: string) => `${reports}stranger-${name}.judged.json`;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

interface StrykerReport {
  files: Record<
    string,
    {
      source: string;
      mutants: {
        id: string;
        mutatorName: string;
        replacement: string;
        status: string;
        location: { start: { line: number; column: number }; end: { line: number; column: number } };
      }[];
    }
  >;
}

async function runStryker(t: StrangerTarget): Promise<JudgedMutant[]> {
  const verdicts = `${reports}stranger-${t.name}.verdicts.jsonl`;
  const json = `${reports}stranger-${t.name}.stryker.json`;
  writeFileSync(verdicts, '');
  // judge.ts appends each mutant's verdict there (Stryker passes the environment to its command).
  process.env.CJK_MUTANT_VERDICTS = verdicts;
  const { Stryker } = await import('@stryker-mutator/core');
  await new Stryker({
    configFile: here(`./stryker.${t.name}.json`),
    concurrency,
    jsonReporter: { fileName: json },
  }).runMutationTest();
  const byId = new Map(
    readFileSync(verdicts, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Verdict & { mutant: string })
      .map((v) => [v.mutant, v]),
  );
  const report = JSON.parse(readFileSync(json, 'utf8')) as StrykerReport;
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
    mutants
      .filter((m) => m.status !== 'Ignored')
      .map((m) => {
        const verdict = byId.get(m.id);
        const outcome: Outcome =
          m.status === 'Survived' || m.status === 'NoCoverage'
            ? 'survived'
            : m.status === 'Timeout'
              ? 'timeout'
              : (verdict?.outcome ?? 'failed-rule');
        return {
          id: m.id,
          file,
          line: m.location.start.line,
          column: m.location.start.column,
          mutator: m.mutatorName,
          original: textBetween(source, m.location.start, m.location.end),
          replacement: m.replacement,
          outcome,
          ...(outcome !== 'survived' ? { detail: verdict?.detail ?? m.status } : {}),
        };
      }),
  );
}

async function judgePython(t: StrangerTarget, mutant: ListedMutant): Promise<Verdict> {
  const app = `${root}${t.file}`;
  const copy = mkdtempSync(join(tmpdir(), `cjk-${t.name}-mutant-`));
  try {
    // The app's whole folder, so what it imports beside it comes along; the mutant over its main file.
    cpSync(dirname(app), copy, { recursive: true });
    const mutated = join(copy, basename(app));
    execFileSync('python3', [here('./py_mutants.py'), 'write', app, mutant.id, mutated, ...pythonArgs(t)]);
    const stranger = await startStranger(t.name, { app: mutated }).catch((error: unknown) => error as Error);
    if (stranger instanceof Error)
      return { outcome: 'no-start', code: -1, detail: String(stranger.message).split('\n')[0]! };
    try {
      return await judgeOnce(stranger.url);
    } finally {
      await stranger.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function runPython(t: StrangerTarget): Promise<JudgedMutant[]> {
  const all = await mutantsOf(t);
  const chosenMutants = sampleOf(all, sample);
  const judged: JudgedMutant[] = [];
  let next = 0;
  const worker = async () => {
    while (next < chosenMutants.length) {
      const mutant = chosenMutants[next++]!;
      const verdict = await judgePython(t, mutant);
      judged.push({
        ...mutant,
        outcome: verdict.outcome,
        ...(verdict.outcome !== 'survived' ? { detail: verdict.detail } : {}),
      });
      process.stdout.write(
        `${t.name} ${judged.length}/${chosenMutants.length} #${mutant.id} ${mutant.line}:${mutant.column} ${mutant.mutator}: ${verdict.outcome}\n`,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return judged.sort((a, b) => Number(a.id) - Number(b.id));
}

/** The Python stranger's verdicts, with its seed-promise and unsorted survivors judged again. */
async function retestGaps(t: StrangerTarget): Promise<void> {
  const run = JSON.parse(readFileSync(judgedFile(t.name), 'utf8')) as StrangerRun;
  const entries = existsSync(here(`./${t.name}.yaml`)) ? readEntries(here(`./${t.name}.yaml`)) : [];
  const kindOf = new Map(entries.map((e) => [keyOf(e), e.kind]));
  const listed = new Map((await mutantsOf(t)).map((m) => [m.id, m]));
  for (const [i, judged] of run.mutants.entries()) {
    if (judged.outcome !== 'survived' || kindOf.get(keyOf(judged)) === 'free-choice') continue;
    const mutant = listed.get(judged.id);
    if (!mutant) continue;
    const verdict = await judgePython(t, mutant);
    run.mutants[i] = {
      ...judged,
      outcome: verdict.outcome,
      ...(verdict.outcome !== 'survived' ? { detail: verdict.detail } : {}),
    };
    process.stdout.write(
      `${t.name} #${judged.id} ${judged.line}:${judged.column} ${judged.mutator}: ${verdict.outcome}\n`,
    );
  }
  writeFileSync(
    judgedFile(t.name),
    `${JSON.stringify({ ...run, commit: git('rev-parse', '--short', 'HEAD') }, null, 1)}\n`,
  );
}

if (values['retest-gaps'])
  for (const t of targets.filter((x) => chosen.includes(x.name) && x.tool !== 'stryker')) await retestGaps(t);
else if (!values['report-only'])
  for (const t of targets.filter((x) => chosen.includes(x.name))) {
    const started = Date.now();
    const commit = git('rev-parse', '--short', 'HEAD');
    const clean = git('status', '--porcelain', '--untracked-files=no', '--', t.file) === '';
    const total = (await mutantsOf(t)).length;
    const mutants = t.tool === 'stryker' ? await runStryker(t) : await runPython(t);
    const run: StrangerRun = {
      name: t.name,
      file: t.file,
      commit,
      clean,
      seconds: Math.round((Date.now() - started) / 1000),
      concurrency,
      of: total,
      ...(mutants.length < total ? { sample: mutants.length } : {}),
      mutants,
    };
    writeFileSync(judgedFile(t.name), `${JSON.stringify(run, null, 1)}\n`);
  }

const runs = targets
  .filter((t) => existsSync(judgedFile(t.name)))
  .map((t) => ({
    run: JSON.parse(readFileSync(judgedFile(t.name), 'utf8')) as StrangerRun,
    entries: existsSync(here(`./${t.name}.yaml`)) ? readEntries(here(`./${t.name}.yaml`)) : [],
  }));
// Entries to fill in (kind, reason) for each survivor nothing explains yet, ready to paste into <name>.yaml.
for (const { run, entries } of runs) {
  const explained = new Set(entries.map(keyOf));
  const drafts = run.mutants
    .filter((m) => m.outcome === 'survived' && !explained.has(keyOf(m)))
    .map(({ file, line, column, mutator, original, replacement }) => ({
      file,
      line,
      column,
      mutator,
      original,
      replacement,
      kind: 'seed-promise | free-choice',
      reason: '',
    }));
  const draftFile = `${reports}stranger-${run.name}.unexplained.yaml`;
  if (drafts.length > 0) writeFileSync(draftFile, stringify(drafts, { lineWidth: 0 }));
  else rmSync(draftFile, { force: true });
}
const { text, lines } = renderSummary(runs);
writeFileSync(here('./summary.md'), text);
process.stdout.write(`${lines.join('\n')}\nSummary: ${here('./summary.md')}\n`);
