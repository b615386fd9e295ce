// Section 4 — state scale (a worker: one store size per process, so memory figures are its own). Loads
// N jobs (definitions and run-time state) into one account in-process through the core's saved-state path (createMockCore({ initialState }),
// as --state-file does — no HTTP), then times GET /v1/jobs?limit=20 through core.handle: the first page
// and a page deep in the list (a cursor at the middle of the store). A cursor's cost must not grow with
// the store. Memory per job: heap retained after a full GC (run with --expose-gc), divided by N.
// Usage: node --expose-gc bench/scale.bench.ts [--jobs N] [--requests K] [--tiny]
import { createMockCore, createVirtualClock, toTimestamp, type StateSnapshot } from '../mock/core/index.ts';
import { emit, parseFlags, percentile, round } from '../lab/common.ts';
import { createJobIds } from '../lab/job-ids.ts';

const flags = parseFlags();
const jobCount = Math.round(flags.number('jobs', flags.tiny ? 1000 : 100_000));
const requests = Math.round(flags.number('requests', flags.tiny ? 50 : 3000));
const gc = (globalThis as { gc?: () => void }).gc;
const heapUsed = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
};

const start = Date.parse('2026-11-22T15:00:00.000Z');
const clock = createVirtualClock(start + jobCount * 10 + 60_000);
const heapBase = heapUsed();

// The accounts of a fresh core (key dev-key), then N job definitions, created 10 ms apart.
let snapshot: StateSnapshot | undefined = createMockCore({ clock: createVirtualClock(start) }).snapshot();
// Ids that sort by creation and fit the spec's pattern.
const nextId = createJobIds();
const ids: string[] = new Array(jobCount);
const accountId = snapshot.accounts[0]!.id;
for (let i = 0; i < jobCount; i++) {
  const created = toTimestamp(start + i * 10);
  const id = nextId(start + i * 10);
  ids[i] = id;
  snapshot.jobs.push({
    account_id: accountId,
    job: {
      id,
      name: `scale ${i}`,
      url: `https://scale.example/ok?i=${i}`,
      method: 'GET',
      schedule_type: 'interval',
      interval_seconds: 86_400,
      notify_on_failure: false,
      timeout_seconds: 30,
      status: 'active',
      created_at: created,
      updated_at: created,
    },
  });
  // Its run-time state, as a saved one that never ran: first run a day after its creation.
  snapshot.simulator.jobs.push({
    job_id: id,
    next_due_ms: start + i * 10 + 86_400_000,
    consecutive_failures: 0,
    in_progress: null,
    history: [],
  });
}
const loadStarted = performance.now();
const core = createMockCore({ clock, initialState: snapshot });
const loadMs = performance.now() - loadStarted;
snapshot = undefined;
const heapWithJobs = heapUsed();

const key = { 'X-API-Key': 'dev-key' };
async function page(query: string): Promise<number> {
  const began = performance.now();
  const response = await core.handle(new Request(`http://bench.test/v1/jobs?${query}`, { headers: key }));
  const body = (await response.json()) as { data: unknown[] };
  const ms = performance.now() - began;
  if (response.status !== 200 || body.data.length !== Math.min(20, jobCount))
    throw new Error(`page ${query} answered ${response.status} with ${body.data.length} jobs`);
  return ms;
}

// A cursor pointing after the middle job: the page below it, newest first.
// The cursor as the mock spells it (base64url JSON of the last key and the filters; opaque to clients).
const cursorAfter = (id: string) => Buffer.from(JSON.stringify({ k: id, f: 'status=' })).toString('base64url');
const deepQuery = `limit=20&cursor=${cursorAfter(ids[Math.floor(jobCount / 2)]!)}`;
const firstQuery = 'limit=20';
async function measure(query: string) {
  for (let i = 0; i < Math.min(200, requests); i++) await page(query);
  const times: number[] = [];
  // CPU time as well as wall time: a neighbour's load stretches the one, hardly the other.
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < requests; i++) times.push(await page(query));
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(times, 50), 3),
    p99_ms: round(percentile(times, 99), 3),
    mean_ms: round(times.reduce((s, t) => s + t, 0) / times.length, 3),
    cpu_us_per_request: round((cpu.user + cpu.system) / requests, 1),
  };
}
const first = await measure(firstQuery);
const deep = await measure(deepQuery);

emit({
  section: 'scale',
  jobs: jobCount,
  requests,
  load_ms: Math.round(loadMs),
  first_page: first,
  deep_page: deep,
  heap_mb: round((heapWithJobs - heapBase) / 2 ** 20, 1),
  bytes_per_job: Math.round((heapWithJobs - heapBase) / jobCount),
  rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
  peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  gc: gc !== undefined,
});
