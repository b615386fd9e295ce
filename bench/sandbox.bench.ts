// The sandbox's planning figures (docs/sandbox.md, "Capacity"), runs on its own (not a section of run.ts):
//  accounts   — one shard (the mock's CLI, a virtual clock, loaded from a fixture) holding A accounts of
//               J jobs each: its RSS, and GET /v1/jobs of one account under load (req/s, server CPU µs a
//               request) — what a shard's account count costs every request; and the heap the same world
//               retains in a core in this process (with --expose-gc);
//  balancer   — the same GET through three shards behind HAProxy, keys spread over them, beside one shard
//               directly: what the hop costs;
//  add-shard  — N accounts (one job each) on three shards, started again with four: how many moved, and
//               the start with the moves beside a start with none to make.
// Needs Debian's haproxy for the last two. Prints one JSON line.
// Usage: node --expose-gc bench/sandbox.bench.ts [--accounts 1,1000,10000] [--jobs 2] [--duration 10] [--connections 50]
//          [--move-accounts 3000] [--only accounts,balancer,add-shard] [--tiny]
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emit, log, mockCliOf, nodeBin, parseFlags, pool, root, runWorker, startServer } from '../lab/common.ts';
import { createMockCore, createVirtualClock } from '../mock/core/index.ts';
import { startSandbox, type Sandbox } from '../sandbox/start-sandbox.ts';

const flags = parseFlags(undefined, ['tiny']);
const tiny = flags.tiny;
const accountCounts = flags
  .string('accounts', tiny ? '1,100' : '1,1000,10000')
  .split(',')
  .map(Number);
const jobsPerAccount = flags.number('jobs', 2);
const duration = flags.number('duration', tiny ? 1 : 10);
const connections = flags.number('connections', tiny ? 5 : 50);
const moveAccounts = flags.number('move-accounts', tiny ? 40 : 3000);
const only = flags.string('only', 'accounts,balancer,add-shard').split(',');
const loadChild = fileURLToPath(new URL('./lib/load-child.ts', import.meta.url));
const work = await mkdtemp(join(tmpdir(), 'cronjobs-sandbox-bench-'));

