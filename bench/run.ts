// `npm run bench`: every benchmark, side by side in one run, each in its own child process; writes
// latest.json and latest.md (a Markdown table per section, the targets met or missed) to the ignored
// bench/results/local/, or to the recorded bench/results/ with --record (lib/out-dir.ts).
// Usage: npm run bench -- [--duration S] [--warmup S] [--connections N] [--rounds N] [--runs N]
//          [--only http,startup,simulator,year,event-loop,scale,conformance,proxy,in-process]
//          [--proxy-seconds S] [--scale-sizes 1000,100000,1000000]
//          [--loop-seconds S] [--loop-speed S] [--in-process-requests N] [--out DIR | --record] [--parallel] [--tiny]
//          [--before DIR]
// `--before DIR`: a checkout of another commit of this project (e.g. `git worktree add ../before REF`, its
// node_modules linked to these): sections 1 and 2 also measure its mock, as server `before`, in the same run.
// `--tiny` runs every script once in a small configuration (seconds, not minutes) and writes to a
// temporary directory unless --out is given: that is what `npm test` does (bench/bench.test.ts), so no
// script rots. Figures from a tiny run mean nothing.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchDir, log, mockNodeFlags, parseFlags, round, runWorker } from '../lab/common.ts';
import { chooseOutDir } from './lib/out-dir.ts';
import { toMarkdown, type BenchReport, type HttpSection } from './lib/report.ts';

const flags = parseFlags();
const tiny = flags.tiny;
const sections = flags
  .string('only', 'http,startup,simulator,year,event-loop,scale,conformance,proxy,in-process')
  .split(',')
  .filter(Boolean);
const choice = chooseOutDir(
  { tiny, record: flags.has('record'), out: flags.has('out') ? flags.string('out', '') : undefined },
  benchDir,
);
if (choice.error) {
  process.stderr.write(`bench: ${choice.error}\n`);
  process.exit(2);
}
const outDir = choice.dir === 'temporary' ? await mkdtemp(join(tmpdir(), 'cronjobs-bench-')) : choice.dir;
const script = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
const tinyFlag = tiny ? ['--tiny'] : [];
const passed = (name: string) => (flags.has(name) ? [`--${name}`, flags.string(name, '')] : []);

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`;
  }
}
const before = flags.has('before') ? resolve(flags.string('before', '')) : undefined;

function gitRevision(cwd = benchDir): string | null {
  try {
    const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', cwd }).trim();
    if (cwd !== benchDir) return rev;
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--', '../mock', '../spec'], {
        encoding: 'utf8',
        cwd: benchDir,
      }).trim() !== '';
    return dirty ? `${rev} (mock/ or spec/ modified in the working tree)` : rev;
  } catch {
    return null;
  }
}

const report: BenchReport = {
  started_at: new Date().toISOString(),
  finished_at: '',
  tiny,
  machine: {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    cpu_model: cpus()[0]?.model ?? '',
    memory_gb: round(totalmem() / 2 ** 30, 1),
  },
  git: gitRevision(),
  ...(before ? { before: { checkout: before, git: gitRevision(before) } } : {}),
  load: { before: uptime(), after: '' },
  sections: {},
  errors: [],
};

// Tiny runs only check that every script still works: sections run at the same time, to keep
// `npm test` short. Real runs go one section at a time, so none loads the machine under another.
const parallel = tiny || flags.has('parallel');
const pending: Array<Promise<void>> = [];
function section(name: string, work: () => Promise<unknown>): Promise<void> {
  if (!sections.includes(name)) return Promise.resolve();
  const done = measureSection(name, work);
  if (!parallel) return done;
  pending.push(done);
  return Promise.resolve();
}

async function measureSection(name: string, work: () => Promise<unknown>): Promise<void> {
  const began = performance.now();
  log(`== ${name}`);
  try {
    (report.sections as Record<string, unknown>)[name] = await work();
  } catch (error) {
    // One broken section does not lose the others' figures; the exit code tells.
    report.errors.push({ section: name, message: (error as Error).message.slice(0, 4000) });
    log(`${name} failed: ${(error as Error).message}`);
  }
  log(`== ${name} done in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

