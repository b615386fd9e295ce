// Section 5 — the conformance suite's wall time against the local mock, per profile: the mock's CLI is
// started with two accounts, then `node conformance/cli.ts --base-url … --api-key … --second-api-key …
// --profile core|full --json FILE` runs once per profile, each in its own process, timed from spawn to exit.
// Usage: node bench/conformance.bench.ts [--profiles core,full] [--tiny]   (tiny: --cases 2)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emit, log, mockNodeFlags, nodeBin, parseFlags, root, round, startServer } from '../lab/common.ts';

const flags = parseFlags();
const profiles = flags.string('profiles', 'core,full').split(',').filter(Boolean);
const cli = fileURLToPath(new URL('../mock/server/cli.js', import.meta.url));
const conformance = fileURLToPath(new URL('../conformance/cli.ts', import.meta.url));

interface Report {
  profile: string;
  summary: { passed: number; failed: number; skipped: number };
}

function run(args: string[], timeoutMs: number): Promise<{ code: number | null; ms: number; output: string }> {
  const began = performance.now();
  const child = spawn(nodeBin, [conformance, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: performance.now() - began, output });
    }),
  );
}

const dir = await mkdtemp(join(tmpdir(), 'cronjobs-bench-conformance-'));
const mock = await startServer(
  'mock',
  nodeBin,
  [...mockNodeFlags, cli, '--port', '0', '--log-level', 'silent', '--api-key', 'conf-a', '--api-key', 'conf-b'],
  {
    ready: /(http:\/\/127\.0\.0\.1:\d+)/,
  },
);
try {
  const results = [];
  for (const profile of profiles) {
    log(`conformance: ${profile}`);
    const json = join(dir, `${profile}.json`);
    const args = [
      '--base-url',
      mock.url,
      '--api-key',
      'conf-a',
      '--second-api-key',
      'conf-b',
      '--profile',
      profile,
      '--json',
      json,
      ...(flags.tiny ? ['--cases', '2'] : []),
    ];
    const { code, ms, output } = await run(args, 300_000);
    let report: Report | undefined;
    try {
      report = JSON.parse(await readFile(json, 'utf8')) as Report;
    } catch {
      throw new Error(`conformance --profile ${profile} wrote no report (exit ${code}): ${output.slice(-2000)}`);
    }
    results.push({
      profile,
      exit_code: code,
      wall_ms: Math.round(ms),
      wall_s: round(ms / 1000, 2),
      ...report.summary,
      rules: report.summary.passed + report.summary.failed + report.summary.skipped,
    });
  }
  emit({
    section: 'conformance',
    base_url: mock.url,
    second_account: true,
    cases: flags.tiny ? 2 : 'default',
    results,
  });
} finally {
  await mock.stop();
  await rm(dir, { recursive: true, force: true });
}
