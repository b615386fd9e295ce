// Section 1 — HTTP throughput, side by side in one run: the mock (CLI, real clock, its simulator running
// 10,000 active jobs at 60 s), `prism mock spec/openapi.yaml`, the bare Express floor (floor-server.ts)
// and the adapter floor (adapter-floor-server.ts: the mock's Express adapter around a core that does
// nothing). Every server is its own process; every measurement is autocannon in a separate load process
// (lib/load-child.ts) with the same connections and duration.
// Usage: node bench/http.bench.ts [--duration S] [--warmup S] [--connections N] [--rounds N]
//        [--sim-jobs N] [--sim-spread S] [--list-jobs N] [--servers floor,adapter,prism,mock] [--mock-checkout DIR] [--tiny]
// Prints one JSON line (see `HttpResult`).
import { fileURLToPath } from 'node:url';
import type { HttpCell } from './lib/report.ts';
import {
  emit,
  freePort,
  log,
  median,
  mockCliOf,
  mockNodeFlags,
  nodeBin,
  nodeFlagsOf,
  parseFlags,
  pool,
  round,
  runWorker,
  sleep,
  startServer,
  type RunningServer,
} from '../lab/common.ts';

const flags = parseFlags();
const tiny = flags.tiny;
const connections = flags.number('connections', tiny ? 10 : 50);
const duration = flags.number('duration', 10);
const warmup = flags.number('warmup', 2);
const rounds = Math.max(1, Math.round(flags.number('rounds', 1)));
const simJobs = Math.round(flags.number('sim-jobs', tiny ? 200 : 10_000));
const listJobs = Math.round(flags.number('list-jobs', tiny ? 100 : 1000));
/** Seconds over which the simulator's jobs are created (one interval: an even spread of runs). */
const spreadSeconds = flags.number('sim-spread', tiny ? 0 : 60);
/** Tiny runs send a fixed number of requests instead of running for a duration. */
const tinyAmount = 200;
const servers = flags.string('servers', 'floor,adapter,prism,mock').split(',').filter(Boolean) as ServerName[];

type ServerName = 'mock' | 'prism' | 'floor' | 'adapter';
type WorkloadName = 'list' | 'create' | 'mix';

const benchKey = 'bench-key';
const simKey = 'sim-key';
const headers = { 'X-API-Key': benchKey };
// Listed jobs run once a day, so no run happens to them during the bench and their records match the
// floor's (last_run null); created jobs run hourly, so they add no simulator load either.
const listedJob = (i: number) => ({
  name: `listed ${i}`,
  url: `https://bench.example/listed/${i}`,
  schedule_type: 'interval',
  interval_seconds: 86_400,
});
const createBody = JSON.stringify({
  name: 'bench create',
  url: 'https://bench.example/created',
  method: 'POST',
  schedule_type: 'interval',
  interval_seconds: 3600,
});
// The simulator's load: outcomes simulated from the URL, one job in ten failing (/status/500).
const simJob = (i: number) => ({
  name: `sim ${i}`,
  url: i % 10 === 0 ? `https://sim.example/status/500?i=${i}` : `https://sim.example/ok?i=${i}`,
  schedule_type: 'interval',
  interval_seconds: 60,
});

const listRequest = { method: 'GET', path: '/v1/jobs?limit=20', headers };
const createRequest = {
  method: 'POST',
  path: '/v1/jobs',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: createBody,
};
const workloads: Record<WorkloadName, { title: string; requests: Array<typeof listRequest | typeof createRequest> }> = {
  list: { title: `GET /v1/jobs?limit=20 (${listJobs.toLocaleString('en')} jobs stored)`, requests: [listRequest] },
  create: { title: 'POST /v1/jobs (valid body)', requests: [createRequest] },
  // autocannon cycles the array per connection: four reads, one write.
  mix: {
    title: '80/20 list/create mix',
    requests: [listRequest, listRequest, listRequest, listRequest, createRequest],
  },
};

const loadChild = fileURLToPath(new URL('./lib/load-child.ts', import.meta.url));
// --mock-checkout: the mock of another checkout of this project (another commit's, with its own `npm start`
// flags), for a before/after run (run.ts --before).
const otherCheckout = flags.has('mock-checkout') ? flags.string('mock-checkout', '') : undefined;
const cli = otherCheckout ? mockCliOf(otherCheckout) : fileURLToPath(new URL('../mock/server/cli.js', import.meta.url));
const mockFlags = otherCheckout ? nodeFlagsOf(otherCheckout) : mockNodeFlags;
const floorScript = fileURLToPath(new URL('./floor-server.ts', import.meta.url));
const adapterScript = fileURLToPath(new URL('./adapter-floor-server.ts', import.meta.url));

