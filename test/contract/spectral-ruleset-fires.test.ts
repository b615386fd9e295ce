import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

// The house rules are only worth their clean run on spec/openapi.yaml if each one fires on a violation.
const run = promisify(execFile);

async function lint(file: string): Promise<Array<{ code: string; path: string[] }>> {
  const args = ['lint', '--format', 'json', '--quiet', '--ruleset', 'spec/spectral/service.yaml', file];
  const { stdout } = await run('node_modules/.bin/spectral', args).catch((error: { stdout: string }) => error);
  return JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{ code: string; path: string[] }>;
}

test('each house rule fires on the fixture that breaks it', async () => {
  const codes = new Set((await lint('test/contract/fixtures/breaks-house-rules.yaml')).map((r) => r.code));
  for (const rule of [
    'paths-under-v1',
    'operation-secured-by-api-key',
    'api-key-scheme-is-x-api-key',
    'error-responses-are-problem-json',
    'operation-has-examples',
    'provenance-on-operations',
    'deprecation-is-dated',
  ]) {
    expect(codes, rule).toContain(rule);
  }
});
