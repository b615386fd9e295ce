// Section 6 — the validating proxy: the latency it adds in front of the mock on loopback at 100 requests/s
// (issue 26: at most 1 ms at p50). The mock and the proxy (`--proxy-to` the mock, `--judge full`, the
// heavier level) run as `npm start` runs them; the client sends GET /v1/jobs (a page of 20 jobs, which the
// full judge validates against the spec) at a steady 100 requests/s to each, interleaved 5 ms apart so
// both see the same machine, over kept-alive connections. Added latency = the proxy's p50 − the mock's.
// Usage: node bench/proxy.bench.ts [--seconds S] [--judge core|full] [--tiny]
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { emit, log, mockNodeFlags, nodeBin, parseFlags, percentile, round, startServer } from './lib/common.ts';

const flags = parseFlags();
const seconds = flags.number('seconds', flags.tiny ? 1 : 30);
const judge = flags.string('judge', 'full');
const rate = 100;
const key = 'bench-key';
const cli = fileURLToPath(new URL('../mock/server/cli.js', import.meta.url));
const ready = /listening on (http:\/\/[^\s,]+)/;

const mock = await startServer('mock', nodeBin, [...mockNodeFlags, cli, '--port', '0', '--log-level', 'silent', '--api-key', key], { ready });
const proxy = await startServer('proxy', nodeBin, [...mockNodeFlags, cli, '--port', '0', '--log-level', 'silent', '--proxy-to', mock.url, '--judge', judge], { ready });
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function send(base: string, method: string, path: string, body?: string): Promise<number> {
  const url = new URL(path, base);
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: { 'X-API-Key': key, ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}) } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode! < 300 ? resolve(performance.now() - began) : reject(new Error(`${base}${path} answered ${response.statusCode}`))));
    });
    request.on('error', reject);
    request.end(body);
  });
}

try {
  for (let i = 0; i < 20; i++)
    await send(mock.url, 'POST', '/v1/jobs', JSON.stringify({ name: `job ${i}`, url: 'https://example.com/hook', schedule_type: 'interval', interval_seconds: 86_400 }));
  // Warm both paths (the proxy's judges compile on first use).
  for (let i = 0; i < 50; i++) await Promise.all([send(mock.url, 'GET', '/v1/jobs'), send(proxy.url, 'GET', '/v1/jobs')]);
  const total = Math.max(1, Math.round(seconds * rate));
  const direct: number[] = [];
  const proxied: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    // Paced by the schedule, not by answers: a slow answer does not slow the offered rate.
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(mock.url, 'GET', '/v1/jobs').then((ms) => void direct.push(ms)));
    await new Promise((resolve) => setTimeout(resolve, 500 / rate));
    pending.push(send(proxy.url, 'GET', '/v1/jobs').then((ms) => void proxied.push(ms)));
  }
  await Promise.all(pending);
  const stats = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50_ms: round(percentile(sorted, 50), 3), p90_ms: round(percentile(sorted, 90), 3), p99_ms: round(percentile(sorted, 99), 3), requests: list.length };
  };
  const result = { section: 'proxy', judge, rate_per_s: rate, seconds: round((performance.now() - start) / 1000, 1), direct: stats(direct), proxied: stats(proxied) };
  const added = round(result.proxied.p50_ms - result.direct.p50_ms, 3);
  log(`proxy: p50 ${result.direct.p50_ms} ms direct, ${result.proxied.p50_ms} ms through the proxy (judge ${judge}): +${added} ms`);
  emit({ ...result, added_p50_ms: added });
} finally {
  agent.destroy();
  await proxy.stop();
  await mock.stop();
}
