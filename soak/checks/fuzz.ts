// Fuzzed requests against the running server over raw TCP, each on its own connection, a bounded
// number in flight. Answers are counted by status class; failures (verdict.ts) are kept with the
// request and the command that replays it alone. The run stops early if the server dies.
import { pool, round } from '../../bench/lib/common.ts';
import { describeRequest, fuzzRequest, sampleRequest, serialize, type FuzzContext } from '../lib/fuzz.ts';
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
  /** How long the server may stay idle after the last request before its RSS is read (default 5 s). */
  rssSettleMs?: number;
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
  /** RSS of the server before the fuzz, after the warm-up tenth, and after the last request, settled. */
  rss_start_mb: number | null;
  rss_warm_mb: number | null;
  rss_after_mb: number | null;
  /** After minus warm: what the requests kept. */
  rss_growth_mb: number | null;
  rss_growth_from_start_mb: number | null;
  server_alive: boolean;
}

/**
 * "Back within": the server gets a quiet moment (V8 collects and gives memory back when idle); the
 * lowest RSS seen in it counts.
 */
async function settledRss(server: SoakServer, settleMs: number): Promise<number | null> {
  let lowest: number | null = null;
  const until = performance.now() + settleMs;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const rss = server.rssMb();
    if (rss !== null && (lowest === null || rss < lowest)) lowest = rss;
  } while (performance.now() < until);
  return lowest === null ? null : round(lowest, 1);
}

export const replayCommand = (seed: number, index: number): string => `npm run soak -- --seed ${seed} --replay ${index}`;

export async function runFuzz(server: SoakServer, context: FuzzContext, options: FuzzOptions): Promise<FuzzResult> {
  const arbitrary = fuzzRequest(context);
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
    rss_start_mb: server.rssMb(),
    rss_warm_mb: null,
    rss_after_mb: null,
    rss_growth_mb: null,
    rss_growth_from_start_mb: null,
    server_alive: true,
  };
  const began = performance.now();
  const send = async (index: number) => {
    if (!server.alive()) return;
    const request = sampleRequest(arbitrary, options.seed, index);
    const bytes = serialize(request);
    const outcome = await exchange({ host: server.host, port: server.port, bytes, method: request.method, timeoutMs: options.timeoutMs });
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
      if (result.failure_groups[group]! <= 2 && result.samples.length < (options.keepFailures ?? 40)) result.samples.push({ index, ...verdict.failure, request: describeRequest(request), replay: replayCommand(options.seed, index) });
    }
    if (options.onProgress && result.sent % 5_000 === 0) options.onProgress(result.sent);
  };
  // The first tenth warms the server up (code compiled, V8's heap grown to its working size); memory
  // is measured from there, so the figure shows what the requests keep, not the heap's first growth.
  const warmUp = Math.floor(options.requests / 10);
  const indexes = Array.from({ length: options.requests }, (_, i) => i);
  await pool(indexes.slice(0, warmUp), options.concurrency, send);
  result.rss_warm_mb = await settledRss(server, options.rssSettleMs ?? 5_000);
  await pool(indexes.slice(warmUp), options.concurrency, send);
  result.duration_s = round((performance.now() - began) / 1000, 1);
  result.requests_per_s = Math.round(result.sent / Math.max(result.duration_s, 0.001));
  result.samples.sort((a, b) => a.index - b.index);
  result.rss_after_mb = await settledRss(server, options.rssSettleMs ?? 5_000);
  result.server_alive = server.alive();
  const growth = (from: number | null) => (from !== null && result.rss_after_mb !== null ? round(result.rss_after_mb - from, 1) : null);
  result.rss_growth_mb = growth(result.rss_warm_mb);
  result.rss_growth_from_start_mb = growth(result.rss_start_mb);
  return result;
}
