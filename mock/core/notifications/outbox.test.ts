import { describe, expect, test } from 'vitest';
import { controlValidator as control, serviceValidator as service } from '../../../contract/validators.ts';
import { createVirtualClock, toTimestamp } from '../primitives/clock.ts';
import { HOUR, jobDef, MINUTE, SECOND, T0, virtualEngine } from '../testing/engine.ts';
import type { EngineEvent } from '../simulator/events/events.ts';
import { RETRY_DELAYS_MS } from './backoff.ts';
import type { Delivery, DeliveryAnswer, Sender } from './sender.ts';
import { verifySignature } from './standard-webhooks.ts';

const at = (ms: number) => toTimestamp(ms);

/** A receiver that answers from a script (then 200), remembering what arrived and when. */
function fakeReceiver(now: () => number, script: DeliveryAnswer[] = []) {
  const received: { at: number; delivery: Delivery }[] = [];
  const sender: Sender = async (delivery) => {
    received.push({ at: now(), delivery });
    return script.shift() ?? { status: 200 };
  };
  return { sender, received };
}

const failingJob = (overrides = {}, createdMs = T0) =>
  jobDef({ url: 'https://example.com/status/503', notify_on_failure: true, ...overrides }, createdMs);

describe('failure notifications: recorded, the first attempt signed', () => {
  test('a failed run of a notifying job records one notification of the spec shape', async () => {
    const { engine } = virtualEngine();
    const job = failingJob();
    engine.addJob('acc_1', job);
    engine.addJob('acc_1', jobDef({ url: 'https://example.com/status/503' })); // fails, does not notify
    await engine.advanceBy(180);
    const list = engine.outbox.list();
    expect(list).toHaveLength(3);
    const first = list[0]!;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/),
      account_id: 'acc_1',
      created_at: at(T0 + MINUTE),
      delivery: { state: 'recorded', attempts: 0, url: null, last_status: null, next_attempt_at: null },
      payload: {
        type: 'job.run.failed',
        timestamp: at(T0 + MINUTE),
        data: {
          job: { id: job.id, consecutive_failures: 1, next_run_at: at(T0 + 2 * MINUTE) },
          run: { outcome: 'failed', http_status: 503 },
        },
      },
    });
    expect(first.payload.data.job.last_run?.id).toBe(first.payload.data.run.id);
    for (const notification of list) {
      expect(service.validate('#/components/schemas/JobRunFailedNotification', notification.payload)).toEqual([]);
      expect(control.validate('#/components/schemas/Notification', notification)).toEqual([]);
    }
    expect(control.validate('#/components/schemas/NotificationList', { data: list })).toEqual([]);
  });

  test('the notification of a timed-out run is made when the run ends', async () => {
    const { engine } = virtualEngine();
    engine.addJob('acc_1', failingJob({ url: 'https://example.com/delay/40', timeout_seconds: 10 }));
    await engine.advanceBy(70);
    expect(engine.outbox.list().map((n) => n.created_at)).toEqual([at(T0 + 70 * SECOND)]);
  });

  test('with a notify URL, the first attempt is immediate and its signature verifies with the account secret', async () => {
    const clock = createVirtualClock(T0);
    const receiver = fakeReceiver(() => clock.now());
    const { engine } = virtualEngine({ clock, sender: receiver.sender, notifyUrl: 'http://127.0.0.1:9999/hooks' });
    engine.addJob('acc_1', failingJob());
    await engine.advanceBy(60);
    expect(receiver.received).toHaveLength(1);
    const { at: sentAt, delivery } = receiver.received[0]!;
    expect(sentAt).toBe(T0 + MINUTE);
    expect(delivery.url).toBe('http://127.0.0.1:9999/hooks');
    const notification = engine.outbox.list()[0]!;
    expect(delivery.headers['webhook-id']).toBe(notification.id);
    expect(delivery.headers['webhook-timestamp']).toBe(String((T0 + MINUTE) / 1000));
    expect(JSON.parse(delivery.body)).toEqual(notification.payload);
    const secret = engine.outbox.secretFor('acc_1');
    expect(
      await verifySignature({
        secret,
        headers: delivery.headers,
        body: delivery.body,
        nowSeconds: (T0 + MINUTE) / 1000,
      }),
    ).toEqual({ ok: true });
    expect(
      await verifySignature({
        secret: engine.outbox.secretFor('acc_2'),
        headers: delivery.headers,
        body: delivery.body,
      }),
    ).toMatchObject({ ok: false });
    expect(notification.delivery).toEqual({
      state: 'delivered',
      attempts: 1,
      url: 'http://127.0.0.1:9999/hooks',
      last_status: 200,
      next_attempt_at: null,
      last_headers: delivery.headers,
    });
  });
});

