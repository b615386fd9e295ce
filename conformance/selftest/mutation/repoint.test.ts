// Re-pointing an explained entry after a reflow: only to the one mutant text that differs from the entry's in
// layout alone (whitespace, a trailing comma), never to a text that reads differently.
import { describe, expect, test } from 'vitest';
import type { MutantMatch, MutantRecord } from './report.ts';
import { placeOf } from './repoint.ts';

const mutant = (original: string, replacement = '{}', over: Partial<MutantRecord> = {}): MutantRecord => ({
  file: 'mock/core/x.ts',
  line: 3,
  mutator: 'ObjectLiteral',
  original,
  replacement,
  status: 'Survived',
  ...over,
});
const entry = (original: string, replacement = '{}', over: Partial<MutantMatch> = {}): MutantMatch => ({
  file: 'mock/core/x.ts',
  mutator: 'ObjectLiteral',
  original,
  replacement,
  reason: 'why',
  ...over,
});
const wrapped = "{\n  headers: {\n    'A': 'b',\n  },\n}";

describe('placeOf', () => {
  test.each([
    {
      name: 'matches as written',
      entry: entry("{ headers: { 'A': 'b' } }"),
      mutants: [mutant("{ headers: { 'A': 'b' } }")],
      place: 'as-written',
    },
    {
      name: 'reflowed over lines, a trailing comma added',
      entry: entry("{ headers: { 'A': 'b' } }"),
      mutants: [mutant(wrapped)],
      place: { original: wrapped, replacement: '{}' },
    },
    {
      name: 'a different text',
      entry: entry("{ headers: { 'A': 'c' } }"),
      mutants: [mutant(wrapped)],
      place: 'unplaced',
    },
    {
      name: 'another mutator',
      entry: entry("{ headers: { 'A': 'b' } }", '{}', { mutator: 'BlockStatement' }),
      mutants: [mutant(wrapped)],
      place: 'unplaced',
    },
    {
      name: 'another file',
      entry: entry("{ headers: { 'A': 'b' } }", '{}', { file: 'mock/core/y.ts' }),
      mutants: [mutant(wrapped)],
      place: 'unplaced',
    },
    {
      name: 'two layouts of the same text: not for a machine to choose',
      entry: entry('{ a: 1 }'),
      mutants: [mutant('{\n  a: 1,\n}'), mutant('{ a: 1, }')],
      place: 'unplaced',
    },
    {
      name: 'the same text on two lines: one place',
      entry: entry('{ a: 1 }'),
      mutants: [mutant('{\n  a: 1,\n}'), mutant('{\n  a: 1,\n}', '{}', { line: 9 })],
      place: { original: '{\n  a: 1,\n}', replacement: '{}' },
    },
  ])('$name', ({ entry, mutants, place }) => {
    expect(placeOf(entry, mutants)).toEqual(place);
  });
});
