import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';

// `npm test` trusts `generate --check` to fail when spec/ and generated/ disagree; prove it does, on a
// temporary copy so the real checkout is never touched.
const run = promisify(execFile);
let copy: string;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'cronjobs-drift-'));
  await cp('spec', join(copy, 'spec'), { recursive: true });
  await cp('generated', join(copy, 'generated'), { recursive: true });
});
afterAll(() => rm(copy, { recursive: true, force: true }));

const check = () =>
  run(process.execPath, ['scripts/generate.ts', '--check', '--root', copy]).then(
    (r) => ({ code: 0, stderr: r.stderr }),
    (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
  );

test('an untouched copy has no drift', async () => {
  expect((await check()).code).toBe(0);
});

test('a spec change without regeneration is reported for both outputs', async () => {
  const spec = join(copy, 'spec/openapi.yaml');
  await writeFile(spec, (await readFile(spec, 'utf8')).replace('summary: Create a job', 'summary: Create one job'));
  const { code, stderr } = await check();
  expect(code).toBe(1);
  expect(stderr).toContain('generated/openapi.ts differs');
  expect(stderr).toContain('generated/openapi.json differs');
  expect(stderr).not.toContain('generated/mock-control.ts differs');
});

test('a schema change without regeneration is reported for the validators', async () => {
  const spec = join(copy, 'spec/openapi.yaml');
  const text = await readFile(spec, 'utf8');
  const changed = text.replace(/(\n {4}JobName:\n(?: {6}.*\n)*? {6}maxLength: )\d+/, '$1199');
  expect(changed).not.toBe(text);
  await writeFile(spec, changed);
  const { code, stderr } = await check();
  expect(code).toBe(1);
  expect(stderr).toContain('generated/openapi.validators.js differs');
});
