import { describe, expect, test } from 'vitest';
import { forgetGaps, mutantsOf, renderMarkdown, summarise, type EquivalentEntry } from './report.ts';

const source = ['const a = 1;', 'if (a > 0) {', "  throw new Error('x');", '}'].join('\n');
const at = (line: number, start: number, end: number) => ({ start: { line, column: start }, end: { line, column: end } });
const report = {
  files: {
    'mock/core/x.ts': {
      source,
      mutants: [
        { mutatorName: 'EqualityOperator', replacement: 'a >= 0', status: 'Killed', location: at(2, 5, 10) },
        { mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Survived', location: at(2, 5, 10) },
        { mutatorName: 'StringLiteral', replacement: '""', status: 'Survived', location: at(3, 19, 22) },
        { mutatorName: 'BlockStatement', replacement: '{}', status: 'Timeout', location: { start: { line: 2, column: 12 }, end: { line: 4, column: 2 } } },
        { mutatorName: 'ArithmeticOperator', replacement: 'a - 1', status: 'CompileError', location: at(1, 11, 12) },
      ],
    },
  },
};
const wording: EquivalentEntry = { file: 'mock/core/x.ts', mutator: 'StringLiteral', original: "'x'", replacement: '""', reason: 'wording' };

describe('the mutation report', () => {
  test('reads the mutated source span by Stryker location, over several lines too', () => {
    const mutants = mutantsOf(report);
    expect(mutants.map((m) => m.original)).toEqual(['a > 0', 'a > 0', "'x'", "{\n  throw new Error('x');\n}", '1']);
    expect(mutants[2]).toMatchObject({ file: 'mock/core/x.ts', line: 3, status: 'Survived' });
  });

  test.each([
    { name: 'no equivalents', equivalents: [], detected: 2, gaps: 2, score: 0.5, unused: 0 },
    { name: 'the wording mutant is equivalent', equivalents: [wording], detected: 2, gaps: 1, score: 2 / 3, unused: 0 },
    { name: 'two entries for one text: the second is unused when one mutant has it', equivalents: [wording, { ...wording, reason: 'again' }], detected: 2, gaps: 1, score: 2 / 3, unused: 1 },
    { name: 'an entry that matches nothing is reported unused', equivalents: [{ ...wording, replacement: '"y"' }], detected: 2, gaps: 2, score: 0.5, unused: 1 },
  ])('$name', ({ equivalents, detected, gaps, score, unused }) => {
    const summary = summarise(mutantsOf(report), equivalents);
    expect(summary).toMatchObject({ total: 5, detected, notRun: 1, equivalent: 2 - gaps });
    expect(summary.gaps).toHaveLength(gaps);
    expect(summary.score).toBeCloseTo(score);
    expect(summary.unusedEquivalents).toHaveLength(unused);
  });

  test('puts the score on the first line and lists every survivor', () => {
    const markdown = renderMarkdown(summarise(mutantsOf(report), [wording]), 'x.ts');
    expect(markdown.split('\n')[0]).toBe('Mutation score: 66.7 % — 2 killed of 3 mutants that change behaviour (5 mutants; 1 equivalent; 1 not killed; 1 not run)');
    expect(markdown).toContain('| mock/core/x.ts:2 | ConditionalExpression | `a > 0` | `true` | not yet explained |');
    expect(markdown).toContain('| mock/core/x.ts:3 | StringLiteral | `\'x\'` → `""` | wording |');
  });

  test.each([
    { name: 'forgets every survivor when none is explained', equivalents: [], forgotten: 2 },
    { name: 'keeps the explained survivor, and every killed, timed-out or not-run mutant', equivalents: [wording], forgotten: 1 },
  ])('--retest-gaps $name', ({ equivalents, forgotten }) => {
    const previous = structuredClone(report);
    expect(forgetGaps(previous, equivalents)).toBe(forgotten);
    const left = previous.files['mock/core/x.ts'].mutants;
    expect(left.map((m) => m.status)).toEqual(['Killed', ...(forgotten === 1 ? ['Survived'] : []), 'Timeout', 'CompileError']);
  });

  test('a known gap keeps counting as not killed, with its reason beside it', () => {
    const gap: EquivalentEntry = { file: 'mock/core/x.ts', mutator: 'ConditionalExpression', original: 'a > 0', replacement: 'true', reason: 'needs a day' };
    const summary = summarise(mutantsOf(report), [wording], [gap]);
    expect(summary.gaps).toHaveLength(1);
    expect(renderMarkdown(summary, 'x.ts')).toContain('| mock/core/x.ts:2 | ConditionalExpression | `a > 0` | `true` | needs a day |');
  });
});
