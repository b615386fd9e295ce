// `npm run spec:diff` as CI calls it: exit 1 and the pointer on a break, JSON on --json, 2 on what it
// cannot read or a flag it does not know. The comparison itself is breaking-changes.test.ts's.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parse } from 'yaml';
import { diffContracts } from '../../scripts/spec-diff/contract-diff.ts';
import { loadContract, UnreadableContract } from '../../scripts/spec-diff/load-contract.ts';
import { renderText } from '../../scripts/spec-diff/report.ts';

const run = promisify(execFile);
async function specDiff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/spec-diff/cli.ts', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let dir: string;
let narrowed: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spec-diff-'));
  const document = parse(await readFile('spec/released/openapi.yaml', 'utf8'));
  document.components.parameters.Limit.schema.maximum = 50; // request-only: the reverse change is harmless
  narrowed = join(dir, 'narrowed.json');
  await writeFile(narrowed, JSON.stringify(document));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('exit 1 with the pointer and reason on a break (--json), 2 on a file it cannot read or a flag it does not know', async () => {
  // One process each, started together: each pays Node's start and the bundler's import.
  const [broken, missing, unknown] = await Promise.all([
    specDiff('--base', 'spec/released/openapi.yaml', '--head', narrowed, '--json'),
    specDiff('--head', join(dir, 'missing.yaml')),
    specDiff('--bsae', 'x'),
  ]);
  expect(broken.code).toBe(1);
  const report = JSON.parse(broken.stdout) as {
    breaking: number;
    findings: Array<{ kind: string; rule: string; pointer: string; why: string }>;
  };
  expect(report.breaking).toBe(1);
  expect(report.findings[0]).toMatchObject({
    kind: 'breaking',
    rule: 'request-maximum-narrowed',
    pointer: '#/paths/~1v1~1jobs/get/parameters/0/schema/maximum',
  });
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('cannot read');
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('usage:');
});

test('the text report: breaking first, each with its pointer, reason and definition, then the count', async () => {
  const findings = diffContracts(await loadContract(narrowed), await loadContract('spec/released/openapi.yaml'));
  const text = renderText({ base: narrowed, head: 'spec/released/openapi.yaml', findings });
  expect(text).toContain(
    [
      'harmless  #/paths/~1v1~1jobs/get/parameters/0/schema/maximum',
      '          request-maximum-widened: maximum 50 → 100; the request accepts at least what it did.',
      '          defined at #/components/parameters/Limit/schema/maximum',
    ].join('\n'),
  );
  expect(text.trimEnd().split('\n').at(-1)).toBe(
    '0 breaking, 1 harmless: nothing breaks a client of the released contract.',
  );
  const both = renderText({
    base: 'a',
    head: 'b',
    findings: [
      { kind: 'harmless', rule: 'x', pointer: '#/x', why: 'fine.' },
      { kind: 'breaking', rule: 'y', pointer: '#/y', why: 'bad.' },
    ],
  });
  expect(both.split('\n').slice(1, 3)).toEqual(['BREAKING  #/y', '          y: bad.']);
});

test('a file that is no OpenAPI 3 document is refused as unreadable', async () => {
  await expect(loadContract('package.json')).rejects.toThrow(UnreadableContract);
  const broken = join(dir, 'broken.yaml');
  await writeFile(broken, 'openapi: 3.1.1\npaths: [unclosed\n');
  await expect(loadContract(broken)).rejects.toThrow(UnreadableContract);
});
