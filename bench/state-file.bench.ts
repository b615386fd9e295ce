// --state-file figures (issue 12): the CLI with a state file against the in-memory CLI. Runs on its own
// (not a section of run.ts): it writes hundreds of MB and takes minutes.
//   create cost: mean wall time of a create at concurrency 1, with `--small` and then `--large` jobs stored,
//     and the in-memory mock's at `--small`;
//   fill: `--large` creates at concurrency 20 into an empty state file (capped at `--cap-s` seconds);
//   kill -9: `--rounds` rounds of creates at concurrency 20, SIGKILL after `--kill-after-ms`, a restart,
//     and every acknowledged create looked up; the folder holds only the state file and its companions;
//   restart: `--restart-jobs` jobs stored, SIGTERM, then spawn to the first 200 of GET /v1/jobs;
//   start-up: median of `--runs` spawns of an empty mock to its first 200, without and with a new state file.
// Usage: node bench/state-file.bench.ts [--small 200] [--large 20000] [--restart-jobs 100000] [--rounds 3]
//        [--cap-s 300] [--only cost,fill,kill,restart,startup] [--tiny]
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emit,
  log,
  median,
  mockNodeFlags,
  nodeBin,
  parseFlags,
  pool,
  round,
  startServer,
  type RunningServer,
} from '../lab/common.ts';

const flags = parseFlags();
const tiny = flags.tiny;
const small = flags.number('small', 200);
const large = flags.number('large', tiny ? 1000 : 20_000);
const restartJobs = flags.number('restart-jobs', tiny ? 2000 : 100_000);
const rounds = flags.number('rounds', tiny ? 1 : 3);
const capMs = flags.number('cap-s', 300) * 1000;
const killAfterMs = flags.number('kill-after-ms', 1500);
const startRuns = flags.number('runs', tiny ? 3 : 7);
const sample = flags.number('sample', tiny ? 100 : 400);
const only = new Set(flags.string('only', 'cost,fill,kill,restart,startup').split(','));
const cli = fileURLToPath(new URL('../mock/server/cli.js', import.meta.url));
const key = 'dev-key';

const body = (i: number) =>
  JSON.stringify({
    name: `bench ${i}`,
    url: 'https://example.com/hook',
    schedule_type: 'interval',
    interval_seconds: 3600,
  });

/** CPU time (user + system) a process has used, from /proc: what a create costs whatever the machine's load. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function start(stateFile: string | undefined): Promise<RunningServer> {
  const args = [
    ...mockNodeFlags,
    cli,
    '--port',
    '0',
    '--log-level',
    'silent',
    '--clock',
    'virtual',
    ...(stateFile ? ['--state-file', stateFile] : []),
  ];
  return startServer('mock', nodeBin, args, { ready: /listening on (http:\/\/\S+)/, timeoutMs: 120_000 });
}

async function create(url: string, i: number): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${url}/v1/jobs`, {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: body(i),
  });
  const text = await response.text();
  return response.status === 201
    ? { status: 201, id: (JSON.parse(text) as { id: string }).id }
    : { status: response.status };
}

/** Creates `count` jobs at `width` in flight; stops early after `limitMs`. */
async function fill(
  url: string,
  count: number,
  width: number,
  limitMs = Infinity,
): Promise<{ created: number; ms: number; failed: number }> {
  const began = performance.now();
  let created = 0;
  let failed = 0;
  await pool(
    Array.from({ length: count }, (_, i) => i),
    width,
    async (i) => {
      if (performance.now() - began > limitMs) return;
      const answer = await create(url, i);
      if (answer.status === 201) created++;
      else failed++;
    },
  );
  return { created, failed, ms: performance.now() - began };
}

/** Warms a new server's code paths (1,000 creates, then their deletes), so the first figure is not its JIT's. */
async function warmUp(url: string): Promise<void> {
  const ids: string[] = [];
  await pool(
    Array.from({ length: 1000 }, (_, i) => i),
    20,
    async (i) => {
      const answer = await create(url, i);
      if (answer.id) ids.push(answer.id);
    },
  );
  await pool(ids, 20, async (id) => {
    await (await fetch(`${url}/v1/jobs/${id}`, { method: 'DELETE', headers: { 'X-API-Key': key } })).arrayBuffer();
  });
}

/** Mean wall and server CPU ms per create at concurrency 1 over `sample` creates (after 20 unmeasured). */
async function createCost(server: RunningServer): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < 20; i++) await create(server.url, i);
  const began = performance.now();
  const cpu = cpuMs(server.child.pid);
  for (let i = 0; i < sample; i++) await create(server.url, i);
  return { wall: (performance.now() - began) / sample, cpu: (cpuMs(server.child.pid) - cpu) / sample };
}

/** Fills a new state file in this process (the core and the same port as the CLI's): the HTTP fill of 100,000 jobs is slow on a loaded machine. */
async function fillInProcess(file: string, count: number): Promise<void> {
  const { createMockCore, createVirtualClock } = await import('../mock/core/index.ts');
  const { openStateFile } = await import('../mock/server/index.ts');
  const state = await openStateFile(file);
  const core = createMockCore({ clock: createVirtualClock(Date.now()), persistence: state.port });
  await core.flush();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < count) {
        const i = next++;
        const answer = await core.handle(
          new Request('http://mock.local/v1/jobs', {
            method: 'POST',
            headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
            body: body(i),
          }),
        );
        if (answer.status !== 201) throw new Error(`create answered ${answer.status}`);
      }
    }),
  );
  core.close();
  await state.close();
}

