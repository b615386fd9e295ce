// The run simulator behind the real Node server (startMockServer, as `npm start` runs it): the
// scenario of docs/mock-server.md over HTTP, deliveries with retries to a real local receiver, live calls and the SSRF guard,
// the event stream through Express, and a restart from the state file in the middle of a schedule.
// Virtual clock throughout: the only waiting is for real sockets on 127.0.0.1.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { verifySignature } from '../../mock/core/notifications/standard-webhooks.ts';
import { startMockServer, type MockServer, type MockServerOptions } from '../../mock/server/start-mock-server.ts';
import { startOfTest } from '../support/clients.ts';
import { expectConforms, parseBody, type Answer } from '../support/expect-conforms.ts';

const at = (seconds: number) => new Date(startOfTest + seconds * 1000).toISOString();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: MockServerOptions = {}): Promise<MockServer> {
  const server = await startMockServer({
    port: 0,
    clock: createVirtualClock(startOfTest),
    apiKeys: ['key-a'],
    ...options,
  });
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await server.close();
  });
  const close = server.close.bind(server);
  server.close = async () => {
    closed = true;
    await close();
  };
  return server;
}

async function call(server: MockServer, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {
    'X-API-Key': 'key-a',
    ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
  };
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return expectConforms(method, path, {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
    body: parseBody(text),
  });
}

interface Received {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A local HTTP receiver on 127.0.0.1 answering with the next status of `statuses` (204 when none left). */
async function receiver(statuses: number[] = []): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        method: request.method ?? '',
        headers: request.headers as Record<string, string>,
        body,
      });
      response.writeHead(statuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('the mock server runs jobs', () => {
  test('the scenario of docs/mock-server.md: a failing 60 s job, one hour later 60 failed runs and 60 notifications', async () => {
    const server = await start();
    const job = await call(server, 'POST', '/v1/jobs', {
      name: 'health check',
      url: 'https://example.com/status/500',
      schedule_type: 'interval',
      interval_seconds: 60,
      notify_on_failure: true,
    });
    expect(job.status).toBe(201);
    const advanced = await call(server, 'POST', '/__mock/clock/advance', { seconds: 3600 });
    expect(advanced.body.runs_total).toBe(60);
    expect(advanced.body.runs).toHaveLength(60);
    expect(
      advanced.body.runs.every(
        (run: { outcome: string; http_status: number }) => run.outcome === 'failed' && run.http_status === 500,
      ),
    ).toBe(true);
    const notifications = await call(server, 'GET', '/__mock/notifications');
    expect(notifications.body.data).toHaveLength(60);
    expect(notifications.body.data.every((n: { delivery: { state: string } }) => n.delivery.state === 'recorded')).toBe(
      true,
    );
    const current = await call(server, 'GET', `/v1/jobs/${job.body.id}`);
    expect(current.body).toMatchObject({
      consecutive_failures: 60,
      next_run_at: at(3660),
      last_run: { scheduled_at: at(3600), outcome: 'failed' },
    });
  });

  test('deliveries reach a local receiver, retried after a failure, with verifiable signatures', async () => {
    const hooks = await receiver([500]);
    const server = await start({ simulation: { notifyUrl: `${hooks.url}/hooks` } });
    await call(server, 'POST', '/v1/jobs', {
      name: 'fails',
      url: 'https://example.com/status/503',
      schedule_type: 'interval',
      interval_seconds: 60,
      notify_on_failure: true,
    });
    await call(server, 'POST', '/__mock/clock/advance', { seconds: 60 });
    let [notification] = (await call(server, 'GET', '/__mock/notifications')).body.data;
    expect(notification.delivery).toEqual({
      state: 'pending',
      attempts: 1,
      url: `${hooks.url}/hooks`,
      last_status: 500,
      next_attempt_at: at(65),
      last_headers: expect.any(Object),
    });
    await call(server, 'POST', '/__mock/clock/advance', { seconds: 5 });
    [notification] = (await call(server, 'GET', '/__mock/notifications')).body.data;
    expect(notification.delivery).toEqual({
      state: 'delivered',
      attempts: 2,
      url: `${hooks.url}/hooks`,
      last_status: 204,
      next_attempt_at: null,
      last_headers: expect.any(Object),
    });

    expect(hooks.received).toHaveLength(2);
    const account = (await call(server, 'GET', '/__mock/accounts')).body.data[0].id;
    const { webhook_secret: secret } = (await call(server, 'GET', `/__mock/accounts/${account}/notifications`)).body;
    for (const delivery of hooks.received) {
      expect(delivery).toMatchObject({ method: 'POST', path: '/hooks' });
      expect(delivery.headers['webhook-id']).toBe(notification.id);
      expect(await verifySignature({ secret, headers: delivery.headers, body: delivery.body })).toEqual({ ok: true });
    }
    expect(hooks.received[1]!.headers['webhook-timestamp']).toBe(String(Date.parse(at(65)) / 1000));
  });

  test('live calls refuse private targets unless allowed, and call them when allowed', async () => {
    const target = await receiver([202]);
    const guarded = await start({ simulation: { liveCalls: true } });
    await call(guarded, 'POST', '/v1/jobs', {
      name: 'local',
      url: `${target.url}/ping`,
      method: 'POST',
      schedule_type: 'interval',
      interval_seconds: 60,
    });
    const refused = (await call(guarded, 'POST', '/__mock/clock/advance', { seconds: 60 })).body.runs;
    expect(refused).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        http_status: null,
        error: { code: 'connection_error', message: expect.stringMatching(/^Refused: 127\.0\.0\.1 is loopback\./) },
      }),
    ]);
    expect(target.received).toHaveLength(0);

    const open = await start({ simulation: { liveCalls: true, allowPrivateTargets: true } });
    await call(open, 'POST', '/v1/jobs', {
      name: 'local',
      url: `${target.url}/ping`,
      method: 'POST',
      schedule_type: 'interval',
      interval_seconds: 60,
    });
    const called = (await call(open, 'POST', '/__mock/clock/advance', { seconds: 60 })).body.runs;
    expect(called).toEqual([expect.objectContaining({ outcome: 'succeeded', http_status: 202 })]);
    expect(target.received).toEqual([expect.objectContaining({ method: 'POST', path: '/ping' })]);
  });

  test('the event stream flows through the Express adapter and ends when the client goes away', async () => {
    const server = await start();
    const gone = new AbortController();
    const response = await fetch(`${server.url}/__mock/events?types=run.finished`, { signal: gone.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    await call(server, 'POST', '/v1/jobs', {
      name: 'tick',
      url: 'https://example.com/',
      schedule_type: 'interval',
      interval_seconds: 60,
    });
    await call(server, 'POST', '/__mock/clock/advance', { seconds: 120 });
    while ((text.match(/event: run\.finished/g) ?? []).length < 2) text += decoder.decode((await reader.read()).value);
    expect(text).toContain(`"scheduled_at":"${at(120)}"`);
    gone.abort();
    await reader.cancel().catch(() => undefined);
  });
});