describe('failure notifications: retries on the backoff schedule', () => {
  test('a receiver that fails twice gets retries after 5 s and 5 min, same id, fresh timestamps', async () => {
    const clock = createVirtualClock(T0);
    const receiver = fakeReceiver(() => clock.now(), [{ status: 500 }, { status: null, error: 'connection refused' }]);
    const { engine } = virtualEngine({ clock, sender: receiver.sender, notifyUrl: 'http://receiver.test/' });
    const job = failingJob({ interval_seconds: 3600 });
    engine.addJob('acc_1', job);
    await engine.advanceBy(3600 + 4);
    const notification = engine.outbox.list()[0]!;
    expect(notification.delivery).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_status: 500,
      next_attempt_at: at(T0 + HOUR + 5 * SECOND),
    });
    await engine.advanceBy(1);
    expect(notification.delivery).toMatchObject({
      state: 'pending',
      attempts: 2,
      last_status: null,
      next_attempt_at: at(T0 + HOUR + 5 * SECOND + 5 * MINUTE),
    });
    await engine.advanceBy(300);
    expect(notification.delivery).toMatchObject({
      state: 'delivered',
      attempts: 3,
      last_status: 200,
      next_attempt_at: null,
    });
    expect(receiver.received.map((r) => r.at - T0)).toEqual([HOUR, HOUR + 5 * SECOND, HOUR + 5 * SECOND + 5 * MINUTE]);
    expect(new Set(receiver.received.map((r) => r.delivery.headers['webhook-id'])).size).toBe(1);
    expect(receiver.received.map((r) => r.delivery.headers['webhook-timestamp'])).toEqual(
      receiver.received.map((r) => String(r.at / 1000)),
    );
    for (const { delivery } of receiver.received) {
      expect(
        await verifySignature({
          secret: engine.outbox.secretFor('acc_1'),
          headers: delivery.headers,
          body: delivery.body,
        }),
      ).toEqual({ ok: true });
    }
    expect(control.validate('#/components/schemas/Notification', notification)).toEqual([]);
  });

  test('a receiver that never answers 2xx gets six attempts on the backoff schedule, then the delivery fails', async () => {
    const clock = createVirtualClock(T0);
    const receiver = fakeReceiver(
      () => clock.now(),
      Array.from({ length: 10 }, () => ({ status: 503 })),
    );
    const { engine } = virtualEngine({ clock, sender: receiver.sender, notifyUrl: 'http://receiver.test/' });
    engine.addJob('acc_1', failingJob({ interval_seconds: 86_400 }, T0 + MINUTE - 24 * HOUR)); // one run, at T0 + 60 s
    await engine.advanceBy(24 * 3600);
    const expected: number[] = [];
    let t = 60 * SECOND;
    for (const delay of RETRY_DELAYS_MS) expected.push((t += delay));
    expect(receiver.received.map((r) => r.at - T0)).toEqual(expected);
    expect(engine.outbox.list()[0]!.delivery).toEqual({
      state: 'failed',
      attempts: 6,
      url: 'http://receiver.test/',
      last_status: 503,
      next_attempt_at: null,
      last_headers: expect.any(Object),
    });
  });
});

