// The run simulator seen through the API, as a frontend sees it: exact run counts and times over clock
// advances, schedule changes, manual runs, no overlap, the history bound, the advance cap, outcome rules,
// signed notifications and their settings, and the event stream. Every answer passes the shared checker
// (sendToCore → expectConforms). Virtual clock only: no sleeps, no fake timers.
import { describe, expect, test } from 'vitest';
import { verifySignature } from '../../mock/core/notifications/standard-webhooks.ts';
import { createJob, createTestMock, startOfTest, type Send } from '../support/clients.ts';
import { expectConforms } from '../support/expect-conforms.ts';

const at = (seconds: number) => new Date(startOfTest + seconds * 1000).toISOString();
const advance = (send: Send, seconds: number) =>
  send({ method: 'POST', path: '/__mock/clock/advance', body: { seconds } });
const scheduledOf = (runs: { job_id: string; scheduled_at: string }[], jobId: string) =>
  runs.filter((r) => r.job_id === jobId).map((r) => r.scheduled_at);
const minutes = (from: number, to: number, step = 60) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => at(from + i * step));

async function accountId(send: Send, key: string): Promise<string> {
  const { body } = await send({ path: '/__mock/accounts' });
  return body.data.find((a: { api_key: string }) => a.api_key === key).id;
}

interface Delivered {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A receiver behind the core's fetch port: answers each delivery with the next status (204 when none left). */
function receiver(statuses: number[] = []) {
  const received: Delivered[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    received.push({ url: String(input), headers: init?.headers as Record<string, string>, body: String(init?.body) });
    return new Response(null, { status: statuses.shift() ?? 204 });
  }) as typeof globalThis.fetch;
  return { fetch, received };
}

