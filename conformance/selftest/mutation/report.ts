// Turns Stryker's JSON report into the summary conformance/selftest/mutation.md: the score on the first line,
// then the mutants counted apart by kind, then every survivor with its reason. The full listing of explained
// mutants is not repeated there: explained/*.yaml holds each with its reason.
//
// A surviving mutant is either explained by an entry of explained/ or a survivor. An entry's kind says why
// the referee (the conformance suite) is not meant to kill it:
// - `equivalent`: no difference under any configuration — the only kind taken out of the score as
//   "nothing to see";
// - the outside-reach kinds (`outsideKinds` below): a difference a user can see, but where the referee rightly
//   does not look (something a real service does not have, or something the spec leaves free). They are
//   counted apart by kind, never as equivalent, and never as killed.
// A survivor is not explained: it counts against the score; known-gaps.yaml may give the reason it stays.
//
// An entry is bound to one mutant: its file, its position (the 1-based line and column where Stryker's
// report starts it), its mutator and replacement, and the source text there. A twin (the same text and
// mutator elsewhere) never borrows an entry, nor does the order of the YAML matter. An entry whose position
// no longer holds its text explains nothing and is stale: repoint.ts moves it after an edit, or says why not.

export interface MutantRecord {
  file: string;
  /** Where the mutant starts, 1-based, as Stryker's report places it. */
  line: number;
  column: number;
  mutator: string;
  original: string;
  replacement: string;
  status: string;
  /** Stryker's why, for a mutant it did not run (an ignored static one says so). */
  statusReason?: string;
}

/** What the referee cannot or need not see, each kind with the words the summary prints. */
export const outsideKinds = {
  wording: 'free-form problem wording (`title`, `detail`: the spec leaves the text free)',
  'spec-free': 'behaviour the spec explicitly leaves free (spec/openapi.yaml, Conventions: "Left free")',
  'control-plane': "the mock's control plane only (/__mock, console, request journal, access log)",
  'after-control':
    'a /v1 answer after a control-plane action only (a reset, a key rotation, a test clock): the own tests hold it',
  'state-file': 'a state file or fixture world only (`--state`, state export)',
  'rate-limit': 'rate limiting only (off unless the mock is started with a limit)',
  'mock-option':
    'a mock-only option or request feature (a narrowed CORS origin, a forced answer by `Prefer: code=NNN`)',
} as const;

export type OutsideKind = keyof typeof outsideKinds;
export type ExplainedKind = 'equivalent' | OutsideKind;

export interface MutantMatch {
  file: string;
  /** The mutant's start, 1-based, as in Stryker's report. */
  line: number;
  column: number;
  mutator: string;
  original: string;
  replacement: string;
  reason: string;
}

export interface ExplainedEntry extends MutantMatch {
  kind: ExplainedKind;
}

export type KnownGap = MutantMatch;

const isKind = (kind: unknown): kind is ExplainedKind =>
  kind === 'equivalent' || (typeof kind === 'string' && Object.hasOwn(outsideKinds, kind));

/** Refuses an entry a reviewer could not check: a missing field, or a kind no count would show. */
export function checkEntry(entry: unknown, where: string, needsKind: boolean): asserts entry is ExplainedEntry {
  const e = entry as Partial<ExplainedEntry> | null;
  for (const field of ['file', 'mutator', 'original', 'replacement', 'reason'] as const) {
    const value = e?.[field];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: entry without ${field}`);
  }
  for (const field of ['line', 'column'] as const) {
    const value = e?.[field];
    if (!Number.isInteger(value) || (value as number) < 1)
      throw new Error(`${where}: entry without its mutant's ${field} (a positive integer)`);
  }
  if (needsKind && !isKind(e!.kind))
    throw new Error(
      `${where}: kind ${JSON.stringify(e!.kind)} is none of equivalent, ${Object.keys(outsideKinds).join(', ')}`,
    );
  if (!needsKind && e!.kind !== undefined)
    throw new Error(`${where}: a known gap has no kind (it counts as not killed)`);
}

export interface StrykerJson {
  files: Record<
    string,
    {
      source: string;
      mutants: Array<{
        mutatorName: string;
        replacement?: string;
        status: string;
        statusReason?: string;
        location: { start: { line: number; column: number }; end: { line: number; column: number } };
      }>;
    }
  >;
}

/** The source text between two 1-based line / 1-based column positions (Stryker's location). */
function spanOf(source: string, location: StrykerJson['files'][string]['mutants'][number]['location']): string {
  const lines = source.split('\n');
  const { start, end } = location;
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  return [
    lines[start.line - 1]!.slice(start.column - 1),
    ...middle,
    lines[end.line - 1]!.slice(0, end.column - 1),
  ].join('\n');
}

