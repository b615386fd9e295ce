// Control calls that carry an account's key (spec/mock-control.yaml securitySchemes.AccountKey): each
// answers for that account alone, so a balancer hashing on X-API-Key can send it to the shard that holds
// the account (docs/sandbox.md). Two accounts on one mock, each with a job and a journal; every keyed call
// of key-a must leave key-b's world as it was and show nothing of it.
import { describe, expect, test } from 'vitest';
import { routingPartOf } from '../../mock/core/state/key-routing.ts';
import { createJob, createTestMock, type Send } from '../support/clients.ts';

/** A mock with key-a (acc_1) and key-b (acc_2), each with one failing job that has run and notified. */
async function twoAccounts(options: Parameters<typeof createTestMock>[0] = {}) {
  const mock = createTestMock(options);
  const { send } = mock;
  const a = await createJob(send, 'key-a', {
    name: 'a',
    url: 'https://example.com/status/500',
    notify_on_failure: true,
  });
  const b = await createJob(send, 'key-b', {
    name: 'b',
    url: 'https://example.com/status/500',
    notify_on_failure: true,
  });
  await send({ method: 'POST', path: '/__mock/clock/advance', key: null, body: { seconds: 3600 } });
  return { ...mock, a, b };
}

const as = (key: string | null, call: { method?: string; path: string; body?: unknown }) => ({ ...call, key });
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe('a keyed call shows its own account only', () => {
  // [what, keyed call, what key-a must see]
  const rows: Array<[string, { method?: string; path: string; body?: unknown }, (body: any) => void]> = [
    ['accounts', { path: '/__mock/accounts' }, (b) => expect(ids(b.data)).toEqual(['acc_1'])],
    [
      'notifications',
      { path: '/__mock/notifications' },
      (b) => expect(b.data.map((n: any) => n.account_id)).toEqual(['acc_1']),
    ],
    [
      'the journal',
      { path: '/__mock/requests' },
      (b) => expect(new Set(b.data.map((e: any) => e.account_id))).toEqual(new Set(['acc_1'])),
    ],
    [
      'the state',
      { path: '/__mock/state' },
      (b) => {
        expect(b.accounts.map((account: any) => [account.id, account.jobs.length])).toEqual([['acc_1', 1]]);
        // The secret travels with the account, so a receiver keeps verifying after a move.
        expect(b.accounts[0].webhook_secret).toMatch(/^whsec_/);
      },
    ],
    [
      'the clock',
      { path: '/__mock/clock' },
      (b) => expect(b).toEqual({ now: '2026-11-22T16:00:01.000Z', mode: 'virtual' }),
    ],
    ['test clocks', { path: '/__mock/test-clocks' }, (b) => expect(b.data).toEqual([])],
    [
      'its notification settings',
      { path: '/__mock/accounts/acc_1/notifications' },
      (b) => expect(b.account_id).toBe('acc_1'),
    ],
  ];
  test.each(rows)('%s', async (_what, call, check) => {
    const { send } = await twoAccounts();
    await send({ method: 'POST', path: '/__mock/clock/advance', key: null, body: { seconds: 1 } });
    // Seen once, the webhook secret exists and is exported with the account.
    await send(as('key-a', { path: '/__mock/accounts/acc_1/notifications' }));
    const answer = await send(as('key-a', call));
    expect(answer.status).toBe(200);
    check(answer.body);
  });

  // Another account named in a path or query is 404, as an unknown one is: nothing tells the two apart.
  test.each([
    ['GET', '/__mock/notifications?account=acc_2'],
    ['GET', '/__mock/requests?account=acc_2'],
    ['GET', '/__mock/state?account=acc_2'],
    ['GET', '/__mock/events?account_id=acc_2'],
    ['GET', '/__mock/accounts/acc_2/notifications'],
    ['POST', '/__mock/accounts/acc_2/notifications/rotate-secret'],
    ['POST', '/__mock/accounts/acc_2/rotate-key'],
    ['DELETE', '/__mock/accounts/acc_2'],
  ])("%s %s with key-a is 404 and changes nothing of acc_2's", async (method, path) => {
    const { send } = await twoAccounts();
    const before = (await send(as(null, { path: '/__mock/state' }))).text;
    const answer = await send(as('key-a', { method, path }));
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('No account acc_2.');
    expect((await send(as(null, { path: '/__mock/state' }))).text).toBe(before);
  });

  test('a key no account has sees no account and gets 401 for what needs one', async () => {
    const { send } = await twoAccounts();
    expect((await send(as('nobody', { path: '/__mock/accounts' }))).body).toEqual({ data: [] });
    const answer = await send(as('nobody', { path: '/__mock/notifications' }));
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('ApiKey header="X-API-Key"');
  });
});