interface LoadResult {
  seconds: number;
  requests: number;
  req_per_s: number;
  latency_ms: { p50: number; p90: number; p99: number; mean: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  server_cpu_us_per_request: number | null;
  server_cpu_share: number | null;
}

/** One load process per server and round: warm-up and measurement of each workload in turn. */
function load(
  url: string,
  pid: number | undefined,
  names: readonly WorkloadName[],
): Promise<Array<LoadResult & { name: WorkloadName }>> {
  const runs = names.map((name) => ({
    name,
    requests: workloads[name].requests,
    ...(tiny ? { amount: tinyAmount } : { duration, warmup }),
  }));
  return runWorker(loadChild, [JSON.stringify({ url, pid, connections, runs })], {
    timeoutMs: (names.length * (duration + warmup + 30) + 30) * 1000,
  });
}

async function start(name: ServerName): Promise<RunningServer> {
  if (name === 'mock')
    return startServer(
      'mock',
      nodeBin,
      [
        ...mockFlags,
        cli,
        '--port',
        '0',
        '--clock',
        'real',
        '--log-level',
        'silent',
        '--api-key',
        benchKey,
        '--api-key',
        simKey,
      ],
      {
        ready: /(http:\/\/127\.0\.0\.1:\d+)/,
      },
    );
  // The floor runs with the same Node flags as the mock, so the two differ only in code.
  if (name === 'floor')
    return startServer('floor', nodeBin, [...mockNodeFlags, floorScript, '--port', '0', '--api-key', benchKey], {
      ready: /(http:\/\/127\.0\.0\.1:\d+)/,
    });
  if (name === 'adapter')
    return startServer('adapter', nodeBin, [...mockNodeFlags, adapterScript, '--port', '0', '--api-key', benchKey], {
      ready: /(http:\/\/127\.0\.0\.1:\d+)/,
    });
  const port = await freePort();
  return startServer(
    'prism',
    'node_modules/.bin/prism',
    ['mock', 'spec/openapi.yaml', '--host', '127.0.0.1', '--port', String(port)],
    {
      ready: /Prism is listening/,
      url: `http://127.0.0.1:${port}`,
      timeoutMs: 60_000,
    },
  );
}

async function createJobs(url: string, key: string, count: number, body: (i: number) => object): Promise<void> {
  await pool(
    Array.from({ length: count }, (_, i) => i),
    16,
    async (i) => {
      const response = await fetch(`${url}/v1/jobs`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(body(i)),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`seeding ${url} answered ${response.status}`);
    },
  );
}

/** Runs made by the simulator so far, estimated from the histories of 50 of its jobs spread over the list. */
async function simulatorRuns(
  url: string,
): Promise<{ sampled_jobs: number; runs_per_job: number; estimated_runs: number }> {
  const get = async <T>(path: string) =>
    (await (await fetch(`${url}${path}`, { headers: { 'X-API-Key': simKey } })).json()) as T;
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pageNo = 0; pageNo < 1000; pageNo++) {
    const page: { data: Array<{ id: string }>; next_cursor: string | null } = await get(
      `/v1/jobs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...page.data.map((job) => job.id));
    cursor = page.next_cursor;
    if (!cursor) break;
  }
  const step = Math.max(1, Math.floor(ids.length / 50));
  const sample = ids.filter((_, i) => i % step === 0).slice(0, 50);
  let runs = 0;
  for (const id of sample) runs += (await get<{ data: unknown[] }>(`/v1/jobs/${id}/runs?limit=100`)).data.length;
  const perJob = sample.length ? runs / sample.length : 0;
  return { sampled_jobs: sample.length, runs_per_job: round(perJob), estimated_runs: Math.round(perJob * ids.length) };
}

const began = Date.now();
log(`http: starting ${servers.join(', ')}`);
const running = new Map<ServerName, RunningServer>();
await Promise.all(servers.map(async (name) => running.set(name, await start(name))));
try {
  // The simulator's jobs first, so they are running by the time the mock is measured (it comes last).
  const mock = running.get('mock');
  let simSeededAt = Date.now();
  if (mock) {
    log(`http: seeding ${simJobs} simulator jobs over ${spreadSeconds} s and ${listJobs} listed jobs into the mock`);
    // Created over one interval, so their runs are spread evenly (≈ simJobs / 60 per second) rather than
    // all falling due in the few seconds seeding takes.
    const batches = Math.max(1, Math.round(spreadSeconds));
    const seedStart = Date.now();
    for (let b = 0; b < batches; b++) {
      const from = Math.floor((b * simJobs) / batches);
      const to = Math.floor(((b + 1) * simJobs) / batches);
      await createJobs(mock.url, simKey, to - from, (i) => simJob(from + i));
      const wait = seedStart + ((b + 1) * spreadSeconds * 1000) / batches - Date.now();
      if (wait > 0 && b < batches - 1) await sleep(wait);
    }
    simSeededAt = seedStart;
    await createJobs(mock.url, benchKey, listJobs, listedJob);
  }
  const floor = running.get('floor');
  if (floor) await createJobs(floor.url, benchKey, listJobs, listedJob);
  // Prism is stateless: nothing to seed, it answers the documented example whatever was stored.

  const samples: Array<{ round: number; server: ServerName; workload: WorkloadName } & LoadResult> = [];
  let simulator: Awaited<ReturnType<typeof simulatorRuns>> | undefined;
  let waitedForSimulatorMs = 0;
  const measure = async (server: ServerName, round_: number) => {
    const target = running.get(server)!;
    log(`http: ${server}: ${names.join(', ')} (round ${round_ + 1}/${rounds})`);
    for (const result of await load(target.url, target.child.pid, names))
      samples.push({ round: round_ + 1, server, workload: result.name, ...result });
  };
  const names = ['list', 'create', 'mix'] as const;
  for (let round_ = 0; round_ < rounds; round_++) {
    // Tiny runs only check that everything works: the servers are loaded at the same time.
    if (tiny) {
      await Promise.all(servers.map((server) => measure(server, round_)));
      continue;
    }
    // Odd rounds go in the opposite order, so no server is always measured right after the same one.
    for (const server of round_ % 2 === 0 ? servers : [...servers].reverse()) {
      if (server === 'mock') {
        // The first scheduled runs fall due one interval after creation: measure the mock only once the
        // simulator is in its steady state.
        const wait = simSeededAt + 61_000 - Date.now();
        if (wait > 0) {
          log(`http: waiting ${Math.ceil(wait / 1000)} s for the simulator's first runs`);
          waitedForSimulatorMs += wait;
          await sleep(wait);
        }
      }
      await measure(server, round_);
    }
  }
  if (mock) simulator = await simulatorRuns(mock.url);

  // Median over rounds per cell.
  const cells: HttpCell[] = [];
  for (const server of servers)
    for (const workload of ['list', 'create', 'mix'] as const) {
      const own = samples.filter((s) => s.server === server && s.workload === workload);
      cells.push({
        server,
        workload,
        req_per_s: Math.round(median(own.map((s) => s.req_per_s))),
        p50_ms: median(own.map((s) => s.latency_ms.p50)),
        p99_ms: median(own.map((s) => s.latency_ms.p99)),
        requests: own.reduce((sum, s) => sum + s.requests, 0),
        non2xx: own.reduce((sum, s) => sum + s.non2xx, 0),
        errors: own.reduce((sum, s) => sum + s.errors + s.timeouts, 0),
        server_cpu_us_per_request:
          own[0]?.server_cpu_us_per_request == null
            ? null
            : Math.round(median(own.map((s) => s.server_cpu_us_per_request ?? 0))),
        server_cpu_share: own[0]?.server_cpu_share == null ? null : median(own.map((s) => s.server_cpu_share ?? 0)),
      });
    }
  const cell = (server: ServerName, workload: WorkloadName) =>
    cells.find((c) => c.server === server && c.workload === workload);
  const perCpu = (m: HttpCell | undefined, other: HttpCell | undefined) =>
    m?.server_cpu_us_per_request && other?.server_cpu_us_per_request
      ? round(other.server_cpu_us_per_request / m.server_cpu_us_per_request)
      : null;
  const ratios = (['list', 'create', 'mix'] as const).map((workload) => {
    const m = cell('mock', workload);
    const p = cell('prism', workload);
    const f = cell('floor', workload);
    return {
      workload,
      mock_over_prism: m && p && p.req_per_s > 0 ? round(m.req_per_s / p.req_per_s) : null,
      mock_over_floor: m && f && f.req_per_s > 0 ? round(m.req_per_s / f.req_per_s) : null,
      mock_p99_ms: m?.p99_ms ?? null,
      // Requests per server CPU-second, mock over the other: the same comparison without the load
      // generator's and the neighbours' share of the cores.
      mock_over_prism_per_cpu: perCpu(m, p),
      mock_over_floor_per_cpu: perCpu(m, f),
    };
  });
  emit({
    section: 'http',
    config: {
      connections,
      duration_s: tiny ? null : duration,
      amount: tiny ? tinyAmount : null,
      warmup_s: tiny ? null : warmup,
      rounds,
      sim_jobs: simJobs,
      list_jobs: listJobs,
      servers,
    },
    workloads: Object.fromEntries(Object.entries(workloads).map(([name, w]) => [name, w.title])),
    start_ms: Object.fromEntries([...running].map(([name, s]) => [name, Math.round(s.readyMs)])),
    waited_for_simulator_s: round(waitedForSimulatorMs / 1000, 1),
    simulator_seed: { spread_over_s: spreadSeconds },
    simulator,
    cells,
    ratios,
    samples,
    seconds: round((Date.now() - began) / 1000, 1),
  });
} finally {
  await Promise.all([...running.values()].map((s) => s.stop()));
}