async function allJobIds(url: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const response = await fetch(`${url}/v1/jobs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      headers: { 'X-API-Key': key },
    });
    const page = (await response.json()) as { data: { id: string }[]; next_cursor: string | null };
    for (const job of page.data) ids.add(job.id);
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

async function firstAnswerMs(stateFile: string | undefined): Promise<number> {
  const began = performance.now();
  const server = await start(stateFile);
  for (;;) {
    const response = await fetch(`${server.url}/v1/jobs?limit=1`, { headers: { 'X-API-Key': key } });
    await response.arrayBuffer();
    if (response.status === 200) break;
  }
  const ms = performance.now() - began;
  await server.stop();
  return ms;
}

const dir = await mkdtemp(join(tmpdir(), 'cronjobs-state-bench-'));
const result: Record<string, unknown> = { section: 'state-file', small, large };
try {
  if (only.has('cost')) {
    const memory = await start(undefined);
    await warmUp(memory.url);
    await fill(memory.url, small, 20);
    const memoryMs = await createCost(memory);
    await memory.stop();
    const file = join(dir, 'cost.db');
    const server = await start(file);
    await warmUp(server.url);
    await fill(server.url, small, 20);
    const atSmall = await createCost(server);
    const filled = await fill(server.url, large - small - sample - 20, 20, capMs);
    const stored = small + sample + 20 + filled.created;
    const atLarge = await createCost(server);
    await server.stop();
    const ratios = (of: 'wall' | 'cpu') => ({
      in_memory_ms: round(memoryMs[of], 3),
      at_small_ms: round(atSmall[of], 3),
      at_large_ms: round(atLarge[of], 3),
      large_over_small: round(atLarge[of] / atSmall[of], 2),
      small_over_memory: round(atSmall[of] / memoryMs[of], 2),
      large_over_memory: round(atLarge[of] / memoryMs[of], 2),
    });
    result.cost = { large_stored: stored, fill_failed: filled.failed, wall: ratios('wall'), server_cpu: ratios('cpu') };
    log(`cost: ${JSON.stringify(result.cost)}`);
  }
  if (only.has('fill')) {
    const file = join(dir, 'fill.db');
    const server = await start(file);
    const cpu = cpuMs(server.child.pid);
    const filled = await fill(server.url, large, 20, capMs);
    const serverCpu = cpuMs(server.child.pid) - cpu;
    await server.stop();
    result.fill = {
      wanted: large,
      created: filled.created,
      failed: filled.failed,
      seconds: round(filled.ms / 1000, 2),
      creates_per_s: Math.round(filled.created / (filled.ms / 1000)),
      server_cpu_s: round(serverCpu / 1000, 2),
    };
    log(`fill: ${JSON.stringify(result.fill)}`);
  }
  if (only.has('kill')) {
    const rows: unknown[] = [];
    for (let r = 0; r < rounds; r++) {
      const sub = join(dir, `kill-${r}`);
      await mkdir(sub);
      const file = join(sub, 'state.db');
      const server = await start(file);
      const acknowledged: string[] = [];
      let stop = false;
      setTimeout(() => {
        stop = true;
        server.child.kill('SIGKILL');
      }, killAfterMs);
      await pool(
        Array.from({ length: 1_000_000 }, (_, i) => i),
        20,
        async (i) => {
          if (stop) return;
          try {
            const answer = await create(server.url, i);
            // An answer that arrived is acknowledged, even one that arrived after the kill was sent.
            if (answer.id) acknowledged.push(answer.id);
          } catch {
            stop = true; // the connection died with the process: that create was never acknowledged
          }
        },
      );
      await new Promise((resolve) =>
        server.child.exitCode !== null || server.child.signalCode !== null
          ? resolve(null)
          : server.child.once('exit', resolve),
      );
      const files = (await readdir(sub)).sort();
      const again = await start(file);
      const ids = await allJobIds(again.url);
      await again.stop();
      const lost = acknowledged.filter((id) => !ids.has(id)).length;
      rows.push({ acknowledged: acknowledged.length, stored_after_restart: ids.size, lost, files_after_kill: files });
      log(`kill round ${r + 1}: ${JSON.stringify(rows.at(-1))}`);
    }
    result.kill = rows;
  }
  if (only.has('restart')) {
    const file = join(dir, 'restart.db');
    await fillInProcess(file, restartJobs);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) times.push(await firstAnswerMs(file));
    result.restart = {
      jobs: restartJobs,
      first_answer_ms: times.map((t) => Math.round(t)),
      median_ms: Math.round(median(times)),
    };
    log(`restart: ${JSON.stringify(result.restart)}`);
  }
  if (only.has('startup')) {
    await firstAnswerMs(undefined); // fills the compile cache
    const memory: number[] = [];
    const withFile: number[] = [];
    for (let i = 0; i < startRuns; i++) {
      memory.push(await firstAnswerMs(undefined));
      const file = join(dir, `startup-${i}.db`);
      withFile.push(await firstAnswerMs(file));
    }
    result.startup = {
      in_memory_median_ms: Math.round(median(memory)),
      new_state_file_median_ms: Math.round(median(withFile)),
      in_memory_ms: memory.map((t) => Math.round(t)),
      new_state_file_ms: withFile.map((t) => Math.round(t)),
    };
    log(`startup: ${JSON.stringify(result.startup)}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
emit(result);
