// The kit against our own mock, in-process: a read-only run, and the CLI's fixed interface (exit codes, JSON
// report, pre-flight). That both profiles pass the mock with no failure, no skip and no error is the first
// rows of selftest/correct-servers.test.ts, beside every other correct server. Bounded by the rules' work,
// not by wall time: under a mutation run's coverage instrumentation on a loaded machine the same work takes longer.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { temporaryFolders } from '../../lab/temporary-dir.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { exitCodeOf } from '../../conformance/report/report-console.ts';
import { runConformance, type ConformanceReport } from '../../conformance/run.ts';

const run = promisify(execFile);
const node = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
const cli = fileURLToPath(new URL('../../conformance/cli.ts', import.meta.url));
const temporaryDir = temporaryFolders('cjk-conformance-');

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({
    apiKeys: ['k1', 'k2'],
    clock: createVirtualClock(Date.parse('2026-11-22T15:00:00.000Z')),
  });
});
afterAll(() => mock.close());

const failures = (report: ConformanceReport) => report.rules.filter((r) => r.status === 'failed').map((r) => r.detail);

test('--read-only without a second key skips what creates data or needs two accounts, with the reason', async () => {
  const report = await runConformance({ baseUrl: mock.url, apiKey: 'k1', profile: 'full', readOnly: true });
  const skipped = report.rules.filter((r) => r.status === 'skipped');
  expect(skipped.find((r) => r.id === 'AUTH-009')?.detail).toMatch(/second account|read-only/);
  expect(skipped.find((r) => r.id === 'BODY-001')?.detail).toMatch(/read-only/);
  expect(skipped.find((r) => r.id === 'BODY-001')?.decide_hint).toBe('run without --read-only');
  expect(skipped.every((r) => r.decide_hint)).toBe(true);
  expect(report.rules.find((r) => r.id === 'AUTH-001')?.status).toBe('passed');
  expect(failures(report)).toEqual([]);
});

