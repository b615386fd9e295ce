// `npm run soak`: the reliability suite. Starts the mock as users do and runs, bounded in count and
// time and on loopback only: isolation between two accounts, concurrent idempotent creates, fuzzed
// requests over raw TCP, big bodies, slow-header clients. Prints a table, writes JSON, exits 1 when a
// target is missed (0 when all are met, 2 on a usage error). `--short` is the configuration `npm test`
// runs (soak/soak.test.ts). `--replay I` sends fuzzed request I of `--seed` alone and prints the answer.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCronJobsClient } from '../client/index.ts';
import { uploadBigBody } from './checks/big-bodies.ts';
import { runEarlyAnswers } from './checks/early-answers.ts';
import { runFuzz } from './checks/fuzz.ts';
import { runIdempotency } from './checks/idempotency.ts';
import { runIsolation, soakJob } from './checks/isolation.ts';
import { runSlowHeaders } from './checks/slow-headers.ts';
import { fuzzRequest, sampleRequest, type FuzzContext } from './lib/fuzz.ts';
import { describeRequest, serialize } from './lib/wire.ts';
import { exchange } from './lib/raw-client.ts';
import { judgeTargets, toText, type SoakReport } from './report.ts';
import { startSoakServer, type SoakServer } from './lib/server.ts';
import { judge } from './lib/verdict.ts';

const usage = `Usage: npm run soak -- [options]
  --requests N        fuzzed requests a round (default 100000; --short 2000)
  --rounds N          fuzz rounds against the same server, each followed by the idle (default 3; --short 2)
  --seed N            fuzz seed (default: random, printed); the same seed sends the same requests
  --concurrency N     fuzzed requests in flight (default 16)
  --timeout-ms N      time a fuzzed request may take to be answered (default 10000)
  --settle-s N        seconds the server stays idle after the fuzz while its RSS is watched (default 120; --short 1)
  --body-mb N         size of each big body (default 100; --short 10)
  --slow-clients N    slow-header connections (default 500; --short 50)
  --slow-seconds N    how long they drip (default 20; --short 3)
  --probes N          normal requests measured meanwhile (default 400; --short 50)
  --creates N         concurrent idempotent creates (default 50)
  --repeats N         times each early-answer case is sent (default 500; --short 100)
  --only LIST         sections, comma-separated: isolation,idempotency,fuzz,early,bodies,slow (default all)
  --out DIR           where latest.json and latest.md go (default soak/results)
  --short             the small configuration npm test runs (fixed seed 1)
  --replay I          send fuzzed request I of --seed alone, print it and its answer
  --help              this text`;

const keys = ['soak-key-a', 'soak-key-b'] as const;
const sections = ['isolation', 'idempotency', 'fuzz', 'early', 'bodies', 'slow'] as const;

function fail(message: string): never {
  process.stderr.write(`soak: ${message}\n\n${usage}\n`);
  process.exit(2);
}