/**
 * One key per mutant: file, start, mutator, replacement and the text it replaces (two mutants may start at one
 * place with one mutator and replacement: `a || b` and its `a` both become `true`; their texts differ).
 */
const keyOf = (m: Omit<MutantMatch, 'reason'>) =>
  `${m.file}:${m.line}:${m.column}\0${m.mutator}\0${m.replacement}\0${m.original}`;

/** Whether an entry names this mutant: the one at its position, with its mutator, replacement and text. */
export const explains = (e: MutantMatch, m: MutantRecord): boolean => keyOf(e) === keyOf(m);

/** Refuses two entries for one mutant (across every file of entries): which reason holds would be a guess. */
export function checkOnePerMutant(entries: readonly MutantMatch[], where: string): void {
  const seen = new Set<string>();
  for (const e of entries) {
    const key = keyOf(e);
    if (seen.has(key))
      throw new Error(`${where}: two entries for the ${e.mutator} mutant at ${e.file}:${e.line}:${e.column}`);
    seen.add(key);
  }
}

/** Finds each mutant's entry by its key: one map lookup, whatever the order of the entries. */
export function entryIndex<E extends MutantMatch>(entries: readonly E[]): (m: MutantRecord) => E | undefined {
  const byKey = new Map(entries.map((e) => [keyOf(e), e]));
  return (m) => byKey.get(keyOf(m));
}

/**
 * The entries of the mutated files that explain no mutant of `mutants` at all: their position no longer
 * holds their text (the code moved or changed). Entries of files not in `mutants` are another run's.
 */
export function staleEntries<E extends MutantMatch>(entries: readonly E[], mutants: readonly MutantRecord[]): E[] {
  const files = new Set(mutants.map((m) => m.file));
  const find = entryIndex(entries);
  const used = new Set(mutants.map(find).filter((e) => e !== undefined));
  return entries.filter((e) => files.has(e.file) && !used.has(e));
}

export function mutantsOf(report: StrykerJson): MutantRecord[] {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
    mutants.map((m) => ({
      file,
      line: m.location.start.line,
      column: m.location.start.column,
      mutator: m.mutatorName,
      original: spanOf(source, m.location),
      replacement: m.replacement ?? '',
      status: m.status,
      ...(m.statusReason !== undefined ? { statusReason: m.statusReason } : {}),
    })),
  );
}

const undetected = new Set(['Survived', 'NoCoverage']);

/**
 * Drops from a previous report (Stryker's incremental file) the survivors no entry explains, so that Stryker
 * tests them again; answers how many it dropped. Only partial runs read that file: a full run re-runs all.
 */
export function forgetGaps(previous: StrykerJson, explained: readonly ExplainedEntry[]): number {
  let forgotten = 0;
  const find = entryIndex(explained);
  for (const [file, entry] of Object.entries(previous.files)) {
    const records = mutantsOf({ files: { [file]: entry } });
    const kept = entry.mutants.filter((_, i) => {
      return !undetected.has(records[i]!.status) || find(records[i]!) !== undefined;
    });
    forgotten += entry.mutants.length - kept.length;
    entry.mutants = kept;
  }
  return forgotten;
}

const detected = new Set(['Killed', 'Timeout']);
// Mutants that never ran as code the tests could reach: Stryker's own verdicts, not ours.
const notRun = new Set(['CompileError', 'RuntimeError', 'Ignored', 'Pending']);
/** A mutant of code that runs once, as its module loads, left out by `ignoreStatic` (Stryker's statusReason says so). */
const isStatic = (m: MutantRecord) => m.status === 'Ignored' && /static/i.test(m.statusReason ?? '');

export interface Survivor {
  mutant: MutantRecord;
  /** From known-gaps.yaml, when someone has said why it stays. */
  reason: string | undefined;
}

export interface MutationSummary {
  total: number;
  killed: number;
  /** Of the killed, those Stryker stopped at its time limit (a loaded machine can make a survivor one). */
  timedOut: number;
  /** Not run, of every kind (the static ones included). */
  notRun: number;
  /** Of those not run, the static mutants `ignoreStatic` left out. */
  staticNotRun: number;
  equivalent: number;
  /** Outside the referee's reach, by kind (every kind present, zero included, in `outsideKinds` order). */
  outside: Record<OutsideKind, number>;
  survivors: Survivor[];
  /** killed / (killed + survivors): the share of the mutants the tests are meant to reach that they killed. */
  score: number;
  /** Entries whose mutant is there but was not a survivor (killed, or not run): no longer needed. */
  unusedEntries: ExplainedEntry[];
  /** Entries whose position no longer holds their mutant: the code moved or changed (repoint.ts). */
  staleEntries: ExplainedEntry[];
}