interface Load {
  req_per_s: number;
  server_cpu_us_per_request: number | null;
  latency_ms: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const load = async (url: string, requests: Array<{ path: string; headers: Record<string, string> }>, pid?: number) =>
  (
    await runWorker<Load[]>(loadChild, [
      JSON.stringify({
        url,
        ...(pid ? { pid } : {}),
        connections,
        runs: [
          { name: 'get', duration, warmup: tiny ? 0 : 2, requests: requests.map((r) => ({ method: 'GET', ...r })) },
        ],
      }),
    ])
  )[0]!;

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const job = (i: number) => ({
  name: `job ${i}`,
  url: `https://example.com/ok/${i}`,
  schedule_type: 'interval',
  interval_seconds: 3600,
});

async function accountsSection() {
  const rows = [];
  for (const count of accountCounts) {
    const fixture = join(work, `accounts-${count}.json`);
    const accounts = Array.from({ length: count }, (_, a) => ({
      api_key: `bench-${a}`,
      jobs: Array.from({ length: jobsPerAccount }, (_, j) => job(j)),
    }));
    await writeFile(fixture, JSON.stringify({ accounts }));
    const retained = retainedMb({ accounts });
    const server = await startServer(
      `mock with ${count} accounts`,
      nodeBin,
      [mockCliOf(root), '--port', '0', '--clock', 'virtual', '--fixtures', fixture, '--log-level', 'silent'],
      { ready: /listening on (http:\/\/\S+)/, timeoutMs: 120_000 },
    );
    try {
      const rss = rssMb(server.child.pid!);
      const result = await load(
        server.url,
        [{ path: '/v1/jobs', headers: { 'X-API-Key': 'bench-0' } }],
        server.child.pid,
      );
      rows.push({
        accounts: count,
        jobs: count * jobsPerAccount,
        retained_heap_mb: retained,
        rss_mb_after_load: rss,
        ...pick(result),
      });
      log(`accounts ${count}: ${Math.round(result.req_per_s)} req/s, ${rss} MB`);
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** The heap a core loaded with `fixture` keeps, after a full collection; null without --expose-gc. */
function retainedMb(fixture: { accounts: unknown[] }): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  gc();
  const before = process.memoryUsage().heapUsed;
  const core = createMockCore({
    clock: createVirtualClock(Date.parse('2026-11-22T15:00:00Z')),
    fixtures: fixture as never,
  });
  gc();
  const after = process.memoryUsage().heapUsed;
  core.close();
  return Math.round(((after - before) / 2 ** 20) * 10) / 10;
}

const pick = (result: Load) => ({
  req_per_s: Math.round(result.req_per_s),
  server_cpu_us_per_request: result.server_cpu_us_per_request,
  p50_ms: result.latency_ms.p50,
  p99_ms: result.latency_ms.p99,
  failed: result.non2xx + result.errors,
});

async function makeAccounts(sandbox: Sandbox, keys: string[], withJob: boolean) {
  await pool(keys, 8, async (key) => {
    const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };
    const made = await fetch(`${sandbox.url}/__mock/accounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: key }),
    });
    if (made.status !== 201) throw new Error(`account ${key}: ${made.status}`);
    if (withJob) await fetch(`${sandbox.url}/v1/jobs`, { method: 'POST', headers, body: JSON.stringify(job(0)) });
  });
}

async function balancerSection() {
  const stateDir = await mkdtemp(join(work, 'balancer-'));
  const sandbox = await startSandbox({ shards: 3, port: 0, stateDir, clock: 'virtual', log: () => {} });
  try {
    const keys = Array.from({ length: 30 }, (_, i) => `spread-${i}`);
    await makeAccounts(sandbox, keys, true);
    const shardOf = async (key: string) =>
      (await fetch(`${sandbox.url}/v1/jobs`, { headers: { 'X-API-Key': key } })).headers.get('X-Cronjobs-Shard');
    const homes = await Promise.all(keys.map(shardOf));
    const onFirst = keys.filter((_, i) => homes[i] === 'shard1');
    const request = (key: string) => ({ path: '/v1/jobs', headers: { 'X-API-Key': key } });
    const direct = await load(sandbox.shards[0]!.url, onFirst.map(request), sandbox.shards[0]!.pid);
    const through = await load(sandbox.url, keys.map(request));
    return {
      shards: 3,
      keys_per_shard: [1, 2, 3].map((n) => homes.filter((home) => home === `shard${n}`).length),
      direct_to_one_shard: pick(direct),
      through_haproxy_to_three: pick(through),
    };
  } finally {
    await sandbox.close();
    await rm(stateDir, { recursive: true, force: true });
  }
}

async function addShardSection() {
  const stateDir = await mkdtemp(join(work, 'add-shard-'));
  const keys = Array.from({ length: moveAccounts }, (_, i) => `partner-${i}`);
  let sandbox = await startSandbox({ shards: 3, port: 0, stateDir, clock: 'virtual', log: () => {} });
  await makeAccounts(sandbox, keys, true);
  await sandbox.close();
  let began = performance.now();
  sandbox = await startSandbox({ shards: 4, port: 0, stateDir, clock: 'virtual', log: () => {} });
  const withMoves = performance.now() - began;
  const { moved, stayed } = sandbox.rebalanced;
  await sandbox.close();
  began = performance.now();
  sandbox = await startSandbox({ shards: 4, port: 0, stateDir, clock: 'virtual', log: () => {} });
  const withoutMoves = performance.now() - began;
  const again = sandbox.rebalanced.moved.length;
  await sandbox.close();
  await rm(stateDir, { recursive: true, force: true });
  return {
    accounts: moveAccounts,
    moved: moved.length,
    moved_share: Math.round((moved.length / moveAccounts) * 1000) / 1000,
    moved_to: [...new Set(moved.map((move) => move.to))],
    stayed,
    start_ms_with_moves: Math.round(withMoves),
    start_ms_without_moves: Math.round(withoutMoves),
    moved_on_the_next_start: again,
  };
}

const loadBefore = loadavg()[0];
const result: Record<string, unknown> = { tiny, connections, duration_s: duration };
try {
  if (only.includes('accounts')) result.accounts = await accountsSection();
  if (only.includes('balancer')) result.balancer = await balancerSection();
  if (only.includes('add-shard')) result.add_shard = await addShardSection();
} finally {
  await rm(work, { recursive: true, force: true });
}
emit({ ...result, load_average: [loadBefore, loadavg()[0]] });
