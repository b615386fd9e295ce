// The strangers that are mutated, and each one's mutants listed without running any: StrykerJS's own
// instrumenter (with the defect-switch ignorer, as the Stryker run has it) for the TypeScript ones,
// py_mutants.py for the Python one. The entries files are checked against these lists.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { shouldIgnore } from './defect-switch.ts';
import type { MutantKey } from './survivors.ts';

export const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface StrangerTarget {
  name: string;
  /** The one file mutated, from the project's root. */
  file: string;
  tool: 'stryker' | 'python';
  /** py_mutants.py's options: functions left alone, test-only switches. */
  python?: { skipFunctions: string[]; switches: string[] };
}

export const targets: StrangerTarget[] = [
  { name: 'fastify', file: 'conformance/selftest/strangers/fastify-service.ts', tool: 'stryker' },
  { name: 'hono', file: 'conformance/selftest/strangers/hono-service.ts', tool: 'stryker' },
  {
    name: 'flask',
    file: 'conformance/selftest/strangers/flask/app.py',
    tool: 'python',
    // main() parses the command line and starts the server; DEFECT is the self-test's switch (--defect).
    python: { skipFunctions: ['main'], switches: ['DEFECT'] },
  },
];

export interface ListedMutant extends MutantKey {
  id: string;
}

const silent = () => false;
const logger = {
  isTraceEnabled: silent,
  isDebugEnabled: silent,
  isInfoEnabled: silent,
  isWarnEnabled: silent,
  isErrorEnabled: silent,
  isFatalEnabled: silent,
  trace: silent,
  debug: silent,
  info: silent,
  warn: silent,
  error: silent,
  fatal: silent,
};

/** The text between two 1-based (line, column) positions. */
export function textBetween(source: string, start: Position, end: Position): string {
  const lines = source.split('\n');
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  return [
    lines[start.line - 1]!.slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    lines[end.line - 1]!.slice(0, end.column - 1),
  ].join('\n');
}
interface Position {
  line: number;
  column: number;
}

async function strykerMutants(target: StrangerTarget): Promise<ListedMutant[]> {
  const content = readFileSync(`${root}${target.file}`, 'utf8');
  const { mutants } = await new Instrumenter(logger as never).instrument(
    [{ name: target.file, content, mutate: true }],
    { plugins: null, ignorers: [{ shouldIgnore } as never], excludedMutations: [] },
  );
  // The instrumenter counts lines and columns from 0; Stryker's report and the entries, from 1.
  const at = (p: Position) => ({ line: p.line + 1, column: p.column + 1 });
  return mutants
    .filter((m) => m.status !== 'Ignored')
    .map((m) => ({
      id: m.id,
      file: target.file,
      ...at(m.location.start),
      mutator: m.mutatorName,
      original: textBetween(content, at(m.location.start), at(m.location.end)),
      replacement: m.replacement,
    }));
}

export function pythonArgs(target: StrangerTarget): string[] {
  const options = target.python ?? { skipFunctions: [], switches: [] };
  return [
    ...options.skipFunctions.flatMap((f) => ['--skip-function', f]),
    ...options.switches.flatMap((s) => ['--switch', s]),
  ];
}

/** The mutants of the Python file at `path`, recorded as of `file` (its name from the project's root). */
export function pythonMutants(path: string, args: readonly string[], file: string): ListedMutant[] {
  const listed = JSON.parse(
    execFileSync('python3', [here('./py_mutants.py'), 'list', path, ...args], { encoding: 'utf8' }),
  ) as Omit<ListedMutant, 'file'>[];
  return listed.map((m) => ({
    id: m.id,
    file,
    line: m.line,
    column: m.column,
    mutator: m.mutator,
    original: m.original,
    replacement: m.replacement,
  }));
}

export const target = (name: string) => targets.find((t) => t.name === name);

export function mutantsOf(t: StrangerTarget): Promise<ListedMutant[]> {
  if (t.tool === 'stryker') return strykerMutants(t);
  return Promise.resolve(pythonMutants(`${root}${t.file}`, pythonArgs(t), t.file));
}

/** N of the mutants, evenly spread over them in id order: the same N every time. */
export function sampleOf<T>(mutants: readonly T[], n: number | undefined): T[] {
  if (n === undefined || n >= mutants.length) return [...mutants];
  return Array.from({ length: n }, (_, i) => mutants[Math.floor((i * mutants.length) / n)]!);
}
