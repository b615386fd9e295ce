// The control API's refusals and edges (spec/mock-control.yaml), through the core's `handle`: each says what
// and where (the pointer or parameter a client fixes), the boundary case is let through, and reads write
// nothing to the state store while a first sight of a webhook secret does.
import { describe, expect, test } from 'vitest';
import type { StateChanges } from '../../mock/core/persistence/state-port.ts';
import { type Call, createJob, createTestMock, startOfTest } from '../support/clients.ts';

const at = (ms: number) => new Date(ms).toISOString();

describe('a control request the mock refuses says what and where', () => {
  test.each<[string, Partial<Parameters<typeof createTestMock>[0]>, Call, number, Record<string, unknown>]>([
    [
      'a clock set before its time',
      {},
      { method: 'PUT', path: '/__mock/clock', body: { now: at(startOfTest - 1) } },
      422,
      { errors: [{ pointer: '/now', detail: 'must not be before the current time' }] },
    ],
    [
      'an account on a test clock that does not exist',
      {},
      { method: 'POST', path: '/__mock/accounts', body: { name: 'A', test_clock: 'clock_nope' } },
      422,
      { errors: [{ pointer: '/test_clock', detail: 'must be the id of an existing test clock' }] },
    ],
    [
      'a seed of an account that does not exist',
      {},
      { method: 'POST', path: '/__mock/seed', body: { account: 'acct_nope', jobs: 1 } },
      422,
      {
        detail: 'No account acct_nope.',
        errors: [{ pointer: '/account', detail: 'must be the id of an existing account' }],
      },
    ],
    [
      'a seed when the mock has no account',
      { apiKeys: [] },
      { method: 'POST', path: '/__mock/seed', body: { jobs: 1 } },
      422,
      {
        detail: 'The mock has no account to seed.',
        errors: [{ pointer: '/account', detail: 'is required when the mock has no account; create one first' }],
      },
    ],
    [
      'a control operation under a method it does not have',
      {},
      { method: 'DELETE', path: '/__mock/clock' },
      405,
      { detail: 'DELETE is not allowed here; use GET, PUT.' },
    ],
    [
      'an OPTIONS request for a control path that does not exist',
      {},
      { method: 'OPTIONS', path: '/__mock/nothing-here', unchecked: true },
      404,
      { status: 404 },
    ],
    [
      'the bare control prefix, which names no resource',
      {},
      { method: 'GET', path: '/__mock', unchecked: true },
      404,
      { detail: 'No resource at /__mock.' },
    ],
    [
      'OPTIONS on the bare control prefix',
      {},
      { method: 'OPTIONS', path: '/__mock', unchecked: true },
      404,
      { detail: 'No resource at /__mock.' },
    ],
  ])('%s', async (_case, options, call, status, body) => {
    const { send } = createTestMock(options);
    const answer = await send({ key: null, ...call });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject(body);
  });
});