/**
 * Sorts every mutant into killed, not run, explained (by kind) or survivor. A survivor is explained only by
 * the entry bound to it (its position and text), a known gap likewise.
 */
export function summarise(
  mutants: readonly MutantRecord[],
  entries: readonly ExplainedEntry[],
  knownGaps: readonly KnownGap[] = [],
): MutationSummary {
  const used = new Set<ExplainedEntry>();
  const entryOf = entryIndex(entries);
  const gapOf = entryIndex(knownGaps);
  const outside = Object.fromEntries(Object.keys(outsideKinds).map((k) => [k, 0])) as Record<OutsideKind, number>;
  const survivors: Survivor[] = [];
  let killed = 0;
  let timedOut = 0;
  let skipped = 0;
  let staticNotRun = 0;
  let equivalent = 0;
  for (const m of mutants) {
    if (detected.has(m.status)) {
      killed++;
      if (m.status === 'Timeout') timedOut++;
    } else if (notRun.has(m.status)) {
      skipped++;
      if (isStatic(m)) staticNotRun++;
    } else {
      const entry = entryOf(m);
      if (!entry) survivors.push({ mutant: m, reason: gapOf(m)?.reason });
      else {
        used.add(entry);
        if (entry.kind === 'equivalent') equivalent++;
        else outside[entry.kind]++;
      }
    }
  }
  const reachable = killed + survivors.length;
  const stale = new Set(staleEntries(entries, mutants));
  return {
    total: mutants.length,
    killed,
    timedOut,
    notRun: skipped,
    staticNotRun,
    equivalent,
    outside,
    survivors,
    score: reachable === 0 ? 1 : killed / reachable,
    unusedEntries: entries.filter((e) => !used.has(e) && !stale.has(e)),
    staleEntries: [...stale],
  };
}

const oneLine = (text: string, max = 70) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const cell = (text: string) => `\`${oneLine(text).replaceAll('`', 'ˋ').replaceAll('|', '\\|')}\``;
const pct = (score: number) => `${(score * 100).toFixed(1)} %`;

/** The parts of mock/ the own tests must guard (issue 24: each at least 90 %), by the files that hold them. */
export const ownAreas: Record<string, readonly string[]> = {
  'state file': ['mock/server/state-file*.ts'],
  'control plane': [
    'mock/core/routes/control-*.ts',
    'mock/core/http/control-lock.ts',
    'mock/core/state/test-clock*.ts',
  ],
  'rate limit': ['mock/core/state/rate-limit.ts'],
};

/** One measured run: what was mutated, by which tests, and its summary. */
export interface MeasuredRun {
  summary: MutationSummary;
  /** The own run's score over each of `ownAreas` it mutated. */
  areas?: Record<string, MutationSummary>;
  /** What Stryker mutated, in words (every file of the config, or the files of a partial run). */
  scope: string;
}

function scoreLine(name: string, s: MutationSummary, meantFor: string): string {
  const reachable = s.killed + s.survivors.length;
  return `${name}: ${pct(s.score)} — ${s.killed} killed${s.timedOut > 0 ? ` (${s.timedOut} by a timeout)` : ''} of ${reachable} mutants ${meantFor} (${s.total} mutants: ${s.equivalent} equivalent, ${Object.values(s.outside).reduce((a, b) => a + b, 0)} outside its reach, ${s.notRun} not run${s.staticNotRun > 0 ? `, ${s.staticNotRun} of them static` : ''})`;
}

/** A survivor no test even ran (Stryker's NoCoverage) says so: the gap is a missing test, not a weak one. */
const unexplained = (m: MutantRecord) => (m.status === 'NoCoverage' ? 'no test reaches it' : 'not yet explained');

function survivorTable(s: MutationSummary, why: string): string[] {
  const lines = [`Not killed (${s.survivors.length}):`, ''];
  if (s.survivors.length === 0) return [...lines, 'None.'];
  lines.push(`| file:line:column | mutator | original | replacement | ${why} |`, '|---|---|---|---|---|');
  for (const { mutant: m, reason } of s.survivors)
    lines.push(
      `| ${m.file}:${m.line}:${m.column} | ${m.mutator} | ${cell(m.original)} | ${cell(m.replacement)} | ${reason ?? unexplained(m)} |`,
    );
  return lines;
}

/** Where the survivors are: each file with one, the most first, with how many no test reaches. */
export function survivorsByFile(s: MutationSummary): string[] {
  const files = new Map<string, { notKilled: number; uncovered: number }>();
  for (const { mutant: m } of s.survivors) {
    const file = files.get(m.file) ?? { notKilled: 0, uncovered: 0 };
    file.notKilled++;
    if (m.status === 'NoCoverage') file.uncovered++;
    files.set(m.file, file);
  }
  if (files.size === 0) return [];
  const rows = [...files].sort(([a, x], [b, y]) => y.notKilled - x.notKilled || (a < b ? -1 : 1));
  return [
    'Not killed, by file:',
    '',
    '| file | not killed | of them no test reaches |',
    '|---|---|---|',
    ...rows.map(([file, { notKilled, uncovered }]) => `| ${file} | ${notKilled} | ${uncovered} |`),
    '',
  ];
}

