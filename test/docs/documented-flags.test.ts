// Every flag a CLI's --help lists is documented in docs/ or the conformance reference, and every flag the
// mock's docs table names is one the CLI knows — so the pages cannot drift from the commands.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');
const flagsIn = (text: string) => new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z-]*[a-z]/g)].map((m) => m[0]));
const help = (entry: string) => execFileSync(process.execPath, [join(repo, entry), '--help'], { encoding: 'utf8' });
const docsText = readdirSync(join(repo, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => read(`docs/${f}`))
  .join('\n');

test("every flag of the mock's --help is documented in docs/, and docs/mock-server.md's table names no flag the CLI lacks", () => {
  const cli = flagsIn(help('mock/server/cli.js'));
  expect(cli.size).toBeGreaterThan(10);
  expect([...cli].filter((flag) => !flagsIn(docsText).has(flag))).toEqual([]);
  const doc = read('docs/mock-server.md');
  const table = doc.slice(doc.indexOf('## Flags'), doc.indexOf('\n## ', doc.indexOf('## Flags') + 1));
  expect([...flagsIn(table)].filter((flag) => !cli.has(flag))).toEqual([]);
});

test("every flag of the conformance CLI's --help is documented in conformance/README.md", () => {
  const cli = flagsIn(help('conformance/cli.ts'));
  expect(cli.size).toBeGreaterThan(10);
  const reference = flagsIn(read('conformance/README.md'));
  expect([...cli].filter((flag) => !reference.has(flag))).toEqual([]);
});