describe('the CLI', () => {
  // A skipped rule is a check that did not happen: listed with what would decide it, and the run fails (exit 3)
  // unless --allow-skips accepts it, naming it. --strict, once needed for that, is still accepted.
  test.each([
    ['3 by default', [], 3],
    ['3 with --strict', ['--strict'], 3],
    ['0 with --allow-skips, naming the skip', ['--allow-skips'], 0],
  ] as const)('a run with no failure and one skipped rule lists the skip and exits %s', async (_, flags, expected) => {
    const dir = temporaryDir();
    const ctrf = join(dir, 'ctrf.json');
    const args = [
      cli,
      '--base-url',
      mock.url,
      '--api-key',
      'k1',
      '--profile',
      'core',
      '--only',
      'AUTH-001,AUTH-009',
      '--ctrf',
      ctrf,
      ...flags,
    ];
    const { code, stdout } = await run(node, args).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(code).toBe(expected);
    expect(stdout).toContain('SKIP AUTH-009');
    expect(stdout).toContain('to decide: give --second-api-key');
    expect(stdout).toContain('1 passed, 0 failed, 1 skipped');
    if (expected === 0) expect(stdout).toContain('--allow-skips: 1 rule was not decided, accepted: AUTH-009');
    else expect(stdout).toContain('1 rule was not decided, so the run fails (exit 3); --allow-skips accepts them');
    const document = JSON.parse(readFileSync(ctrf, 'utf8'));
    // The two rules, and the one promise of the seed they probe (§5.1); the promises a narrowed run leaves out
    // are not judged, so not reported as tests.
    expect(document.results.summary).toMatchObject({ tests: 3, passed: 2, skipped: 1 });
  });

  test('writes the JSON report and exits 0 or 1 with it', async () => {
    const dir = temporaryDir();
    const json = join(dir, 'report.json');
    const junit = join(dir, 'report.xml');
    const args = [
      cli,
      '--base-url',
      mock.url,
      '--api-key',
      'k1',
      '--profile',
      'core',
      '--json',
      json,
      '--junit',
      junit,
      '--cases',
      '5',
      '--seed',
      '99',
    ];
    const code = await run(node, args).then(
      () => 0,
      (error: { code: number }) => error.code,
    );
    const report = JSON.parse(readFileSync(json, 'utf8')) as ConformanceReport;
    expect(Object.keys(report).slice(0, 6)).toEqual(['profile', 'base_url', 'run_id', 'seed', 'summary', 'rules']);
    expect(report).toMatchObject({ profile: 'core', seed: 99, preflight: { ok: true } });
    // One key: the rules that need a second account are skipped, so the run fails with 3 (a check that did not happen).
    expect(code).toBe(report.summary.failed > 0 ? 1 : 3);
    expect(code).toBe(exitCodeOf(report));
    expect(readFileSync(junit, 'utf8')).toContain('<property name="seed" value="99"/>');
  });

  // The usual mistakes are the user's, not the service's: exit 2 before any rule, one message saying what
  // to fix, and the reports say so.
  test.each([
    ['a wrong --api-key', ['--api-key', 'not-a-key'], /the service refused --api-key: GET \/v1\/jobs answered 401/],
    [
      'the same key twice',
      ['--api-key', 'k1', '--second-api-key', 'k1'],
      /--api-key and --second-api-key are the same key/,
    ],
    [
      'a --second-api-key the service does not know',
      ['--api-key', 'k1', '--second-api-key', 'k3'],
      /the service refused --second-api-key/,
    ],
    [
      'a base URL that ends in /v1',
      ['--api-key', 'k1', '--base-url-suffix', '/v1'],
      /ends in \/v1: give the service root instead/,
    ],
  ])('exits 2 before any rule on %s, and every report says why', async (_, flags, message) => {
    const dir = temporaryDir();
    const [json, junit, markdown] = ['r.json', 'r.xml', 'r.md'].map((f) => join(dir, f)) as [string, string, string];
    const suffix = flags.includes('--base-url-suffix') ? flags[flags.indexOf('--base-url-suffix') + 1]! : '';
    const rest = flags.filter((f, i) => f !== '--base-url-suffix' && flags[i - 1] !== '--base-url-suffix');
    const args = [
      cli,
      '--base-url',
      mock.url + suffix,
      ...rest,
      '--json',
      json,
      '--junit',
      junit,
      '--markdown',
      markdown,
    ];
    const { code, stderr } = await run(node, args).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    for (const key of rest.filter((_, i) => rest[i - 1] === '--api-key' || rest[i - 1] === '--second-api-key'))
      expect(stderr).not.toContain(key);
    const report = JSON.parse(readFileSync(json, 'utf8')) as ConformanceReport;
    expect(report.preflight.ok).toBe(false);
    expect(report.preflight.problems.join(' ')).toMatch(message);
    expect(report.rules).toEqual([]);
    expect(readFileSync(junit, 'utf8')).toMatch(/<testsuite name="preflight"[\s\S]*<error /);
    expect(readFileSync(markdown, 'utf8')).toContain('not run: pre-flight failed');
  });

  test.each([
    ['a missing --api-key', ['--base-url', 'http://127.0.0.1:9']],
    ['an unknown flag', ['--base-url', 'http://127.0.0.1:9', '--api-key', 'k', '--bogus']],
    ['an unknown profile', ['--base-url', 'http://127.0.0.1:9', '--api-key', 'k', '--profile', 'strict']],
    ['an unreachable service', ['--base-url', 'http://127.0.0.1:9', '--api-key', 'k']],
    ['an --only that names no rule', ['--base-url', 'http://127.0.0.1:9', '--api-key', 'k', '--only', 'NOPE-1']],
    ['a --timeout that is not a number', ['--base-url', 'http://127.0.0.1:9', '--api-key', 'k', '--timeout', 'soon']],
  ])('exits 2 on %s', async (_, args) => {
    const code = await run(node, [cli, ...args]).then(
      () => 0,
      (error: { code: number }) => error.code,
    );
    expect(code).toBe(2);
  });
});
