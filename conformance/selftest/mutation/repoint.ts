// `node conformance/selftest/mutation/repoint.ts [REPORT]`: after a formatter pass or a reflow, an entry of
// explained/ or known-gaps.yaml can name a text that no longer exists as written. This takes each entry that
// explains no mutant of REPORT (default reports/mutation/referee.json) and, when exactly one text of a mutant
// of the same file and mutator equals the entry's once whitespace and trailing commas are ignored, writes
// that text into the entry. The reasons are untouched: a reflow changes no behaviour. Entries it cannot
// place are listed, for a person to look at.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Document, isMap, isSeq, parseDocument, Scalar } from 'yaml';
import { explains, mutantsOf, type MutantMatch, type MutantRecord, type StrykerJson } from './report.ts';

/** The text as a formatter cannot change it: no whitespace, no comma before a closing bracket. */
const shape = (text: string) => text.replace(/,(\s*[\]})])/g, '$1').replace(/\s+/g, '');

/** The mutant text an entry should name now; undefined when it matches as written, or cannot be placed. */
export function placeOf(
  entry: MutantMatch,
  mutants: readonly MutantRecord[],
): { original: string; replacement: string } | 'as-written' | 'unplaced' {
  if (mutants.some((m) => explains(entry, m))) return 'as-written';
  const texts = new Map<string, { original: string; replacement: string }>();
  for (const m of mutants)
    if (
      m.file === entry.file &&
      m.mutator === entry.mutator &&
      shape(m.original) === shape(entry.original) &&
      shape(m.replacement) === shape(entry.replacement)
    )
      texts.set(`${m.original}\0${m.replacement}`, { original: m.original, replacement: m.replacement });
  return texts.size === 1 ? [...texts.values()][0]! : 'unplaced';
}

if (import.meta.main) {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const report = JSON.parse(
    readFileSync(process.argv[2] ?? here('../../../reports/mutation/referee.json'), 'utf8'),
  ) as StrykerJson;
  const mutants = mutantsOf(report);
  const dir = here('./explained/');
  const files = [
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `${dir}${f}`),
    here('./known-gaps.yaml'),
  ];
  let moved = 0;
  for (const file of files) {
    const doc: Document = parseDocument(readFileSync(file, 'utf8'));
    let changed = false;
    for (const item of isSeq(doc.contents) ? doc.contents.items : []) {
      if (!isMap(item)) continue;
      const entry = item.toJSON() as MutantMatch;
      const place = placeOf(entry, mutants);
      if (place === 'as-written') continue;
      if (place === 'unplaced') {
        process.stdout.write(
          `unplaced: ${file.slice(dir.length - 'explained/'.length)} ${entry.file} ${entry.mutator} ${JSON.stringify(entry.original).slice(0, 80)}\n`,
        );
        continue;
      }
      for (const [key, value] of Object.entries(place)) {
        const node = new Scalar(value);
        node.type = Scalar.QUOTE_DOUBLE;
        item.set(key, node);
      }
      changed = true;
      moved++;
    }
    if (changed) writeFileSync(file, doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true }));
  }
  process.stdout.write(`${moved} entries re-pointed.\n`);
}
