// House rule: no module over 480 lines at the formatter's 120 columns, so each does one thing a newcomer can
// hold in mind. Generated code (generated/) and tests are not modules a person writes or reads that way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { filesUnder, root } from './folder-graph.ts';

const limit = 480;
const sourceFolders = [
  'bench',
  'bin',
  'client',
  'conformance',
  'console',
  'contract',
  'examples',
  'mock',
  'sandbox',
  'scripts',
  'soak',
];
const isSource = (name: string) =>
  /\.(ts|tsx|js|mjs|cjs)$/.test(name) && !name.endsWith('.d.ts') && !/\.test\.[a-z]+$/.test(name);

test(`no hand-written module is over ${limit} lines`, () => {
  const files = filesUnder(sourceFolders, isSource);
  expect(files).toContain('mock/core/mock-core.ts');
  const lines = (file: string) => readFileSync(join(root, file), 'utf8').split('\n').length - 1;
  const over = files.filter((file) => lines(file) > limit).map((file) => `${file}: ${lines(file)} lines`);
  expect(over).toEqual([]);
});
