// Fuzzed requests against the running server over raw TCP, each on its own connection, a bounded
// number in flight. Answers are counted by status class; failures (verdict.ts) are kept with the
// request and the command that replays it alone. The run stops early if the server dies.
import { pool, round } from '../../lab/common.ts';
import { fuzzRequest, sampleRequest, type FuzzContext } from '../lib/fuzz.ts';
import { describeRequest, serialize } from '../lib/wire.ts';
import { exchange } from '../lib/raw-client.ts';
import type { SoakServer } from '../lib/server.ts';
import { judge, requestTags, type FailureKind } from '../lib/verdict.ts';

export interface FuzzOptions {
  seed: number;
  requests: number;
  concurrency: number;
  timeoutMs: number;
  /** Failures kept in full, at most two of each group (all are counted). */
  keepFailures?: number;
  onProgress?: (done: number) => void;
  /**
   * How long the server stays idle after the last request while its RSS is watched (default 120 s); the
   * lowest RSS seen counts. V8 gives the heap it grew under load back only when its memory reducer runs,
   * and in Node that is, after a busy spell, its watchdog: about 100 s after the last full collection
   * (see `settleMs` in run.ts and soak/README.md).
   */
  rssSettleMs?: number;
  /** How long the server stays idle after the warm-up tenth before its RSS is read (default 5 s). */
  rssWarmSettleMs?: number;
}

export interface FuzzFailure {
  index: number;
  kind: FailureKind;
  detail: string;
  request: string;
  replay: string;
}

export interface FuzzResult {
  seed: number;
  requests: number;
  sent: number;
  duration_s: number;
  requests_per_s: number;
  by_class: Record<string, number>;
  by_status: Record<string, number>;
  failures: Record<FailureKind, number>;
  /** Failures grouped by kind and what their requests had in common. */
  failure_groups: Record<string, number>;
  samples: FuzzFailure[];
  /** 4xx answers whose body is not application/problem+json (Node's own bare 400s, for one). */
  answers_4xx_without_problem: number;
  /** RSS of the server when the fuzz starts: "where it started". */
  rss_start_mb: number | null;
  /** After the warm-up tenth and a short quiet moment (`rssWarmSettleMs`). */
  rss_warm_mb: number | null;
  /** The lowest in the first 5 s after the last request: the memory the process holds right after the load. */
  rss_busy_mb: number | null;
  /** The lowest over the whole settle time after the last request (`rssSettleMs`). */
  rss_after_mb: number | null;
  /**
   * After the idle, once V8 has collected all it can (`SoakServer.collectGarbage`): what the process keeps,
   * whenever V8's own heuristics would have given the rest back. The trend is judged on it; null when the
   * server has no inspector.
   */
  rss_collected_mb: number | null;
  /** Seconds after the last request when RSS first came within 1 MB of `rss_after_mb`: when memory came back. */
  rss_back_after_s: number | null;
  /** The settle time watched, in seconds. */
  rss_settle_s: number;
  /** After minus start: what the fuzz left behind (the target: ≤ 50 MB). */
  rss_growth_mb: number | null;
  /** After minus warm, and busy minus start: figures only. */
  rss_growth_from_warm_mb: number | null;
  rss_busy_growth_mb: number | null;
  server_alive: boolean;
}

/** RSS read every `everyMs` while the server stays idle for `settleMs`: each reading, in order. */
async function watchRss(
  server: SoakServer,
  settleMs: number,
  everyMs: number,
): Promise<{ atMs: number; mb: number }[]> {
  const readings: { atMs: number; mb: number }[] = [];
  const began = performance.now();
  do {
    await new Promise((resolve) => setTimeout(resolve, Math.min(everyMs, Math.max(settleMs, 1))));
    const mb = server.rssMb();
    if (mb !== null) readings.push({ atMs: performance.now() - began, mb });
  } while (performance.now() - began < settleMs);
  return readings;
}

const lowest = (readings: { mb: number }[]): number | null =>
  readings.length === 0 ? null : round(Math.min(...readings.map((r) => r.mb)), 1);

export const replayCommand = (seed: number, index: number): string =>
  `npm run soak -- --seed ${seed} --replay ${index}`;

