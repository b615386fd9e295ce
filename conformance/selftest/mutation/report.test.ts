import { describe, expect, test } from 'vitest';
import {
  checkEntry,
  forgetGaps,
  mutantsOf,
  renderSummary,
  summarise,
  survivorsByFile,
  type ExplainedEntry,
  type KnownGap,
  type StrykerJson,
} from './report.ts';

// A small Stryker JSON report: one file, eight mutants, every verdict kind the summary sorts.
const source = ['const a = 1;', 'if (a > 0) {', "  throw new Error('x');", '}', "log('y'); log('y');"].join('\n');
const at = (line: number, start: number, end: number) => ({
  start: { line, column: start },
  end: { line, column: end },
});
const report: StrykerJson = {
  files: {
    'mock/core/x.ts': {
      source,
      mutants: [
        { mutatorName: 'EqualityOperator', replacement: 'a >= 0', status: 'Killed', location: at(2, 5, 10) },
        { mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Survived', location: at(2, 5, 10) },
        { mutatorName: 'StringLiteral', replacement: '""', status: 'Survived', location: at(3, 19, 22) },
        {
          mutatorName: 'BlockStatement',
          replacement: '{}',
          status: 'Timeout',
          location: { start: { line: 2, column: 12 }, end: { line: 4, column: 2 } },
        },
        { mutatorName: 'ArithmeticOperator', replacement: 'a - 1', status: 'CompileError', location: at(1, 11, 12) },
        { mutatorName: 'StringLiteral', replacement: '""', status: 'Survived', location: at(5, 5, 8) },
        { mutatorName: 'StringLiteral', replacement: '""', status: 'NoCoverage', location: at(5, 15, 18) },
        { mutatorName: 'EqualityOperator', replacement: 'a < 0', status: 'Killed', location: at(2, 5, 10) },
      ],
    },
  },
};
const match = { file: 'mock/core/x.ts' };
const wording: ExplainedEntry = {
  ...match,
  mutator: 'StringLiteral',
  original: "'x'",
  replacement: '""',
  kind: 'wording',
  reason: 'detail text',
};
const always: ExplainedEntry = {
  ...match,
  mutator: 'ConditionalExpression',
  original: 'a > 0',
  replacement: 'true',
  kind: 'equivalent',
  reason: 'a is 1',
};
const logY: ExplainedEntry = {
  ...match,
  mutator: 'StringLiteral',
  original: "'y'",
  replacement: '""',
  kind: 'control-plane',
  reason: 'journal only',
};
const zeroOutside = {
  wording: 0,
  'spec-free': 0,
  'control-plane': 0,
  'state-file': 0,
  'rate-limit': 0,
  'mock-option': 0,
};

describe('the mutation summary', () => {
  test('reads the mutated source span by Stryker location, over several lines too', () => {
    const mutants = mutantsOf(report);
    expect(mutants.map((m) => m.original)).toEqual([
      'a > 0',
      'a > 0',
      "'x'",
      "{\n  throw new Error('x');\n}",
      '1',
      "'y'",
      "'y'",
      'a > 0',
    ]);
    expect(mutants[2]).toMatchObject({ file: 'mock/core/x.ts', line: 3, status: 'Survived' });
  });

  // 3 killed (2 Killed + 1 Timeout), 1 not run, 4 not killed before any entry.
  test.each([
    {
      name: 'nothing explained: every survivor counts, NoCoverage included',
      entries: [],
      equivalent: 0,
      outside: {},
      survivors: 4,
      score: 3 / 7,
      unused: 0,
    },
    {
      name: 'an equivalent leaves the score and every outside count',
      entries: [always],
      equivalent: 1,
      outside: {},
      survivors: 3,
      score: 3 / 6,
      unused: 0,
    },
    {
      name: 'an outside-reach entry is counted under its kind, not as equivalent',
      entries: [wording],
      equivalent: 0,
      outside: { wording: 1 },
      survivors: 3,
      score: 3 / 6,
      unused: 0,
    },
    {
      name: 'one entry covers two identical texts',
      entries: [always, wording, logY],
      equivalent: 1,
      outside: { wording: 1, 'control-plane': 2 },
      survivors: 0,
      score: 1,
      unused: 0,
    },
    {
      name: 'two entries for identical texts pair in file order, each with its kind',
      entries: [{ ...logY, kind: 'state-file' as const }, logY],
      equivalent: 0,
      outside: { 'state-file': 1, 'control-plane': 1 },
      survivors: 2,
      score: 3 / 5,
      unused: 0,
    },
    {
      name: 'a pinned line takes only the mutant on that line',
      entries: [{ ...wording, line: 4 }],
      equivalent: 0,
      outside: {},
      survivors: 4,
      score: 3 / 7,
      unused: 1,
    },
    {
      name: 'an entry that matches nothing is reported unused',
      entries: [{ ...wording, replacement: '"z"' }],
      equivalent: 0,
      outside: {},
      survivors: 4,
      score: 3 / 7,
      unused: 1,
    },
  ])('$name', ({ entries, equivalent, outside, survivors, score, unused }) => {
    const summary = summarise(mutantsOf(report), entries);
    expect(summary).toMatchObject({
      total: 8,
      killed: 3,
      notRun: 1,
      equivalent,
      outside: { ...zeroOutside, ...outside },
    });
    expect(summary.survivors).toHaveLength(survivors);
    expect(summary.score).toBeCloseTo(score);
    expect(summary.unusedEntries).toHaveLength(unused);
  });

  test('a known gap stays a survivor, with its reason', () => {
    const gap: KnownGap = {
      ...match,
      mutator: 'ConditionalExpression',
      original: 'a > 0',
      replacement: 'true',
      reason: 'needs a day',
    };
    const summary = summarise(mutantsOf(report), [wording, logY], [gap]);
    expect(summary.survivors.map((s) => [s.mutant.line, s.reason])).toEqual([[2, 'needs a day']]);
    expect(summary.score).toBeCloseTo(3 / 4);
  });

  test('the first line is the referee score; each outside kind has its own line; survivors follow with reasons', () => {
    const gap: KnownGap = {
      ...match,
      mutator: 'ConditionalExpression',
      original: 'a > 0',
      replacement: 'true',
      reason: 'needs a day',
    };
    const referee = { summary: summarise(mutantsOf(report), [wording, logY], [gap]), scope: 'x.ts' };
    const lines = renderSummary({ referee }).split('\n');
    expect(lines[0]).toBe(
      'Mutation score of the conformance suite (referee): 75.0 % — 3 killed (1 by a timeout) of 4 mutants it is meant to reach (8 mutants: 0 equivalent, 3 outside its reach, 1 not run)',
    );
    expect(lines[1]).toBe("Mutation score of the mock's own tests: no run yet (`npm run mutation:own`).");
    expect(lines).toContain(
      '- wording: 1 — free-form problem wording (`title`, `detail`: the spec leaves the text free)',
    );
    expect(lines.filter((l) => l.startsWith('- control-plane: 2 — '))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('- rate-limit: 0 — '))).toHaveLength(1);
    expect(lines).toContain('| mock/core/x.ts:2 | ConditionalExpression | `a > 0` | `true` | needs a day |');
    expect(lines.join('\n')).not.toContain("`'x'`");
  });

  test('a missing run says so and invents no figure; the own run sits beside the referee', () => {
    const own = { summary: summarise(mutantsOf(report), [always]), scope: 'mock/core/x.ts' };
    const markdown = renderSummary({ own });
    const [first, second] = markdown.split('\n');
    expect(first).toBe(
      'Mutation score of the conformance suite (referee): no run yet under these rules (`npm run mutation`; conformance/selftest/README.md §6).',
    );
    expect(second).toBe(
      "Mutation score of the mock's own tests: 50.0 % — 3 killed (1 by a timeout) of 6 mutants they could reach (8 mutants: 1 equivalent, 0 outside its reach, 1 not run)",
    );
    expect(markdown).toContain('| mock/core/x.ts:5 | StringLiteral | `\'y\'` | `""` | not yet explained |');
    expect(markdown).toContain('| mock/core/x.ts:5 | StringLiteral | `\'y\'` | `""` | no test reaches it |');
    expect(markdown).not.toMatch(/\d+(\.\d)? %.*referee/);
  });

  test('static mutants left out are counted apart among those not run, and each area has its score', () => {
    const withStatic = mutantsOf({
      files: {
        'mock/core/x.ts': {
          source,
          mutants: [
            ...report.files['mock/core/x.ts']!.mutants,
            {
              mutatorName: 'StringLiteral',
              replacement: '""',
              status: 'Ignored',
              statusReason: 'Static mutant (and "ignoreStatic" was enabled)',
              location: at(5, 5, 8),
            },
          ],
        },
      },
    });
    const summary = summarise(withStatic, [always]);
    expect(summary).toMatchObject({ notRun: 2, staticNotRun: 1 });
    const markdown = renderSummary({ own: { summary, areas: { 'rate limit': summary }, scope: 'mock/core/x.ts' } });
    expect(markdown.split('\n')[1]).toMatch(
      /\(9 mutants: 1 equivalent, 0 outside its reach, 2 not run, 1 of them static\)$/,
    );
    expect(markdown).toContain('Static mutants (1: ');
    expect(markdown).toContain('| rate limit | `mock/core/state/rate-limit.ts` | 50.0 % | 3 | 3 |');
  });

  test('a partial run reports only the run it made', () => {
    const own = { summary: summarise(mutantsOf(report), [always]), scope: 'mock/core/x.ts' };
    const markdown = renderSummary({ own }, true);
    expect(markdown.split('\n')[0]).toMatch(/^Mutation score of the mock's own tests: 50\.0 %/);
    expect(markdown).not.toContain('referee');
  });

  test.each([
    {
      name: 'an unknown kind',
      entry: { ...wording, kind: 'unpromised' },
      needsKind: true,
      error: /kind "unpromised" is none of equivalent, wording/,
    },
    { name: 'no kind', entry: { ...wording, kind: undefined }, needsKind: true, error: /kind undefined/ },
    { name: 'an empty reason', entry: { ...wording, reason: ' ' }, needsKind: true, error: /without reason/ },
    { name: 'a known gap with a kind', entry: wording, needsKind: false, error: /a known gap has no kind/ },
  ])('refuses an entry with $name', ({ entry, needsKind, error }) => {
    expect(() => checkEntry(entry, 'x.yaml entry 1', needsKind)).toThrow(error);
  });

  test.each([
    {
      name: 'forgets every survivor when none is explained',
      entries: [],
      left: ['Killed', 'Timeout', 'CompileError', 'Killed'],
    },
    {
      name: 'keeps the explained survivors, and every killed, timed-out or not-run mutant',
      entries: [wording, logY],
      left: ['Killed', 'Survived', 'Timeout', 'CompileError', 'Survived', 'NoCoverage', 'Killed'],
    },
  ])('--retest-gaps $name', ({ entries, left }) => {
    const previous = structuredClone(report);
    expect(forgetGaps(previous, entries)).toBe(8 - left.length);
    expect(previous.files['mock/core/x.ts']!.mutants.map((m) => m.status)).toEqual(left);
  });
});

describe('survivorsByFile', () => {
  const survivor = (file: string, status: string) => ({
    mutant: { file, line: 1, mutator: 'StringLiteral', original: "'a'", replacement: '""', status },
    reason: undefined,
  });
  const summary = (survivors: ReturnType<typeof survivor>[]) => ({
    ...summarise([], []),
    survivors,
  });
  test.each([
    { name: 'none', survivors: [], rows: [] },
    {
      name: 'the most first, then by name; no-coverage counted apart',
      survivors: [
        survivor('mock/b.ts', 'Survived'),
        survivor('mock/a.ts', 'NoCoverage'),
        survivor('mock/c.ts', 'NoCoverage'),
        survivor('mock/c.ts', 'Survived'),
      ],
      rows: ['| mock/c.ts | 2 | 1 |', '| mock/a.ts | 1 | 1 |', '| mock/b.ts | 1 | 0 |'],
    },
  ])('$name', ({ survivors, rows }) => {
    const lines = survivorsByFile(summary(survivors));
    expect(lines.filter((l) => l.startsWith('| mock/'))).toEqual(rows);
  });
});
