// Section 6 — the validating proxy: the latency it adds in front of the mock on loopback at 100 requests/s
// (issue 26: at most 1 ms at p50). The mock and one proxy per judge level (`--proxy-to` the mock) run as
// `npm start` runs them; the client sends GET /v1/jobs (a page of 20 jobs, which the full judge validates
// against the spec) at a steady 100 requests/s to the mock and to a proxy, the two streams interleaved
// 5 ms apart so both see the same machine, over kept-alive connections; one level after the other.
// Added latency = the proxy's p50 − the mock's, in the same stretch of time. A bare node:http forwarder
// (bare-proxy-server.ts) is measured the same way first: the hop's own cost on this machine, the floor.
// Usage: node bench/proxy.bench.ts [--seconds S] [--judges full,core] [--tiny]
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { FLOOR } from './lib/report-proxy.ts';
import { emit, log, mockNodeFlags, nodeBin, parseFlags, percentile, round, startServer } from '../lab/common.ts';

const flags = parseFlags();
const seconds = flags.number('seconds', flags.tiny ? 0.5 : 30);
const judges = flags.string('judges', 'full,core').split(',').filter(Boolean);
const warmups = flags.tiny ? 5 : 50;
const rate = 100;
const key = 'bench-key';
const cli = fileURLToPath(new URL('../mock/server/cli.js', import.meta.url));
const ready = /listening on (http:\/\/[^\s,]+)/;
const quiet = [...mockNodeFlags, cli, '--port', '0', '--log-level', 'silent'];

const mock = await startServer('mock', nodeBin, [...quiet, '--api-key', key], { ready });
const proxies = await Promise.all(
  judges.map((judge) =>
    startServer(`proxy (${judge})`, nodeBin, [...quiet, '--proxy-to', mock.url, '--judge', judge], { ready }),
  ),
);
const bare = await startServer(
  'bare proxy',
  nodeBin,
  [fileURLToPath(new URL('./bare-proxy-server.ts', import.meta.url)), '--upstream', mock.url],
  { ready },
);
const agent = new http.Agent({ keepAlive: true });

function send(base: string, method: string, path: string, body?: string): Promise<number> {
  const url = new URL(path, base);
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const headers = {
      'X-API-Key': key,
      ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}),
    };
    const request = http.request(url, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode! < 300
          ? resolve(performance.now() - began)
          : reject(new Error(`${base}${path} answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(sorted, 50), 3),
    p90_ms: round(percentile(sorted, 90), 3),
    p99_ms: round(percentile(sorted, 99), 3),
    requests: list.length,
  };
};

async function measure(judge: string, proxy: string) {
  // Warm both paths (the proxy's judges compile on first use).
  for (let i = 0; i < warmups; i++)
    await Promise.all([send(mock.url, 'GET', '/v1/jobs'), send(proxy, 'GET', '/v1/jobs')]);
  const total = Math.max(1, Math.round(seconds * rate));
  const direct: number[] = [];
  const proxied: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    // Paced by the schedule, not by answers: a slow answer does not slow the offered rate.
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(mock.url, 'GET', '/v1/jobs').then((ms) => void direct.push(ms)));
    await new Promise((resolve) => setTimeout(resolve, 500 / rate));
    pending.push(send(proxy, 'GET', '/v1/jobs').then((ms) => void proxied.push(ms)));
  }
  await Promise.all(pending);
  const row = {
    judge,
    rate_per_s: rate,
    seconds: round((performance.now() - start) / 1000, 1),
    direct: stats(direct),
    proxied: stats(proxied),
  };
  const added = round(row.proxied.p50_ms - row.direct.p50_ms, 3);
  log(
    `proxy: p50 ${row.direct.p50_ms} ms direct, ${row.proxied.p50_ms} ms through the proxy (judge ${judge}): +${added} ms`,
  );
  return { ...row, added_p50_ms: added };
}

try {
  for (let i = 0; i < 20; i++)
    await send(
      mock.url,
      'POST',
      '/v1/jobs',
      JSON.stringify({
        name: `job ${i}`,
        url: 'https://example.com/hook',
        schedule_type: 'interval',
        interval_seconds: 86_400,
      }),
    );
  const rows = [await measure(FLOOR, bare.url)];
  for (const [i, judge] of judges.entries()) rows.push(await measure(judge, proxies[i]!.url));
  emit({ section: 'proxy', rows });
} finally {
  agent.destroy();
  await Promise.all([...proxies, bare].map((proxy) => proxy.stop()));
  await mock.stop();
}
