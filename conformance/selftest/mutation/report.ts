// Turns Stryker's JSON report into conformance/selftest/mutation.md: the score on the first line, then
// every mutant the kit did not kill — each either matched by an entry of equivalent/ (a change no
// client can see, with the reason a reviewer can check) or listed as a gap to close with a rule.
//
// An equivalent entry is matched on the file, the mutator, the source text it replaces and the
// replacement — not on line numbers, so an entry survives edits elsewhere in the file.

export interface MutantRecord {
  file: string;
  line: number;
  mutator: string;
  original: string;
  replacement: string;
  status: string;
}

export interface EquivalentEntry {
  file: string;
  mutator: string;
  original: string;
  replacement: string;
  reason: string;
}

export interface StrykerJson {
  files: Record<string, { source: string; mutants: Array<{ mutatorName: string; replacement?: string; status: string; location: { start: { line: number; column: number }; end: { line: number; column: number } } }> }>;
}

/** The source text between two 1-based line / 1-based column positions (Stryker's location). */
function spanOf(source: string, location: StrykerJson['files'][string]['mutants'][number]['location']): string {
  const lines = source.split('\n');
  const { start, end } = location;
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  return [lines[start.line - 1]!.slice(start.column - 1), ...middle, lines[end.line - 1]!.slice(0, end.column - 1)].join('\n');
}

/** Whether an equivalent entry names this mutant. */
export const explains = (e: EquivalentEntry, m: MutantRecord): boolean =>
  e.file === m.file && e.mutator === m.mutator && e.original === m.original && e.replacement === m.replacement;

export function mutantsOf(report: StrykerJson): MutantRecord[] {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
    mutants.map((m) => ({ file, line: m.location.start.line, mutator: m.mutatorName, original: spanOf(source, m.location), replacement: m.replacement ?? '', status: m.status })),
  );
}

const undetected = new Set(['Survived', 'NoCoverage']);

/**
 * Drops from a previous report (Stryker's incremental file) the survivors no equivalent entry explains,
 * so that Stryker tests them again; answers how many it dropped.
 */
export function forgetGaps(previous: StrykerJson, equivalents: readonly EquivalentEntry[]): number {
  let forgotten = 0;
  for (const [file, entry] of Object.entries(previous.files)) {
    const records = mutantsOf({ files: { [file]: entry } });
    const kept = entry.mutants.filter((_, i) => {
      const m = records[i]!;
      return !undetected.has(m.status) || equivalents.some((e) => explains(e, m));
    });
    forgotten += entry.mutants.length - kept.length;
    entry.mutants = kept;
  }
  return forgotten;
}

const oneLine = (text: string, max = 70) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const cell = (text: string) => `\`${oneLine(text).replaceAll('`', 'ˋ').replaceAll('|', '\\|')}\``;

const detected = new Set(['Killed', 'Timeout']);
// Mutants that never ran as code the kit could reach: Stryker's own verdicts, not ours.
const notRun = new Set(['CompileError', 'RuntimeError', 'Ignored', 'Pending']);

export interface MutationSummary {
  total: number;
  detected: number;
  equivalent: number;
  notRun: number;
  gaps: MutantRecord[];
  /** detected / (detected + gaps): the share of behaviour-changing mutants the kit killed. */
  score: number;
  unusedEquivalents: EquivalentEntry[];
}

/**
 * `knownGaps` (same form as equivalents) give the reason a mutant that does change behaviour is out of the
 * suite's reach; they stay counted as not killed, with that reason beside them in the report.
 */
export function summarise(mutants: readonly MutantRecord[], equivalents: readonly EquivalentEntry[], knownGaps: readonly EquivalentEntry[] = []): MutationSummary & { explained: Array<[MutantRecord, EquivalentEntry]>; gapReasons: Map<MutantRecord, string> } {
  const used = new Set<EquivalentEntry>();
  const explained: Array<[MutantRecord, EquivalentEntry]> = [];
  const gaps: MutantRecord[] = [];
  let hit = 0;
  let skipped = 0;
  for (const m of mutants) {
    if (detected.has(m.status)) hit++;
    else if (notRun.has(m.status)) skipped++;
    else {
      // Identical texts on several lines may each have an entry with its own reason: the first entry not
      // yet used is taken, so entries pair with mutants in file order; one entry may still cover several.
      const entry = equivalents.find((e) => !used.has(e) && explains(e, m)) ?? equivalents.find((e) => explains(e, m));
      if (entry) {
        used.add(entry);
        explained.push([m, entry]);
      } else gaps.push(m);
    }
  }
  const gapReasons = new Map<MutantRecord, string>();
  for (const m of gaps) {
    const known = knownGaps.find((e) => explains(e, m));
    if (known) gapReasons.set(m, known.reason);
  }
  const changing = hit + gaps.length;
  return {
    total: mutants.length,
    detected: hit,
    equivalent: explained.length,
    notRun: skipped,
    gaps,
    explained,
    gapReasons,
    score: changing === 0 ? 1 : hit / changing,
    unusedEquivalents: equivalents.filter((e) => !used.has(e)),
  };
}

export function renderMarkdown(summary: ReturnType<typeof summarise>, scope: string): string {
  const pct = (summary.score * 100).toFixed(1);
  const lines = [
    `Mutation score: ${pct} % — ${summary.detected} killed of ${summary.detected + summary.gaps.length} mutants that change behaviour (${summary.total} mutants; ${summary.equivalent} equivalent; ${summary.gaps.length} not killed; ${summary.notRun} not run)`,
    '',
    '# Mutation testing of the mock against the conformance suite',
    '',
    `Made by \`npm run mutation\` (conformance/selftest/mutation/): StrykerJS mutates ${scope}; the only test is`,
    'the conformance `full` profile (seed 42) against the mutated mock. A mutant is killed when any rule fails.',
    'Equivalent mutants change nothing a client can see; each is listed with the reason, from',
    '`conformance/selftest/mutation/equivalent/` (one file per mutated source file).',
    '',
    `## Not killed (${summary.gaps.length})`,
    '',
  ];
  if (summary.gaps.length === 0) lines.push('None.');
  else {
    lines.push('| file:line | mutator | original | replacement | why the suite cannot kill it (known-gaps.yaml) |', '|---|---|---|---|---|');
    for (const m of summary.gaps) lines.push(`| ${m.file}:${m.line} | ${m.mutator} | ${cell(m.original)} | ${cell(m.replacement)} | ${summary.gapReasons.get(m) ?? 'not yet explained'} |`);
  }
  lines.push('', `## Equivalent (${summary.equivalent})`, '');
  if (summary.explained.length === 0) lines.push('None.');
  else {
    lines.push('| file:line | mutator | original → replacement | why no client can see it |', '|---|---|---|---|');
    for (const [m, e] of summary.explained) lines.push(`| ${m.file}:${m.line} | ${m.mutator} | ${cell(m.original)} → ${cell(m.replacement)} | ${e.reason} |`);
  }
  return `${lines.join('\n')}\n`;
}