describe('runs over clock advances', () => {
  test('exact counts and times for two interval jobs; next_run_at stays true', async () => {
    const { send } = createTestMock();
    const a = await createJob(send, 'key-a', { interval_seconds: 60 });
    const b = await createJob(send, 'key-b', { interval_seconds: 90 });
    expect([a.next_run_at, b.next_run_at]).toEqual([at(60), at(90)]);

    const hour = await advance(send, 3600);
    expect(hour.body.now).toBe(at(3600));
    expect(hour.body.runs_total).toBe(60 + 40);
    expect(scheduledOf(hour.body.runs, a.id)).toEqual(minutes(60, 3600));
    expect(scheduledOf(hour.body.runs, b.id)).toEqual(minutes(90, 3600, 90));
    const times = hour.body.runs.map((r: { started_at: string }) => r.started_at);
    expect(times).toEqual([...times].sort()); // in time order

    const job = await send({ path: `/v1/jobs/${a.id}`, key: 'key-a' });
    expect(job.body).toMatchObject({
      next_run_at: at(3660),
      consecutive_failures: 0,
      last_run: { scheduled_at: at(3600), outcome: 'succeeded', trigger: 'schedule' },
    });
    expect((await send({ path: `/v1/jobs/${b.id}`, key: 'key-b' })).body.next_run_at).toBe(at(3690));

    // A run happens exactly when its time is reached, not a millisecond before.
    expect((await advance(send, 59.999)).body.runs_total).toBe(0);
    const edge = await advance(send, 0.001);
    expect(edge.body.runs.map((r: { scheduled_at: string }) => r.scheduled_at)).toEqual([at(3660)]);
  });

  test('pause, resume, patch and delete move next_run_at and the runs', async () => {
    const { send } = createTestMock();
    const job = await createJob(send, 'key-a', { interval_seconds: 60 });
    expect((await advance(send, 150)).body.runs_total).toBe(2); // 60, 120; now 150

    const paused = await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
    expect(paused.body).toMatchObject({ status: 'paused', next_run_at: null });
    expect((await advance(send, 600)).body.runs_total).toBe(0); // now 750

    const resumed = await send({ method: 'POST', path: `/v1/jobs/${job.id}/resume`, key: 'key-a' });
    expect(resumed.body).toMatchObject({ status: 'active', next_run_at: at(810) }); // from the resume time
    expect(scheduledOf((await advance(send, 60)).body.runs, job.id)).toEqual([at(810)]); // now 810

    const patched = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { interval_seconds: 120 },
    });
    expect(patched.body.next_run_at).toBe(at(930)); // a new interval counts from the change
    const renamed = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { name: 'renamed' },
    });
    expect(renamed.body.next_run_at).toBe(at(930)); // other fields leave the schedule alone
    expect(scheduledOf((await advance(send, 240)).body.runs, job.id)).toEqual([at(930), at(1050)]);

    const runs = await send({ path: `/v1/jobs/${job.id}/runs`, key: 'key-a' });
    expect(runs.body.data.map((r: { scheduled_at: string }) => r.scheduled_at)).toEqual([
      at(1050),
      at(930),
      at(810),
      at(120),
      at(60),
    ]);

    expect((await send({ method: 'DELETE', path: `/v1/jobs/${job.id}`, key: 'key-a' })).status).toBe(204);
    expect((await advance(send, 3600)).body.runs_total).toBe(0);
    expect((await send({ path: `/v1/jobs/${job.id}/runs`, key: 'key-a' })).status).toBe(404);
  });

  test('a manual run is recorded with trigger manual; 409 while a run is in progress; occurrences due meanwhile are skipped', async () => {
    const { send } = createTestMock();
    // 90 s per run on a 60 s schedule (the timeout allows it).
    const job = await createJob(send, 'key-a', {
      url: 'https://example.com/delay/90',
      interval_seconds: 60,
      timeout_seconds: 120,
    });

    expect((await advance(send, 60)).body.runs_total).toBe(0); // started at 60, ends at 150
    const busy = await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: 'key-a' });
    expect(busy.status).toBe(409);
    // The occurrence at 120 falls inside the run: skipped, so the next one that really runs is at 180.
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).body.next_run_at).toBe(at(180));

    const first = await advance(send, 90); // now 150
    expect(first.body.runs).toEqual([
      expect.objectContaining({
        trigger: 'schedule',
        scheduled_at: at(60),
        started_at: at(60),
        finished_at: at(150),
        duration_ms: 90_000,
        outcome: 'succeeded',
      }),
    ]);

    const manual = await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: 'key-a' });
    expect(manual.status).toBe(202);
    expect(manual.body.next_run_at).toBe(at(240)); // 180 falls inside the manual run (150–240)
    const second = await advance(send, 90); // now 240: the manual run ends, the 240 occurrence starts
    expect(second.body.runs).toEqual([
      expect.objectContaining({ trigger: 'manual', scheduled_at: at(150), started_at: at(150), finished_at: at(240) }),
    ]);

    const third = await advance(send, 90); // now 330: the 240 run ends
    expect(third.body.runs.map((r: { scheduled_at: string }) => r.scheduled_at)).toEqual([at(240)]);
    const runs = (await send({ path: `/v1/jobs/${job.id}/runs`, key: 'key-a' })).body.data;
    expect(runs.map((r: { trigger: string; scheduled_at: string }) => [r.trigger, r.scheduled_at])).toEqual([
      ['schedule', at(240)],
      ['manual', at(150)],
      ['schedule', at(60)],
    ]);
    // No two runs of the job overlap.
    const spans = [...runs]
      .reverse()
      .map((r: { started_at: string; finished_at: string }) => [Date.parse(r.started_at), Date.parse(r.finished_at)]);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]!);
  });

  test('a quick manual run is recorded at once and shows as last_run', async () => {
    const { send } = createTestMock();
    const job = await createJob(send, 'key-a', { interval_seconds: 60 });
    const manual = await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: 'key-a' });
    expect(manual.status).toBe(202);
    expect(manual.body.last_run).toMatchObject({ trigger: 'manual', scheduled_at: at(0), outcome: 'succeeded' });
    expect(manual.body.next_run_at).toBe(at(60)); // the schedule is unchanged
  });

  test('the history keeps the newest runs up to the limit', async () => {
    const { send } = createTestMock({ historyLimit: 5 });
    const job = await createJob(send, 'key-a', { interval_seconds: 60 });
    expect((await advance(send, 600)).body.runs_total).toBe(10);
    const runs = await send({ path: `/v1/jobs/${job.id}/runs?limit=100`, key: 'key-a' });
    expect(runs.body.data.map((r: { scheduled_at: string }) => r.scheduled_at)).toEqual([
      at(600),
      at(540),
      at(480),
      at(420),
      at(360),
    ]);
    expect(runs.body.next_cursor).toBeNull();
  });

  test('the advance answer lists the newest 1,000 runs and counts them all', async () => {
    const { send } = createTestMock();
    for (let i = 0; i < 25; i++) await createJob(send, 'key-a', { interval_seconds: 60 });
    const answer = await advance(send, 3000); // 25 jobs × 50 runs
    expect(answer.body.runs_total).toBe(1250);
    expect(answer.body.runs).toHaveLength(1000);
    expect(answer.body.runs[0].scheduled_at).toBe(at(660)); // the first 10 minutes (250 runs) are left out
    expect(answer.body.runs.at(-1).scheduled_at).toBe(at(3000));
  });
});

