// Section 3a — the run simulator's throughput (a worker; bench/run.ts starts it once per row): 10,000
// interval jobs at 60 s, one virtual 24-hour advance — 14.4 M simulated runs. Prints one JSON line:
// runs per second (wall and CPU), peak RSS, and the heap retained after a full GC (run with
// --expose-gc), which the history limit — not the number of runs — must bound.
// Usage: node --expose-gc bench/simulator.bench.ts [jobs] [hours] [--core | --sse] [--cron] [--history-limit N] [--tiny]
// `--cron` gives every job a cron schedule instead: 8 expressions × 5 zones (40 distinct schedules, from
// every minute to weekdays at 09:30), so the rate includes croner's next-time computation (memoised per
// expression and zone, mock/core/simulator/next-times.ts).
// The jobs live in a mock core (createMockCore, created through its handle). By default the advance calls
// the core's engine; `--core` goes through the advance endpoint, so it measures whatever the control API
// adds per run (nothing: the engine owns the run-time state).
// `--sse` runs the Node server (startMockServer), advances 2 h to fill every history, connects a
// `/__mock/events` client that never reads, and advances over HTTP: the retained heap and external
// buffers are sampled (after a full GC) every 5 s during the advance — the bounded event stream
// must keep them flat however many events the client misses.
import { createMockCore, createVirtualClock, seededRandom } from '../mock/core/index.ts';
import { connect, type Socket } from 'node:net';
import { startMockServer, type MockServer } from '../mock/server/index.ts';
import { parseFlags } from '../lab/common.ts';

const flags = parseFlags(undefined, ['tiny', 'core', 'sse', 'cron']);
const withStuckClient = flags.has('sse');
const throughCore = flags.has('core') || withStuckClient;
const cron = flags.has('cron');
const expressions = [
  '* * * * *',
  '*/2 * * * *',
  '*/5 * * * *',
  '*/15 * * * *',
  '*/10 8-18 * * *',
  '0 * * * *',
  '30 9 * * 1-5',
  '0 0 * * *',
];
const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Sydney'];
const jobCount = Number(flags.positionals[0] ?? (flags.tiny ? 200 : 10_000));
const hours = Number(flags.positionals[1] ?? (flags.tiny ? 1 : 24));
const historyLimit = flags.number('history-limit', 100);
const start = Date.parse('2026-11-22T15:00:00.000Z');
const clock = createVirtualClock(start);
const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return Math.round(process.memoryUsage().heapUsed / 2 ** 20);
};

// One job in ten fails (/status/500); one in ten thousand of those notifies.
const jobFields = (i: number) => ({
  name: `bench ${i}`,
  url: i % 10 === 0 ? `https://example.com/status/500?i=${i}` : `https://example.com/ok?i=${i}`,
  method: 'GET' as const,
  ...(cron
    ? {
        schedule_type: 'cron' as const,
        cron_expression: expressions[i % expressions.length]!,
        timezone: zones[Math.floor(i / expressions.length) % zones.length]!,
      }
    : { schedule_type: 'interval' as const, interval_seconds: 60 }),
  notify_on_failure: i % 10_000 === 0,
  timeout_seconds: 30,
});

