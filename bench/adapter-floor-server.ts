// The adapter floor: the mock's own Express adapter (`createMockApp`) around a stand-in core that does no
// work — it reads and parses a create's body and answers the benchmarked operations with bodies of the
// mock's size, serialised once at start. What the mock costs above this is its core; what this costs
// above the Express floor (floor-server.ts) is the adapter.
// Usage: node bench/adapter-floor-server.ts [--port N] [--api-key KEY]; prints "adapter floor listening on URL".
import type { AddressInfo } from 'node:net';
import { createMockApp, type Handler } from '../mock/server/index.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const key = flag('api-key') ?? 'dev-key';

const at = new Date().toISOString();
const record = (i: number) => ({
  id: `job_01JD5ZQ3T9V8P6X4M2N${String(i).padStart(7, '0')}`,
  name: `listed ${i}`,
  url: `https://bench.example/listed/${i}`,
  method: 'GET',
  schedule_type: 'interval',
  interval_seconds: 86_400,
  notify_on_failure: false,
  timeout_seconds: 30,
  status: 'active',
  created_at: at,
  updated_at: at,
  next_run_at: at,
  last_run: null,
  consecutive_failures: 0,
});
const page = JSON.stringify({
  data: Array.from({ length: 20 }, (_, i) => record(1000 - i)),
  next_cursor: 'eyJrIjoiam9iXzAxSkQ1WlEzVDlWOFA2WDRNMk4wMDAwOTgxIiwiZiI6InN0YXR1cz0ifQ',
});
const created = JSON.stringify(record(1001));
const json = (status: number, body: string, headers: Record<string, string> = {}): Response =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req_01JD5ZQ3T9V8P6X4M2N0000001', ...headers },
  });

const standIn: Handler = {
  async handle(request: Request): Promise<Response> {
    if (request.headers.get('X-API-Key') !== key)
      return json(401, '{"type":"about:blank","title":"Unauthorized","status":401}');
    const path = request.url.slice(request.url.indexOf('/', 8));
    if (request.method === 'GET' && path.startsWith('/v1/jobs')) return json(200, page);
    if (request.method === 'POST' && path === '/v1/jobs') {
      JSON.parse(new TextDecoder().decode(await request.arrayBuffer()));
      return json(201, created, { Location: '/v1/jobs/job_01JD5ZQ3T9V8P6X4M2N0001001' });
    }
    return json(404, '{"type":"about:blank","title":"Not Found","status":404}');
  },
};

const server = createMockApp(standIn).listen(Number(flag('port') ?? 0), flag('host') ?? '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`adapter floor listening on http://127.0.0.1:${port}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