describe('control edges', () => {
  test('the clock set to its own time moves nowhere and is not refused', async () => {
    const { send } = createTestMock();
    const answer = await send({ method: 'PUT', path: '/__mock/clock', key: null, body: { now: at(startOfTest) } });
    expect(answer.status).toBe(200);
    expect(answer.body.now).toBe(at(startOfTest));
  });

  test('a test clock advanced to before its time is refused at /to', async () => {
    const { send } = createTestMock();
    const clock = (await send({ method: 'POST', path: '/__mock/test-clocks', key: null, body: { name: 'c' } })).body;
    const answer = await send({
      method: 'POST',
      path: `/__mock/test-clocks/${clock.id}/advance`,
      key: null,
      body: { to: at(Date.parse(clock.now) - 1000) },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ pointer: '/to', detail: "must not be before the test clock's time" }]);
  });

  const everyType = 'run.finished, run.skipped, notification.created, notification.delivery, request.violations';
  test.each([
    ['', 200],
    ['?types=%20run.finished%20,,notification.delivery', 200],
    ['?account_id=acct_x', 200],
    ['?types=%20,', 400],
    ['?types=run.finished,run.started', 400],
  ])(
    'an event stream asked for with %j answers %i (names trimmed, empty ones dropped, none at all refused)',
    async (query, status) => {
      const { core } = createTestMock();
      const response = await core.handle(new Request(`http://mock.test/__mock/events${query}`));
      expect(response.status).toBe(status);
      if (status === 200) {
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        // The stream never ends by itself: its first bytes are not awaited.
        return void (await response.body?.cancel());
      }
      expect(JSON.parse(await response.text())).toMatchObject({
        errors: [{ parameter: 'types', detail: `must be a comma-separated list of ${everyType}` }],
      });
    },
  );

  test('an event stream asked for one type sends that type alone', async () => {
    const { core, send } = createTestMock();
    // A failing job that notifies: each run brings a run.finished and a notification.created.
    await createJob(send, 'key-a', {
      url: 'https://example.com/status/502',
      interval_seconds: 60,
      notify_on_failure: true,
    });
    const closed = new AbortController();
    const response = await core.handle(
      new Request('http://mock.test/__mock/events?types=notification.created', { signal: closed.signal }),
    );
    await send({ method: 'POST', path: '/__mock/clock/advance', key: null, body: { seconds: 120 } });
    closed.abort();
    const types = [...(await response.text()).matchAll(/^event: (.+)$/gm)].map((m) => m[1]);
    expect(types).toEqual(['notification.created', 'notification.created']);
  });

  test("an event stream's keep-alive runs on the timers the mock was given", async () => {
    const delays: number[] = [];
    const beats: (() => void)[] = [];
    const timers = {
      set: (callback: () => void, delayMs: number) => (delays.push(delayMs), beats.push(callback)),
      clear: () => {},
    };
    const { core } = createTestMock({ simulation: { timers } });
    const closed = new AbortController();
    const response = await core.handle(new Request('http://mock.test/__mock/events', { signal: closed.signal }));
    expect(delays).toEqual([15_000]);
    beats[0]!();
    closed.abort();
    expect(await response.text()).toBe('retry: 1000\n: connected\n\n: keep-alive\n\n');
  });

  test('a test clock advance passed by an earlier one still under way is refused at /to, not failed', async () => {
    const { send } = createTestMock();
    const clock = (await send({ method: 'POST', path: '/__mock/test-clocks', key: null, body: { name: 'c' } })).body;
    const advance = (body: object) =>
      send({ method: 'POST', path: `/__mock/test-clocks/${clock.id}/advance`, key: null, body });
    // Both targets are taken from the clock's time when asked; the second waits for the first, which passes it.
    const [first, second] = await Promise.all([
      advance({ seconds: 3600 }),
      advance({ to: at(Date.parse(clock.now) + 1_800_000) }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual([{ pointer: '/to', detail: "must not be before the test clock's time" }]);
  });

  test('OPTIONS on a control path lists its methods', async () => {
    const { core } = createTestMock();
    const response = await core.handle(new Request('http://mock.test/__mock/clock', { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, PUT, OPTIONS');
  });

  test('a first look at an account’s notification settings stores its new secret; a second look writes nothing', async () => {
    const writes: StateChanges[] = [];
    const { core, send } = createTestMock({ persistence: { write: (changes) => void writes.push(changes) } });
    await core.flush();
    const account = (await send({ path: '/__mock/accounts', key: null })).body.data[0].id;
    writes.length = 0;
    const first = await send({ path: `/__mock/accounts/${account}/notifications`, key: null });
    expect(writes.map((w) => w.meta.outbox_settings)).toEqual([expect.stringContaining(first.body.webhook_secret)]);
    writes.length = 0;
    await send({ path: `/__mock/accounts/${account}/notifications`, key: null });
    expect(writes).toEqual([]);
  });
});
