// Nobody owns `cronjobs-mock` or `cronjobs-conformance` on the public registry, and `npx NAME` (even with
// `--no`) asks the registry for NAME when the project lacks it — so every command of the docs that runs one
// of the kit's bins through npx or npm exec names its package (`--package=…tgz`), and the others run the
// installed file (issue 37; docs/install.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const skipped = new Set(['node_modules', '.git', 'dist', '.stryker-tmp', 'results']);

function markdownFiles(folder = ''): string[] {
  return readdirSync(join(repo, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (skipped.has(entry.name)) return [];
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The lines of fenced code blocks, where commands are written to be copied. */
function commandLines(markdown: string): string[] {
  return [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((block) => block[1]!.split('\n'));
}

const runsOurBin = /\b(npx|npm exec)\b.*\bcronjobs-(mock|conformance)\b/;
const namesItsPackage = /(--package[= ]|\s-p\s)\S+\.tgz\b/;

function unnamed(lines: readonly string[]): string[] {
  return lines.filter((line) => runsOurBin.test(line) && !namesItsPackage.test(line));
}

test('every npx line of the docs that runs a bin of the kit names its package', () => {
  const offending = markdownFiles().flatMap((file) =>
    unnamed(commandLines(readFileSync(join(repo, file), 'utf8'))).map((line) => `${file}: ${line.trim()}`),
  );
  expect(offending).toEqual([]);
});

test('the check finds a bare npx and lets a named package through', () => {
  expect(
    unnamed([
      'npx cronjobs-mock --port 4010',
      'npx --no cronjobs-mock mcp',
      'npm exec -- cronjobs-conformance --list',
      'npx --package=../t/cronjobs-mock-0.1.0.tgz cronjobs-mock',
      'npx -p ./vendor/cronjobs-conformance-0.1.0.tgz cronjobs-conformance --list',
      'npx vitest run',
    ]),
  ).toEqual(['npx cronjobs-mock --port 4010', 'npx --no cronjobs-mock mcp', 'npm exec -- cronjobs-conformance --list']);
});
