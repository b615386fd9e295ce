// Keeps the benchmarks from rotting: `npm test` runs every bench script once in its tiny configuration
// (bench/run.ts --tiny: small counts, sections side by side) and checks each produced well-formed
// results. Speed is never asserted here — on a loaded machine it means nothing; `npm run bench` measures.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BenchReport } from './lib/report.ts';

const runScript = fileURLToPath(new URL('./run.ts', import.meta.url));
const root = fileURLToPath(new URL('../', import.meta.url));
let dir: string;
let report: BenchReport;
let markdown: string;
let exit: { code: number | null; stderr: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-bench-test-'));
  const child = spawn(process.execPath, [runScript, '--tiny', '--out', dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  // A hard stop well inside the hook's time limit: a hung server must not hang the suite.
  const timer = setTimeout(() => child.kill('SIGKILL'), 100_000);
  exit = await new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  clearTimeout(timer);
  report = JSON.parse(await readFile(join(dir, 'latest.json'), 'utf8')) as BenchReport;
  markdown = await readFile(join(dir, 'latest.md'), 'utf8');
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

describe('bench scripts in their tiny configuration', () => {
  test('run.ts finished without a failed section and wrote both files', () => {
    expect(report.errors, exit.stderr.slice(-3000)).toEqual([]);
    expect(exit.code).toBe(0);
    expect(report.tiny).toBe(true);
    expect(markdown).toContain('# cronjobs-kit benchmarks');
    for (const heading of [
      '1. HTTP throughput',
      '2. Start-up',
      '3a. Simulator',
      '3b. Simulator',
      '3c. Simulator',
      '4. State scale',
      '5. Conformance',
      '6. Validating proxy',
      '7. In-process mock against MSW',
    ])
      expect(markdown).toContain(heading);
  });

  test('http: every server answered every workload with 2xx only, with ratios', () => {
    const http = report.sections.http!;
    expect(new Set(http.cells.map((cell) => cell.server))).toEqual(new Set(['floor', 'adapter', 'prism', 'mock']));
    expect(http.cells).toHaveLength(12);
    for (const cell of http.cells) {
      expect(cell.requests, `${cell.server} ${cell.workload}`).toBeGreaterThan(0);
      expect(cell.non2xx + cell.errors, `${cell.server} ${cell.workload}`).toBe(0);
      expect(finite(cell.req_per_s) && finite(cell.p50_ms) && finite(cell.p99_ms)).toBe(true);
    }
    for (const ratio of http.ratios) expect(finite(ratio.mock_over_prism) && finite(ratio.mock_over_floor)).toBe(true);
    expect(markdown).toContain('mock − adapter (the core)');
  });

  test('startup: a time for the mock and for Prism', () => {
    const { servers } = report.sections.startup!;
    expect(finite(servers.mock?.median_ms) && finite(servers.prism?.median_ms)).toBe(true);
  });

  test('simulator: runs counted through the engine and the core, memory sampled', () => {
    const rows = report.sections.simulator!.rows;
    expect(rows.map((r) => `${r.path} ${r.schedule}`).sort()).toEqual([
      'core cron',
      'core interval',
      'engine interval',
      'server+sse interval',
    ]);
    for (const row of rows) {
      // Interval jobs at 60 s: one run a minute each. Cron: the bench's expressions run at least hourly.
      if (row.schedule === 'interval') expect(row.runs).toBe(row.jobs * row.hours * 60);
      else expect(row.runs).toBeGreaterThanOrEqual(row.jobs * row.hours * 0.5);
      expect(finite(row.runs_per_second) && row.peak_rss_mb > 0 && finite(row.heap_mb.after_advance)).toBe(true);
    }
    const stuck = rows.find((r) => r.path === 'server+sse')!.stuck_client!;
    expect(finite(stuck.growth_mb) && stuck.heap_and_buffers_mb.peak > 0 && stuck.rss_peak_mb > 0).toBe(true);
    expect(markdown).toContain('Event stream with a client that never reads');
  });

  test('year: the realistic account ran at least every run of its interval jobs, timed', () => {
    const row = report.sections.year!;
    // The 60 interval jobs alone: every k minutes for k = 1…60, over the days advanced; cron jobs add more.
    let intervalRuns = 0;
    for (let k = 1; k <= 60; k++) intervalRuns += Math.floor((row.days * 1440) / k);
    expect(row.jobs).toBe(100);
    expect(row.runs).toBeGreaterThan(intervalRuns);
    expect(row.runs_in_answer).toBe(1000);
    expect(finite(row.seconds) && finite(row.cpu_seconds)).toBe(true);
  });

  test('event loop: both schedules ran jobs on the real clock and measured the delay', () => {
    const rows = report.sections['event-loop']!.rows;
    expect(rows.map((r) => r.schedule)).toEqual(['spread', 'burst']);
    for (const row of rows) {
      expect(row.runs).toBeGreaterThan(0);
      expect(finite(row.delay_ms.p99)).toBe(true);
      expect(row.busy_ms!.samples > 0 && finite(row.busy_ms!.max)).toBe(true);
    }
  });

  test('scale: page latencies and memory per job for each size', () => {
    const rows = report.sections.scale!.rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(finite(row.first_page.p50_ms) && finite(row.deep_page.p50_ms)).toBe(true);
      expect(row.bytes_per_job).toBeGreaterThan(0);
    }
  });

  test('proxy: the bare hop and both judge levels measured, every request answered', () => {
    const rows = report.sections.proxy!.rows;
    expect(rows.map((r) => r.judge)).toEqual(['bare hop (floor)', 'full', 'core']);
    for (const row of rows) {
      expect(row.direct.requests).toBe(row.proxied.requests);
      expect(row.proxied.requests).toBeGreaterThan(0);
      expect(finite(row.added_p50_ms) && finite(row.proxied.p99_ms)).toBe(true);
    }
  });

  test('in-process: every workload timed on both paths, with the ratio', () => {
    const rows = report.sections['in-process']!.rows;
    expect(rows.map((r) => r.workload)).toEqual(['GET /v1/jobs', 'GET /v1/jobs/{id}', 'POST + DELETE /v1/jobs']);
    for (const row of rows) {
      expect(row.requests).toBeGreaterThan(0);
      expect(finite(row.in_process.p50_ms) && finite(row.msw.p50_ms) && finite(row.msw_over_in_process_p50)).toBe(true);
    }
  });

  test('conformance: the suite ran against the mock and passed', () => {
    const { results } = report.sections.conformance!;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.rules).toBeGreaterThan(0);
      expect(result.failed).toBe(0);
      expect(finite(result.wall_s)).toBe(true);
    }
  });
});
