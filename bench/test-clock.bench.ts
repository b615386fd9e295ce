// A test clock's advance costs what its own accounts' work costs, not what other accounts hold
// (spec/mock-control.yaml advanceTestClock: each test clock has its own due-queue). Two cores, one whose
// global account holds `--small` jobs (10) and one `--large` (100,000, loaded as a fixture); in each, a
// test clock with one account of 10 interval jobs at 60 s is advanced an hour at a time (600 runs)
// through `core.handle`, `--rounds` times, the two cores in turn. Prints one JSON line: the median
// advance of each (wall and CPU) and their ratio (target ≤ 1.5). The other accounts' jobs are due every
// minute on the global clock, so a scan of them, or one queue shared with them, would show at once.
// Usage: node --expose-gc bench/test-clock.bench.ts [--small 10] [--large 100000] [--rounds 40] [--tiny]
import { createMockCore, createVirtualClock, seededRandom } from '../mock/core/index.ts';
import { parseFlags } from '../lab/common.ts';

const flags = parseFlags(undefined, ['tiny']);
const small = flags.number('small', 10);
const large = flags.number('large', flags.tiny ? 1_000 : 100_000);
const rounds = flags.number('rounds', flags.tiny ? 5 : 40);
const start = Date.parse('2026-11-22T15:00:00.000Z');
const gc = (globalThis as { gc?: () => void }).gc;

const job = (i: number) => ({
  name: `other ${i}`,
  url: `https://example.com/ok?i=${i}`,
  schedule_type: 'interval' as const,
  interval_seconds: 60,
});

async function send(
  core: ReturnType<typeof createMockCore>,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<any> {
  const headers: Record<string, string> = {
    ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...(key ? { 'X-API-Key': key } : {}),
  };
  const response = await core.handle(
    new Request(`http://mock.test${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
  );
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 1000) / 1000;
}

interface Setup {
  core: ReturnType<typeof createMockCore>;
  clockId: string;
  times: number[];
  cpu: number[];
  runs: number;
}

/** A core whose global account holds `others` jobs, and a test clock with one account of 10 jobs. */
async function setUp(others: number): Promise<Setup> {
  const core = createMockCore({
    clock: createVirtualClock(start),
    random: seededRandom(1),
    fixtures: { accounts: [{ api_key: 'other-key', jobs: Array.from({ length: others }, (_, i) => job(i)) }] },
  });
  const clock = await send(core, 'POST', '/__mock/test-clocks', { name: 'bench' });
  const account = await send(core, 'POST', '/__mock/accounts', { name: 'bench', test_clock: clock.id });
  for (let i = 0; i < 10; i++) await send(core, 'POST', '/v1/jobs', job(i), account.api_key);
  return { core, clockId: clock.id, times: [], cpu: [], runs: 0 };
}

/** One hour's advance of the test clock (600 runs), timed in wall and CPU milliseconds. */
async function advanceOnce(setup: Setup): Promise<void> {
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  const advanced = await send(setup.core, 'POST', `/__mock/test-clocks/${setup.clockId}/advance`, { seconds: 3600 });
  const spent = process.cpuUsage(cpuBefore);
  setup.times.push(performance.now() - began);
  setup.cpu.push((spent.user + spent.system) / 1000);
  setup.runs = advanced.runs_total;
}

// Both cores live in one process and their advances alternate, so the JIT, the heap and the machine's
// load (a shared machine) weigh on both alike: what differs is only what the other accounts hold.
const smallSetup = await setUp(small);
const largeSetup = await setUp(large);
gc?.();
for (let round = 0; round < rounds + 3; round++) {
  await advanceOnce(smallSetup);
  await advanceOnce(largeSetup);
}
const result = (setup: Setup) => {
  // The first three rounds warm the JIT up and are not counted.
  setup.core.close();
  return {
    median_ms: median(setup.times.slice(3)),
    median_cpu_ms: median(setup.cpu.slice(3)),
    runs_per_advance: setup.runs,
  };
};
const beside = { small: result(smallSetup), large: result(largeSetup) };
const ratio = Math.round((beside.large.median_ms / beside.small.median_ms) * 100) / 100;
const cpuRatio = Math.round((beside.large.median_cpu_ms / beside.small.median_cpu_ms) * 100) / 100;
process.stdout.write(
  `${JSON.stringify({ bench: 'test-clock', small_jobs: small, large_jobs: large, rounds, small: beside.small, large: beside.large, ratio, cpu_ratio: cpuRatio, target: 1.5, met: ratio <= 1.5 })}\n`,
);
