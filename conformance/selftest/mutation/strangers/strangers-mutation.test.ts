// The strangers' mutation tools without a mutation run: py_mutants.py on a small sample (what each mutator
// makes, where, and that a written mutant is the source with that one span replaced), the defect switches
// left out on both sides, and the survivors' files — every entry a kind and a reason, bound to exactly one
// mutant of today's source by its position and texts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { temporaryFolders } from '../../../../lab/temporary-dir.ts';
import { here, type ListedMutant, mutantsOf, pythonMutants, sampleOf, targets } from './mutants-of.ts';
import {
  bindingProblems,
  checkEntry,
  type Entry,
  figuresOf,
  type JudgedMutant,
  percent,
  readEntries,
} from './survivors.ts';

const temporaryDir = temporaryFolders('cjk-py-mutants-');

// biome-ignore format: Python, as written
const sample = [
  'LIMIT = 10',
  '',
  '',
  'def handler(body, defect=None):',
  '    """Docstring."""',
  '    if not isinstance(body, dict):',
  '        return {"error": "not an object"}, 400',
  '    seconds = body.get("interval_seconds")',
  '    if seconds is None or seconds < 1:',
  '        return {"error": f"bad {seconds}"}, 422',
  '    if defect == "accept-all" and seconds:',
  '        return body, 201',
  '    label = "é" + body["name"].strip().lower()',
  '    pages = [n * 2 for n in range(3)] + [LIMIT]',
  '    return {"name": label, "ok": True, "pages": pages} if defect != "x" else {}, 201',
  '',
  '',
  'def main():',
  '    print("start")',
  '',
].join('\n');

function listSample(): { file: string; mutants: ListedMutant[] } {
  const file = join(temporaryDir(), 'sample.py');
  writeFileSync(file, sample);
  return { file, mutants: pythonMutants(file, ['--skip-function', 'main', '--switch', 'defect'], 'sample.py') };
}
const find = (mutants: readonly ListedMutant[], original: string, replacement: string) =>
  mutants.filter((m) => m.original === original && m.replacement === replacement);

describe('py_mutants.py', () => {
  test('makes the Stryker-like mutants, each at its 1-based line and column', () => {
    const { mutants } = listSample();
    const expected: [mutator: string, line: number, column: number, original: string, replacement: string][] = [
      ['EqualityOperator', 9, 27, 'seconds < 1', 'seconds <= 1'],
      ['EqualityOperator', 9, 27, 'seconds < 1', 'seconds >= 1'],
      ['EqualityOperator', 9, 8, 'seconds is None', 'seconds is not None'],
      ['LogicalOperator', 9, 8, 'seconds is None or seconds < 1', 'seconds is None and seconds < 1'],
      ['ConditionalExpression', 9, 8, 'seconds is None or seconds < 1', 'True'],
      ['ConditionalExpression', 9, 8, 'seconds is None or seconds < 1', 'False'],
      ['ConditionalExpression', 9, 27, 'seconds < 1', 'False'],
      ['BooleanLiteral', 6, 8, 'not isinstance(body, dict)', 'isinstance(body, dict)'],
      ['BooleanLiteral', 15, 34, 'True', 'False'],
      ['NumberLiteral', 7, 44, '400', '401'],
      ['NumberLiteral', 7, 44, '400', '399'],
      ['StringLiteral', 8, 24, '"interval_seconds"', '""'],
      ['StringLiteral', 10, 26, 'f"bad {seconds}"', '""'],
      ['ArithmeticOperator', 14, 14, 'n * 2', 'n / 2'],
      ['ObjectLiteral', 7, 16, '{"error": "not an object"}', '{}'],
      ['ArrayDeclaration', 14, 41, '[LIMIT]', '[]'],
      ['ArithmeticOperator', 14, 13, '[n * 2 for n in range(3)] + [LIMIT]', '[n * 2 for n in range(3)] - [LIMIT]'],
      ['MethodExpression', 13, 19, 'body["name"].strip().lower()', "body['name'].strip().upper()"],
      ['MethodExpression', 13, 19, 'body["name"].strip()', "body['name']"],
      ['StatementRemoval', 8, 5, 'seconds = body.get("interval_seconds")', 'pass'],
    ];
    for (const [mutator, line, column, original, replacement] of expected)
      expect(mutants, `${mutator} ${original} → ${replacement}`).toContainEqual(
        expect.objectContaining({ mutator, line, column, original, replacement }),
      );
    // A column counts characters, not UTF-8 bytes: "é" is two bytes before `body` on line 13.
    expect(find(mutants, '"name"', '""').map((m) => [m.line, m.column])).toEqual([
      [13, 24],
      [15, 13],
    ]);
  });

  test('leaves alone the docstring, a skipped function, the switches and the branch a switch never takes', () => {
    const { mutants } = listSample();
    expect(
      mutants.filter((m) => /Docstring|start|defect|accept-all/.test(m.original) && m.mutator !== 'StatementRemoval'),
    ).toEqual([]);
    // `if defect == …:` with no else never runs with the switch off; `… if defect != "x" else {}` never takes `{}`.
    expect(mutants.filter((m) => m.line === 11 || m.line === 12)).toEqual([]);
    expect(mutants.filter((m) => m.line === 15).map((m) => m.original)).not.toContain('{}');
    expect(find(mutants, '201', '202').map((m) => m.line)).toEqual([15]);
  });

  test('writes a mutant as the source with its one span replaced; every mutant compiles; ids are stable', () => {
    const { file, mutants } = listSample();
    expect(pythonMutants(file, ['--skip-function', 'main', '--switch', 'defect'], 'sample.py')).toEqual(mutants);
    for (const mutant of sampleOf(mutants, 4)) {
      const out = join(temporaryDir(), `m${mutant.id}.py`);
      execFileSync('python3', [
        here('./py_mutants.py'),
        'write',
        file,
        mutant.id,
        out,
        '--skip-function',
        'main',
        '--switch',
        'defect',
      ]);
      const lines = sample.split('\n');
      const before = lines.slice(0, mutant.line - 1).join('\n') + (mutant.line > 1 ? '\n' : '');
      const head = before + lines[mutant.line - 1]!.slice(0, mutant.column - 1);
      const written = readFileSync(out, 'utf8');
      expect(written.startsWith(`${head}${mutant.replacement}`), mutant.id).toBe(true);
      expect(written.slice(head.length + mutant.replacement.length)).toBe(
        sample.slice(head.length + mutant.original.length),
      );
      execFileSync('python3', ['-m', 'py_compile', out]);
    }
  });
});

