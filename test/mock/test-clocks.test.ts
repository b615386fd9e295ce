// Test clocks (spec/mock-control.yaml, tag "Test clocks"): the endpoints through `core.handle`, and what
// they are for — two tests on one mock, each on its own clock, see exactly their own runs and
// notifications; deleting a clock takes its accounts and all they hold with it.
import { describe, expect, test } from 'vitest';
import { createRealClock } from '../../mock/core/index.ts';
import { createJob, createTestMock, type TestMock } from '../support/clients.ts';

type Send = TestMock['send'];

async function clockWithAccount(send: Send, name: string, now?: string) {
  const clock = (await send({ method: 'POST', path: '/__mock/test-clocks', body: { name, ...(now ? { now } : {}) } }))
    .body;
  const account = (await send({ method: 'POST', path: '/__mock/accounts', body: { name, test_clock: clock.id } })).body;
  return { clock, account, key: account.api_key as string };
}

describe('test clock endpoints', () => {
  // [what, request, status, body check] — each row on a fresh mock holding clock_1 (made at 2027-01-01).
  const rows: Array<[string, { method?: string; path: string; body?: unknown }, number, ((body: any) => void)?]> = [
    [
      'create with a time',
      { method: 'POST', path: '/__mock/test-clocks', body: { name: 'b', now: '2030-05-01T10:00:00+02:00' } },
      201,
      (b) => expect(b).toEqual({ id: 'clock_2', name: 'b', now: '2030-05-01T08:00:00.000Z', accounts: [] }),
    ],
    [
      'create without a time starts at the global clock',
      { method: 'POST', path: '/__mock/test-clocks', body: {} },
      201,
      (b) => expect(b).toEqual({ id: 'clock_2', name: 'test clock 2', now: '2026-11-22T15:00:00.000Z', accounts: [] }),
    ],
    ['create refuses an unknown field', { method: 'POST', path: '/__mock/test-clocks', body: { speed: 2 } }, 422],
    [
      'create refuses a bad time',
      { method: 'POST', path: '/__mock/test-clocks', body: { now: 'tomorrow' } },
      422,
      (b) => expect(b.errors[0].pointer).toBe('/now'),
    ],
    ['create refuses an empty name', { method: 'POST', path: '/__mock/test-clocks', body: { name: '' } }, 422],
    [
      'list',
      { path: '/__mock/test-clocks' },
      200,
      (b) =>
        expect(b.data).toEqual([{ id: 'clock_1', name: 'a', now: '2027-01-01T00:00:00.000Z', accounts: ['acc_3'] }]),
    ],
    ['get', { path: '/__mock/test-clocks/clock_1' }, 200, (b) => expect(b.id).toBe('clock_1')],
    ['get an unknown clock', { path: '/__mock/test-clocks/clock_9' }, 404],
    [
      'advance by seconds',
      { method: 'POST', path: '/__mock/test-clocks/clock_1/advance', body: { seconds: 60 } },
      200,
      (b) => expect(b).toEqual({ now: '2027-01-01T00:01:00.000Z', mode: 'virtual', runs: [], runs_total: 0 }),
    ],
    [
      'advance to a time',
      { method: 'POST', path: '/__mock/test-clocks/clock_1/advance', body: { to: '2027-01-02T00:00:00Z' } },
      200,
      (b) => expect(b.now).toBe('2027-01-02T00:00:00.000Z'),
    ],
    [
      'advance to the same time',
      { method: 'POST', path: '/__mock/test-clocks/clock_1/advance', body: { to: '2027-01-01T00:00:00Z' } },
      200,
    ],
    [
      'advance backwards',
      { method: 'POST', path: '/__mock/test-clocks/clock_1/advance', body: { to: '2026-12-31T00:00:00Z' } },
      422,
      (b) => expect(b.errors).toEqual([{ pointer: '/to', detail: "must not be before the test clock's time" }]),
    ],
    [
      'advance with both seconds and to',
      { method: 'POST', path: '/__mock/test-clocks/clock_1/advance', body: { seconds: 5, to: '2027-01-02T00:00:00Z' } },
      422,
      (b) => expect(b.errors).toEqual([{ pointer: '', detail: 'matches more than one of the allowed forms' }]),
    ],
    [
      'advance to a bad time',
      { method: 'POST', path: '/__mock/test-clocks/clock_1/advance', body: { to: 'soon' } },
      422,
      (b) => expect(b.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/to']),
    ],
    ['advance by nothing', { method: 'POST', path: '/__mock/test-clocks/clock_1/advance', body: { seconds: 0 } }, 422],
    [
      'advance an unknown clock',
      { method: 'POST', path: '/__mock/test-clocks/clock_9/advance', body: { seconds: 5 } },
      404,
    ],
    ['delete', { method: 'DELETE', path: '/__mock/test-clocks/clock_1' }, 204],
    ['delete an unknown clock', { method: 'DELETE', path: '/__mock/test-clocks/clock_9' }, 404],
    [
      'an account on an unknown clock',
      { method: 'POST', path: '/__mock/accounts', body: { name: 'x', test_clock: 'clock_9' } },
      422,
      (b) => expect(b.errors[0].pointer).toBe('/test_clock'),
    ],
    ['delete an account', { method: 'DELETE', path: '/__mock/accounts/acc_1' }, 204],
    ['delete an unknown account', { method: 'DELETE', path: '/__mock/accounts/acc_9' }, 404],
    ['notifications of an unknown account', { path: '/__mock/notifications?account=acc_9' }, 404],
    ['requests of an unknown account', { path: '/__mock/requests?account=acc_9' }, 404],
    ['requests of one account', { path: '/__mock/requests?account=acc_1' }, 200, (b) => expect(b.data).toEqual([])],
  ];
  test.each(rows)('%s', async (_what, call, status, check) => {
    const { send } = createTestMock();
    await clockWithAccount(send, 'a', '2027-01-01T00:00:00Z');
    const answer = await send(call);
    expect(answer.status).toBe(status);
    check?.(answer.body);
  });

  test('a reset empties what the accounts hold and keeps the test clocks and their accounts', async () => {
    const { send } = createTestMock();
    const a = await clockWithAccount(send, 'a', '2027-01-01T00:00:00Z');
    await createJob(send, a.key);
    expect((await send({ method: 'POST', path: '/__mock/reset' })).status).toBe(204);
    expect((await send({ path: '/v1/jobs', key: a.key })).body.data).toEqual([]);
    expect((await send({ path: `/__mock/test-clocks/${a.clock.id}` })).body).toEqual({
      id: a.clock.id,
      name: 'a',
      now: '2027-01-01T00:00:00.000Z',
      accounts: [a.account.id],
    });
    const job = await createJob(send, a.key, { interval_seconds: 60 });
    const advanced = await send({
      method: 'POST',
      path: `/__mock/test-clocks/${a.clock.id}/advance`,
      body: { seconds: 60 },
    });
    expect(advanced.body.runs.map((r: { job_id: string }) => r.job_id)).toEqual([job.id]);
  });

  test('an account on a test clock says so; one on the global clock does not', async () => {
    const { send } = createTestMock();
    const { account, clock } = await clockWithAccount(send, 'a');
    expect(account.test_clock).toBe(clock.id);
    const accounts = (await send({ path: '/__mock/accounts' })).body.data;
    expect(accounts.map((a: { test_clock?: string }) => a.test_clock)).toEqual([undefined, undefined, clock.id]);
  });
});

describe('two tests on one mock', () => {
  test("advancing one test clock runs only its accounts' jobs, timed by it", async () => {
    const { send } = createTestMock();
    const a = await clockWithAccount(send, 'a', '2027-01-01T00:00:00Z');
    const b = await clockWithAccount(send, 'b', '2030-06-01T00:00:00Z');
    const jobA = await createJob(send, a.key, {
      name: 'a',
      interval_seconds: 600,
      url: 'https://example.com/status/500',
      notify_on_failure: true,
    });
    const jobB = await createJob(send, b.key, {
      name: 'b',
      interval_seconds: 600,
      url: 'https://example.com/status/500',
      notify_on_failure: true,
    });
    const global = await createJob(send, 'key-a', { name: 'g', interval_seconds: 600 });
    expect([jobA.created_at, jobA.next_run_at]).toEqual(['2027-01-01T00:00:00.000Z', '2027-01-01T00:10:00.000Z']);
    expect(jobB.created_at).toBe('2030-06-01T00:00:00.000Z');

    const advanced = await send({
      method: 'POST',
      path: `/__mock/test-clocks/${a.clock.id}/advance`,
      body: { seconds: 3600 },
    });
    expect(advanced.body.runs_total).toBe(6);
    expect(advanced.body.runs.map((r: { job_id: string; scheduled_at: string }) => [r.job_id, r.scheduled_at])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [
        jobA.id,
        new Date(Date.parse('2027-01-01T00:00:00Z') + n * 600_000).toISOString(),
      ]),
    );
    expect((await send({ path: `/v1/jobs/${jobB.id}/runs`, key: b.key })).body.data).toEqual([]);
    expect((await send({ path: `/v1/jobs/${global.id}/runs`, key: 'key-a' })).body.data).toEqual([]);
    expect((await send({ path: '/__mock/clock' })).body.now).toBe('2026-11-22T15:00:00.000Z');
    expect((await send({ path: `/__mock/test-clocks/${b.clock.id}` })).body.now).toBe('2030-06-01T00:00:00.000Z');

    const ofA = (await send({ path: `/__mock/notifications?account=${a.account.id}` })).body.data;
    expect(ofA.map((n: any) => [n.account_id, n.created_at])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [
        a.account.id,
        new Date(Date.parse('2027-01-01T00:00:00Z') + n * 600_000).toISOString(),
      ]),
    );
    expect((await send({ path: `/__mock/notifications?account=${b.account.id}` })).body.data).toEqual([]);
    expect((await send({ path: '/__mock/notifications' })).body.data).toHaveLength(6);

    // The global advance leaves the test clocks' jobs alone.
    const globalAdvance = await send({ method: 'POST', path: '/__mock/clock/advance', body: { seconds: 3600 } });
    expect(globalAdvance.body.runs.map((r: { job_id: string }) => r.job_id)).toEqual(Array(6).fill(global.id));
    expect((await send({ path: `/v1/jobs/${jobB.id}/runs`, key: b.key })).body.data).toEqual([]);

    const journalOfB = (await send({ path: `/__mock/requests?account=${b.account.id}` })).body.data;
    expect(journalOfB.map((e: { method: string; path: string }) => `${e.method} ${e.path}`)).toEqual([
      'POST /v1/jobs',
      `GET /v1/jobs/${jobB.id}/runs`,
      `GET /v1/jobs/${jobB.id}/runs`,
    ]);
  });

  test("a job's changes and a manual run are timed by its test clock", async () => {
    const { send } = createTestMock();
    const a = await clockWithAccount(send, 'a', '2027-01-01T00:00:00Z');
    const job = await createJob(send, a.key, { interval_seconds: 600 });
    await send({ method: 'POST', path: `/__mock/test-clocks/${a.clock.id}/advance`, body: { seconds: 90 } });
    const paused = (await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: a.key })).body;
    expect([paused.updated_at, paused.next_run_at]).toEqual(['2027-01-01T00:01:30.000Z', null]);
    const resumed = (await send({ method: 'POST', path: `/v1/jobs/${job.id}/resume`, key: a.key })).body;
    expect(resumed.next_run_at).toBe('2027-01-01T00:11:30.000Z');
    const run = await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: a.key });
    expect(run.status).toBe(202);
    const runs = (await send({ path: `/v1/jobs/${job.id}/runs`, key: a.key })).body.data;
    expect(runs.map((r: { trigger: string; started_at: string }) => [r.trigger, r.started_at])).toEqual([
      ['manual', '2027-01-01T00:01:30.000Z'],
    ]);
  });

  test('deleting a test clock deletes its accounts and all they hold, and nothing else', async () => {
    const { send, core } = createTestMock();
    const a = await clockWithAccount(send, 'a');
    const b = await clockWithAccount(send, 'b');
    const jobA = await createJob(send, a.key, {
      url: 'https://example.com/status/500',
      notify_on_failure: true,
      interval_seconds: 60,
    });
    const jobB = await createJob(send, b.key, {
      url: 'https://example.com/status/500',
      notify_on_failure: true,
      interval_seconds: 60,
    });
    await send({ method: 'POST', path: `/__mock/test-clocks/${a.clock.id}/advance`, body: { seconds: 120 } });
    await send({ method: 'POST', path: `/__mock/test-clocks/${b.clock.id}/advance`, body: { seconds: 60 } });

    expect((await send({ method: 'DELETE', path: `/__mock/test-clocks/${a.clock.id}` })).status).toBe(204);
    expect((await send({ path: '/v1/jobs', key: a.key })).status).toBe(401);
    expect(core.engine.hasJob(jobA.id)).toBe(false);
    expect((await send({ path: '/__mock/test-clocks' })).body.data.map((c: { id: string }) => c.id)).toEqual([
      b.clock.id,
    ]);
    expect((await send({ path: '/__mock/accounts' })).body.data.map((x: { id: string }) => x.id)).toEqual([
      'acc_1',
      'acc_2',
      b.account.id,
    ]);
    expect(
      (await send({ path: '/__mock/notifications' })).body.data.map((n: { account_id: string }) => n.account_id),
    ).toEqual([b.account.id]);
    // The other clock's account goes on as before.
    expect((await send({ path: `/v1/jobs/${jobB.id}`, key: b.key })).body.last_run.outcome).toBe('failed');
    const later = await send({
      method: 'POST',
      path: `/__mock/test-clocks/${b.clock.id}/advance`,
      body: { seconds: 60 },
    });
    expect(later.body.runs.map((r: { job_id: string }) => r.job_id)).toEqual([jobB.id]);
  });

  test('deleting an account with more jobs than one page of its index removes every one', async () => {
    const { send, core } = createTestMock();
    const a = await clockWithAccount(send, 'a');
    const ids: string[] = [];
    for (let i = 0; i < 501; i++) ids.push((await createJob(send, a.key, { name: `job ${i}` })).id);
    expect((await send({ method: 'DELETE', path: `/__mock/accounts/${a.account.id}` })).status).toBe(204);
    expect(ids.filter((id) => core.engine.hasJob(id))).toEqual([]);
    expect(core.snapshot().jobs).toEqual([]);
  });

  test('deleting one account leaves its clock and the other accounts on it', async () => {
    const { send } = createTestMock();
    const a = await clockWithAccount(send, 'a');
    const second = (
      await send({ method: 'POST', path: '/__mock/accounts', body: { name: 'a2', test_clock: a.clock.id } })
    ).body;
    const gone = await createJob(send, a.key, { interval_seconds: 60 });
    const kept = await createJob(send, second.api_key, { interval_seconds: 60 });
    expect((await send({ method: 'DELETE', path: `/__mock/accounts/${a.account.id}` })).status).toBe(204);
    expect((await send({ path: `/__mock/test-clocks/${a.clock.id}` })).body.accounts).toEqual([second.id]);
    const advanced = await send({
      method: 'POST',
      path: `/__mock/test-clocks/${a.clock.id}/advance`,
      body: { seconds: 60 },
    });
    expect(advanced.body.runs.map((r: { job_id: string }) => r.job_id)).toEqual([kept.id]);
    expect(advanced.body.runs.map((r: { job_id: string }) => r.job_id)).not.toContain(gone.id);
  });
});

