// Section 3b — real-clock mode: N interval jobs at 60 s (100,000 by default) on the simulator's single
// timer, with `monitorEventLoopDelay` sampling how long the loop is held up while the runs happen.
// `--speed S` runs the clock S times faster (as the CLI's --speed does) to fit more scheduled
// occurrences into the measured real seconds. Two schedules:
//   spread (default): first runs spread evenly over one interval — the steady state of jobs created over time;
//   burst: every job created at once, so all of them fall due in the same instant each interval.
// On a shared machine the wall-clock delay also counts the time the process waited for a core. So a second
// figure: every millisecond a timer reads the main thread's own CPU time (`process.threadCpuUsage`); the
// CPU spent between two readings is how long the loop was held by work (the simulator, GC on the main
// thread), whatever the neighbours do.
// Usage: node --expose-gc bench/event-loop.bench.ts [--jobs N] [--seconds S] [--speed S] [--schedule spread|burst] [--tiny]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createMockCore, createRealClock, seededRandom, toTimestamp, type StateSnapshot } from '../mock/core/index.ts';
import { immediateYield } from '../mock/server/index.ts';
import { emit, parseFlags, round, sleep } from '../lab/common.ts';
import { createJobIds } from '../lab/job-ids.ts';

const flags = parseFlags();
const jobCount = Math.round(flags.number('jobs', flags.tiny ? 1000 : 100_000));
const seconds = flags.number('seconds', flags.tiny ? 1 : 30);
const speed = flags.number('speed', flags.tiny ? 60 : 4);
const schedule = flags.string('schedule', 'spread');
if (schedule !== 'spread' && schedule !== 'burst') throw new Error('--schedule must be spread or burst');
const intervalSeconds = 60;

const clock = createRealClock({ speed });
const loadStarted = performance.now();
const now = clock.now();
// The jobs come in as saved state (createMockCore's initialState, as --state-file restores them), which
// is where a first run's time can be chosen: the world of a fresh core (key dev-key), then N jobs.
const snapshot: StateSnapshot = createMockCore({ clock }).snapshot();
const accountId = snapshot.accounts[0]!.id;
const nextId = createJobIds();
for (let i = 0; i < jobCount; i++) {
  const id = nextId(now);
  snapshot.jobs.push({
    account_id: accountId,
    job: {
      id,
      name: `loop ${i}`,
      url: i % 10 === 0 ? `https://example.com/status/500?i=${i}` : `https://example.com/ok?i=${i}`,
      method: 'GET',
      schedule_type: 'interval',
      interval_seconds: intervalSeconds,
      notify_on_failure: false,
      timeout_seconds: 30,
      status: 'active',
      created_at: toTimestamp(now),
      updated_at: toTimestamp(now),
    },
  });
  // Spread: the i-th job's first run 1/N of an interval after the previous one's. Burst: all at created_at + 60 s,
  // reached within the measurement (a real minute is 60/speed seconds).
  const firstDue =
    schedule === 'spread'
      ? now + ((i + 1) / jobCount) * intervalSeconds * 1000
      : now + Math.min(intervalSeconds * 1000, (seconds * 1000 * speed) / 3);
  snapshot.simulator.jobs.push({
    job_id: id,
    next_due_ms: firstDue,
    consecutive_failures: 0,
    in_progress: null,
    history: [],
  });
}
// The Node server's ports: the yield between slices of a long drain is setImmediate, as there. On a real
// clock the core starts its simulator at once.
const core = createMockCore({
  clock,
  initialState: snapshot,
  random: seededRandom(7),
  simulation: { yieldPort: immediateYield },
  onError: (error) => console.error(error),
});
const { engine } = core;
const loadMs = performance.now() - loadStarted;
// The jobs just made are still young: without a full GC now (run with --expose-gc), the first collections
// during the measurement would copy all of them to the old space and be counted as the engine's pauses.
(globalThis as { gc?: () => void }).gc?.();

// The histogram records the time between its own timer ticks, so the tick (resolution) is subtracted.
const resolutionMs = 2;
const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
const began = performance.now();
const cpuBefore = process.cpuUsage();
histogram.enable();
const busy: number[] = [];
let lastCpu = process.threadCpuUsage();
const busySampler = setInterval(() => {
  const cpu = process.threadCpuUsage();
  busy.push((cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000);
  lastCpu = cpu;
}, 1);
await sleep(seconds * 1000);
histogram.disable();
clearInterval(busySampler);
busy.sort((a, b) => a - b);
core.close();
const wall = (performance.now() - began) / 1000;
const cpu = process.cpuUsage(cpuBefore);
// All runs count, including those that fell due while the jobs were being added (caught up at start).
const runs = engine.runsTotal;
const ms = (ns: number) => round(Math.max(0, ns / 1e6 - resolutionMs), 1);
emit({
  section: 'event-loop',
  schedule,
  jobs: jobCount,
  interval_seconds: intervalSeconds,
  speed,
  real_seconds: round(wall, 1),
  simulated_seconds: round(wall * speed, 1),
  runs,
  runs_per_real_second: Math.round(runs / wall),
  // Due by the end: the clock ran on while the jobs were being added too.
  expected_runs: schedule === 'spread' ? Math.round((jobCount * (clock.now() - now)) / 1000 / intervalSeconds) : null,
  cpu_share: round((cpu.user + cpu.system) / 1e6 / wall, 2),
  load_ms: Math.round(loadMs),
  delay_ms: {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    mean: ms(histogram.mean),
  },
  // Main-thread CPU between two 1 ms timer ticks: the loop held by work, not by the machine's load.
  busy_ms: {
    p99: round(busy[Math.floor(busy.length * 0.99)] ?? 0, 1),
    max: round(busy.at(-1) ?? 0, 1),
    samples: busy.length,
  },
  rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
});
