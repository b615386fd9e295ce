// The transport edges under load, against the mock as `npm start` runs it (its own process, so its RSS is
// its own): a 100 MB upload declared by Content-Length and one sent chunked — the body bytes sent before
// the 413 arrived and the server's RSS growth while it happened — and, with N slow-header clients (one
// byte a second, never finishing their headers) connected, a normal client's latency over M requests,
// then whether the server closed the slow ones at its headersTimeout.
// Issue 11 targets: 413 before 1 MB more of the body is read; RSS growth under 20 MB; p99 under 50 ms
// with 500 slow clients.
// Usage: node bench/edges.bench.ts [--upload-mb N] [--slow N] [--requests M] [--wait-timeout] [--tiny]
// The last stdout line is the JSON result (lab/common.ts runWorker protocol); a summary goes to stderr.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  emit,
  freePort,
  log,
  mockNodeFlags,
  nodeBin,
  parseFlags,
  percentile,
  round,
  sleep,
  startServer,
} from '../lab/common.ts';
import { slowHeaderClients, uploadUntilAnswer } from '../lab/edge-probes.ts';

const flags = parseFlags(process.argv.slice(2), ['tiny', 'wait-timeout']);
const uploadBytes = Math.round(flags.number('upload-mb', flags.tiny ? 8 : 100) * 2 ** 20);
const slowCount = Math.round(flags.number('slow', flags.tiny ? 20 : 500));
const requests = Math.round(flags.number('requests', flags.tiny ? 50 : 500));
const waitTimeout = flags.has('wait-timeout') || !flags.tiny;
const cli = fileURLToPath(new URL('../mock/server/cli.js', import.meta.url));

/** Resident set size of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Bytes the process has read through read(2) and its kin (sockets included), from /proc. */
function readBytes(pid: number): number {
  return Number(/rchar:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? Number.NaN);
}

/** Runs `work` while sampling the process's RSS every 5 ms; the largest growth over the level before. */
async function withRssPeak<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peakGrowth: number }> {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 5);
  try {
    const result = await work();
    await sleep(50);
    peak = Math.max(peak, rssMb(pid));
    return { result, before, peakGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Latencies (ms) of `count` keep-alive GET /v1/jobs requests, one after another. */
async function latencies(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const began = performance.now();
    const response = await fetch(`${url}/v1/jobs?limit=5`, { headers: { 'X-API-Key': 'dev-key' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /v1/jobs answered ${response.status}`);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times: number[]) => ({
  p50_ms: round(percentile(times, 50)),
  p99_ms: round(percentile(times, 99)),
  max_ms: round(times.at(-1) ?? Number.NaN),
});

const port = await freePort();
const server = await startServer(
  'mock',
  nodeBin,
  [...mockNodeFlags, cli, '--port', String(port), '--log-level', 'silent'],
  { ready: /(http:\/\/127\.0\.0\.1:\d+)/ },
);
const pid = server.child.pid!;
try {
  await latencies(server.url, 50); // warm-up: compiled code and settled heap before any RSS is taken

  const uploads = [];
  for (const { chunked, ignoreAnswer } of [
    { chunked: false },
    { chunked: true },
    { chunked: false, ignoreAnswer: true },
  ]) {
    const readBefore = readBytes(pid);
    const { result, before, peakGrowth } = await withRssPeak(pid, () =>
      uploadUntilAnswer(server.url, { totalBytes: uploadBytes, chunked, chunkBytes: 65_536, ignoreAnswer }),
    );
    const framing = `${chunked ? 'chunked' : 'content-length'}${ignoreAnswer ? ', client ignores the answer' : ''}`;
    uploads.push({
      framing,
      body_kb_sent_in_all: round(result.sent / 1024, 1),
      // What the server took off the socket (headers included): what it buffered, or read and dropped.
      server_read_kb: round((readBytes(pid) - readBefore) / 1024, 1),
      upload_mb: round(uploadBytes / 2 ** 20),
      status: result.status,
      body_kb_sent_before_answer: round(result.sentBeforeAnswer / 1024, 1),
      server_closed: result.ended,
      client_error: result.error ?? null,
      rss_before_mb: round(before, 1),
      rss_growth_mb: round(peakGrowth, 1),
    });
    log(
      `${framing} ${round(uploadBytes / 2 ** 20)} MB: ${result.status} after ${round(result.sentBeforeAnswer / 1024, 1)} KB of body sent (${round(result.sent / 1024, 1)} KB in all, ${result.error ?? 'no error'}); the server read ${uploads.at(-1)!.server_read_kb} KB; RSS +${round(peakGrowth, 1)} MB`,
    );
  }

  const baseline = summary(await latencies(server.url, requests));
  const slowStarted = performance.now();
  const slow = await slowHeaderClients(server.url, slowCount);
  await sleep(1500); // every slow client has sent a byte or two
  const loaded = summary(await latencies(server.url, requests));
  log(
    `normal client, ${requests} requests: p99 ${baseline.p99_ms} ms alone, ${loaded.p99_ms} ms with ${slowCount} slow-header clients`,
  );
  let closed: { closed_by_server: number; after_s: number; statuses: Record<string, number> } | null = null;
  if (waitTimeout) {
    // headersTimeout (10 s) plus Node's check interval (1 s) and some slack.
    while (slow.closedByServer() < slowCount && performance.now() - slowStarted < 20_000) await sleep(250);
    const statuses: Record<string, number> = {};
    for (const status of slow.answers()) statuses[status] = (statuses[status] ?? 0) + 1;
    closed = {
      closed_by_server: slow.closedByServer(),
      after_s: round((performance.now() - slowStarted) / 1000, 1),
      statuses,
    };
    log(
      `slow clients closed by the server: ${closed.closed_by_server}/${slowCount} after ${closed.after_s} s, answers ${JSON.stringify(statuses)}`,
    );
  }
  slow.stop();
  emit({
    uploads,
    slow_clients: { count: slowCount, requests, alone: baseline, with_slow_clients: loaded, timeout: closed },
    rss_end_mb: round(rssMb(pid), 1),
  });
} finally {
  await server.stop();
}
