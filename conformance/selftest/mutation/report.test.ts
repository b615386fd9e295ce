import { describe, expect, test } from 'vitest';
import {
  checkEntry,
  checkOnePerMutant,
  forgetGaps,
  mutantsOf,
  renderOwnSurvivors,
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
  line: 3,
  column: 19,
  mutator: 'StringLiteral',
  original: "'x'",
  replacement: '""',
  kind: 'wording',
  reason: 'detail text',
};
const always: ExplainedEntry = {
  ...match,
  line: 2,
  column: 5,
  mutator: 'ConditionalExpression',
  original: 'a > 0',
  replacement: 'true',
  kind: 'equivalent',
  reason: 'a is 1',
};
// The first of two twins ('y' twice on line 5): the second, at column 15, is a mutant of its own.
const logY: ExplainedEntry = {
  ...match,
  line: 5,
  column: 5,
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
  'after-control': 0,
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
  const logY2: ExplainedEntry = { ...logY, column: 15 };
  test.each([
    {
      name: 'nothing explained: every survivor counts, NoCoverage included',
      entries: [],
      equivalent: 0,
      outside: {},
      survivors: 4,
      score: 3 / 7,
      unused: 0,
      stale: 0,
    },
    {
      name: 'an equivalent leaves the score and every outside count',
      entries: [always],
      equivalent: 1,
      outside: {},
      survivors: 3,
      score: 3 / 6,
      unused: 0,
      stale: 0,
    },
    {
      name: 'an outside-reach entry is counted under its kind, not as equivalent',
      entries: [wording],
      equivalent: 0,
      outside: { wording: 1 },
      survivors: 3,
      score: 3 / 6,
      unused: 0,
      stale: 0,
    },
    {
      name: 'each twin is explained by its own entry, each with its kind',
      entries: [always, wording, logY, { ...logY2, kind: 'state-file' as const }],
      equivalent: 1,
      outside: { wording: 1, 'control-plane': 1, 'state-file': 1 },
      survivors: 0,
      score: 1,
      unused: 0,
      stale: 0,
    },
    {
      name: 'a twin never borrows an entry: the same text elsewhere stays a survivor',
      entries: [logY],
      equivalent: 0,
      outside: { 'control-plane': 1 },
      survivors: 3,
      score: 3 / 6,
      unused: 0,
      stale: 0,
    },
    {
      name: 'an entry whose position no longer holds its text is stale',
      entries: [
        { ...wording, line: 4 },
        { ...always, column: 6 },
      ],
      equivalent: 0,
      outside: {},
      survivors: 4,
      score: 3 / 7,
      unused: 0,
      stale: 2,
    },
    {
      name: 'an entry with another replacement at its position is stale',
      entries: [{ ...wording, replacement: '"z"' }],
      equivalent: 0,
      outside: {},
      survivors: 4,
      score: 3 / 7,
      unused: 0,
      stale: 1,
    },
    {
      name: 'an entry whose mutant was killed is unused, not stale',
      entries: [{ ...always, mutator: 'EqualityOperator', replacement: 'a >= 0' }],
      equivalent: 0,
      outside: {},
      survivors: 4,
      score: 3 / 7,
      unused: 1,
      stale: 0,
    },
  ])('$name', ({ entries, equivalent, outside, survivors, score, unused, stale }) => {
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
    expect(summary.staleEntries).toHaveLength(stale);
  });

  test("the twin left without an entry is the one it does not name, and the entries' order changes nothing", () => {
    const second = { ...logY2, kind: 'state-file' as const, reason: 'state file only' };
    const [forward, backward] = [
      [logY, second],
      [second, logY],
    ].map((entries) => summarise(mutantsOf(report), entries));
    expect(backward).toEqual(forward);
    const onlySecond = summarise(mutantsOf(report), [second]);
    expect(onlySecond.survivors.filter((s) => s.mutant.line === 5).map((s) => s.mutant.column)).toEqual([5]);
    expect(onlySecond.outside['state-file']).toBe(1);
  });

  test('a known gap stays a survivor, with its reason', () => {
    const gap: KnownGap = {
      ...match,
      line: 2,
      column: 5,
      mutator: 'ConditionalExpression',
      original: 'a > 0',
      replacement: 'true',
      reason: 'needs a day',
    };
    const summary = summarise(mutantsOf(report), [wording, logY, logY2], [gap]);
    expect(summary.survivors.map((s) => [s.mutant.line, s.reason])).toEqual([[2, 'needs a day']]);
    expect(summary.score).toBeCloseTo(3 / 4);
    // A gap names its one mutant too: the twin of 'y' it does not name has no reason.
    const twin = summarise(mutantsOf(report), [], [{ ...logY2, reason: 'needs a day' }]);
    expect(twin.survivors.map((s) => [s.mutant.line, s.mutant.column, s.reason])).toEqual([
      [2, 5, undefined],
      [3, 19, undefined],
      [5, 5, undefined],
      [5, 15, 'needs a day'],
    ]);
  });

  test('the first line is the referee score; each outside kind has its own line; survivors follow with reasons', () => {
    const gap: KnownGap = {
      ...match,
      line: 2,
      column: 5,
      mutator: 'ConditionalExpression',
      original: 'a > 0',
      replacement: 'true',
      reason: 'needs a day',
    };
    const referee = { summary: summarise(mutantsOf(report), [wording, logY, logY2], [gap]), scope: 'x.ts' };
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
    expect(lines).toContain('| mock/core/x.ts:2:5 | ConditionalExpression | `a > 0` | `true` | needs a day |');
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
    expect(markdown).not.toMatch(/\d+(\.\d)? %.*referee/);
  });

  test("the own tests' survivors are counted by file in the summary, and listed one by one in the artefact", () => {
    const own = { summary: summarise(mutantsOf(report), [always]), scope: 'mock/core/x.ts' };
    const markdown = renderSummary({ own });
    expect(markdown).toContain(`| mock/core/x.ts | ${own.summary.survivors.length} |`);
    expect(markdown).toContain(`Each of the ${own.summary.survivors.length} not killed, with its reason:`);
    expect(markdown).not.toContain('| mock/core/x.ts:5:5 |');
    const listing = renderOwnSurvivors(own);
    expect(listing).toContain('| mock/core/x.ts:5:5 | StringLiteral | `\'y\'` | `""` | not yet explained |');
    expect(listing).toContain('| mock/core/x.ts:5:15 | StringLiteral | `\'y\'` | `""` | no test reaches it |');
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
    {
      name: 'no position',
      entry: { ...wording, line: undefined },
      needsKind: true,
      error: /without its mutant's line/,
    },
    { name: 'a column of 0', entry: { ...wording, column: 0 }, needsKind: true, error: /without its mutant's column/ },
  ])('refuses an entry with $name', ({ entry, needsKind, error }) => {
    expect(() => checkEntry(entry, 'x.yaml entry 1', needsKind)).toThrow(error);
  });

  test('refuses two entries for one mutant, in one file or across files, whatever their reasons', () => {
    expect(() => checkOnePerMutant([logY, { ...logY, reason: 'another' }], 'explained/')).toThrow(
      /two entries for the StringLiteral mutant at mock\/core\/x.ts:5:5/,
    );
    expect(() => checkOnePerMutant([logY, logY2, wording, always], 'explained/')).not.toThrow();
  });

  test.each([
    {
      name: 'forgets every survivor when none is explained',
      entries: [],
      left: ['Killed', 'Timeout', 'CompileError', 'Killed'],
    },
    {
      name: 'keeps the explained survivors, and every killed, timed-out or not-run mutant',
      entries: [wording, logY, logY2],
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
    mutant: { file, line: 1, column: 1, mutator: 'StringLiteral', original: "'a'", replacement: '""', status },
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
