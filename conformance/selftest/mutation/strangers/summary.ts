// summary.md: the strangers' mutation figures, one line each, then how the killed ones were killed, the
// seed-promise survivors (gaps of the kit), the survivors nothing explains, and entries that explain nothing.
import { type Entry, figuresLine, figuresOf, type JudgedMutant, keyOf, type Outcome, percent } from './survivors.ts';

/** One stranger's judged mutants, as run.ts writes them to reports/mutation/stranger-<name>.judged.json. */
export interface StrangerRun {
  name: string;
  file: string;
  /** The commit the run started on, and whether the mutated file was as committed then. */
  commit: string;
  clean: boolean;
  seconds: number;
  concurrency: number;
  /** How many mutants the file has; `sample` when fewer were judged. */
  of: number;
  sample?: number;
  mutants: JudgedMutant[];
}

const outcomeWords: Record<Exclude<Outcome, 'survived'>, string> = {
  'failed-rule': 'a rule failed (exit 1)',
  preflight: 'the pre-flight refused the service (exit 2)',
  skipped: 'a rule skipped or a seed promise unreached (exit 3)',
  'kit-error': 'a kit error, no rule failed (exit 2)',
  'no-start': 'the service did not start',
  timeout: 'the run did not end in time',
};

const where = (m: JudgedMutant) =>
  `\`${m.file}:${m.line}:${m.column}\` ${m.mutator} \`${oneLine(m.original)}\` → \`${oneLine(m.replacement)}\``;
const oneLine = (text: string) => {
  const flat = text.replace(/\s*\n\s*/g, ' ');
  return flat.length > 100 ? `${flat.slice(0, 97)}…` : flat;
};

export function renderSummary(runs: readonly { run: StrangerRun; entries: readonly Entry[] }[]): {
  text: string;
  lines: string[];
} {
  const lines: string[] = [];
  const out = [
    '# Mutants of the strangers',
    '',
    'Written by `npm run mutation:strangers` (conformance/selftest/mutation/strangers/run.ts) from its last run of',
    'each stranger; survivors sorted by `<stranger>.yaml` beside it. Kill rate: killed ÷ (killed + seed-promise',
    'survivors + unexplained survivors); free-choice survivors are out of it.',
    '',
    '| stranger | mutants | killed | seed-promise survivors | free-choice survivors | unexplained | kill rate | run |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const details: string[] = [];
  for (const { run, entries } of runs) {
    const f = figuresOf(run.mutants, entries);
    const sampled = run.sample === undefined ? '' : ` (a sample: ${run.sample} of ${run.of})`;
    lines.push(`${figuresLine(run.name, f)}${sampled}`);
    out.push(
      `| ${run.name}${sampled} | ${f.mutants} | ${f.killed} | ${f.seedPromise.length} | ${f.freeChoice.length} | ${f.unexplained.length} | ${percent(f.rate)} | ${run.commit}${run.clean ? '' : ' (file changed)'}, ${Math.round(run.seconds / 60)} min, concurrency ${run.concurrency} |`,
    );
    details.push('', `## ${run.name}: \`${run.file}\``, '');
    details.push(
      `Killed: ${
        Object.entries(f.killedBy)
          .map(([outcome, n]) => `${n} — ${outcomeWords[outcome as Exclude<Outcome, 'survived'>]}`)
          .join('; ') || 'none'
      }.`,
    );
    const byKey = new Map(entries.map((e) => [keyOf(e), e]));
    if (f.seedPromise.length > 0) {
      details.push('', 'Seed-promise survivors (gaps of the kit):', '');
      for (const m of f.seedPromise) details.push(`- ${where(m)}: ${byKey.get(keyOf(m))?.reason ?? ''}`);
    }
    if (f.unexplained.length > 0) {
      details.push('', 'Survivors no entry explains (counted as not killed):', '');
      for (const m of f.unexplained) details.push(`- ${where(m)}`);
    }
    if (f.unused.length > 0) {
      details.push('', 'Entries that explain no survivor of this run (remove them):', '');
      for (const e of f.unused)
        details.push(
          `- \`${e.file}:${e.line}:${e.column}\` ${e.mutator} \`${oneLine(e.original)}\` → \`${oneLine(e.replacement)}\``,
        );
    }
  }
  if (runs.length === 0) out.push('| (no run yet) | | | | | | | |');
  return { text: `${[...out, ...details].join('\n')}\n`, lines };
}