describe('a keyed call changes its own account only', () => {
  test('a reset empties the account, keeps its key and secret, and leaves the other account whole', async () => {
    const { send } = await twoAccounts();
    const secret = (await send(as('key-a', { path: '/__mock/accounts/acc_1/notifications' }))).body.webhook_secret;
    const otherBefore = (await send(as('key-b', { path: '/__mock/state' }))).text;
    expect((await send(as('key-a', { method: 'POST', path: '/__mock/reset' }))).status).toBe(204);
    // The journal first: the /v1 call below is journalled again.
    expect((await send(as('key-a', { path: '/__mock/requests' }))).body.data).toEqual([]);
    expect((await send(as('key-a', { path: '/v1/jobs' }))).body.data).toEqual([]);
    expect((await send(as('key-a', { path: '/__mock/notifications' }))).body.data).toEqual([]);
    expect((await send(as('key-a', { path: '/__mock/accounts/acc_1/notifications' }))).body.webhook_secret).toBe(
      secret,
    );
    expect((await send(as('key-b', { path: '/__mock/state' }))).text).toBe(otherBefore);
    expect((await send(as('key-b', { path: '/__mock/requests' }))).body.data.length).toBeGreaterThan(0);
  });

  test('a seed fills the key account; naming another is 422', async () => {
    const { send } = await twoAccounts();
    const seeded = await send(as('key-a', { method: 'POST', path: '/__mock/seed', body: { jobs: 2 } }));
    expect(seeded.status).toBe(201);
    expect(seeded.body.account).toBe('acc_1');
    const refused = await send(as('key-a', { method: 'POST', path: '/__mock/seed', body: { account: 'acc_2' } }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].pointer).toBe('/account');
  });

  test('outcome rules: a keyed rule names one of its jobs, and lists, deletes and clears only such rules', async () => {
    const { send, a, b } = await twoAccounts();
    const byUrl = await send(
      as('key-a', { method: 'POST', path: '/__mock/outcome-rules', body: { url_pattern: 'x' } }),
    );
    expect(byUrl.status).toBe(422);
    expect(byUrl.body.errors[0].pointer).toBe('/job_id');
    const others = await send(
      as('key-a', { method: 'POST', path: '/__mock/outcome-rules', body: { job_id: b.id, status: 503 } }),
    );
    expect(others.status).toBe(422);
    const mine = await send(
      as('key-a', { method: 'POST', path: '/__mock/outcome-rules', body: { job_id: a.id, status: 503 } }),
    );
    expect(mine.status).toBe(201);
    const theirs = (
      await send(as(null, { method: 'POST', path: '/__mock/outcome-rules', body: { job_id: b.id, status: 503 } }))
    ).body;
    expect(ids((await send(as('key-a', { path: '/__mock/outcome-rules' }))).body.data)).toEqual([mine.body.id]);
    expect((await send(as('key-a', { method: 'DELETE', path: `/__mock/outcome-rules/${theirs.id}` }))).status).toBe(
      404,
    );
    expect((await send(as('key-a', { method: 'DELETE', path: '/__mock/outcome-rules' }))).status).toBe(204);
    expect(ids((await send(as(null, { path: '/__mock/outcome-rules' }))).body.data)).toEqual([theirs.id]);
  });

  test("answer overrides: a keyed override is the account's own, and lists, deletes and clears only such overrides", async () => {
    const { send } = await twoAccounts();
    const post = (key: string | null, body: unknown) =>
      send(as(key, { method: 'POST', path: '/__mock/overrides', body }));
    expect((await post('key-a', { operation_id: 'listJobs', account: 'acc_2', status: 503 })).status).toBe(422);
    const onClock = await post('key-a', { operation_id: 'listJobs', test_clock: 'clock_1', status: 503 });
    expect([onClock.status, onClock.body.errors[0].pointer]).toEqual([422, '/test_clock']);
    const mine = await post('key-a', { operation_id: 'listJobs', status: 503 });
    expect([mine.status, mine.body.account]).toEqual([201, 'acc_1']);
    const theirs = (await post(null, { operation_id: 'listJobs', account: 'acc_2', status: 502 })).body;
    // The key's override applies to its account alone.
    expect((await send({ path: '/v1/jobs', key: 'key-a', unchecked: true })).status).toBe(503);
    expect((await send({ path: '/v1/jobs', key: 'key-b', unchecked: true })).status).toBe(502);
    expect(ids((await send(as('key-a', { path: '/__mock/overrides' }))).body.data)).toEqual([mine.body.id]);
    expect((await send(as('key-a', { method: 'DELETE', path: `/__mock/overrides/${theirs.id}` }))).status).toBe(404);
    expect((await send(as('key-a', { method: 'DELETE', path: '/__mock/overrides' }))).status).toBe(204);
    expect(ids((await send(as(null, { path: '/__mock/overrides' }))).body.data)).toEqual([theirs.id]);
  });

  test('a keyed rotation keeps the key routing part, so the account stays on its shard', async () => {
    const { send } = await twoAccounts();
    const rotated = await send(as('key-a', { method: 'POST', path: '/__mock/accounts/acc_1/rotate-key' }));
    expect(rotated.status).toBe(200);
    expect(rotated.body.api_key).toMatch(/^key-a\.ck_[0-9a-f]{32}$/);
    expect(routingPartOf(rotated.body.api_key)).toBe(routingPartOf('key-a'));
    expect((await send(as('key-a', { path: '/v1/jobs' }))).status).toBe(401);
    // Rotated again, the routing part is still the first key's.
    const again = await send(as(rotated.body.api_key, { method: 'POST', path: '/__mock/accounts/acc_1/rotate-key' }));
    expect(again.body.api_key).toMatch(/^key-a\.ck_[0-9a-f]{32}$/);
    // The operator's rotation makes a plain random key, as it always did.
    expect((await send(as(null, { method: 'POST', path: '/__mock/accounts/acc_2/rotate-key' }))).body.api_key).toMatch(
      /^ck_[0-9a-f]{32}$/,
    );
  });

  test('an account deletes itself with its key', async () => {
    const { send } = await twoAccounts();
    expect((await send(as('key-a', { method: 'DELETE', path: '/__mock/accounts/acc_1' }))).status).toBe(204);
    expect(ids((await send(as(null, { path: '/__mock/accounts' }))).body.data)).toEqual(['acc_2']);
  });
});