describe('--state-file', () => {
  test('a restart in the middle of a schedule neither repeats nor loses runs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cronjobs-sim-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const stateFile = join(dir, 'state.db');
    const job = {
      name: 'tick',
      url: 'https://example.com/status/500',
      schedule_type: 'interval',
      interval_seconds: 60,
      notify_on_failure: true,
    };
    // A 90 s run every 60 s would be skipped half the time; a slow second job checks runs in progress survive too.
    const slow = {
      name: 'slow',
      url: 'https://example.com/delay/90',
      schedule_type: 'interval',
      interval_seconds: 60,
      timeout_seconds: 120,
    };

    const uninterrupted = await start();
    const a = (await call(uninterrupted, 'POST', '/v1/jobs', job)).body;
    const b = (await call(uninterrupted, 'POST', '/v1/jobs', slow)).body;
    await call(uninterrupted, 'POST', '/__mock/clock/advance', { seconds: 3600 });
    const expected = {
      a: (await call(uninterrupted, 'GET', `/v1/jobs/${a.id}/runs?limit=100`)).body.data.map(
        (r: { scheduled_at: string }) => r.scheduled_at,
      ),
      b: (await call(uninterrupted, 'GET', `/v1/jobs/${b.id}/runs?limit=100`)).body.data.map(
        (r: { scheduled_at: string; finished_at: string }) => [r.scheduled_at, r.finished_at],
      ),
      notifications: (await call(uninterrupted, 'GET', '/__mock/notifications')).body.data.length,
    };
    expect(expected.a).toHaveLength(60);
    expect(expected.notifications).toBe(60);
    expect(expected.b).toContainEqual([at(1740), at(1830)]);

    const first = await start({ stateFile });
    const a1 = (await call(first, 'POST', '/v1/jobs', job)).body;
    const b1 = (await call(first, 'POST', '/v1/jobs', slow)).body;
    await call(first, 'POST', '/__mock/clock/advance', { seconds: 1800 }); // b's run from 1740 to 1830 is in progress
    await first.close();

    const second = await start({ stateFile });
    expect((await call(second, 'GET', '/__mock/clock')).body.now).toBe(at(1800));
    expect((await call(second, 'GET', `/v1/jobs/${a1.id}`)).body.next_run_at).toBe(at(1860));
    await call(second, 'POST', '/__mock/clock/advance', { seconds: 1800 });
    const runsA = (await call(second, 'GET', `/v1/jobs/${a1.id}/runs?limit=100`)).body.data.map(
      (r: { scheduled_at: string }) => r.scheduled_at,
    );
    const runsB = (await call(second, 'GET', `/v1/jobs/${b1.id}/runs?limit=100`)).body.data.map(
      (r: { scheduled_at: string; finished_at: string }) => [r.scheduled_at, r.finished_at],
    );
    expect(runsA).toEqual(expected.a);
    expect(runsB).toEqual(expected.b);
    expect((await call(second, 'GET', '/__mock/notifications')).body.data).toHaveLength(expected.notifications);
    expect((await call(second, 'GET', `/v1/jobs/${a1.id}`)).body.consecutive_failures).toBe(60);
  });
});
