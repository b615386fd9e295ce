// The framework floor: a bare Express 5 server doing the mock's work for the benchmarked operations —
// keys checked, jobs kept in memory per account, GET /v1/jobs paged newest first by an opaque id cursor
// (binary search, like the mock), POST /v1/jobs storing the same record — with no validation, no
// simulator, no journal. Whatever the mock costs above this is the price of its contract checks.
// Usage: node bench/floor-server.ts [--port N] [--api-key KEY ...]; prints "floor listening on URL".
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createJobIds } from '../lab/job-ids.ts';

interface FloorJob {
  id: string;
  name: string;
  url: string;
  method: string;
  schedule_type: string;
  interval_seconds: number;
  notify_on_failure: boolean;
  timeout_seconds: number;
  status: 'active' | 'paused';
  created_at: string;
  updated_at: string;
  next_run_at: string | null;
  last_run: null;
  consecutive_failures: number;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const keys = args.flatMap((word, i) => (word === '--api-key' && args[i + 1] ? [args[i + 1]!] : []));
const accountOf = new Map<string, string>((keys.length ? keys : ['dev-key']).map((key, i) => [key, `acc_${i}`]));
/** Per account: jobs in ascending id order (ids grow with time, so a create appends). */
const jobsOf = new Map<string, FloorJob[]>();
// Ids that sort by creation and fit the spec's pattern.
const nextId = createJobIds();

function lowerBound(items: readonly FloorJob[], id: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (items[mid]!.id < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

const encodeCursor = (id: string) => Buffer.from(JSON.stringify({ k: id, f: 'status=' })).toString('base64url');
const decodeCursor = (cursor: string) =>
  (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { k: string }).k;

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.use((request: Request, response: Response, next: NextFunction) => {
  const account = accountOf.get(request.get('x-api-key') ?? '');
  if (!account) {
    response
      .status(401)
      .type('application/problem+json')
      .send('{"type":"about:blank","title":"Unauthorized","status":401}');
    return;
  }
  response.locals.account = account;
  next();
});
app.get('/v1/jobs', (request: Request, response: Response) => {
  const jobs = jobsOf.get(response.locals.account as string) ?? [];
  const limit = Math.min(100, Math.max(1, Number(request.query.limit ?? 20) || 20));
  const cursor = typeof request.query.cursor === 'string' ? request.query.cursor : undefined;
  const start = cursor === undefined ? jobs.length - 1 : lowerBound(jobs, decodeCursor(cursor)) - 1;
  const data: FloorJob[] = [];
  for (let i = start; i >= 0 && data.length < limit; i--) data.push(jobs[i]!);
  const hasMore = start - data.length >= 0;
  response.json({ data, next_cursor: hasMore && data.length ? encodeCursor(data.at(-1)!.id) : null });
});
app.post('/v1/jobs', express.json({ limit: '64kb' }), (request: Request, response: Response) => {
  const body = request.body as Partial<FloorJob>;
  const now = Date.now();
  const interval = body.interval_seconds ?? 60;
  const job: FloorJob = {
    id: nextId(now),
    name: String(body.name),
    url: String(body.url),
    method: body.method ?? 'GET',
    schedule_type: body.schedule_type ?? 'interval',
    interval_seconds: interval,
    notify_on_failure: body.notify_on_failure ?? false,
    timeout_seconds: body.timeout_seconds ?? 30,
    status: 'active',
    created_at: new Date(now).toISOString(),
    updated_at: new Date(now).toISOString(),
    next_run_at: new Date(now + interval * 1000).toISOString(),
    last_run: null,
    consecutive_failures: 0,
  };
  const account = response.locals.account as string;
  let jobs = jobsOf.get(account);
  if (!jobs) jobsOf.set(account, (jobs = []));
  jobs.push(job);
  response.status(201).location(`/v1/jobs/${job.id}`).json(job);
});

const server = app.listen(Number(flag('port') ?? 0), flag('host') ?? '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`floor listening on http://127.0.0.1:${port}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
