// Section 7 — the in-process mock against the MSW handlers: what one request costs a unit test through
// `createInProcessMock` (the typed client calls `core.handle` directly) and through `setupServer` with
// `createCronJobsHandlers` (the same typed client on the global fetch, which MSW intercepts). One process,
// one account holding 20 jobs on each; the two paths alternate request by request, so the JIT and the
// machine's load weigh on both alike. Workloads: GET /v1/jobs (a page of 20), GET /v1/jobs/{id}, and
// POST /v1/jobs then DELETE it. Prints one JSON line: each path's p50, p99 and mean per request.
// Usage: node bench/in-process.bench.ts [--requests N] [--tiny]
import { setupServer } from 'msw/node';
import { createCronJobsClient, type CronJobsClient } from '../client/index.ts';
import { createInProcessMock } from '../mock/in-process/index.ts';
import { createCronJobsHandlers } from '../mock/msw/index.ts';
import { emit, parseFlags, percentile, round } from '../lab/common.ts';

const flags = parseFlags();
const requests = flags.number('requests', flags.tiny ? 20 : 2000);
const warmup = flags.tiny ? 5 : 200;
const now = Date.parse('2027-01-01T00:00:00Z');
const key = 'bench-key';
const baseUrl = 'https://bench.cronjobs.test';
const body = (i: number) => ({
  name: `bench ${i}`,
  url: `https://example.com/ok?i=${i}`,
  schedule_type: 'interval' as const,
  interval_seconds: 3600,
});

const inProcess = createInProcessMock({ apiKeys: [key], now });
const handlers = createCronJobsHandlers({ baseUrl, apiKeys: [key], clock: 'virtual', now });
const server = setupServer(...handlers);
server.listen({ onUnhandledFrame: 'error' });
const paths: Record<'in-process' | 'msw', CronJobsClient> = {
  'in-process': inProcess.client,
  msw: createCronJobsClient({ baseUrl, apiKey: key }),
};

async function expectStatus(promise: Promise<{ response: Response }>, status: number): Promise<void> {
  const { response } = await promise;
  if (response.status !== status) throw new Error(`answered ${response.status}, expected ${status}`);
}

const ids: Record<string, string> = {};
for (const [name, client] of Object.entries(paths)) {
  for (let i = 0; i < 20; i++) {
    const { data } = await client.POST('/v1/jobs', { body: body(i) });
    ids[name] = data!.id;
  }
}

const workloads: Record<string, (client: CronJobsClient, path: string, i: number) => Promise<void>> = {
  'GET /v1/jobs': (client) => expectStatus(client.GET('/v1/jobs'), 200),
  'GET /v1/jobs/{id}': (client, path) =>
    expectStatus(client.GET('/v1/jobs/{job_id}', { params: { path: { job_id: ids[path]! } } }), 200),
  'POST + DELETE /v1/jobs': async (client, _path, i) => {
    const { data, response } = await client.POST('/v1/jobs', { body: body(1000 + i) });
    if (response.status !== 201) throw new Error(`create answered ${response.status}`);
    await expectStatus(client.DELETE('/v1/jobs/{job_id}', { params: { path: { job_id: data!.id } } }), 204);
  },
};

const rows = [];
for (const [workload, work] of Object.entries(workloads)) {
  const times: Record<string, number[]> = { 'in-process': [], msw: [] };
  for (let i = 0; i < warmup + requests; i++) {
    for (const [name, client] of Object.entries(paths)) {
      const began = performance.now();
      await work(client, name, i);
      if (i >= warmup) times[name]!.push(performance.now() - began);
    }
  }
  const stats = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      p50_ms: round(percentile(sorted, 50), 4),
      p99_ms: round(percentile(sorted, 99), 4),
      mean_ms: round(list.reduce((a, b) => a + b, 0) / list.length, 4),
    };
  };
  const inStats = stats(times['in-process']!);
  const mswStats = stats(times.msw!);
  rows.push({
    workload,
    requests,
    in_process: inStats,
    msw: mswStats,
    msw_over_in_process_p50: round(mswStats.p50_ms / inStats.p50_ms, 2),
  });
}
server.close();
inProcess.close();
emit({ rows });
