// Slow-header clients: K connections each send one byte of a never-ending header block per second,
// while a normal client makes requests on its own keep-alive connection; its latencies give the p99.
// The slow sockets the server closes (its headersTimeout) are counted; everything is closed at the end.
import { connect, type Socket } from 'node:net';
import { percentile, round, sleep } from '../../lab/common.ts';
import { createCronJobsClient } from '../../client/index.ts';
import type { SoakServer } from '../lib/server.ts';

export interface SlowHeadersResult {
  slow_clients: number;
  connected: number;
  duration_s: number;
  /** Slow connections the server ended before we did. */
  closed_by_server: number;
  /** Seconds after its first byte when the server closed the first and the last of them. */
  first_close_s: number | null;
  last_close_s: number | null;
  probe_requests: number;
  probe_failures: number;
  p50_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
}

// A header block that never ends: the request line, then one long header, a byte at a time.
const slowHead = (key: string) =>
  `GET /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nX-Slow: ${'s'.repeat(10_000)}`;

export async function runSlowHeaders(
  server: SoakServer,
  options: { clients: number; seconds: number; probes: number },
): Promise<SlowHeadersResult> {
  const text = slowHead(server.keys[1]);
  const sockets: Array<{ socket: Socket; sent: number; openedAt: number; closedAt: number | null }> = [];
  await Promise.all(
    Array.from({ length: options.clients }, () => {
      const entry = {
        socket: connect({ host: server.host, port: server.port }),
        sent: 0,
        openedAt: performance.now(),
        closedAt: null as number | null,
      };
      entry.socket.on('error', () => {});
      entry.socket.on('data', () => {}); // a 408 may come; it is read and dropped
      entry.socket.on('close', () => (entry.closedAt ??= performance.now()));
      sockets.push(entry);
      return new Promise<void>((resolve) => {
        entry.socket.once('connect', () => resolve());
        entry.socket.once('close', () => resolve());
      });
    }),
  );
  const connected = sockets.filter((s) => s.closedAt === null).length;
  const tick = () => {
    for (const entry of sockets) {
      if (entry.closedAt !== null || entry.sent >= text.length) continue;
      entry.socket.write(text[entry.sent]!);
      entry.sent++;
    }
  };
  tick();
  const dripping = setInterval(tick, 1_000);

  const client = createCronJobsClient({ baseUrl: server.url, apiKey: server.keys[0] });
  // One untimed request first: the client's own start-up and its connection are not the server's latency.
  await client.GET('/v1/jobs', { params: { query: { limit: 1 } } }).catch(() => undefined);
  const latencies: number[] = [];
  let probeFailures = 0;
  const began = performance.now();
  const spacingMs = (options.seconds * 1000) / Math.max(1, options.probes);
  for (let i = 0; i < options.probes; i++) {
    const start = performance.now();
    try {
      const { response } = await client.GET('/v1/jobs', { params: { query: { limit: 1 } } });
      if (response.status !== 200) probeFailures++;
    } catch {
      probeFailures++;
    }
    latencies.push(performance.now() - start);
    const next = began + (i + 1) * spacingMs;
    if (next > performance.now()) await sleep(next - performance.now());
  }
  const left = began + options.seconds * 1000 - performance.now();
  if (left > 0) await sleep(left);
  clearInterval(dripping);

  const closes = sockets.filter((s) => s.closedAt !== null).map((s) => (s.closedAt! - s.openedAt) / 1000);
  for (const { socket } of sockets) socket.destroy();
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => (Number.isNaN(value) ? null : round(value, 1));
  return {
    slow_clients: options.clients,
    connected,
    duration_s: options.seconds,
    closed_by_server: closes.length,
    first_close_s: closes.length ? round(Math.min(...closes), 1) : null,
    last_close_s: closes.length ? round(Math.max(...closes), 1) : null,
    probe_requests: options.probes,
    probe_failures: probeFailures,
    p50_ms: ms(percentile(latencies, 50)),
    p99_ms: ms(percentile(latencies, 99)),
    max_ms: ms(percentile(latencies, 100)),
  };
}
