// `Prefer: code=NNN` (spec info.description, "Forced answers"): every operation × every status it
// documents answers that status with the spec's first example and required headers, conforming to the
// spec; nothing changes; anything else is the real answer or a 400 naming what may be forced.
import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';
import { operationTable } from '../../contract/operation-table.ts';
import { createSpecWalker, type JsonObject } from '../../contract/spec-walker.ts';
import { parsePrefer } from '../../mock/core/routes/forced-answer.ts';
import { createJob, createTestApp, createTestMock } from '../support/clients.ts';

const walker = createSpecWalker(serviceDocument);
const deref = (node: unknown): JsonObject => {
  const value = node as JsonObject;
  return (typeof value?.$ref === 'string' ? walker.resolve(value.$ref).value : value) as JsonObject;
};
const someJob = 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF';

const cases = operationTable(serviceDocument).operations.flatMap((operation) =>
  Object.keys(deref(walker.at(`${operation.pointer}/responses`))).map((status) => {
    const response = deref(walker.at(`${operation.pointer}/responses/${status}`));
    const content = (response.content ?? {}) as JsonObject;
    const mediaType = Object.keys(content)[0];
    const examples = mediaType === undefined ? {} : deref((content[mediaType] as JsonObject).examples);
    const first = Object.values(examples)[0];
    return {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path.replace('{job_id}', someJob),
      status: Number(status),
      mediaType,
      body: first === undefined ? undefined : deref(first).value,
      required: Object.entries((response.headers ?? {}) as JsonObject)
        .filter(([, h]) => deref(h).required === true)
        .map(([name]) => name.toLowerCase()),
    };
  }),
);

describe('a forced answer', () => {
  test('covers every operation and every status the spec documents', () => {
    expect(new Set(cases.map((c) => c.operationId)).size).toBe(operationTable(serviceDocument).operations.length);
    expect(cases.length).toBeGreaterThan(60);
  });

  test.each(cases)('$operationId $status: the documented answer, its example and required headers', async (c) => {
    const { core, send } = createTestMock();
    const answer = await send({
      method: c.method,
      path: c.path,
      key: 'key-a',
      headers: { Prefer: `code=${c.status}` },
    });
    expect(answer.status).toBe(c.status);
    expect(answer.headers['preference-applied']).toBe(`code=${c.status}`);
    if (c.mediaType === undefined) expect(answer.text).toBe('');
    else {
      expect(answer.headers['content-type']).toBe(c.mediaType);
      expect(answer.body).toEqual(c.body);
    }
    for (const name of c.required) expect(answer.headers[name], name).toBeTruthy();
    // Journalled like any request, and no state changed: the account still has no job.
    expect(core.snapshot().jobs).toEqual([]);
    const [entry] = (await (await core.handle(new Request('http://mock.test/__mock/requests'))).json()).data;
    expect(entry).toMatchObject({ operation_id: c.operationId, status: c.status, method: c.method });
  });

  test('a 429 carries Retry-After, a 201 a Location, a 401 the challenge', async () => {
    const { send } = createTestMock();
    const limited = await send({ path: '/v1/jobs', key: 'key-a', headers: { Prefer: 'code=429' } });
    expect(limited.headers['retry-after']).toBe('30');
    const created = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', headers: { Prefer: 'code=201' } });
    expect(created.headers.location).toBe(`/v1/jobs/${created.body.id}`);
    const refused = await send({ path: '/v1/jobs', key: 'key-a', headers: { Prefer: 'code=401' } });
    expect(refused.headers['www-authenticate']).toBe('ApiKey header="X-API-Key"');
  });

  test('the Express server gives the same forced answer', async () => {
    const { send } = createTestApp();
    const answer = await send({
      method: 'POST',
      path: `/v1/jobs/${someJob}/pause`,
      key: 'key-a',
      headers: { Prefer: 'code=409', Origin: 'http://localhost:5173' },
    });
    expect(answer.status).toBe(409);
    expect(answer.headers['preference-applied']).toBe('code=409');
    expect(answer.headers['access-control-expose-headers']).toContain('Preference-Applied');
    expect(answer.body.detail).toBe('The job is already paused.');
  });

  test('changes nothing: an existing job stays, a forced 204 deletes nothing, the rate-limit window is untouched', async () => {
    const { core, send } = createTestMock({ rateLimit: { limit: 2, windowSeconds: 60 } });
    const job = await createJob(send, 'key-a');
    for (let i = 0; i < 5; i++)
      expect(
        (await send({ method: 'DELETE', path: `/v1/jobs/${job.id}`, key: 'key-a', headers: { Prefer: 'code=204' } }))
          .status,
      ).toBe(204);
    const read = await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' });
    expect(read.status).toBe(200);
    expect(read.headers.ratelimit).toBe('"default";r=0;t=60');
    expect(core.snapshot().jobs).toHaveLength(1);
  });

  test('Prefer: example=NAME picks another documented example', async () => {
    const { send } = createTestMock();
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      headers: { Prefer: 'code=422; x=1, example="cron"' },
    });
    expect(answer.status).toBe(422);
    expect(answer.headers['preference-applied']).toBe('code=422, example=cron');
    expect(answer.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/cron_expression', '/timezone']);
  });

  test('comes only after the key is accepted: without one the answer is the real 401', async () => {
    const { send } = createTestMock();
    const answer = await send({ path: '/v1/jobs', key: 'nope', headers: { Prefer: 'code=500' } });
    expect(answer.status).toBe(401);
    expect(answer.headers['preference-applied']).toBeUndefined();
  });

  test('other preferences alone are ignored (RFC 7240 §2): the real answer', async () => {
    const { send } = createTestMock();
    const answer = await send({ path: '/v1/jobs', key: 'key-a', headers: { Prefer: 'respond-async, return=minimal' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['preference-applied']).toBeUndefined();
  });

  test.each([
    [
      'code=418',
      'createJob documents no 418 answer to force; it documents 201, 400, 401, 409, 413, 415, 422, 429, 500.',
    ],
    [
      'code=404',
      'createJob documents no 404 answer to force; it documents 201, 400, 401, 409, 413, 415, 422, 429, 500.',
    ],
    [
      'code=abc',
      'Prefer: code=abc is not a status code; createJob documents 201, 400, 401, 409, 413, 415, 422, 429, 500.',
    ],
    [
      'code=422, example=nope',
      'The 422 answer of createJob has no example "nope"; it has invalid, cron, idempotencyKeyReused.',
    ],
  ])('Prefer: %s answers 400 naming what may be forced', async (prefer, detail) => {
    const { core, send } = createTestMock();
    const answer = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', headers: { Prefer: prefer } });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.body.detail).toBe(detail);
    expect(answer.body.errors[0].parameter).toBe('Prefer');
    expect(core.snapshot().jobs).toEqual([]);
  });
});

describe('parsePrefer', () => {
  test.each([
    ['code=500', { code: '500' }],
    ['CODE = 500', { code: '500' }],
    ['respond-async, code=429;x=y', { 'respond-async': '', code: '429' }],
    ['code=500, code=404', { code: '500' }],
    ['example="a, b", code=422', { example: 'a, b', code: '422' }],
    ['', {}],
  ])('%j', (field, expected) => {
    expect(Object.fromEntries(parsePrefer(field))).toEqual(expected);
  });
});