describe('accounts made with the key the caller chose', () => {
  const create = (send: Send, key: string | null, body: Record<string, unknown>) =>
    send(as(key, { method: 'POST', path: '/__mock/accounts', body }));

  test('the key from the body or from X-API-Key; a key taken is 409; two different keys are 422', async () => {
    const { send } = createTestMock();
    const chosen = await create(send, null, { name: 'P', api_key: 'partner-p' });
    expect(chosen.status).toBe(201);
    expect(chosen.body).toEqual({ id: 'acc_3', name: 'P', api_key: 'partner-p' });
    expect((await send(as('partner-p', { path: '/v1/jobs' }))).status).toBe(200);
    const fromHeader = await create(send, 'partner-q', { name: 'Q' });
    expect(fromHeader.body.api_key).toBe('partner-q');
    expect((await create(send, null, { name: 'again', api_key: 'key-a' })).status).toBe(409);
    expect((await create(send, 'partner-q', { name: 'again' })).status).toBe(409);
    const mismatch = await create(send, 'partner-r', { name: 'R', api_key: 'partner-s' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([
      { pointer: '/api_key', detail: 'must be the key sent in X-API-Key, which routes this call' },
    ]);
    expect((await create(send, null, { name: 'S', api_key: 'has space' })).status).toBe(422);
  });
});

describe('test clocks owned by the key they were made with', () => {
  test('the key makes a clock, then its account on it; keys of the same routing part join; others see none', async () => {
    const { send } = await twoAccounts();
    const clock = (
      await send(as('team-x', { method: 'POST', path: '/__mock/test-clocks', body: { now: '2027-01-01T00:00:00Z' } }))
    ).body;
    expect(ids((await send(as('team-x', { path: '/__mock/test-clocks' }))).body.data)).toEqual([clock.id]);
    for (const key of ['key-a', 'nobody'])
      expect((await send(as(key, { path: `/__mock/test-clocks/${clock.id}` }))).status).toBe(404);
    expect((await send(as('key-a', { path: '/__mock/test-clocks' }))).body.data).toEqual([]);

    const first = await send(
      as('team-x', { method: 'POST', path: '/__mock/accounts', body: { name: 'x', test_clock: clock.id } }),
    );
    const second = await send(
      as('team-x.b', { method: 'POST', path: '/__mock/accounts', body: { name: 'x2', test_clock: clock.id } }),
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    await createJob(send, 'team-x.b', { url: 'https://example.com/status/503', interval_seconds: 60 });
    // The account's clock is its test clock's: reading it, advancing it, setting it.
    expect((await send(as('team-x.b', { path: '/__mock/clock' }))).body).toEqual({
      now: '2027-01-01T00:00:00.000Z',
      mode: 'virtual',
    });
    const advanced = await send(
      as('team-x.b', { method: 'POST', path: '/__mock/clock/advance', body: { seconds: 120 } }),
    );
    expect([advanced.body.now, advanced.body.runs_total]).toEqual(['2027-01-01T00:02:00.000Z', 2]);
    const backwards = await send(
      as('team-x', { method: 'PUT', path: '/__mock/clock', body: { now: '2027-01-01T00:01:00Z' } }),
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].pointer).toBe('/now');
    // The global clock did not move.
    expect((await send(as(null, { path: '/__mock/clock' }))).body.now).toBe('2026-11-22T16:00:00.000Z');
    expect((await send(as('team-x.b', { method: 'DELETE', path: `/__mock/test-clocks/${clock.id}` }))).status).toBe(
      204,
    );
    expect((await send(as(null, { path: '/__mock/accounts' }))).body.data.map((a: any) => a.api_key)).toEqual([
      'key-a',
      'key-b',
    ]);
  });

  test('an account on the global clock advances the global clock, as the operator does', async () => {
    const { send } = await twoAccounts();
    const advanced = await send(
      as('key-a', { method: 'POST', path: '/__mock/clock/advance', body: { seconds: 3600 } }),
    );
    expect(advanced.status).toBe(200);
    expect(advanced.body.now).toBe('2026-11-22T17:00:00.000Z');
  });
});

describe('with a control token', () => {
  const token = 'c0ntrol-T0ken_x';
  const bearer = { Authorization: `Bearer ${token}` };

  test("an account's key stands in for the token in its own affairs, and in nothing more", async () => {
    const { send } = await twoAccounts({ controlToken: token });
    expect((await send(as('key-a', { path: '/__mock/notifications' }))).status).toBe(200);
    expect((await send(as('key-a', { method: 'POST', path: '/__mock/reset' }))).status).toBe(204);
    expect((await send(as('key-a', { method: 'POST', path: '/__mock/test-clocks', body: {} }))).status).toBe(201);
    // Beyond the account: the global clock, a new account, an operator call.
    expect(
      (await send(as('key-a', { method: 'POST', path: '/__mock/clock/advance', body: { seconds: 1 } }))).status,
    ).toBe(401);
    expect((await send(as('new-key', { method: 'POST', path: '/__mock/accounts', body: { name: 'n' } }))).status).toBe(
      401,
    );
    expect((await send(as('new-key', { method: 'POST', path: '/__mock/test-clocks', body: {} }))).status).toBe(401);
    expect((await send(as(null, { path: '/__mock/accounts' }))).status).toBe(401);
    const made = await send({
      ...as('new-key', { method: 'POST', path: '/__mock/accounts', body: { name: 'n' } }),
      headers: bearer,
    });
    expect(made.status).toBe(201);
  });
});

describe('one account moves to another mock', () => {
  test('exported with its key, imported with the same key: jobs, runs, secret and URL come along; twice is 409', async () => {
    const from = await twoAccounts();
    await from.send(
      as('key-a', {
        method: 'PATCH',
        path: '/__mock/accounts/acc_1/notifications',
        body: { notify_url: 'https://hooks.example/a' },
      }),
    );
    const exported = (await from.send(as('key-a', { path: '/__mock/state' }))).body;
    const to = createTestMock({ apiKeys: ['key-c'] });
    const imported = await to.send(as('key-a', { method: 'POST', path: '/__mock/state', body: exported }));
    expect(imported.status).toBe(201);
    // acc_1 is key-c's here, so the account takes the next id; its key is what clients know it by.
    expect(imported.body.data).toEqual([{ id: 'acc_2', name: 'default', api_key: 'key-a' }]);
    const runsFrom = (await from.send(as('key-a', { path: `/v1/jobs/${from.a.id}/runs` }))).body.data;
    expect((await to.send(as('key-a', { path: `/v1/jobs/${from.a.id}/runs` }))).body.data).toEqual(runsFrom);
    const settings = (await to.send(as('key-a', { path: '/__mock/accounts/acc_2/notifications' }))).body;
    expect(settings).toMatchObject({
      notify_url: 'https://hooks.example/a',
      webhook_secret: exported.accounts[0].webhook_secret,
    });
    const again = await to.send(as('key-a', { method: 'POST', path: '/__mock/state', body: exported }));
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain('accounts[0].api_key is a key this mock has');
  });

  test('a keyed import holds the key account alone; a bad fixture is 422 with pointers, and loads nothing', async () => {
    const to = createTestMock();
    const two = { accounts: [{ api_key: 'k1' }, { api_key: 'k2' }] };
    expect((await to.send(as('k1', { method: 'POST', path: '/__mock/state', body: two }))).body.errors[0].pointer).toBe(
      '/accounts',
    );
    const other = await to.send(
      as('k1', { method: 'POST', path: '/__mock/state', body: { accounts: [{ api_key: 'k9' }] } }),
    );
    expect(other.body.errors[0].pointer).toBe('/accounts/0/api_key');
    const bad = {
      accounts: [
        { api_key: 'k1', jobs: [{ name: 'x', url: 'https://e.x', schedule_type: 'interval', interval_seconds: 5 }] },
      ],
    };
    const refused = await to.send(as('k1', { method: 'POST', path: '/__mock/state', body: bad }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { pointer: '/accounts/0/jobs/0/interval_seconds', detail: 'must be 60 or more' },
    ]);
    expect((await to.send(as(null, { path: '/__mock/accounts' }))).body.data.map((a: any) => a.api_key)).toEqual([
      'key-a',
      'key-b',
    ]);
  });
});
