// The mutants of the current code as Stryker places them, and every entry of explained/ and known-gaps.yaml
// bound to one of them: an edit of the mock that moves a mutant an entry explains fails here, at once, rather
// than at the next hour-long run (`node conformance/selftest/mutation/repoint.ts` moves most entries itself).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { listMutants, root } from './mutants.ts';
import { checkOnePerMutant, staleEntries, type MutantMatch } from './report.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

test("positions are Stryker's report's: 1-based line and column of the text each mutant replaces", async () => {
  const file = 'mock/core/http/cors.ts';
  const lines = readFileSync(`${root}${file}`, 'utf8').split('\n');
  const mutants = await listMutants([file]);
  const line = lines.findIndex((l) => l.includes("[...allow, 'OPTIONS']")) + 1;
  const column = lines[line - 1]!.indexOf("'OPTIONS'") + 1;
  expect(mutants).toContainEqual({
    file,
    line,
    column,
    mutator: 'StringLiteral',
    original: "'OPTIONS'",
    replacement: '""',
    status: 'Pending',
  });
  for (const m of mutants) {
    const first = m.original.split('\n')[0]!;
    expect(lines[m.line - 1]!.slice(m.column - 1, m.column - 1 + first.length)).toBe(first);
  }
});

test('every entry is bound to a mutant of the current code, and no mutant has two', async () => {
  const dir = here('./explained/');
  const entries = [...readdirSync(dir).map((f) => `${dir}${f}`), here('./known-gaps.yaml')].flatMap(
    (f) => parse(readFileSync(f, 'utf8')) as MutantMatch[],
  );
  checkOnePerMutant(entries, 'explained/ and known-gaps.yaml');
  const mutants = await listMutants([...new Set(entries.map((e) => e.file))].sort());
  expect(staleEntries(entries, mutants).map((e) => `${e.file}:${e.line}:${e.column} ${e.mutator}`)).toEqual([]);
});