const httpArgs = [
  ...tinyFlag,
  ...passed('duration'),
  ...passed('warmup'),
  ...passed('connections'),
  ...passed('rounds'),
];
await section('http', async () => {
  const now = await runWorker<HttpSection>(script('http.bench.ts'), [...httpArgs, ...passed('servers')], {
    timeoutMs: 1_800_000,
  });
  if (!before) return now;
  // The other checkout's mock on its own afterwards, with the same seeding and simulator load, not beside
  // this one: two simulators would share the two cores while either is measured.
  const then = await runWorker<HttpSection>(
    script('http.bench.ts'),
    [...httpArgs, '--servers', 'mock', '--mock-checkout', before],
    { timeoutMs: 1_800_000 },
  );
  return {
    ...now,
    config: { ...now.config, servers: [...now.config.servers, 'before'] },
    cells: [...now.cells, ...then.cells.map((cell) => ({ ...cell, server: 'before' }))],
  };
});
await section('startup', () =>
  runWorker(script('startup.bench.ts'), [...tinyFlag, ...passed('runs'), ...(before ? ['--before', before] : [])], {
    timeoutMs: 600_000,
  }),
);
await section('simulator', async () => {
  // One process per row: peak RSS is the process's own. 1 h: histories still filling (60 runs of 100);
  // 2 h: full; 24 h: as full as at 2 h — memory must not grow with the number of runs.
  // Then cron schedules (40 expression × zone pairs) through the core, 24 h (issue 14: ≥ 1 M runs/s); the
  // last row: the Node server with an event-stream client that never reads (bounded memory).
  const rows: { jobs: number; hours: number; path?: '--core' | '--sse'; cron?: boolean }[] = tiny
    ? [
        { jobs: 200, hours: 1 },
        { jobs: 200, hours: 1, path: '--core' },
        { jobs: 200, hours: 1, path: '--core', cron: true },
        { jobs: 200, hours: 1, path: '--sse' },
      ]
    : [
        { jobs: 10_000, hours: 1 },
        { jobs: 10_000, hours: 2 },
        { jobs: 10_000, hours: 24 },
        { jobs: 10_000, hours: 24, path: '--core' },
        { jobs: 10_000, hours: 24, path: '--core', cron: true },
        { jobs: 10_000, hours: 24, path: '--sse' },
      ];
  const results = [];
  for (const row of rows)
    results.push(
      await runWorker(
        script('simulator.bench.ts'),
        [String(row.jobs), String(row.hours), ...(row.path ? [row.path] : []), ...(row.cron ? ['--cron'] : [])],
        {
          nodeArgs: ['--expose-gc', ...(row.path === '--sse' ? mockNodeFlags : [])],
          timeoutMs: 900_000,
        },
      ),
    );
  return { rows: results };
});
await section('year', () => runWorker(script('year-advance.bench.ts'), tinyFlag, { timeoutMs: 600_000 }));
await section('event-loop', async () => {
  const args = [
    ...tinyFlag,
    ...(flags.has('loop-seconds') ? ['--seconds', flags.string('loop-seconds', '')] : []),
    ...(flags.has('loop-speed') ? ['--speed', flags.string('loop-speed', '')] : []),
  ];
  const rows = [];
  for (const schedule of ['spread', 'burst'])
    rows.push(
      await runWorker(script('event-loop.bench.ts'), [...args, '--schedule', schedule], {
        nodeArgs: ['--max-old-space-size=4096', '--expose-gc'],
        timeoutMs: 600_000,
      }),
    );
  return { rows };
});
await section('scale', async () => {
  const sizes = flags
    .string('scale-sizes', tiny ? '1000,5000' : '1000,100000,1000000')
    .split(',')
    .map(Number);
  const rows = [];
  for (const jobs of sizes)
    rows.push(
      await runWorker(script('scale.bench.ts'), ['--jobs', String(jobs), ...(tiny ? ['--requests', '50'] : [])], {
        nodeArgs: ['--expose-gc', '--max-old-space-size=8192'],
        timeoutMs: 900_000,
      }),
    );
  return { rows };
});
await section('conformance', () =>
  runWorker(script('conformance.bench.ts'), [...tinyFlag, ...(tiny ? ['--profiles', 'core'] : [])], {
    timeoutMs: 900_000,
  }),
);
// The proxy's added latency, at each judge level (one worker: one mock, one proxy per level).
await section('proxy', () =>
  runWorker(
    script('proxy.bench.ts'),
    [...tinyFlag, ...(flags.has('proxy-seconds') ? ['--seconds', flags.string('proxy-seconds', '')] : [])],
    { timeoutMs: 300_000 },
  ),
);
// A request through the in-process mock against one through the MSW handlers (one worker, both paths alternating).
await section('in-process', () =>
  runWorker(
    script('in-process.bench.ts'),
    [...tinyFlag, ...(flags.has('in-process-requests') ? ['--requests', flags.string('in-process-requests', '')] : [])],
    { timeoutMs: 600_000 },
  ),
);

await Promise.all(pending);
report.finished_at = new Date().toISOString();
report.load.after = uptime();
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(join(outDir, 'latest.md'), toMarkdown(report));
log(`wrote ${join(outDir, 'latest.md')} and latest.json`);
process.stdout.write(
  `${JSON.stringify({ out: outDir, sections: Object.keys(report.sections), errors: report.errors.length })}\n`,
);
process.exitCode = report.errors.length > 0 ? 1 : 0;
