import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { seedRefs } from './seed-statements.ts';

const seed = readFileSync(new URL('../../spec/seed/cron-job-service-spec.md', import.meta.url), 'utf8');

test.each([
  ['a section', '5', true],
  ['a subsection', '4.1', true],
  ['a numbered statement of a section', '5.1', true],
  ['a rule under an unnumbered subsection', '2.1', true],
  ['a statement past the last', '5.4', false],
  ['a section the seed lacks', '10', false],
  ['a subsection the seed lacks', '4.4', false],
])('seedRefs finds %s (%s): %s', (_, ref, present) => {
  expect(seedRefs(seed).has(ref)).toBe(present);
});
