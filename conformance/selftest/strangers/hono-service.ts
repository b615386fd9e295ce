// A Cron Job Scheduling Service written the usual Hono way (on @hono/node-server) from the seed alone
// (spec/seed/cron-job-service-spec.md), never from spec/openapi.yaml. A key middleware on a /v1 sub-app,
// hand-written checks in hono/validator, gzip through hono/compress, HEAD answered by Hono from the GET
// route. Its choices on the points the seed leaves open differ from our spec and from fastify-service.ts:
// 401 (plain text) without a key and 403 for an unknown one, 202 `{"data": job}` with numeric ids, 422
// `{"errors": [...]}` for validation (strict types, no coercion), only `interval` schedules of 10 s to a
// week, unknown fields ignored, the list a bare array in pages of 30 (`?page=N&per_page=M`) with an
// RFC 8288 `Link` rel="next", oldest first.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { validator } from 'hono/validator';
import type { StrangerDefect } from './defects.ts';
import type { Stranger, StrangerOptions } from './fastify-service.ts';

interface Job {
  id: number;
  name: string;
  url: string;
  method: string;
  schedule_type: 'interval';
  interval_seconds?: number;
  notify_on_failure?: boolean;
  created_at: number;
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const perPageDefault = 30;

type Checked = Omit<Job, 'id' | 'created_at'>;

/** The create body's problems, one string each; the checked job when there are none. */
function check(value: unknown, defect: StrangerDefect | undefined): { errors: string[] } | { job: Checked } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { errors: ['body must be a JSON object'] };
  const body = value as Record<string, unknown>;
  const errors: string[] = [];
  if (typeof body.name !== 'string' || body.name.trim() === '' || body.name.length > 255)
    errors.push('name must be a non-empty string of at most 255 characters');
  if (typeof body.url !== 'string' || !URL.canParse(body.url) || body.url.length > 2000)
    errors.push('url must be an absolute URL');
  if (typeof body.method !== 'string' || !methods.includes(body.method))
    errors.push(`method must be one of ${methods.join(', ')}`);
  if (body.schedule_type !== 'interval') errors.push('schedule_type must be "interval"');
  const seconds = body.interval_seconds;
  if (seconds === undefined) {
    if (defect !== 'interval-without-seconds') errors.push('interval_seconds is required');
  } else if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 10 || seconds > 604_800)
    errors.push('interval_seconds must be an integer from 10 to 604800');
  const notify = body.notify_on_failure;
  if (notify !== undefined && typeof notify !== 'boolean') errors.push('notify_on_failure must be a boolean');
  if (errors.length > 0) return { errors };
  const job: Checked = {
    name: body.name as string,
    url: body.url as string,
    method: body.method as string,
    schedule_type: 'interval',
  };
  if (seconds !== undefined) job.interval_seconds = seconds as number;
  if (notify !== undefined) job.notify_on_failure = notify as boolean;
  else if (defect !== 'list-500-after-job-without-notify') job.notify_on_failure = false;
  return { job };
}

export async function startHonoService({ keys, defect }: StrangerOptions): Promise<Stranger> {
  const accounts = new Map(keys.map((key) => [key, [] as Job[]]));
  const first = accounts.get(keys[0]!)!;
  let nextId = 1;

  const api = new Hono<{ Variables: { account: Job[] } }>();
  api.use('*', async (c, next) => {
    const key = c.req.header('x-api-key');
    let account = key === undefined ? undefined : accounts.get(key);
    if (!account && defect === 'head-without-key-check' && c.req.method === 'HEAD') account = first;
    if (!account && defect === 'wrong-key-with-any-accept' && key !== undefined && c.req.header('accept') === '*/*')
      account = first;
    if (!account)
      return key === undefined
        ? c.text('Unauthorized', 401)
        : c.json({ error: 'forbidden', message: 'unknown API key' }, 403);
    c.set('account', account);
    await next();
  });

  api.post(
    '/jobs',
    validator('json', (value, c) => {
      const result = check(value, defect);
      return 'errors' in result ? c.json({ errors: result.errors }, 422) : result.job;
    }),
    (c) => {
      const job: Job = { id: nextId++, ...c.req.valid('json'), created_at: Math.floor(Date.now() / 1000) };
      c.get('account').push(job);
      return c.json({ data: job }, 202);
    },
  );

  api.get('/jobs', (c) => {
    const page = Number(c.req.query('page') ?? '1');
    const perPage = Number(c.req.query('per_page') ?? perPageDefault);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return c.json({ errors: ['page must be ≥ 1 and per_page 1 to 100'] }, 422);
    const own = c.get('account');
    if (defect === 'list-500-after-job-without-notify' && own.some((j) => j.notify_on_failure === undefined))
      throw new Error('notify_on_failure is NULL');
    const source =
      defect === 'other-accounts-from-page-two' && page > 1
        ? [...accounts.values()].flat().sort((a, b) => a.id - b.id)
        : own;
    const start = (page - 1) * perPage;
    if (start + perPage < source.length) {
      const next = new URL(c.req.url);
      next.searchParams.set('page', String(page + 1));
      next.searchParams.set('per_page', String(perPage));
      c.header('Link', `<${next.href}>; rel="next"`);
    }
    return c.json(source.slice(start, start + perPage));
  });

  const app = new Hono();
  app.use(compress());
  app.route('/v1', api);
  if (defect === 'served-under-v2') app.route('/v2', api);

  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
