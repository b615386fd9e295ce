// The mutants Stryker makes of the current code, without running a test: Stryker's own instrumenter
// (@stryker-mutator/instrumenter, the step that places the mutants before any run) over the files of a
// config's `mutate`. Each comes with the position Stryker's JSON report gives it (1-based line and column of
// its start), so an entry of explained/ can be bound to its one mutant without the hour-long referee run.
import { globSync, readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { mutantsOf, type MutantRecord, type StrykerJson } from './report.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
export const root = here('../../../');

/** The files a config's `mutate` names (its `!` globs left out), relative to the project's root, sorted. */
export function filesToMutate(globs: readonly string[]): string[] {
  const include = globs.filter((g) => !g.startsWith('!'));
  const exclude = globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
  return [...new Set(include.flatMap((g) => globSync(g, { cwd: root })))]
    .filter((f) => !exclude.some((g) => matchesGlob(f, g)))
    .sort();
}

/** The mutate globs of both configs: explained/ holds the entries of either run. */
export function allMutateGlobs(): string[][] {
  return ['./stryker.config.json', './stryker.own.config.json'].map(
    (f) => (JSON.parse(readFileSync(here(f), 'utf8')) as { mutate: string[] }).mutate,
  );
}

// The instrumenter logs through Stryker's logger interface; nothing it says is needed here.
const quiet = new Proxy({}, { get: (_, name) => (String(name).startsWith('is') ? () => false : () => {}) });

/** Every mutant of `files` (paths relative to the root), as Stryker numbers and places them, status `Pending`. */
export async function listMutants(files: readonly string[]): Promise<MutantRecord[]> {
  const sources = files.map((name) => ({ name, content: readFileSync(`${root}${name}`, 'utf8'), mutate: true }));
  const { mutants } = await new Instrumenter(quiet as never).instrument(sources, {
    plugins: null,
    excludedMutations: [],
    ignorers: [],
  });
  // The instrumenter counts lines and columns from 0; Stryker's report (and so every entry) from 1.
  const report: StrykerJson = { files: {} };
  for (const { name, content } of sources) report.files[name] = { source: content, mutants: [] };
  for (const m of mutants) {
    const { start, end } = m.location;
    report.files[m.fileName]!.mutants.push({
      mutatorName: m.mutatorName,
      replacement: m.replacement,
      status: 'Pending',
      location: {
        start: { line: start.line + 1, column: start.column + 1 },
        end: { line: end.line + 1, column: end.column + 1 },
      },
    });
  }
  return mutantsOf(report);
}