export async function runFuzz(server: SoakServer, context: FuzzContext, options: FuzzOptions): Promise<FuzzResult> {
  const arbitrary = fuzzRequest(context);
  const settleMs = options.rssSettleMs ?? 120_000;
  const startRss = server.rssMb();
  const result: FuzzResult = {
    seed: options.seed,
    requests: options.requests,
    sent: 0,
    duration_s: 0,
    requests_per_s: 0,
    by_class: {},
    by_status: {},
    failures: { '5xx': 0, dropped: 0, timeout: 0, refused: 0, 'reached-control': 0 },
    failure_groups: {},
    samples: [],
    answers_4xx_without_problem: 0,
    rss_start_mb: startRss === null ? null : round(startRss, 1),
    rss_warm_mb: null,
    rss_busy_mb: null,
    rss_after_mb: null,
    rss_collected_mb: null,
    rss_back_after_s: null,
    rss_settle_s: round(settleMs / 1000, 1),
    rss_growth_mb: null,
    rss_growth_from_warm_mb: null,
    rss_busy_growth_mb: null,
    server_alive: true,
  };
  const began = performance.now();
  const send = async (index: number) => {
    if (!server.alive()) return;
    const request = sampleRequest(arbitrary, options.seed, index);
    const bytes = serialize(request);
    const outcome = await exchange({
      host: server.host,
      port: server.port,
      bytes,
      method: request.method,
      timeoutMs: options.timeoutMs,
    });
    result.sent++;
    const verdict = judge(request, outcome);
    result.by_class[verdict.bucket] = (result.by_class[verdict.bucket] ?? 0) + 1;
    if (verdict.status !== undefined) result.by_status[verdict.status] = (result.by_status[verdict.status] ?? 0) + 1;
    if (verdict.status !== undefined && verdict.status >= 400 && !verdict.problem) result.answers_4xx_without_problem++;
    if (verdict.failure) {
      result.failures[verdict.failure.kind]++;
      const headBytes = bytes.indexOf('\r\n\r\n') + 4;
      const group = `${verdict.failure.kind} — ${requestTags(request, headBytes)}`;
      result.failure_groups[group] = (result.failure_groups[group] ?? 0) + 1;
      // A few of each group, so one frequent defect does not hide the others.
      if (result.failure_groups[group]! <= 2 && result.samples.length < (options.keepFailures ?? 40))
        result.samples.push({
          index,
          ...verdict.failure,
          request: describeRequest(request),
          replay: replayCommand(options.seed, index),
        });
    }
    if (options.onProgress && result.sent % 5_000 === 0) options.onProgress(result.sent);
  };
  // The first tenth warms the server up (code compiled, V8's heap grown to its working size); what RSS is
  // then is a figure beside the target, which is judged from where the fuzz started.
  const warmUp = Math.floor(options.requests / 10);
  const indexes = Array.from({ length: options.requests }, (_, i) => i);
  await pool(indexes.slice(0, warmUp), options.concurrency, send);
  result.rss_warm_mb = lowest(await watchRss(server, options.rssWarmSettleMs ?? 5_000, 250));
  await pool(indexes.slice(warmUp), options.concurrency, send);
  result.duration_s = round((performance.now() - began) / 1000, 1);
  result.requests_per_s = Math.round(result.sent / Math.max(result.duration_s, 0.001));
  result.samples.sort((a, b) => a.index - b.index);
  // "Back within": nothing is sent while the server stays idle; the lowest RSS seen in that time counts.
  const readings = await watchRss(server, settleMs, 250);
  result.server_alive = server.alive();
  result.rss_busy_mb = lowest(readings.filter((r) => r.atMs <= Math.min(5_000, settleMs)));
  result.rss_after_mb = lowest(readings);
  const back = readings.find((r) => result.rss_after_mb !== null && r.mb <= result.rss_after_mb + 1);
  result.rss_back_after_s = back ? round(back.atMs / 1000, 1) : null;
  if (server.collectGarbage && server.alive()) {
    await server.collectGarbage();
    result.rss_collected_mb = lowest(await watchRss(server, 2_000, 250));
  }
  const minus = (a: number | null, b: number | null) => (a !== null && b !== null ? round(a - b, 1) : null);
  result.rss_growth_mb = minus(result.rss_after_mb, result.rss_start_mb);
  result.rss_growth_from_warm_mb = minus(result.rss_after_mb, result.rss_warm_mb);
  result.rss_busy_growth_mb = minus(result.rss_busy_mb, result.rss_start_mb);
  return result;
}