describe('failure notifications: order, per-account URL and secret', () => {
  test('deliveries interleave with runs in time order during one advance', async () => {
    const clock = createVirtualClock(T0);
    const receiver = fakeReceiver(() => clock.now(), [{ status: 500 }]);
    const { engine } = virtualEngine({ clock, sender: receiver.sender, notifyUrl: 'http://receiver.test/' });
    const events: EngineEvent[] = [];
    engine.subscribe((event) => events.push(event));
    engine.addJob('acc_1', failingJob({ interval_seconds: 3600 }, T0 - 59 * MINUTE)); // due at T0 + 60 s
    engine.addJob('acc_1', jobDef({ url: 'https://example.com/ok', interval_seconds: 62 }));
    await engine.advanceBy(70);
    expect(events.map((e) => e.type)).toEqual([
      'run.finished',
      'notification.created',
      'notification.delivery',
      'run.finished',
      'notification.delivery',
    ]);
  });

  test('an account URL overrides the default; null turns delivery off for that account', async () => {
    const clock = createVirtualClock(T0);
    const receiver = fakeReceiver(() => clock.now());
    const { engine } = virtualEngine({ clock, sender: receiver.sender, notifyUrl: 'http://default.test/' });
    engine.outbox.setNotifyUrl('acc_2', 'http://acc2.test/');
    engine.outbox.setNotifyUrl('acc_3', null);
    for (const account of ['acc_1', 'acc_2', 'acc_3']) engine.addJob(account, failingJob());
    await engine.advanceBy(60);
    expect(receiver.received.map((r) => r.delivery.url)).toEqual(['http://default.test/', 'http://acc2.test/']);
    expect(engine.outbox.list().map((n) => n.delivery.state)).toEqual(['delivered', 'delivered', 'recorded']);
  });

  test('a rotated secret signs the next attempts', async () => {
    const clock = createVirtualClock(T0);
    const receiver = fakeReceiver(() => clock.now(), [{ status: 500 }]);
    const { engine } = virtualEngine({ clock, sender: receiver.sender, notifyUrl: 'http://r.test/' });
    engine.addJob('acc_1', failingJob({ interval_seconds: 3600 }, T0 - 59 * MINUTE));
    await engine.advanceBy(60);
    const old = engine.outbox.secretFor('acc_1');
    const fresh = engine.outbox.rotateSecret('acc_1');
    expect(fresh).not.toBe(old);
    await engine.advanceBy(5);
    const last = receiver.received.at(-1)!.delivery;
    expect(await verifySignature({ secret: fresh, headers: last.headers, body: last.body })).toEqual({ ok: true });
  });
});

describe('failure notifications: restore, retention, a throwing sender', () => {
  test('a pending delivery survives a restore and is attempted on time', async () => {
    const clock = createVirtualClock(T0);
    const receiver = fakeReceiver(() => clock.now(), [{ status: 500 }]);
    const { engine: first, store } = virtualEngine({ clock, sender: receiver.sender, notifyUrl: 'http://r.test/' });
    first.addJob('acc_1', failingJob({ interval_seconds: 3600 }, T0 - 59 * MINUTE));
    await first.advanceBy(62);
    const saved = JSON.parse(JSON.stringify(first.snapshot()));
    const clock2 = createVirtualClock(saved.clock_ms);
    const restored = virtualEngine({
      clock: clock2,
      snapshot: saved,
      store,
      sender: fakeReceiver(() => clock2.now()).sender,
    }).engine;
    expect(restored.outbox.secretFor('acc_1')).toBe(first.outbox.secretFor('acc_1'));
    await restored.advanceBy(3);
    expect(restored.outbox.list()[0]!.delivery).toMatchObject({
      state: 'delivered',
      attempts: 2,
      url: 'http://r.test/',
    });
  });

  test('retention drops the oldest settled notifications only', async () => {
    const { engine } = virtualEngine({ notificationRetention: 5 });
    engine.addJob('acc_1', failingJob());
    await engine.advanceBy(600);
    const list = engine.outbox.list();
    expect(list).toHaveLength(5);
    expect(list[0]!.created_at).toBe(at(T0 + 6 * MINUTE));
  });

  test('a sender that throws counts as a failed attempt and is retried', async () => {
    const clock = createVirtualClock(T0);
    let calls = 0;
    const sender: Sender = async () => {
      if (++calls === 1) throw new Error('socket hang up');
      return { status: 200 };
    };
    const { engine } = virtualEngine({ clock, sender, notifyUrl: 'http://r.test/' });
    engine.addJob('acc_1', failingJob({ interval_seconds: 3600 }, T0 - 59 * MINUTE));
    await engine.advanceBy(65);
    expect(engine.outbox.list()[0]!.delivery).toMatchObject({ state: 'delivered', attempts: 2 });
  });
});
