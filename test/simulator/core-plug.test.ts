// The scenario through the core's handle() (the engine is part of every core): a 60 s job whose target fails, the clock moved one
// hour, 60 runs, every failure, and the notification each failure sent — signed, verifiable.
import { describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/primitives/clock.ts';
import { createMockCore } from '../../mock/core/mock-core.ts';
import type { Delivery } from '../../mock/core/notifications/sender.ts';
import { verifySignature } from '../../mock/core/notifications/standard-webhooks.ts';
import { HOUR, MINUTE, T0 } from '../../mock/core/testing/engine.ts';
import { seededRandom } from '../../mock/core/primitives/random.ts';

function setUp(notifyUrl: string | null = null) {
  const clock = createVirtualClock(T0);
  const received: Delivery[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    received.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: String(init?.body),
      timeoutMs: 0,
    });
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  const core = createMockCore({
    clock,
    random: seededRandom(11),
    simulation: { notifyUrl, fetch: fakeFetch },
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await core.handle(
      new Request(`http://mock.test${path}`, {
        method,
        headers: { 'X-API-Key': 'dev-key', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return { core, call, clock, received, engine: () => core.engine };
}

describe('the simulator plugged into the core', () => {
  test('a failing 60 s job over one hour: 60 runs, 60 failures, 60 signed notifications', async () => {
    const { call, received, engine } = setUp('http://receiver.test/hooks');
    const created = await call('POST', '/v1/jobs', {
      name: 'fails',
      url: 'https://example.com/status/503',
      schedule_type: 'interval',
      interval_seconds: 60,
      notify_on_failure: true,
    });
    expect(created.status).toBe(201);
    const advanced = await call('POST', '/__mock/clock/advance', { seconds: 3600 });
    expect(advanced.status).toBe(200);
    expect(advanced.body.runs).toHaveLength(60);
    expect(advanced.body.runs.every((run: { outcome: string }) => run.outcome === 'failed')).toBe(true);
    const job = await call('GET', `/v1/jobs/${created.body.id}`);
    expect(job.body).toMatchObject({
      consecutive_failures: 60,
      next_run_at: new Date(T0 + HOUR + MINUTE).toISOString(),
      last_run: { outcome: 'failed', http_status: 503 },
    });
    const runs = await call('GET', `/v1/jobs/${created.body.id}/runs?limit=100`);
    expect(runs.body.data).toHaveLength(60);
    const notifications = await call('GET', '/__mock/notifications');
    expect(notifications.body.data).toHaveLength(60);
    expect(notifications.body.data[0].delivery).toMatchObject({ state: 'delivered', attempts: 1, last_status: 204 });
    expect(received).toHaveLength(60);
    const secret = engine().outbox.secretFor(notifications.body.data[0].account_id);
    expect(await verifySignature({ secret, headers: received[0]!.headers, body: received[0]!.body })).toEqual({
      ok: true,
    });
  });

  test('one seeded random source makes the whole core reproducible: job, run and message ids, keys and secrets', async () => {
    const world = async () => {
      const { core, call, received, engine } = setUp('http://receiver.test/hooks');
      const { body: job } = await call('POST', '/v1/jobs', {
        name: 'fails',
        url: 'https://example.com/status/503',
        schedule_type: 'interval',
        interval_seconds: 60,
        notify_on_failure: true,
      });
      const { body: advanced } = await call('POST', '/__mock/clock/advance', { seconds: 600 });
      const { body: account } = await call('POST', '/__mock/accounts', { name: 'second' });
      const messages = received.map((delivery) => delivery.headers['webhook-id']);
      return {
        job: job.id,
        runs: advanced.runs.map((run: { id: string }) => run.id),
        messages,
        key: account.api_key,
        secret: engine().outbox.secretFor(core.accounts()[0]!.id),
      };
    };
    const first = await world();
    expect(first.runs).toHaveLength(10);
    expect(first.messages).toHaveLength(10);
    expect(await world()).toEqual(first);
  });
});

describe('the simulator plugged into the core: job changes reach the schedule', () => {
  test('pause, resume, patch and delete reach the schedule; a manual run during a long one is 409', async () => {
    const { call } = setUp();
    const { body: job } = await call('POST', '/v1/jobs', {
      name: 'slow',
      url: 'https://example.com/delay/20',
      schedule_type: 'interval',
      interval_seconds: 60,
    });
    await call('POST', `/v1/jobs/${job.id}/pause`);
    expect((await call('POST', '/__mock/clock/advance', { seconds: 600 })).body.runs).toHaveLength(0);
    await call('POST', `/v1/jobs/${job.id}/resume`);
    expect((await call('POST', '/__mock/clock/advance', { seconds: 120 })).body.runs).toHaveLength(1); // 660 s ran, 720 s in progress
    expect((await call('POST', `/v1/jobs/${job.id}/run`)).status).toBe(409);
    await call('PATCH', `/v1/jobs/${job.id}`, { url: 'https://example.com/status/500' });
    const after = await call('POST', '/__mock/clock/advance', { seconds: 60 });
    expect(after.body.runs.map((run: { http_status: number }) => run.http_status)).toEqual([200, 500]);
    expect((await call('POST', `/v1/jobs/${job.id}/run`)).status).toBe(202);
    await call('DELETE', `/v1/jobs/${job.id}`);
    expect((await call('POST', '/__mock/clock/advance', { seconds: 600 })).body.runs).toHaveLength(0);
  });

  test('resume and a changed interval schedule from the change itself: next_run_at is updated_at + interval, however the clock ticks', async () => {
    // A real clock moves between two readings; this one moves 1 ms on every reading, so a second
    // reading of the clock during a resume would show as a 1 ms gap.
    let now = T0;
    const ticking = {
      mode: 'real' as const,
      now: () => (now += 1),
      jumpTo: (ms: number) => void (now = Math.max(now, ms)),
    };
    const core = createMockCore({ clock: ticking, random: seededRandom(3) });
    const call = async (method: string, path: string, body?: unknown) => {
      const init = {
        method,
        headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      };
      return (await (await core.handle(new Request(`http://mock.test${path}`, init))).json()) as {
        id: string;
        updated_at: string;
        next_run_at: string;
      };
    };
    const job = await call('POST', '/v1/jobs', {
      name: 'tick',
      url: 'https://example.com/',
      schedule_type: 'interval',
      interval_seconds: 86_400,
    });
    for (let i = 0; i < 20; i++) {
      await call('POST', `/v1/jobs/${job.id}/pause`);
      const resumed = await call('POST', `/v1/jobs/${job.id}/resume`);
      expect(Date.parse(resumed.next_run_at) - Date.parse(resumed.updated_at)).toBe(86_400_000);
    }
    const patched = await call('PATCH', `/v1/jobs/${job.id}`, { interval_seconds: 3_600 });
    expect(Date.parse(patched.next_run_at) - Date.parse(patched.updated_at)).toBe(3_600_000);
  });
});

describe('the simulator plugged into the core: a restart', () => {
  test('a restarted core continues from its snapshot, neither repeating nor losing runs', async () => {
    const first = setUp();
    const { body: job } = await first.call('POST', '/v1/jobs', {
      name: 'tick',
      url: 'https://example.com/',
      schedule_type: 'interval',
      interval_seconds: 60,
    });
    await first.call('POST', '/__mock/clock/advance', { seconds: 1830 });
    const saved = JSON.parse(JSON.stringify(first.core.snapshot()));
    const clock = createVirtualClock(saved.clock_ms);
    const second = createMockCore({ clock, initialState: saved, random: seededRandom(3) });
    const response = await second.handle(
      new Request('http://mock.test/__mock/clock/advance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds: 1770 }),
      }),
    );
    const { runs } = (await response.json()) as { runs: { scheduled_at: string }[] };
    expect(runs.map((run) => run.scheduled_at)).toEqual(
      Array.from({ length: 30 }, (_, i) => new Date(T0 + (31 + i) * MINUTE).toISOString()),
    );
    const list = await second.handle(
      new Request(`http://mock.test/v1/jobs/${job.id}/runs?limit=100`, { headers: { 'X-API-Key': 'dev-key' } }),
    );
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(60);
  });
});