describe('survivor entries', () => {
  const mutant = (over: Partial<JudgedMutant>): JudgedMutant => ({
    id: '1',
    file: 'x.ts',
    line: 3,
    column: 7,
    mutator: 'EqualityOperator',
    original: 'a < b',
    replacement: 'a <= b',
    outcome: 'survived',
    ...over,
  });
  const entry = (over: Partial<Entry> = {}): Entry => {
    const { id: _, outcome: __, ...key } = mutant({});
    return { ...key, kind: 'free-choice', reason: 'The seed leaves page sizes open (§4.2).', ...over };
  };

  test('refuses an entry without a kind of the two, a reason, or a 1-based position', () => {
    expect(() => checkEntry(entry(), 'ok')).not.toThrow();
    expect(() => checkEntry({ ...entry(), kind: 'equivalent' }, 'e')).toThrow(/kind "equivalent"/);
    expect(() => checkEntry({ ...entry(), reason: '' }, 'e')).toThrow(/reason/);
    expect(() => checkEntry({ ...entry(), line: 0 }, 'e')).toThrow(/line/);
    expect(() => checkEntry({ ...entry(), column: undefined }, 'e')).toThrow(/column/);
    expect(() => checkEntry({ ...entry(), rule: 'BODY-001' }, 'e')).toThrow(/unknown field/);
  });

  test('binds an entry to the one mutant at its position: a twin elsewhere is not explained by it', () => {
    const twin = mutant({ id: '2', line: 9 });
    expect(bindingProblems([entry()], [mutant({}), twin])).toEqual([]);
    expect(bindingProblems([entry({ line: 4 })], [mutant({}), twin])).toEqual([
      expect.stringMatching(/matches no mutant/),
    ]);
    expect(bindingProblems([entry(), entry()], [mutant({})])).toEqual([expect.stringMatching(/second entry/)]);
    const f = figuresOf([mutant({}), twin, mutant({ id: '3', line: 20, outcome: 'failed-rule' })], [entry()]);
    expect(f.freeChoice.map((m) => m.id)).toEqual(['1']);
    expect(f.unexplained.map((m) => m.id)).toEqual(['2']);
    expect(percent(f.rate)).toBe('50.0 %');
  });

  test('the kill rate counts seed-promise survivors against it, free-choice ones not at all, and rounds down', () => {
    const killed = Array.from({ length: 189 }, (_, i) =>
      mutant({ id: `k${i}`, line: 100 + i, outcome: 'failed-rule' }),
    );
    const f = figuresOf(
      [...killed, mutant({}), mutant({ id: '2', line: 9 }), mutant({ id: '3', line: 10 })],
      [entry({ kind: 'seed-promise' }), entry({ line: 9 }), entry({ line: 10, kind: 'seed-promise' })],
    );
    expect([f.mutants, f.killed, f.seedPromise.length, f.freeChoice.length, f.unexplained.length]).toEqual([
      192, 189, 2, 1, 0,
    ]);
    expect(percent(f.rate)).toBe('98.9 %'); // 189 / 191 = 0.98952…
  });

  test.each(targets.map((t) => [t.name, t] as const))(
    "%s.yaml: each entry has a kind and a reason and explains exactly one of today's mutants",
    async (name, target) => {
      const file = here(`./${name}.yaml`);
      expect(existsSync(file), `${name}.yaml`).toBe(true);
      const mutants = await mutantsOf(target);
      expect(mutants.length).toBeGreaterThan(50);
      // The defect switches are the self-test's, not the service's: no mutant of them.
      expect(mutants.filter((m) => /^(defect|DEFECT) *[!=]=/.test(m.original))).toEqual([]);
      expect(bindingProblems(readEntries(file), mutants)).toEqual([]);
    },
  );
});