describe('outcome rules', () => {
  test('are listed, applied before the URL convention, retire after `times`, and are removed', async () => {
    const { send } = createTestMock();
    const job = await createJob(send, 'key-a', { url: 'https://example.com/hooks/report', interval_seconds: 60 });
    const first = await send({
      method: 'POST',
      path: '/__mock/outcome-rules',
      body: { job_id: job.id, status: 503, times: 2 },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), job_id: job.id, status: 503, times: 2, remaining: 2 });
    const second = await send({
      method: 'POST',
      path: '/__mock/outcome-rules',
      body: { url_pattern: 'https://example.com/*', connection_error: true, latency_ms: 1500 },
    });
    expect((await send({ path: '/__mock/outcome-rules' })).body.data.map((r: { id: string }) => r.id)).toEqual([
      first.body.id,
      second.body.id,
    ]);

    const runs = (await advance(send, 182)).body.runs; // the third run takes 1.5 s
    expect(
      runs.map((r: { http_status: number | null; error: { code: string } | null; duration_ms: number }) => [
        r.http_status,
        r.error?.code,
        r.duration_ms,
      ]),
    ).toEqual([
      [503, 'http_status', 0],
      [503, 'http_status', 0],
      [null, 'connection_error', 1500],
    ]);
    expect((await send({ path: '/__mock/outcome-rules' })).body.data).toEqual([{ ...second.body }]);
    expect((await send({ method: 'DELETE', path: `/__mock/outcome-rules/${first.body.id}` })).status).toBe(404);
    expect((await send({ method: 'DELETE', path: `/__mock/outcome-rules/${second.body.id}` })).status).toBe(204);
    await send({ method: 'POST', path: '/__mock/outcome-rules', body: { url_pattern: 'report' } });
    expect((await send({ method: 'DELETE', path: '/__mock/outcome-rules' })).status).toBe(204);
    expect((await send({ path: '/__mock/outcome-rules' })).body.data).toEqual([]);
    expect((await advance(send, 60)).body.runs[0]).toMatchObject({ outcome: 'succeeded', http_status: 200 });
  });

  test('unusable rules are 422', async () => {
    const { send } = createTestMock();
    for (const body of [
      { status: 503 },
      { url_pattern: 'x', status: 500, connection_error: true },
      { url_pattern: 'x', colour: 'red' },
      { job_id: 'nope' },
    ]) {
      const answer = await send({ method: 'POST', path: '/__mock/outcome-rules', body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('failure notifications', () => {
  test('outcome rules make failures whose notifications are signed with the account secret', async () => {
    const { fetch, received } = receiver();
    const { send } = createTestMock({ simulation: { fetch } });
    const account = await accountId(send, 'key-a');
    const settings = await send({ path: `/__mock/accounts/${account}/notifications` });
    expect(settings.body).toEqual({
      account_id: account,
      notify_url: null,
      source: 'default',
      webhook_secret: expect.stringMatching(/^whsec_/),
    });
    const patched = await send({
      method: 'PATCH',
      path: `/__mock/accounts/${account}/notifications`,
      body: { notify_url: 'http://receiver.test/hooks' },
    });
    expect(patched.body).toMatchObject({
      notify_url: 'http://receiver.test/hooks',
      source: 'account',
      webhook_secret: settings.body.webhook_secret,
    });

    const job = await createJob(send, 'key-a', { interval_seconds: 60, notify_on_failure: true });
    await send({ method: 'POST', path: '/__mock/outcome-rules', body: { job_id: job.id, status: 500 } });
    const runs = (await advance(send, 120)).body.runs;
    expect(received).toHaveLength(2);
    for (const delivery of received) {
      expect(delivery.url).toBe('http://receiver.test/hooks');
      expect(
        await verifySignature({ secret: settings.body.webhook_secret, headers: delivery.headers, body: delivery.body }),
      ).toEqual({ ok: true });
    }
    const notifications = (await send({ path: '/__mock/notifications' })).body.data;
    expect(notifications.map((n: { payload: { data: { run: { id: string } } } }) => n.payload.data.run.id)).toEqual(
      runs.map((r: { id: string }) => r.id),
    );
    expect(notifications[1].payload.data.job).toMatchObject({
      consecutive_failures: 2,
      last_run: { id: runs[1].id, outcome: 'failed', http_status: 500 },
    });
    expect(notifications[0].delivery).toEqual({
      state: 'delivered',
      attempts: 1,
      url: 'http://receiver.test/hooks',
      last_status: 204,
      next_attempt_at: null,
      last_headers: expect.any(Object),
    });
    expect(JSON.parse(received[0]!.body)).toEqual(notifications[0].payload);

    // A rotated secret signs what comes next; the old one no longer verifies it.
    const rotated = await send({ method: 'POST', path: `/__mock/accounts/${account}/notifications/rotate-secret` });
    expect(rotated.body.webhook_secret).not.toBe(settings.body.webhook_secret);
    await advance(send, 60);
    const last = received.at(-1)!;
    expect(
      await verifySignature({ secret: rotated.body.webhook_secret, headers: last.headers, body: last.body }),
    ).toEqual({ ok: true });
    expect(
      (await verifySignature({ secret: settings.body.webhook_secret, headers: last.headers, body: last.body })).ok,
    ).toBe(false);
  });

  test('retries follow the backoff, each delay counted from the previous attempt', async () => {
    const { fetch, received } = receiver([500, 503]);
    const { send } = createTestMock({ simulation: { fetch, notifyUrl: 'http://receiver.test/hooks' } });
    const job = await createJob(send, 'key-a', {
      url: 'https://example.com/status/500',
      interval_seconds: 3600,
      notify_on_failure: true,
    });
    await advance(send, 3600); // the run fails at 3600; the first attempt answers 500
    let [notification] = (await send({ path: '/__mock/notifications' })).body.data;
    expect(notification.delivery).toEqual({
      state: 'pending',
      attempts: 1,
      url: 'http://receiver.test/hooks',
      last_status: 500,
      next_attempt_at: at(3605),
      last_headers: expect.any(Object),
    });
    await advance(send, 5); // second attempt at +5 s answers 503
    [notification] = (await send({ path: '/__mock/notifications' })).body.data;
    expect(notification.delivery).toMatchObject({
      state: 'pending',
      attempts: 2,
      last_status: 503,
      next_attempt_at: at(3905),
    });
    await advance(send, 299);
    expect(received).toHaveLength(2);
    await advance(send, 1); // third attempt, 5 min after the second
    [notification] = (await send({ path: '/__mock/notifications' })).body.data;
    expect(notification.delivery).toEqual({
      state: 'delivered',
      attempts: 3,
      url: 'http://receiver.test/hooks',
      last_status: 204,
      next_attempt_at: null,
      last_headers: expect.any(Object),
    });
    expect(new Set(received.map((d) => d.headers['webhook-id']))).toEqual(new Set([notification.id]));
    void job;
  });

  test('settings: default, explicit none, back to default; unknown accounts 404; bad URLs 422', async () => {
    const { send } = createTestMock({ simulation: { notifyUrl: 'http://hooks.test/all' } });
    const account = await accountId(send, 'key-b');
    const path = `/__mock/accounts/${account}/notifications`;
    expect((await send({ path })).body).toMatchObject({ notify_url: 'http://hooks.test/all', source: 'default' });
    expect((await send({ method: 'PATCH', path, body: { notify_url: null } })).body).toMatchObject({
      notify_url: null,
      source: 'account',
    });
    expect((await send({ method: 'PATCH', path, body: { notify_url: 'default' } })).body).toMatchObject({
      notify_url: 'http://hooks.test/all',
      source: 'default',
    });
    expect((await send({ method: 'PATCH', path, body: { notify_url: 'ftp://hooks.test/' } })).status).toBe(422);
    expect((await send({ path: '/__mock/accounts/acc_404/notifications' })).status).toBe(404);
    expect((await send({ method: 'POST', path: '/__mock/accounts/acc_404/notifications/rotate-secret' })).status).toBe(
      404,
    );
  });
});

describe('GET /__mock/events', () => {
  test('streams the events of one account, of the types asked for, as they happen', async () => {
    const { core, send } = createTestMock();
    const account = await accountId(send, 'key-a');
    const mine = await createJob(send, 'key-a', {
      url: 'https://example.com/status/502',
      interval_seconds: 60,
      notify_on_failure: true,
    });
    await createJob(send, 'key-b', { interval_seconds: 60 });
    const closed = new AbortController();
    const path = `/__mock/events?account_id=${account}&types=run.finished,notification.created`;
    const response = await core.handle(new Request(`http://mock.test${path}`, { signal: closed.signal }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    await advance(send, 60);
    closed.abort();
    const text = await response.text();
    expectConforms('GET', path, { status: 200, headers: Object.fromEntries(response.headers), text, body: text });
    const frames = text.split('\n\n').filter((frame) => frame.includes('event: '));
    const events = frames.map((frame) => ({
      type: /event: (.+)/.exec(frame)![1],
      data: JSON.parse(/data: (.+)/.exec(frame)![1]!),
    }));
    expect(events.map((e) => e.type)).toEqual(['run.finished', 'notification.created']);
    expect(events[0]!.data).toMatchObject({ account_id: account, run: { job_id: mine.id, http_status: 502 } });
    expect(events[1]!.data.notification).toMatchObject({ account_id: account, payload: { type: 'job.run.failed' } });
  });

  test('an unknown event name is a 400', async () => {
    const { send } = createTestMock();
    const answer = await send({ path: '/__mock/events?types=run.finished,run.started' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ parameter: 'types', detail: expect.any(String) }]);
  });
});
