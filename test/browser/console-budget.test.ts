import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { builtConsole, removeBuiltConsole } from './console-harness.ts';

// The console adds at most 400 KB (gzip) to the package (issue 15); the page itself, without the API
// reference's renderer that only its page loads, stays small enough to be interactive at once.
afterAll(() => removeBuiltConsole());

test('the built console is at most 400 KB gzip, and the first page without RapiDoc at most 40 KB', async () => {
  const folder = await builtConsole();
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const sizes = await Promise.all(
    files.map(async (entry) => ({
      name: entry.name,
      gzip: gzipSync(await readFile(`${entry.parentPath}/${entry.name}`), { level: 9 }).length,
    })),
  );
  const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
  const firstPage = sizes.filter((file) => !file.name.startsWith('rapidoc')).reduce((sum, file) => sum + file.gzip, 0);
  expect(total).toBeLessThanOrEqual(400 * 1024);
  expect(firstPage).toBeLessThanOrEqual(40 * 1024);
});
