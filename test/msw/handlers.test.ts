import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createCronJobsClient, type ValidationProblem } from '../../client/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { checkedFetch } from '../support/expect-conforms.ts';

// The MSW adapter is the same core as the server: these tests drive it the way a frontend test would,
// through fetch intercepted by setupServer, and check answers against the spec.
const baseUrl = 'https://api.cronjobs.test';
const mock = createCronJobsHandlers({
  baseUrl,
  apiKeys: ['fe-key', 'other-key'],
  clock: 'virtual',
  now: Date.UTC(2026, 10, 22, 15),
});
const other = createCronJobsHandlers({
  baseUrl: 'https://other.cronjobs.test/api',
  apiKeys: ['fe-key'],
  clock: 'virtual',
});
const server = setupServer(...mock.handlers, ...other.handlers);
// Every answer the typed client receives is checked against the spec on the way.
const client = createCronJobsClient({ baseUrl, apiKey: 'fe-key', fetch: checkedFetch });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => mock.reset());
afterAll(() => server.close());

const failing = {
  name: 'fails',
  url: 'https://example.com/status/500',
  schedule_type: 'interval',
  interval_seconds: 60,
  notify_on_failure: true,
} as const;

describe('createCronJobsHandlers', () => {
  test('creates and lists jobs through fetch', async () => {
    const created = await client.POST('/v1/jobs', { body: failing });
    expect(created.response.status).toBe(201);
    const listed = await client.GET('/v1/jobs');
    expect(listed.data?.data.map((j) => j.id)).toEqual([created.data?.id]);
  });

  test('problems arrive as the typed error value', async () => {
    const { error, response } = await client.POST('/v1/jobs', { body: { ...failing, interval_seconds: 5 } });
    expect(response.status).toBe(422);
    expect((error as ValidationProblem).errors.map((e) => e.pointer)).toEqual(['/interval_seconds']);
  });

  test('advance runs what is due and records failure notifications', async () => {
    const { data: job } = await client.POST('/v1/jobs', { body: failing });
    const advanced = await mock.advance(180);
    expect(advanced.runs.map((r) => [r.job_id, r.scheduled_at, r.outcome])).toEqual([
      [job!.id, '2026-11-22T15:01:00.000Z', 'failed'],
      [job!.id, '2026-11-22T15:02:00.000Z', 'failed'],
      [job!.id, '2026-11-22T15:03:00.000Z', 'failed'],
    ]);
    const notifications = await mock.notifications();
    expect(notifications.map((n) => n.payload.data.run.scheduled_at)).toEqual(advanced.runs.map((r) => r.scheduled_at));
    const runs = await client.GET('/v1/jobs/{job_id}/runs', { params: { path: { job_id: job!.id } } });
    expect(runs.data?.data).toHaveLength(3);
  });

  test('cron jobs and the schedule preview work through the same core', async () => {
    const { data: job } = await client.POST('/v1/jobs', {
      body: {
        name: 'digest',
        url: 'https://example.com/digest',
        schedule_type: 'cron',
        cron_expression: '0 9 * * 1-5',
        timezone: 'America/New_York',
      },
    });
    expect(job).toMatchObject({ timezone: 'America/New_York', next_run_at: '2026-11-23T14:00:00.000Z' }); // Monday 09:00 EST
    const advanced = await mock.advance(24 * 3600);
    expect(advanced.runs.map((r) => r.scheduled_at)).toEqual(['2026-11-23T14:00:00.000Z']);
    const preview = await client.POST('/v1/schedules/preview', {
      body: { schedule_type: 'cron', cron_expression: '0 9 * * 1-5', timezone: 'America/New_York', count: 2 },
    });
    expect(preview.data?.data).toEqual(['2026-11-24T14:00:00.000Z', '2026-11-25T14:00:00.000Z']);
    const bad = await client.POST('/v1/schedules/preview', {
      body: { schedule_type: 'cron', cron_expression: '61 * * * *' },
    });
    expect((bad.error as ValidationProblem).errors).toEqual([
      { pointer: '/cron_expression', detail: 'minute 61 is out of range 0–59' },
    ]);
  });

  test('reset empties the state but keeps the keys', async () => {
    await client.POST('/v1/jobs', { body: failing });
    await mock.reset();
    const listed = await client.GET('/v1/jobs');
    expect(listed.response.status).toBe(200);
    expect(listed.data?.data).toEqual([]);
  });

  test('another version prefix is answered 404, not passed to the network', async () => {
    const response = await fetch(`${baseUrl}/v2/jobs`, { headers: { 'X-API-Key': 'fe-key' } });
    expect(response.status).toBe(404);
  });

  test('each call builds its own state, and a base URL may carry a path', async () => {
    await client.POST('/v1/jobs', { body: failing });
    const elsewhere = createCronJobsClient({ baseUrl: 'https://other.cronjobs.test/api', apiKey: 'fe-key' });
    const listed = await elsewhere.GET('/v1/jobs');
    expect(listed.response.status).toBe(200);
    expect(listed.data?.data).toEqual([]);
  });
});

// MSW hands over a URL the WHATWG parser has already normalised (docs/security.md): dot segments arrive
// resolved, so the path rule refuses what survives that parser — encoded slashes and backslashes.
describe('paths under MSW', () => {
  test.each([
    ['/v1/jobs/x%2f..%2f..%2f__mock%2faccounts', 'x%2f..%2f..%2f__mock%2faccounts'],
    ['/v1/jobs/%2F', '%2F'],
    ['/v1/jobs/..%5c..%5c__mock%5caccounts', '..%5c..%5c__mock%5caccounts'],
    ['/v1/jobs/%5C', '%5C'],
  ])('%s is answered 400 naming %s', async (path, segment) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'X-API-Key': 'fe-key' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(((await response.json()) as { detail: string }).detail).toContain(`"${segment}"`);
  });

  test.each(['/v1/jobs/%2e%2e/%2e%2e/v1/jobs', '/v1/jobs/../../v1/jobs', '/v1/jobs/.%2E/./../v1/jobs'])(
    '%s reaches the handler already resolved to /v1/jobs',
    async (path) => {
      const seen: string[] = [];
      const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
      server.events.on('request:start', listener);
      try {
        expect((await fetch(`${baseUrl}${path}`, { headers: { 'X-API-Key': 'fe-key' } })).status).toBe(200);
      } finally {
        server.events.removeListener('request:start', listener);
      }
      expect(seen).toEqual(['/v1/jobs']);
    },
  );
});

describe('a control token under MSW', () => {
  const locked = createCronJobsHandlers({
    baseUrl: 'https://locked.cronjobs.test',
    controlToken: 'msw-secret',
    clock: 'virtual',
  });
  beforeAll(() => server.use(...locked.handlers));

  test('the control API needs it; the helpers send it', async () => {
    const anonymous = await fetch('https://locked.cronjobs.test/__mock/accounts');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('WWW-Authenticate')).toMatch(/^Bearer realm=/);
    const authorised = await fetch('https://locked.cronjobs.test/__mock/accounts', {
      headers: { Authorization: 'Bearer msw-secret' },
    });
    expect(authorised.status).toBe(200);
    expect((await locked.advance(60)).runs_total).toBe(0);
  });
});