describe('on a real-clock mock', () => {
  test("a test clock stays frozen until advanced, and the real clock's timer never runs its jobs", async () => {
    // The test clock is behind the real one, which runs a day per millisecond: had the global timer or
    // catch-up the test clock's job, it would have run it many times before the next request.
    const { send, core } = createTestMock({ clock: createRealClock({ speed: 86_400_000 }) });
    try {
      const a = await clockWithAccount(send, 'a', '2026-01-01T00:00:00Z');
      const job = await createJob(send, a.key, { interval_seconds: 60 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await send({ path: `/v1/jobs/${job.id}/runs`, key: a.key })).body.data).toEqual([]);
      expect((await send({ path: `/__mock/test-clocks/${a.clock.id}` })).body.now).toBe('2026-01-01T00:00:00.000Z');
      const advanced = await send({
        method: 'POST',
        path: `/__mock/test-clocks/${a.clock.id}/advance`,
        body: { seconds: 120 },
      });
      expect([advanced.body.mode, advanced.body.runs_total]).toEqual(['virtual', 2]);
    } finally {
      core.close();
    }
  });
});

describe('parallel tests on one core', () => {
  test('four clocks advanced at once, by different amounts, each see exactly their own runs and notifications', async () => {
    const { send } = createTestMock();
    const tests = await Promise.all(
      [0, 1, 2, 3].map(async (n) => {
        const own = await clockWithAccount(send, `worker ${n}`, '2027-01-01T00:00:00Z');
        const jobs = [];
        for (let j = 0; j < 5; j++)
          jobs.push(
            (
              await createJob(send, own.key, {
                name: `w${n} j${j}`,
                interval_seconds: 60,
                url: 'https://example.com/status/503',
                notify_on_failure: true,
              })
            ).id as string,
          );
        return { ...own, jobs, minutes: 0 };
      }),
    );
    // Advances of hundreds of runs give the event loop turns as they go (drain-pacer.ts), so the four
    // may interleave; each must still collect only its own runs.
    const amounts = [
      [97, 13, 240],
      [5, 300, 1],
      [180, 180, 7],
      [1, 2, 360],
    ];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        tests.map((t, n) =>
          send({
            method: 'POST',
            path: `/__mock/test-clocks/${t.clock.id}/advance`,
            body: { seconds: amounts[n]![round]! * 60 },
          }),
        ),
      );
      answers.forEach((answer, n) => {
        const t = tests[n]!;
        const minutes = amounts[n]![round]!;
        expect(answer.body.runs_total).toBe(5 * minutes);
        expect(new Set(answer.body.runs.map((r: { job_id: string }) => r.job_id))).toEqual(new Set(t.jobs));
        t.minutes += minutes;
      });
    }
    for (const t of tests) {
      const notifications = (await send({ path: `/__mock/notifications?account=${t.account.id}` })).body.data;
      expect(notifications).toHaveLength(5 * t.minutes);
      expect(new Set(notifications.map((x: any) => x.payload.data.job.id))).toEqual(new Set(t.jobs));
      expect((await send({ path: `/__mock/test-clocks/${t.clock.id}` })).body.now).toBe(
        new Date(Date.parse('2027-01-01T00:00:00Z') + t.minutes * 60_000).toISOString(),
      );
    }
  });
});
