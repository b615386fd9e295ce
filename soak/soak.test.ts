// The short soak inside `npm test`: `soak/run.ts --short` (seed 1: two rounds of 2,000 fuzzed requests on one
// server, each early-answer case 100 times, 50 slow-header clients for 3 s, 10 MB bodies) against the real
// CLI, asserting what must hold on any machine — no 5xx, no dropped connection, no /v1 request reaching
// /__mock, the process alive, isolation, idempotency, a 413 for each big body. Timing and memory targets are
// judged only by `npm run soak`'s own report.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SoakReport } from './report.ts';

const runScript = fileURLToPath(new URL('./run.ts', import.meta.url));
let dir: string;
let report: SoakReport;
let stderr = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-soak-test-'));
  const child = spawn(process.execPath, [runScript, '--short', '--out', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A hard stop inside the hook's limit: a hung server must not hang the suite.
  const timer = setTimeout(() => child.kill('SIGKILL'), 85_000);
  await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  report = JSON.parse(await readFile(join(dir, 'latest.json'), 'utf8')) as SoakReport;
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the short soak against the real server (seed 1)', () => {
  test('every section ran without an error and the server outlived it', () => {
    expect(report.errors, stderr.slice(-3000)).toEqual([]);
    expect(report.short).toBe(true);
    expect(report.server.alive_at_end, report.server.stderr_tail).toBe(true);
  });

  test('two rounds of 2,000 fuzzed requests on one server: every one answered, none 5xx, none from /__mock under /v1', () => {
    const rounds = report.sections.fuzz_rounds!;
    expect(rounds.map((round) => [round.seed, round.sent])).toEqual([
      [1, 2_000],
      [2, 2_000],
    ]);
    expect(report.sections.fuzz).toEqual(rounds[0]);
    // On a failure, the groups say what the failing requests had in common and the replays send one alone.
    const replaysOf = (round: (typeof rounds)[number]) =>
      round.samples.slice(0, 5).map((sample) => `${sample.kind} (${sample.detail}): ${sample.replay}`);
    expect({ groups: rounds[1]!.failure_groups, replays: replaysOf(rounds[1]!) }).toEqual({ groups: {}, replays: [] });
    const fuzz = rounds[0]!;
    const replays = replaysOf(fuzz);
    expect({ failures: fuzz.failures, groups: fuzz.failure_groups, replays }).toEqual({
      failures: { '5xx': 0, dropped: 0, timeout: 0, refused: 0, 'reached-control': 0 },
      groups: {},
      replays: [],
    });
    expect(fuzz.by_class['4xx']).toBeGreaterThan(0);
    expect(fuzz.by_class['2xx']).toBeGreaterThan(0);
  });

  test("each round's memory is read again after a full collection through the server's inspector", () => {
    // Where /proc gives no RSS (not Linux), there is nothing to read before or after.
    if (report.server.rss_start_mb === null) return;
    const rounds = report.sections.fuzz_rounds!;
    expect(rounds.map((round) => typeof round.rss_collected_mb)).toEqual(['number', 'number']);
  });

  test('account B can neither see nor change account A’s jobs, and the other way round', () => {
    const failed = report.sections.isolation!.checks.filter((check) => !check.ok);
    expect(failed).toEqual([]);
    expect(report.sections.isolation!.checks.length).toBeGreaterThanOrEqual(20);
  });

  test('50 concurrent creates with one Idempotency-Key: one job, one answer', () => {
    expect(report.sections.idempotency).toMatchObject({
      requests: 50,
      jobs_created: 1,
      distinct_answers: 1,
      statuses: { 201: 50 },
    });
  });

  test('requests refused before their body is read are answered, not reset, while the body still arrives', () => {
    const lost = report.sections.early_answers!.map(({ name, sent, dropped, timeouts }) => ({
      name,
      sent,
      lost: dropped + timeouts,
    }));
    expect(lost).toEqual(report.sections.early_answers!.map(({ name }) => ({ name, sent: 100, lost: 0 })));
    expect(lost).toHaveLength(7);
  });

  test('a 10 MB body, announced or chunked, is answered 413 rather than dropped', () => {
    const bodies = report.sections.big_bodies!.map(({ framing, status, answered, drop }) => ({
      framing,
      status,
      answered,
      drop,
    }));
    expect(bodies).toEqual([
      { framing: 'content-length', status: 413, answered: true, drop: null },
      { framing: 'chunked', status: 413, answered: true, drop: null },
    ]);
  });

  test('a normal client is answered while slow-header clients hold connections', () => {
    const slow = report.sections.slow_headers!;
    expect(slow.connected).toBe(50);
    expect(slow.probe_failures).toBe(0);
  });
});
