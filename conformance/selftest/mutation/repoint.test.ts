// Re-pointing a stale entry (its position no longer holds its mutant): only to the one mutant of its text —
// as written, or differing in layout alone (whitespace, a trailing comma) — that no other entry holds; never
// to a text that reads differently, and never to one of several twins.
import { describe, expect, test } from 'vitest';
import type { MutantMatch, MutantRecord } from './report.ts';
import { placeOf } from './repoint.ts';

const mutant = (original: string, replacement = '{}', over: Partial<MutantRecord> = {}): MutantRecord => ({
  file: 'mock/core/x.ts',
  line: 3,
  column: 7,
  mutator: 'ObjectLiteral',
  original,
  replacement,
  status: 'Pending',
  ...over,
});
const entry = (original: string, replacement = '{}', over: Partial<MutantMatch> = {}): MutantMatch => ({
  file: 'mock/core/x.ts',
  line: 1,
  column: 1,
  mutator: 'ObjectLiteral',
  original,
  replacement,
  reason: 'why',
  ...over,
});
const wrapped = "{\n  headers: {\n    'A': 'b',\n  },\n}";

describe('placeOf', () => {
  const moved = mutant("{ headers: { 'A': 'b' } }", '{}', { line: 9, column: 3 });
  const twin = mutant('{ a: 1 }', '{}', { line: 12 });
  test.each([
    {
      name: 'its position holds its mutant',
      entry: entry("{ headers: { 'A': 'b' } }", '{}', { line: 9, column: 3 }),
      mutants: [moved],
      place: 'as-written',
    },
    {
      name: 'moved by an edit above it: the one mutant of its text',
      entry: entry("{ headers: { 'A': 'b' } }"),
      mutants: [moved],
      place: { mutant: moved },
    },
    {
      name: 'reflowed over lines, a trailing comma added',
      entry: entry("{ headers: { 'A': 'b' } }"),
      mutants: [mutant(wrapped)],
      place: { mutant: mutant(wrapped) },
    },
    {
      name: 'a different text',
      entry: entry("{ headers: { 'A': 'c' } }"),
      mutants: [mutant(wrapped)],
      place: { unplaced: [] },
    },
    {
      name: 'another mutator',
      entry: entry("{ headers: { 'A': 'b' } }", '{}', { mutator: 'BlockStatement' }),
      mutants: [mutant(wrapped)],
      place: { unplaced: [] },
    },
    {
      name: 'moved to another file (its own has none): the one free mutant of the text',
      entry: entry("{ headers: { 'A': 'b' } }", '{}', { file: 'mock/core/y.ts' }),
      mutants: [mutant(wrapped)],
      place: { mutant: mutant(wrapped) },
    },
    {
      name: 'moved to another file, with a twin there: not for a machine to choose',
      entry: entry('{ a: 1 }', '{}', { file: 'mock/core/y.ts' }),
      mutants: [mutant('{ a: 1 }'), twin],
      place: { unplaced: [mutant('{ a: 1 }'), twin] },
    },
    {
      name: 'twins: not for a machine to choose',
      entry: entry('{ a: 1 }'),
      mutants: [mutant('{ a: 1 }'), twin],
      place: { unplaced: [mutant('{ a: 1 }'), twin] },
    },
  ])('$name', ({ entry, mutants, place }) => {
    expect(placeOf(entry, mutants, new Set())).toEqual(place);
  });

  test('of twins, the one that moved as far as the rest of its file did is taken; with no such shift, none', () => {
    const moved = mutant('{ a: 1 }', '{}', { line: 1 + 4, column: 1 });
    const other = mutant('{ a: 1 }', '{}', { line: 9, column: 1 });
    expect(placeOf(entry('{ a: 1 }'), [other, moved], new Set(), 4)).toEqual({ mutant: moved });
    expect(placeOf(entry('{ a: 1 }'), [other, moved], new Set(), 2)).toEqual({ unplaced: [other, moved] });
    expect(placeOf(entry('{ a: 1 }'), [other, moved], new Set())).toEqual({ unplaced: [other, moved] });
  });

  test('a twin another entry holds as written is not free: the other one is taken', () => {
    const held = mutant('{ a: 1 }');
    expect(placeOf(entry('{ a: 1 }'), [held, twin], new Set([held]))).toEqual({ mutant: twin });
  });
});
