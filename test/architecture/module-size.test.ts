// House rule: no product module over 350 lines at the formatter's 120 columns, so each does one thing a
// newcomer can hold in mind; the tools around the product (benchmarks, soak, the conformance self-test,
// examples) at most 480. Generated code (generated/) and tests are not modules a person writes or reads that way.
// Functions are held too: Biome's complexity/noExcessiveLinesPerFunction, 80 lines (biome.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { filesUnder, root } from './folder-graph.ts';

const productFolders = ['bin', 'client', 'conformance', 'console', 'contract', 'mcp', 'mock', 'sandbox', 'scripts'];
const toolFolders = ['bench', 'examples', 'soak', 'conformance/selftest'];
const isSource = (name: string) =>
  /\.(ts|tsx|js|mjs|cjs)$/.test(name) && !name.endsWith('.d.ts') && !/\.test\.[a-z]+$/.test(name);
const lines = (file: string) => readFileSync(join(root, file), 'utf8').split('\n').length - 1;
const over = (files: readonly string[], limit: number) =>
  files.filter((file) => lines(file) > limit).map((file) => `${file}: ${lines(file)} lines`);

test('no hand-written product module is over 350 lines', () => {
  const files = filesUnder(productFolders, isSource).filter((file) => !file.startsWith('conformance/selftest/'));
  expect(files).toContain('mock/core/mock-core.ts');
  expect(over(files, 350)).toEqual([]);
});

test('no module of the tools around the product is over 480 lines', () => {
  const files = filesUnder(toolFolders, isSource);
  expect(files).toContain('bench/lib/report.ts');
  expect(over(files, 480)).toEqual([]);
});