const heapBeforeJobs = heapMb();
let advance: () => Promise<{ runs_total: number; runs_in_answer: number }>;
let server: MockServer | undefined;
let stuckClient: Socket | undefined;
// Both paths hold the jobs in a core, created through its handle; `--core` advances through the control
// API (the advance endpoint, its answer), the default path calls the core's engine directly.
const options = { clock, historyLimit, random: seededRandom(7) };
server = withStuckClient ? await startMockServer(options) : undefined;
const core = server?.core ?? createMockCore(options);
for (let i = 0; i < jobCount; i++) {
  const response = await core.handle(
    new Request('http://bench.test/v1/jobs', {
      method: 'POST',
      headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
      body: JSON.stringify(jobFields(i)),
    }),
  );
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
}
if (throughCore) {
  const advanceRequest = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds: hours * 3600 }),
  };
  advance = async () => {
    const response = server
      ? await fetch(`${server.url}/__mock/clock/advance`, advanceRequest)
      : await core.handle(new Request('http://bench.test/__mock/clock/advance', advanceRequest));
    if (response.status !== 200) throw new Error(`advance answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { runs: unknown[]; runs_total?: unknown };
    // The figure is the mock's own count: an answer without it fails the bench rather than being filled in.
    if (typeof body.runs_total !== 'number') throw new Error('advance answered without runs_total');
    return { runs_total: body.runs_total, runs_in_answer: body.runs.length };
  };
} else {
  advance = async () => {
    const result = await core.engine.advanceBy(hours * 3600);
    return { runs_total: result.runs_total, runs_in_answer: result.runs.length };
  };
}
const notifications = () => core.engine.outbox.list().length;
if (server) {
  // Two hours first, with no client: every job's history (typed arrays, outside the JS heap) is then full,
  // so what grows during the measured advance is what the stuck client costs, not the histories filling.
  const warmUp = await server.core.handle(
    new Request('http://bench.test/__mock/clock/advance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ seconds: 2 * 3600 }),
    }),
  );
  if (warmUp.status !== 200) throw new Error(`warm-up advance answered ${warmUp.status}`);
  stuckClient = await connectWithoutReading(server.url, '/__mock/events');
}
const heapWithJobs = heapMb();
const rssMb = () => Math.round(process.memoryUsage().rss / 2 ** 20);
// Encoded event chunks live in ArrayBuffers outside the JS heap (so did the unbounded stream's backlog):
// the stuck client's cost is the heap and the external memory together.
const heapAndBuffersMb = () => {
  gc?.();
  const { heapUsed, external } = process.memoryUsage();
  return Math.round((heapUsed + external) / 2 ** 20);
};
const rssWithJobs = rssMb();
const withBuffers = stuckClient ? heapAndBuffersMb() : 0;
// Sampled during the advance, which the simulator's slices leave room for, every 5 s: a sample is two full
// collections of a heap holding every job's 100 run records, and twice a second they left the advance no time.
const peak = { heap: heapWithJobs, withBuffers, rss: rssWithJobs, samples: 0 };
const sampler = stuckClient
  ? setInterval(() => {
      peak.heap = Math.max(peak.heap, heapMb());
      peak.withBuffers = Math.max(peak.withBuffers, heapAndBuffersMb());
      peak.rss = Math.max(peak.rss, rssMb());
      peak.samples++;
    }, 5_000)
  : undefined;

const began = performance.now();
const cpuBefore = process.cpuUsage();
const result = await advance();
const seconds = (performance.now() - began) / 1000;
// CPU time too: wall time is unreliable on a shared machine.
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
clearInterval(sampler);
// Measured while the stuck client is still connected: whatever is kept for it counts.
const heapAfter = heapMb();
const withBuffersAfter = stuckClient ? heapAndBuffersMb() : 0;
stuckClient?.destroy();
await server?.close();
console.log(
  JSON.stringify({
    section: 'simulator',
    path: withStuckClient ? 'server+sse' : throughCore ? 'core' : 'engine',
    schedule: cron ? 'cron' : 'interval',
    jobs: jobCount,
    hours,
    history_limit: historyLimit,
    runs: result.runs_total,
    runs_in_answer: result.runs_in_answer,
    seconds: Number(seconds.toFixed(2)),
    runs_per_second: Math.round(result.runs_total / seconds),
    cpu_seconds: Number(cpuSeconds.toFixed(2)),
    runs_per_cpu_second: Math.round(result.runs_total / cpuSeconds),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
    heap_mb: { before_jobs: heapBeforeJobs, with_jobs: heapWithJobs, after_advance: heapAfter, gc: gc !== undefined },
    notifications: notifications(),
    ...(stuckClient
      ? {
          stuck_client: {
            heap_peak_mb: peak.heap,
            heap_and_buffers_mb: {
              with_jobs: withBuffers,
              peak: Math.max(peak.withBuffers, withBuffersAfter),
              after_advance: withBuffersAfter,
            },
            // The target's figure: heap and buffers, the most retained at any sample or at the end, over the start.
            growth_mb: Math.max(peak.withBuffers, withBuffersAfter) - withBuffers,
            // RSS too: a backlog written to a socket that cannot take it sits in native memory (Node copies
            // mixed chunked-encoding writes into one allocation), which neither figure above sees.
            rss_with_jobs_mb: rssWithJobs,
            rss_peak_mb: Math.max(peak.rss, Math.round(process.resourceUsage().maxRSS / 1024)),
            rss_growth_mb: Math.max(peak.rss, Math.round(process.resourceUsage().maxRSS / 1024)) - rssWithJobs,
            samples: peak.samples,
          },
        }
      : {}),
  }),
);

/** A raw HTTP/1.1 request whose answer is never read: the socket is paused as soon as the headers came. */
async function connectWithoutReading(url: string, path: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: bench.test\r\n\r\n`);
  await new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.pause();
  return socket;
}
