// The Playwright recipe (examples/playwright) runs in `npm test`: 104 tests on 4 workers against one mock
// server, each worker on its own test clock (100 seeded plans, 4 answer overrides with expectRequests). Playwright's own runner, as a frontend team runs it; its
// JSON report says how many passed and on which workers — a skipped or flaky test is not a pass.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

interface Report {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  suites: Suite[];
}
interface Suite {
  suites?: Suite[];
  specs?: Array<{ tests: Array<{ results: Array<{ workerIndex: number; parallelIndex: number }> }> }>;
}

const parallelIndexes = (suite: Suite): number[] => [
  ...(suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((t) => t.results.map((r) => r.parallelIndex))),
  ...(suite.suites ?? []).flatMap(parallelIndexes),
];

test('104 Playwright tests on 4 workers, one mock, no cross-talk', async () => {
  const cli = resolve(repo, 'node_modules/@playwright/test/cli.js');
  const child = spawn(
    process.execPath,
    [cli, 'test', '-c', 'examples/playwright/playwright.config.ts', '--workers', '4', '--reporter', 'json'],
    {
      cwd: repo,
      env: { ...process.env, CRONJOBS_MOCK_PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.on('close', done));

  expect({ code, stderr: stderr.slice(-2000) }).toEqual({ code: 0, stderr: '' });
  const report = JSON.parse(stdout) as Report;
  expect(report.stats).toMatchObject({ expected: 104, unexpected: 0, skipped: 0, flaky: 0 });
  // Four workers really ran at once (parallelIndex is the slot a worker runs in: 0..workers-1).
  expect(new Set(report.suites.flatMap(parallelIndexes))).toEqual(new Set([0, 1, 2, 3]));
});
