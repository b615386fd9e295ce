// Idempotency-Key on create (spec: parameters IdempotencyKey): one job per key, the stored 201
// replayed, another body refused, expiry after 24 hours of mock time.
import { describe, expect, test } from 'vitest';
import { createTestApp, createTestMock, startOfTest, validJob } from '../support/clients.ts';

const create = (key: string, body: unknown = validJob()) => ({
  method: 'POST',
  path: '/v1/jobs',
  key: 'key-a',
  body,
  headers: { 'Idempotency-Key': key },
});

describe('Idempotency-Key', () => {
  test('a repeat with the same body replays the stored 201 and creates nothing', async () => {
    const { send } = createTestMock();
    const first = await send(create('k1'));
    const again = await send(create('k1', { ...validJob() }));
    expect(again.status).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.body).toEqual(first.body);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).body.data).toHaveLength(1);
  });

  test('the same body with keys in another order counts as the same body', async () => {
    const { send } = createTestMock();
    const first = await send(
      create('k1', { name: 'a', url: 'https://e.com', schedule_type: 'interval', interval_seconds: 60 }),
    );
    const again = await send(
      create('k1', { interval_seconds: 60, schedule_type: 'interval', url: 'https://e.com', name: 'a' }),
    );
    expect(again.body.id).toBe(first.body.id);
  });

  test('the same key with another body answers 422 and creates nothing', async () => {
    const { send } = createTestMock();
    await send(create('k1'));
    const other = await send(create('k1', validJob({ name: 'other' })));
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveLength(1);
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).body.data).toHaveLength(1);
  });

  test('a rejected request does not consume the key', async () => {
    const { send } = createTestMock();
    expect((await send(create('k1', validJob({ interval_seconds: 1 })))).status).toBe(422);
    expect((await send(create('k1', validJob()))).status).toBe(201);
  });

  test('the key expires 24 hours after first use, on the mock clock', async () => {
    const { core, send } = createTestMock();
    const first = await send(create('k1'));
    core.clock.jumpTo(startOfTest + 24 * 3600_000 - 1);
    expect((await send(create('k1'))).body.id).toBe(first.body.id);
    core.clock.jumpTo(startOfTest + 24 * 3600_000);
    const later = await send(create('k1'));
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  test.each([
    ['empty', ''],
    ['over 255 characters', 'k'.repeat(256)],
  ])('an %s key answers 400 naming the header', async (_case, key) => {
    const { send } = createTestMock();
    const answer = await send(create(key));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ parameter: 'Idempotency-Key' })]);
  });

  test('50 concurrent identical creates through HTTP make one job', async () => {
    const { send } = createTestApp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(create('burst'))));
    // A duplicate that arrives while the first is in flight may answer 409 (spec); the rest replay.
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const created = answers.filter((a) => a.status === 201);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    expect(created.filter((a) => a.headers['idempotency-replayed'] !== 'true')).toHaveLength(1);
    expect((await send({ path: '/v1/jobs?limit=100', key: 'key-a' })).body.data).toHaveLength(1);
  });

  test('50 concurrent identical creates while the first is being saved make one job; the others answer 409 or the replay', async () => {
    let release!: () => void;
    const saving = new Promise<void>((resolve) => (release = resolve));
    const { send } = createTestMock({ persistence: { write: () => saving } });
    let settled = 0;
    // The first create waits in its save until the 49 duplicates have all been answered.
    const pending = Array.from({ length: 50 }, () => send(create('slow')).finally(() => ++settled === 49 && release()));
    const answers = await Promise.all(pending);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => a.body.type === 'https://api.cronjobs.example/problems/idempotency-key-in-use'),
    ).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const replay = await send(create('slow'));
    expect(replay.headers['idempotency-replayed']).toBe('true');
  });
});