function options() {
  let values;
  try {
    values = parseArgs({
      options: {
        requests: { type: 'string' },
        rounds: { type: 'string' },
        seed: { type: 'string' },
        concurrency: { type: 'string' },
        'timeout-ms': { type: 'string' },
        'settle-s': { type: 'string' },
        'body-mb': { type: 'string' },
        'slow-clients': { type: 'string' },
        'slow-seconds': { type: 'string' },
        probes: { type: 'string' },
        creates: { type: 'string' },
        repeats: { type: 'string' },
        only: { type: 'string' },
        out: { type: 'string' },
        short: { type: 'boolean', default: false },
        replay: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const short = values.short;
  const int = (name: keyof typeof values, full: number, small: number, min = 0) => {
    const text = values[name] as string | undefined;
    if (text === undefined) return short ? small : full;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < min)
      fail(`--${name} must be an integer ≥ ${min}, got ${JSON.stringify(text)}`);
    return value;
  };
  if (values.replay !== undefined && values.seed === undefined) fail('--replay needs the --seed of the run it replays');
  const only = (values.only ?? sections.join(',')).split(',').filter(Boolean);
  for (const name of only)
    if (!(sections as readonly string[]).includes(name)) fail(`--only: unknown section ${JSON.stringify(name)}`);
  return {
    short,
    seed: int('seed', Math.floor(Math.random() * 2 ** 31), 1, -(2 ** 31)),
    requests: int('requests', 100_000, 2_000),
    rounds: int('rounds', 3, 2, 1),
    concurrency: int('concurrency', 16, 16, 1),
    timeoutMs: int('timeout-ms', 10_000, 10_000, 1),
    // V8 gives back the heap it grew under the fuzz when its memory reducer runs; after a busy spell that
    // is its watchdog, ~100 s after the last full collection (Node gives V8 no idle signal that would be
    // sooner). 120 s covers it with the reducer's own 8 s timer to spare.
    settleS: int('settle-s', 120, 1),
    bodyMb: int('body-mb', 100, 10, 1),
    slowClients: int('slow-clients', 500, 50),
    slowSeconds: int('slow-seconds', 20, 3),
    probes: int('probes', 400, 50, 1),
    creates: int('creates', 50, 50, 1),
    repeats: int('repeats', 500, 100, 1),
    only,
    out: values.out ?? fileURLToPath(new URL('./results/', import.meta.url)),
    replay: values.replay === undefined ? undefined : int('replay', 0, 0),
  };
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
function gitRevision(): string | null {
  try {
    const cwd = fileURLToPath(new URL('.', import.meta.url));
    const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', cwd }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--', '../mock'], { encoding: 'utf8', cwd }).trim() !== '';
    return dirty ? `${rev} (mock/ modified in the working tree)` : rev;
  } catch {
    return null;
  }
}
const log = (message: string) => process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

/** Jobs in both accounts, so fuzzed paths hit real jobs as well as unknown ones. */
async function fuzzContext(server: SoakServer): Promise<FuzzContext> {
  const jobIds: string[] = [];
  for (const key of server.keys) {
    const client = createCronJobsClient({ baseUrl: server.url, apiKey: key });
    for (let i = 0; i < 2; i++) {
      const { data } = await client.POST('/v1/jobs', { body: soakJob(`soak fuzz target ${i}`) });
      if (data) jobIds.push(data.id);
    }
  }
  return { keys: server.keys, jobIds };
}

async function replay(config: ReturnType<typeof options>, server: SoakServer): Promise<number> {
  const request = sampleRequest(fuzzRequest(await fuzzContext(server)), config.seed, config.replay!);
  process.stdout.write(`request #${config.replay} of seed ${config.seed}:\n${describeRequest(request, 100_000)}\n\n`);
  const outcome = await exchange({
    host: server.host,
    port: server.port,
    bytes: serialize(request),
    method: request.method,
    timeoutMs: config.timeoutMs,
  });
  if (outcome.kind === 'answered')
    process.stdout.write(
      `answer: ${outcome.answer.status} ${JSON.stringify(outcome.answer.headers)}\n${outcome.answer.body.toString('utf8').slice(0, 4_000)}\n\n`,
    );
  const verdict = judge(request, outcome);
  process.stdout.write(
    verdict.failure ? `FAILURE ${verdict.failure.kind}: ${verdict.failure.detail}\n` : `ok (${verdict.bucket})\n`,
  );
  if (!server.alive()) process.stdout.write(`the server died (${server.exit()}):\n${server.stderrTail()}\n`);
  return verdict.failure || !server.alive() ? 1 : 0;
}

async function main(): Promise<number> {
  const config = options();
  // With its inspector on loopback, so that each fuzz round's memory is read after a full collection.
  const server = await startSoakServer(keys, { inspect: true });
  if (config.replay !== undefined) {
    try {
      return await replay(config, server);
    } finally {
      await server.stop();
    }
  }
  log(`mock at ${server.url} (pid ${server.pid}); seed ${config.seed}${config.short ? ' (short run)' : ''}`);
  const report: SoakReport = {
    started_at: new Date().toISOString(),
    finished_at: '',
    short: config.short,
    seed: config.seed,
    config: {
      requests: config.requests,
      rounds: config.rounds,
      concurrency: config.concurrency,
      timeout_ms: config.timeoutMs,
      settle_s: config.settleS,
      body_mb: config.bodyMb,
      slow_clients: config.slowClients,
      slow_seconds: config.slowSeconds,
      probes: config.probes,
      creates: config.creates,
      repeats: config.repeats,
      only: config.only.join(','),
    },
    machine: { node: process.version, cpus: cpus().length, load_before: load(), load_after: '' },
    git: gitRevision(),
    server: {
      pid: server.pid,
      alive_at_end: true,
      exit: null,
      rss_start_mb: server.rssMb(),
      rss_end_mb: null,
      stderr_tail: '',
    },
    sections: {},
    targets: [],
    errors: [],
    ok: false,
  };
  const section = async (name: (typeof sections)[number], work: () => Promise<void>) => {
    if (!config.only.includes(name)) return;
    if (!server.alive()) return void report.errors.push(`${name}: not run, the server is gone`);
    log(`${name}…`);
    try {
      await work();
    } catch (error) {
      report.errors.push(`${name}: ${(error as Error).stack ?? String(error)}`);
    }
  };
  try {
    await section('isolation', async () => void (report.sections.isolation = await runIsolation(server)));
    await section(
      'idempotency',
      async () =>
        void (report.sections.idempotency = await runIdempotency(server, {
          concurrent: config.creates,
          seed: config.seed,
        })),
    );
    await section('fuzz', async () => {
      const context = await fuzzContext(server);
      // Rounds against the same server, each with its own requests (seed + round): memory that each round
      // leaves behind shows as a trend in the settled RSS, where one round cannot tell it from warm-up.
      report.sections.fuzz_rounds = [];
      for (let round = 0; round < config.rounds; round++) {
        if (!server.alive()) break;
        log(
          `fuzz round ${round + 1} of ${config.rounds}: ${config.requests} requests, then ${config.settleS} s idle while the server's RSS settles`,
        );
        const result = await runFuzz(server, context, {
          seed: config.seed + round,
          requests: config.requests,
          concurrency: config.concurrency,
          timeoutMs: config.timeoutMs,
          rssSettleMs: config.settleS * 1000,
          rssWarmSettleMs: config.short ? 500 : 5_000,
          onProgress: (n) => log(`fuzz: ${n} sent`),
        });
        report.sections.fuzz_rounds.push(result);
      }
      report.sections.fuzz = report.sections.fuzz_rounds[0];
    });
    await section(
      'early',
      async () =>
        void (report.sections.early_answers = await runEarlyAnswers(server, {
          repeats: config.repeats,
          concurrency: 8,
          timeoutMs: config.timeoutMs,
        })),
    );
    await section('bodies', async () => {
      // Each body on a fresh server of its own: memory left over by the fuzz, or by the other body,
      // would hide (or be taken for) what this one costs.
      report.sections.big_bodies = [];
      for (const framing of ['content-length', 'chunked'] as const) {
        const fresh = await startSoakServer(keys);
        try {
          await new Promise((resolve) => setTimeout(resolve, 500));
          const result = await uploadBigBody(fresh, framing, config.bodyMb * 2 ** 20);
          report.sections.big_bodies.push({ ...result, server_alive: fresh.alive() });
          if (!fresh.alive())
            report.errors.push(
              `bodies: the server died on the ${framing} body (${fresh.exit()}):\n${fresh.stderrTail()}`,
            );
        } finally {
          await fresh.stop();
        }
      }
    });
    await section(
      'slow',
      async () =>
        void (report.sections.slow_headers = await runSlowHeaders(server, {
          clients: config.slowClients,
          seconds: config.slowSeconds,
          probes: config.probes,
        })),
    );
  } finally {
    report.server.alive_at_end = server.alive();
    report.server.exit = server.exit();
    report.server.rss_end_mb = server.rssMb();
    report.server.stderr_tail = server.stderrTail();
    await server.stop();
  }
  report.finished_at = new Date().toISOString();
  report.machine.load_after = load();
  report.targets = judgeTargets(report);
  report.ok = report.errors.length === 0 && report.targets.every((target) => target.met !== false);
  const text = toText(report);
  process.stdout.write(text);
  await mkdir(config.out, { recursive: true });
  await writeFile(join(config.out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(config.out, 'latest.md'), text);
  log(`wrote ${join(config.out, 'latest.json')} and latest.md`);
  return report.ok ? 0 : 1;
}

process.exitCode = await main();