const refereeName = 'Mutation score of the conformance suite (referee)';
const ownName = "Mutation score of the mock's own tests";

/**
 * The committed summary (`partial` false): `referee` is the conformance suite's run, `own` the run of the
 * project's own tests over mock/; either may be missing (not run yet), and then says so on its line — a figure
 * is never invented. A partial run's report (`partial` true) shows only the run it made.
 */
export function renderSummary(runs: { referee?: MeasuredRun; own?: MeasuredRun }, partial = false): string {
  const { referee, own } = runs;
  const lines: string[] = [];
  if (referee) lines.push(scoreLine(refereeName, referee.summary, 'it is meant to reach'));
  else if (!partial)
    lines.push(
      `${refereeName}: no run yet under these rules (\`npm run mutation\`; conformance/selftest/README.md §6).`,
    );
  if (own) lines.push(scoreLine(ownName, own.summary, 'they could reach'));
  else if (!partial) lines.push(`${ownName}: no run yet (\`npm run mutation:own\`).`);
  if (referee) {
    lines.push('', "Outside the referee's reach, counted apart (explained/*.yaml, by kind):");
    for (const [kind, words] of Object.entries(outsideKinds))
      lines.push(`- ${kind}: ${referee.summary.outside[kind as OutsideKind]} — ${words}`);
    lines.push(
      `- equivalent (no difference under any configuration, out of every count): ${referee.summary.equivalent}`,
    );
  }
  lines.push(
    '',
    '# Mutation testing of the mock',
    '',
    'Made by `npm run mutation` and `npm run mutation:own` (conformance/selftest/mutation/, README §6) from',
    "Stryker's JSON reports: the two scores, the counts by kind, the suite's survivors one by one and the own",
    "tests' survivors by file. The explained mutants are listed, each with its kind and reason, in",
    "`conformance/selftest/mutation/explained/`; the own tests' survivors one by one are a build artefact,",
    '`reports/mutation/own-survivors.md` (`npm run mutation:own -- --report-only` writes it from the JSON).',
  );
  if (referee) {
    lines.push(
      '',
      '## The conformance suite as the test (referee)',
      '',
      `StrykerJS mutates ${referee.scope}; the only test is the conformance \`full\` profile (seed 42)`,
    );
    lines.push(
      'against the mutated mock, through the Express adapter and through `handle`. A mutant is killed when any rule fails.',
      '',
    );
    lines.push(...survivorTable(referee.summary, 'why the suite cannot kill it (known-gaps.yaml)'));
  }
  if (own) {
    lines.push(
      '',
      "## The project's own tests as the test",
      '',
      `StrykerJS mutates ${own.scope}; the test is the project's vitest suite, each mutant against the tests`,
    );
    lines.push(
      'that cover it (per-test coverage). Only `equivalent` entries are taken out: the control plane, the state file and the rate limit',
      'are what these tests are for.',
    );
    if (own.summary.staticNotRun > 0)
      lines.push(
        `Static mutants (${own.summary.staticNotRun}: code that runs once, as its module loads, so each would need every test`,
        'of its module re-run) are not run (`ignoreStatic`); `--include-static` runs them, as a partial run of a few files can afford.',
      );
    const areas = Object.entries(own.areas ?? {});
    if (areas.length > 0) {
      lines.push('', '| area | files | score | killed | not killed |', '|---|---|---|---|---|');
      for (const [area, s] of areas)
        lines.push(
          `| ${area} | ${ownAreas[area]!.map((g) => `\`${g}\``).join(', ')} | ${pct(s.score)} | ${s.killed} | ${s.survivors.length} |`,
        );
    }
    lines.push('');
    lines.push(...survivorsByFile(own.summary));
    // The committed summary stays readable; one by one, the own tests' survivors are the artefact's.
    if (partial) lines.push(...survivorTable(own.summary, 'reason'));
    else
      lines.push(
        `Each of the ${own.summary.survivors.length} not killed, with its reason: \`reports/mutation/own-survivors.md\`.`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/** The own tests' survivors one by one, with their reasons: the build artefact beside the committed summary. */
export function renderOwnSurvivors(own: MeasuredRun): string {
  return `${[`# Not killed by the mock's own tests (${own.scope})`, '', ...survivorTable(own.summary, 'reason')].join('\n')}\n`;
}
