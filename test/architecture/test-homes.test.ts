// Where a test lives (docs/architecture.md, "Where tests live"): a test of one module sits beside it, named
// after it (`x.test.ts`, or `x.<aspect>.test.ts`, for `x.ts`); a test of a face of the kit or of several
// modules together lives under test/<face>/. The tools that are tests of something else themselves — the
// conformance self-test, the benchmarks, the soak, the examples — keep their tests in their own folders.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const ownTests = /^(test|bench|soak|examples|lab|conformance\/selftest)\//;

/** The tests outside test/ and the tools' own folders that are named after no module beside them. */
function homeless(files: readonly string[], exists: (path: string) => boolean): string[] {
  return files.filter((file) => {
    if (!file.endsWith('.test.ts') || ownTests.test(file)) return false;
    const base = file.slice(0, -'.test.ts'.length);
    const module = base.replace(/\.[^./]+$/, ''); // x.property → x
    return ![`${base}.ts`, `${base}.js`, `${module}.ts`, `${module}.js`].some((path) => exists(path));
  });
}

test('every test outside test/ is named after the module beside it', () => {
  const files = execFileSync('git', ['ls-files', '*.test.ts'], { cwd: repo, encoding: 'utf8' }).split('\n');
  expect(files.length).toBeGreaterThan(100);
  expect(homeless(files, (path) => existsSync(join(repo, path)))).toEqual([]);
});

test.each([
  ['mock/core/state/jobs-store.test.ts', ['mock/core/state/jobs-store.ts'], []],
  ['mock/core/simulator/engine/engine.property.test.ts', ['mock/core/simulator/engine/engine.ts'], []],
  ['conformance/against-mock.test.ts', [], ['conformance/against-mock.test.ts']],
  ['test/mock/anything.test.ts', [], []],
  ['conformance/selftest/strangers.test.ts', [], []],
] as const)('%s with modules %j → homeless %j', (file, modules, expected) => {
  expect(homeless([file], (path) => (modules as readonly string[]).includes(path))).toEqual(expected);
});
