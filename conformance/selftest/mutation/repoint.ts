// `node conformance/selftest/mutation/repoint.ts [REPORT]`: an entry of explained/ or known-gaps.yaml is bound
// to one mutant by its position; an edit above it, a formatter pass or a reflow leaves it stale. This takes
// each stale entry and, when exactly one mutant of the same file and mutator has the entry's text (as written,
// or once whitespace and trailing commas are ignored) and no other entry is bound to it — or, when its file
// has none, exactly one in any file (code moved by a split) — writes that mutant's file, position and text
// into the entry. A text with twins (the same text elsewhere in the file) is never chosen
// by a machine: such entries are listed, with the places they could go, for a person to bind. The reasons
// are untouched. The mutants are those of the current code (mutants.ts, Stryker's instrumenter, no test run),
// or those of Stryker's JSON REPORT when one is named.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Document, isMap, isSeq, parseDocument, Scalar } from 'yaml';
import { allMutateGlobs, filesToMutate, listMutants } from './mutants.ts';
import { entryIndex, explains, mutantsOf, type MutantMatch, type MutantRecord, type StrykerJson } from './report.ts';

/** The text as a formatter cannot change it: no whitespace, no comma before a closing bracket. */
const shape = (text: string) => text.replace(/,(\s*[\]})])/g, '$1').replace(/\s+/g, '');

export type Place = 'as-written' | { mutant: MutantRecord } | { unplaced: readonly MutantRecord[] };

/**
 * Where an entry should point now: 'as-written' when its position holds its mutant; the one free mutant of
 * its text; or, unplaced, the free mutants it could be (none: the code changed; several: twins).
 * `bound`: the mutants other entries already explain as written, which no entry may take. `shift`: how many
 * lines every entry of the file that could be placed alone has moved, when they all moved alike (an edit above
 * them); then of several twins only the one that moved as much, at the same column, is the entry's.
 */
export function placeOf(
  entry: MutantMatch,
  mutants: readonly MutantRecord[],
  bound: ReadonlySet<MutantRecord>,
  shift?: number,
): Place {
  if (mutants.some((m) => explains(entry, m))) return 'as-written';
  const sameText = (m: MutantRecord) =>
    !bound.has(m) &&
    m.mutator === entry.mutator &&
    shape(m.original) === shape(entry.original) &&
    shape(m.replacement) === shape(entry.replacement);
  const candidates = mutants.filter((m) => m.file === entry.file && sameText(m));
  if (candidates.length === 1) return { mutant: candidates[0]! };
  // Code moved to another file (a module split in two): the one free mutant of the text anywhere is the entry's.
  if (candidates.length === 0) {
    const elsewhere = mutants.filter(sameText);
    return elsewhere.length === 1 ? { mutant: elsewhere[0]! } : { unplaced: elsewhere };
  }
  const moved = candidates.filter((m) => m.line === entry.line + (shift ?? Number.NaN) && m.column === entry.column);
  return moved.length === 1 ? { mutant: moved[0]! } : { unplaced: candidates };
}

if (import.meta.main) {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const mutants = process.argv[2]
    ? mutantsOf(JSON.parse(readFileSync(process.argv[2], 'utf8')) as StrykerJson)
    : await listMutants([...new Set(allMutateGlobs().flatMap(filesToMutate))]);
  const dir = here('./explained/');
  const files = [
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `${dir}${f}`),
    here('./known-gaps.yaml'),
  ];
  const docs = files.map((file) => ({ file, doc: parseDocument(readFileSync(file, 'utf8')) as Document }));
  const items = docs.flatMap(({ file, doc }) =>
    (isSeq(doc.contents) ? doc.contents.items : []).filter(isMap).map((item) => ({ file, item })),
  );
  const find = entryIndex(items.map(({ item }) => item.toJSON() as MutantMatch));
  const bound = new Set(mutants.filter((m) => find(m) !== undefined));
  const changed = new Set<string>();
  let moved = 0;
  // First the entries each text places alone; the lines they moved by, per source file, then place twins.
  const shifts = new Map<string, Set<number>>();
  for (const { item } of items) {
    const entry = item.toJSON() as MutantMatch;
    const place = placeOf(entry, mutants, bound);
    if (place !== 'as-written' && 'mutant' in place)
      shifts.set(entry.file, (shifts.get(entry.file) ?? new Set()).add(place.mutant.line - entry.line));
  }
  const shiftOf = (file: string) => {
    const seen = [...(shifts.get(file) ?? [])];
    return seen.length === 1 ? seen[0] : undefined;
  };
  for (const { file, item } of items) {
    const entry = item.toJSON() as MutantMatch;
    const place = placeOf(entry, mutants, bound, shiftOf(entry.file));
    if (place === 'as-written') continue;
    if ('unplaced' in place) {
      const where = place.unplaced.map((m) => `${m.line}:${m.column}`).join(', ');
      process.stdout.write(
        `unplaced: ${file.slice(dir.length - 'explained/'.length)} ${entry.file}:${entry.line}:${entry.column} ${entry.mutator} ${JSON.stringify(entry.original).slice(0, 60)} — ${where ? `twins at ${where}` : 'no such mutant now'}\n`,
      );
      continue;
    }
    const { file: source, line, column, original, replacement } = place.mutant;
    for (const [key, value] of Object.entries({ file: source, line, column, original, replacement })) {
      const node = new Scalar(value);
      if (typeof value === 'string') node.type = Scalar.QUOTE_DOUBLE;
      item.set(key, node);
    }
    bound.add(place.mutant);
    changed.add(file);
    moved++;
  }
  for (const { file, doc } of docs)
    if (changed.has(file)) writeFileSync(file, doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true }));
  process.stdout.write(`${moved} entries re-pointed.\n`);
}
