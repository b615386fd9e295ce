// The control API of spec/mock-control.yaml: clock, reset, accounts, notifications, request journal.
import { describe, expect, test } from 'vitest';
import { createMockCore, createRealClock } from '../../mock/core/index.ts';
import { createJob, createTestApp, createTestMock, sendToCore, validJob } from '../support/clients.ts';

describe('control API', () => {
  test('the clock reads, advances and is set forward only', async () => {
    const { send } = createTestMock();
    expect((await send({ path: '/__mock/clock' })).body).toEqual({ now: '2026-11-22T15:00:00.000Z', mode: 'virtual' });
    const advanced = await send({ method: 'POST', path: '/__mock/clock/advance', body: { seconds: 3600 } });
    expect(advanced.body).toEqual({ now: '2026-11-22T16:00:00.000Z', mode: 'virtual', runs: [], runs_total: 0 });
    const set = await send({ method: 'PUT', path: '/__mock/clock', body: { now: '2026-11-23T00:00:00.000Z' } });
    expect(set.body.now).toBe('2026-11-23T00:00:00.000Z');
    expect(
      (await send({ method: 'PUT', path: '/__mock/clock', body: { now: '2026-11-22T00:00:00.000Z' } })).status,
    ).toBe(422);
  });

  test.each([
    ['2027-01-01T00:00:00Z', '2027-01-01T00:00:00.000Z'],
    ['2027-01-01t00:00:00z', '2027-01-01T00:00:00.000Z'],
    ['2027-01-01 00:00:00Z', '2027-01-01T00:00:00.000Z'],
    ['2027-01-01T01:30:00+01:30', '2027-01-01T00:00:00.000Z'],
    ['2026-12-31T19:00:00.123456-05:00', '2027-01-01T00:00:00.123Z'],
    ['2027-01-01T00:00:00.5Z', '2027-01-01T00:00:00.500Z'],
    ['2026-12-31T23:59:60Z', '2027-01-01T00:00:00.000Z'],
  ])('PUT /__mock/clock takes the RFC 3339 time %s and answers %s', async (now, canonical) => {
    const { send } = createTestMock();
    const set = await send({ method: 'PUT', path: '/__mock/clock', body: { now } });
    expect([set.status, set.body.now]).toEqual([200, canonical]);
  });

  test.each([
    ['2027-01-01'],
    ['2027-01-01T00:00:00'],
    ['2027-01-01T00:00:00+0100'],
    ['2027-13-01T00:00:00Z'],
    ['tomorrow'],
  ])('PUT /__mock/clock refuses %s in words, in the service API problem style', async (now) => {
    const { send } = createTestMock();
    const answer = await send({ method: 'PUT', path: '/__mock/clock', body: { now } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      type: 'https://api.cronjobs.example/problems/validation-error',
      title: 'Validation failed',
      status: 422,
      detail: 'The request body has 1 error.',
      errors: [
        {
          pointer: '/now',
          detail: 'must be an RFC 3339 date-time such as 2027-01-01T00:00:00Z or 2027-01-01T09:30:00.5+01:00',
        },
      ],
    });
  });

  test.each([
    [{ seconds: 0 }, 422],
    [{ seconds: -5 }, 422],
    [{ seconds: 'ten' }, 422],
    [{}, 422],
    ['{"seconds":', 400],
  ])('advance with %j answers %s', async (body, status) => {
    const { send } = createTestMock();
    const headers = typeof body === 'string' ? { 'Content-Type': 'application/json' } : undefined;
    expect(
      (await send({ method: 'POST', path: '/__mock/clock/advance', body, ...(headers ? { headers } : {}) })).status,
    ).toBe(status);
  });

  test('advance needs a JSON body (415)', async () => {
    const { send } = createTestMock();
    expect(
      (
        await send({
          method: 'POST',
          path: '/__mock/clock/advance',
          body: 'seconds=1',
          headers: { 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
  });

  test('a real clock cannot be set (409) but can jump ahead', async () => {
    const core = createMockCore({ clock: createRealClock({ source: () => Date.parse('2026-11-22T15:00:00.000Z') }) });
    const send = sendToCore(core);
    expect(
      (await send({ method: 'PUT', path: '/__mock/clock', body: { now: '2026-11-23T00:00:00.000Z' } })).status,
    ).toBe(409);
    const advanced = await send({ method: 'POST', path: '/__mock/clock/advance', body: { seconds: 60 } });
    expect(advanced.body).toMatchObject({ now: '2026-11-22T15:01:00.000Z', mode: 'real', speed: 1 });
  });

  test('the clock says its speed when it is real, and has none when virtual', async () => {
    const fast = sendToCore(
      createMockCore({ clock: createRealClock({ speed: 60, source: () => Date.parse('2026-11-22T15:00:00.000Z') }) }),
    );
    expect((await fast({ method: 'GET', path: '/__mock/clock' })).body).toEqual({
      now: '2026-11-22T15:00:00.000Z',
      mode: 'real',
      speed: 60,
    });
    const { send } = createTestMock();
    expect((await send({ method: 'GET', path: '/__mock/clock' })).body).not.toHaveProperty('speed');
  });

  test('reset empties jobs and the journal but keeps accounts and keys', async () => {
    const { send } = createTestMock();
    const keyed = {
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body: validJob(),
      headers: { 'Idempotency-Key': 'k1' },
    };
    const job = (await send(keyed)).body;
    expect((await send({ method: 'POST', path: '/__mock/reset' })).status).toBe(204);
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).body.data).toEqual([]);
    const journal = await send({ path: '/__mock/requests' });
    expect(journal.body.data).toHaveLength(1); // the list just made
    // Gone by id too, and its Idempotency-Key forgotten: a retry makes a new job, it replays none the reset removed.
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).status).toBe(404);
    const again = await send(keyed);
    expect([again.status, again.headers['idempotency-replayed']]).toEqual([201, undefined]);
    expect(again.body.id).not.toBe(job.id);
  });

  test('accounts are listed oldest first; a new one gets a random key that works at once', async () => {
    const { send } = createTestMock();
    const created = await send({ method: 'POST', path: '/__mock/accounts', body: { name: 'Partner A' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'acc_3', name: 'Partner A' });
    expect(created.body.api_key).toMatch(/^ck_[0-9a-f]{32}$/);
    const list = await send({ path: '/__mock/accounts' });
    expect(list.body.data.map((a: { api_key: string }) => a.api_key)).toEqual(['key-a', 'key-b', created.body.api_key]);
    expect((await send({ path: '/v1/jobs', key: created.body.api_key })).status).toBe(200);
  });

  test('account creation validates its body', async () => {
    const { send } = createTestMock();
    expect((await send({ method: 'POST', path: '/__mock/accounts', body: { name: '' } })).status).toBe(422);
    expect((await send({ method: 'POST', path: '/__mock/accounts', body: { name: 'x', extra: 1 } })).status).toBe(422);
  });

  test('rotating a key makes the old one answer 401 and keeps the jobs', async () => {
    const { send } = createTestMock();
    const job = await createJob(send, 'key-a');
    const rotated = await send({ method: 'POST', path: '/__mock/accounts/acc_1/rotate-key' });
    expect(rotated.body.api_key).not.toBe('key-a');
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).status).toBe(401);
    expect((await send({ path: `/v1/jobs/${job.id}`, key: rotated.body.api_key })).status).toBe(200);
    expect((await send({ method: 'POST', path: '/__mock/accounts/acc_9/rotate-key' })).status).toBe(404);
  });

  test('notifications are an empty list until a run fails', async () => {
    const { send } = createTestMock();
    expect((await send({ path: '/__mock/notifications' })).body).toEqual({ data: [] });
  });

  test('unknown control paths answer 404, other methods 405', async () => {
    const { send } = createTestMock();
    expect((await send({ path: '/__mock/nothing' })).status).toBe(404);
    const answer = await send({ method: 'DELETE', path: '/__mock/clock' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, PUT');
  });
});

describe('request journal', () => {
  test('records each service request with its violations and a key fingerprint, never the key', async () => {
    const { send } = createTestApp();
    await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body: validJob({ interval_seconds: 5, colour: 'red' }),
    });
    await send({ path: '/v1/jobs?limit=500', key: 'key-a' });
    await send({ path: '/v2/jobs', key: 'key-a' });
    await send({ path: '/v1/jobs', key: 'wrong' });
    const journal = await send({ path: '/__mock/requests' });
    const [invalid, badQuery, unknownPath, unauthorized] = journal.body.data;
    expect(invalid).toMatchObject({
      method: 'POST',
      path: '/v1/jobs',
      operation_id: 'createJob',
      status: 422,
      key_fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    expect(invalid.violations).toEqual(
      expect.arrayContaining([
        { rule: 'schema', side: 'client', pointer: '/interval_seconds', detail: 'must be 60 or more' },
        { rule: 'schema', side: 'client', pointer: '/colour', detail: 'is not a known field' },
      ]),
    );
    expect(badQuery.violations).toEqual([
      { rule: 'parameter', side: 'client', parameter: 'limit', detail: 'must be 100 or less' },
    ]);
    expect(unknownPath).toMatchObject({
      status: 404,
      operation_id: null,
      violations: [{ rule: 'route', side: 'client', detail: expect.any(String) }],
    });
    expect(unauthorized).toMatchObject({
      status: 401,
      violations: [{ rule: 'auth', side: 'client', detail: expect.any(String) }],
    });
    expect(JSON.stringify(journal.body)).not.toContain('key-a');
    expect(JSON.stringify(journal.body)).not.toContain('wrong');
    expect(invalid.id).toMatch(/^req_/);
  });

  test('keeps the 1,000 most recent requests', async () => {
    const { send } = createTestMock();
    for (let i = 0; i < 1005; i++) await send({ path: `/v1/jobs?limit=${(i % 100) + 1}`, key: 'key-a' });
    const journal = await send({ path: '/__mock/requests' });
    expect(journal.body.data).toHaveLength(1000);
    expect(journal.body.data[0].status).toBe(200);
  });
});
