// Section 6 of the bench report: the validating proxy's added latency (bench/proxy.bench.ts).
import { n, table, verdict } from './markdown.ts';

export interface ProxyLatency {
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  requests: number;
}
export interface ProxyRow {
  judge: string;
  rate_per_s: number;
  seconds: number;
  direct: ProxyLatency;
  proxied: ProxyLatency;
  added_p50_ms: number;
}

/** The bare node:http hop measured first (bench/bare-proxy-server.ts): the machine's own cost of a hop. */
export const FLOOR = 'bare hop (floor)';

export function proxy(rows: ProxyRow[]): string {
  const floor = rows.find((r) => r.judge === FLOOR);
  const body = rows.map((r) => [
    r.judge,
    `${n(r.direct.p50_ms, 3)} ms`,
    `${n(r.proxied.p50_ms, 3)} ms`,
    `${n(r.added_p50_ms, 3)} ms`,
    r === floor || !floor ? '–' : `${n(r.added_p50_ms - floor.added_p50_ms, 3)} ms`,
    r === floor ? 'floor' : verdict(r.added_p50_ms <= 1),
    `${n(r.direct.p99_ms, 2)} / ${n(r.proxied.p99_ms, 2)} ms`,
    n(r.proxied.requests),
  ]);
  return [
    '## 6. Validating proxy',
    '',
    `GET /v1/jobs (a page of 20 jobs) at ${rows[0]?.rate_per_s ?? 100} requests/s to the mock directly and, interleaved 5 ms apart, through \`--proxy-to\` the mock, kept-alive connections on loopback (\`bench/proxy.bench.ts\`). The first row is a bare node:http forwarder measured the same way: what any hop costs on this machine.`,
    '',
    table(
      [
        'judge',
        'p50 direct',
        'p50 proxied',
        'added at p50',
        'above the bare hop',
        'target ≤ 1 ms',
        'p99 direct / proxied',
        'requests',
      ],
      body,
    ),
  ].join('\n');
}
