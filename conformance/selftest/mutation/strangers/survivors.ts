// The strangers' mutants, judged and sorted: each survivor is either explained by one entry of
// `<stranger>.yaml` beside this file, or unexplained (counted as not killed). An entry is bound to the one
// mutant it explains by its position and texts — file, line, column (1-based, as an editor shows them),
// mutator, original and replacement — so a twin elsewhere in the file or a reordered YAML cannot borrow it.
//
// Two kinds:
// - `seed-promise`: the mutant breaks what the seed (spec/seed/cron-job-service-spec.md) promises and a
//   rule should have killed it — a gap of the kit, counted as not killed; the reason says which promise and
//   what could catch it;
// - `free-choice`: the mutant changes only what the seed leaves open (or nothing a client can see); the reason
//   cites the seed's words that leave it open. Out of the kill rate.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { MutantRecord } from '../report.ts';

export const kinds = ['seed-promise', 'free-choice'] as const;
export type Kind = (typeof kinds)[number];

/** Where a mutant is and what it does: the key an entry is bound by, as the mock's entries are (report.ts). */
export type MutantKey = Pick<MutantRecord, 'file' | 'line' | 'column' | 'mutator' | 'original' | 'replacement'>;

/** How a core run judged a mutant; `timeout` is Stryker's (the run outlived its limit). */
export type Outcome = 'survived' | 'failed-rule' | 'preflight' | 'skipped' | 'kit-error' | 'no-start' | 'timeout';

export interface JudgedMutant extends MutantKey {
  id: string;
  outcome: Outcome;
  /** The rules that failed, or why the run stopped. */
  detail?: string;
}

export interface Entry extends MutantKey {
  kind: Kind;
  reason: string;
}

const keyFields = ['file', 'mutator', 'original', 'replacement'] as const;

/** Refuses an entry a reviewer could not check: a missing field, a kind no count shows, a reason left empty. */
export function checkEntry(entry: unknown, where: string): asserts entry is Entry {
  const e = (entry ?? {}) as Partial<Record<string, unknown>>;
  for (const field of [...keyFields, 'reason'])
    if (typeof e[field] !== 'string' || (field !== 'original' && field !== 'replacement' && e[field] === ''))
      throw new Error(`${where}: no ${field}`);
  for (const field of ['line', 'column'])
    if (!Number.isInteger(e[field]) || (e[field] as number) < 1) throw new Error(`${where}: no ${field} (1-based)`);
  if (!kinds.includes(e.kind as Kind)) throw new Error(`${where}: kind ${JSON.stringify(e.kind)} is none of ${kinds}`);
  if ((e.reason as string).trim().length < 20) throw new Error(`${where}: a reason a reviewer can check, please`);
  const extra = Object.keys(e).filter((k) => ![...keyFields, 'line', 'column', 'kind', 'reason'].includes(k));
  if (extra.length > 0) throw new Error(`${where}: unknown field(s) ${extra.join(', ')}`);
}

export function readEntries(file: string): Entry[] {
  const entries = (parse(readFileSync(file, 'utf8')) ?? []) as unknown[];
  if (!Array.isArray(entries)) throw new Error(`${file}: a YAML list of entries`);
  entries.forEach((e, i) => {
    checkEntry(e, `${file} entry ${i + 1}`);
  });
  return entries as Entry[];
}

export const keyOf = (m: MutantKey) => JSON.stringify([m.file, m.line, m.column, m.mutator, m.original, m.replacement]);

/** Each entry with the mutants it matches: exactly one each when the file is right. */
export function bind<M extends MutantKey>(entries: readonly Entry[], mutants: readonly M[]) {
  const byKey = new Map<string, M[]>();
  for (const m of mutants) byKey.set(keyOf(m), [...(byKey.get(keyOf(m)) ?? []), m]);
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = keyOf(entry);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    return { entry, matches: byKey.get(key) ?? [], twice: seen.get(key)! > 1 };
  });
}

/** Why an entries file cannot be trusted against these mutants: unmatched, ambiguous or doubled entries. */
export function bindingProblems(entries: readonly Entry[], mutants: readonly MutantKey[]): string[] {
  return bind(entries, mutants).flatMap(({ entry, matches, twice }) => {
    const at = `${entry.file}:${entry.line}:${entry.column} ${entry.mutator} ${JSON.stringify(entry.original)} → ${JSON.stringify(entry.replacement)}`;
    if (twice) return [`${at}: a second entry for one mutant`];
    if (matches.length === 0) return [`${at}: matches no mutant`];
    if (matches.length > 1) return [`${at}: matches ${matches.length} mutants`];
    return [];
  });
}

export interface Figures {
  mutants: number;
  killed: number;
  /** Killed mutants by how the run ended. */
  killedBy: Partial<Record<Outcome, number>>;
  seedPromise: JudgedMutant[];
  freeChoice: JudgedMutant[];
  unexplained: JudgedMutant[];
  /** Entries that explain no survivor of this run (the mutant was killed, or is gone). */
  unused: Entry[];
  /** killed ÷ (killed + seed-promise survivors + unexplained survivors). */
  rate: number;
}

export function figuresOf(mutants: readonly JudgedMutant[], entries: readonly Entry[]): Figures {
  const survivors = mutants.filter((m) => m.outcome === 'survived');
  const killed = mutants.filter((m) => m.outcome !== 'survived');
  const explained = new Map(entries.map((e) => [keyOf(e), e]));
  const kindOf = (m: JudgedMutant) => explained.get(keyOf(m))?.kind;
  const used = new Set(survivors.map(keyOf));
  const killedBy: Partial<Record<Outcome, number>> = {};
  for (const m of killed) killedBy[m.outcome] = (killedBy[m.outcome] ?? 0) + 1;
  const seedPromise = survivors.filter((m) => kindOf(m) === 'seed-promise');
  const unexplained = survivors.filter((m) => kindOf(m) === undefined);
  const mustKill = killed.length + seedPromise.length + unexplained.length;
  return {
    mutants: mutants.length,
    killed: killed.length,
    killedBy,
    seedPromise,
    freeChoice: survivors.filter((m) => kindOf(m) === 'free-choice'),
    unexplained,
    unused: entries.filter((e) => !used.has(keyOf(e))),
    rate: mustKill === 0 ? 1 : killed.length / mustKill,
  };
}

export const percent = (rate: number) => `${(Math.floor(rate * 1000) / 10).toFixed(1)} %`;

/** One line a stranger: what the summary's table and the console print. */
export function figuresLine(name: string, f: Figures): string {
  return `${name}: ${f.mutants} mutants, ${f.killed} killed, ${f.seedPromise.length} seed-promise survivors, ${f.unexplained.length} unexplained, ${f.freeChoice.length} free-choice survivors; kill rate ${percent(f.rate)}`;
}
