// Every operation of spec/openapi.yaml, its success and each failure status, through the core's
// handle() and through the Express app — every answer checked against the spec by expectConforms.
import { describe, expect, test } from 'vitest';
import { createJob, createTestApp, createTestMock, startOfTest, validJob, type TestMock } from '../support/clients.ts';

const transports: Array<[string, () => TestMock]> = [
  ['core', () => createTestMock()],
  ['express', () => createTestApp()],
];

const unknownJob = 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF';

describe.each(transports)('service API via %s', (_name, make) => {
  test('create answers 201 with Location and the record, defaults applied', async () => {
    const { send } = make();
    const answer = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body: validJob() });
    expect(answer.status).toBe(201);
    expect(answer.headers.location).toBe(`/v1/jobs/${answer.body.id}`);
    expect(answer.body).toMatchObject({
      ...validJob(),
      method: 'GET',
      notify_on_failure: false,
      timeout_seconds: 30,
      status: 'active',
      created_at: '2026-11-22T15:00:00.000Z',
      updated_at: '2026-11-22T15:00:00.000Z',
      next_run_at: '2026-11-22T16:00:00.000Z',
      last_run: null,
      consecutive_failures: 0,
    });
  });

  test('create keeps every field sent', async () => {
    const { send } = make();
    const body = validJob({ method: 'POST', notify_on_failure: true, timeout_seconds: 10 });
    const answer = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body });
    expect(answer.body).toMatchObject(body);
  });

  test.each([
    ['missing name', { name: undefined }, ['/name']],
    ['empty name', { name: '' }, ['/name']],
    ['name over 200', { name: 'x'.repeat(201) }, ['/name']],
    ['relative url', { url: '/hooks' }, ['/url']],
    ['ftp url', { url: 'ftp://example.com/x' }, ['/url']],
    ['url over 2048', { url: `https://example.com/${'a'.repeat(2048)}` }, ['/url']],
    ['unknown method', { method: 'CONNECT' }, ['/method']],
    ['unknown schedule type', { schedule_type: 'crontab' }, ['/schedule_type']],
    ['interval without interval_seconds (rule 1)', { interval_seconds: undefined }, ['/interval_seconds']],
    ['interval below 60', { interval_seconds: 59 }, ['/interval_seconds']],
    ['interval over a year', { interval_seconds: 31_536_001 }, ['/interval_seconds']],
    ['fractional interval', { interval_seconds: 60.5 }, ['/interval_seconds']],
    ['string notify flag', { notify_on_failure: 'yes' }, ['/notify_on_failure']],
    ['unknown field', { colour: 'red' }, ['/colour']],
    ['two violations at once', { interval_seconds: 1, url: 'nope' }, ['/interval_seconds', '/url']],
  ])('create with %s answers 422 naming every field', async (_case, overrides, pointers) => {
    const { send } = make();
    const body = JSON.parse(JSON.stringify(validJob(overrides)));
    const answer = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body });
    expect(answer.status).toBe(422);
    expect(answer.body.type).toBe('https://api.cronjobs.example/problems/validation-error');
    expect([...new Set(answer.body.errors.map((e: { pointer: string }) => e.pointer))].sort()).toEqual(
      [...pointers].sort(),
    );
  });

  test.each([
    ['an array', []],
    ['a string', 'job'],
    ['null', null],
  ])('create with %s as body answers 422 at the root', async (_case, value) => {
    const { send } = make();
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body: JSON.stringify(value),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].pointer).toBe('');
  });

  test.each([
    ['truncated JSON', '{"name": "a"', 'application/json', 400],
    ['empty body', '', 'application/json', 400],
    ['text/plain', JSON.stringify(validJob()), 'text/plain', 415],
    ['no content type', JSON.stringify(validJob()), undefined, 415],
    ['form data', 'name=a', 'application/x-www-form-urlencoded', 415],
  ])('create with %s answers %s', async (_case, body, contentType, status) => {
    const { send } = make();
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body,
      headers: contentType ? { 'Content-Type': contentType } : {},
    });
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.body.type).toBe('https://api.cronjobs.example/problems/malformed-json');
  });

  test('create with a charset parameter on the media type is accepted', async () => {
    const { send } = make();
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body: JSON.stringify(validJob()),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(201);
  });

  test('a body over 65,536 bytes answers 413', async () => {
    const { send } = make();
    const body = JSON.stringify(validJob({ name: 'x'.repeat(70_000) }));
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(413);
  });

  test('a body of exactly 65,536 bytes is read (and judged by the schema)', async () => {
    const { send } = make();
    const base = JSON.stringify(validJob({ name: '' }));
    const body = base.replace('"name":""', `"name":"${'x'.repeat(65_536 - base.length)}"`);
    expect(new TextEncoder().encode(body).length).toBe(65_536);
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(422);
  });

  test.each([
    ['no key', null],
    ['an empty key', ''],
    ['an unknown key', 'not-a-key'],
  ])('%s answers 401 with the challenge, before anything about the body', async (_case, key) => {
    const { send } = make();
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key,
      body: '{bad json',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('ApiKey header="X-API-Key"');
  });

  test('a key in the query string is not accepted', async () => {
    const { send } = make();
    expect((await send({ path: '/v1/jobs?api_key=key-a', key: null })).status).toBe(401);
  });

  test.each<[string, string, string | null, string | null]>([
    ['GET', '/v1/jobs/', 'key-a', '/v1/jobs'],
    ['GET', '/v2/jobs', 'key-a', '/v1/jobs'],
    ['GET', '/v0/jobs', 'key-a', '/v1/jobs'],
    ['GET', '/V1/jobs', 'key-a', '/v1/jobs'],
    ['GET', '/jobs', 'key-a', '/v1/jobs'],
    ['GET', '/v1/job', 'key-a', '/v1/jobs'],
    ['POST', '/v1//jobs', null, '/v1/jobs'],
    ['GET', '/', 'key-a', null],
    ['GET', '/v1/jobs/x/y/z', null, null],
    ['GET', '/v1/jobs/%E0%A4%A', 'key-a', null],
  ])('%s %s answers 404, naming the near miss %s', async (method, path, key, nearMiss) => {
    const { send } = make();
    const answer = await send({ method, path, key });
    expect(answer.status).toBe(404);
    if (nearMiss) expect(answer.body.detail).toContain(`did you mean ${nearMiss}?`);
    else expect(answer.body.detail).not.toContain('did you mean');
  });

  test.each([
    ['PUT', '/v1/jobs', 'GET, POST'],
    ['DELETE', '/v1/jobs', 'GET, POST'],
    ['POST', `/v1/jobs/${unknownJob}`, 'GET, PATCH, DELETE'],
    ['GET', `/v1/jobs/${unknownJob}/pause`, 'POST'],
    ['DELETE', `/v1/jobs/${unknownJob}/runs`, 'GET'],
  ])('%s %s answers 405 with Allow, even without a key', async (method, path, allow) => {
    const { send } = make();
    const answer = await send({ method, path, key: null });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow?.split(', ').sort()).toEqual(allow.split(', ').sort());
  });

  test('get answers the job; an unknown or malformed id answers 404', async () => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).body).toEqual(job);
    for (const id of [unknownJob, 'nope', 'job_123', job.id.toLowerCase()])
      expect((await send({ path: `/v1/jobs/${id}`, key: 'key-a' })).status).toBe(404);
  });

  test('patch merges the fields sent and keeps the others', async () => {
    const { core, send } = make();
    const job = await createJob(send, 'key-a', { method: 'POST' });
    core.clock.jumpTo(startOfTest + 600_000);
    const answer = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { name: 'Hourly report' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...job, name: 'Hourly report', updated_at: '2026-11-22T15:10:00.000Z' });
  });

  test('patch accepts application/merge-patch+json', async () => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    const answer = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: '{"notify_on_failure":true}',
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.notify_on_failure).toBe(true);
  });

  test('patch of interval_seconds reschedules from the time of the change', async () => {
    const { core, send } = make();
    const job = await createJob(send, 'key-a');
    core.clock.jumpTo(startOfTest + 1_800_000);
    const answer = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { interval_seconds: 60 },
    });
    expect(answer.body.next_run_at).toBe('2026-11-22T15:31:00.000Z');
  });

  test.each([
    ['an empty patch', {}, ''],
    ['an unknown field', { colour: 'red' }, '/colour'],
    ['a null (merge-patch removal of a required field)', { name: null }, '/name'],
    ['an invalid interval', { interval_seconds: 5 }, '/interval_seconds'],
  ])('patch with %s answers 422', async (_case, body, pointer) => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    const answer = await send({ method: 'PATCH', path: `/v1/jobs/${job.id}`, key: 'key-a', body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).body).toEqual(job);
  });

  test('patch answers 404 for an unknown job, 415 for text, 400 for broken JSON, 413 for a huge body', async () => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    expect(
      (await send({ method: 'PATCH', path: `/v1/jobs/${unknownJob}`, key: 'key-a', body: { name: 'x' } })).status,
    ).toBe(404);
    const path = `/v1/jobs/${job.id}`;
    expect(
      (
        await send({
          method: 'PATCH',
          path,
          key: 'key-a',
          body: '{"name":"x"}',
          headers: { 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await send({
          method: 'PATCH',
          path,
          key: 'key-a',
          body: '{"name":',
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    const huge = JSON.stringify({ name: 'x'.repeat(70_000) });
    expect(
      (await send({ method: 'PATCH', path, key: 'key-a', body: huge, headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(413);
    expect((await send({ method: 'PATCH', path, key: null, body: { name: 'x' } })).status).toBe(401);
  });

  test('delete answers 204, then the job is gone and deleting again answers 404', async () => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    const answer = await send({ method: 'DELETE', path: `/v1/jobs/${job.id}`, key: 'key-a' });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).status).toBe(404);
    expect((await send({ method: 'DELETE', path: `/v1/jobs/${job.id}`, key: 'key-a' })).status).toBe(404);
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).body.data).toEqual([]);
  });

  test('pause clears next_run_at; pausing again answers 409; resume schedules from the resume time', async () => {
    const { core, send } = make();
    const job = await createJob(send, 'key-a');
    core.clock.jumpTo(startOfTest + 60_000);
    const paused = await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'paused', next_run_at: null, updated_at: '2026-11-22T15:01:00.000Z' });
    const again = await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('https://api.cronjobs.example/problems/invalid-state-change');
    core.clock.jumpTo(startOfTest + 120_000);
    const resumed = await send({ method: 'POST', path: `/v1/jobs/${job.id}/resume`, key: 'key-a' });
    expect(resumed.body).toMatchObject({ status: 'active', next_run_at: '2026-11-22T16:02:00.000Z' });
    expect((await send({ method: 'POST', path: `/v1/jobs/${job.id}/resume`, key: 'key-a' })).status).toBe(409);
  });

  test('a patch of a paused job keeps it unscheduled', async () => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
    const answer = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { interval_seconds: 120 },
    });
    expect(answer.body).toMatchObject({ status: 'paused', next_run_at: null, interval_seconds: 120 });
  });

  test('pause, resume, run and runs answer 404 for unknown jobs and 401 without a key', async () => {
    const { send } = make();
    for (const [method, suffix] of [
      ['POST', 'pause'],
      ['POST', 'resume'],
      ['POST', 'run'],
      ['GET', 'runs'],
    ] as const) {
      expect((await send({ method, path: `/v1/jobs/${unknownJob}/${suffix}`, key: 'key-a' })).status).toBe(404);
      expect((await send({ method, path: `/v1/jobs/${unknownJob}/${suffix}`, key: null })).status).toBe(401);
    }
  });

  test('run answers 202 with the job, whatever its status', async () => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    const answer = await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: 'key-a' });
    expect(answer.status).toBe(202);
    expect(answer.body.id).toBe(job.id);
    await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
    expect((await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: 'key-a' })).status).toBe(202);
  });

  test('runs answers an empty first page before any run', async () => {
    const { send } = make();
    const job = await createJob(send, 'key-a');
    const answer = await send({ path: `/v1/jobs/${job.id}/runs`, key: 'key-a' });
    expect(answer.body).toEqual({ data: [], next_cursor: null });
    expect((await send({ path: `/v1/jobs/${job.id}/runs?limit=0`, key: 'key-a' })).status).toBe(400);
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['cursor=', 'cursor'],
    ['cursor=not-a-cursor', 'cursor'],
    ['status=running', 'status'],
  ])('list with %s answers 400 naming %s', async (query, parameter) => {
    const { send } = make();
    const answer = await send({ path: `/v1/jobs?${query}`, key: 'key-a' });
    expect(answer.status).toBe(400);
    expect(answer.body.type).toBe('https://api.cronjobs.example/problems/invalid-parameter');
    expect(answer.body.errors.map((e: { parameter: string }) => e.parameter)).toEqual([parameter]);
  });

  test('list filters by status', async () => {
    const { send } = make();
    const a = await createJob(send, 'key-a', { name: 'a' });
    const b = await createJob(send, 'key-a', { name: 'b' });
    await send({ method: 'POST', path: `/v1/jobs/${a.id}/pause`, key: 'key-a' });
    const paused = await send({ path: '/v1/jobs?status=paused', key: 'key-a' });
    expect(paused.body.data.map((j: { id: string }) => j.id)).toEqual([a.id]);
    const active = await send({ path: '/v1/jobs?status=active', key: 'key-a' });
    expect(active.body.data.map((j: { id: string }) => j.id)).toEqual([b.id]);
  });

  test('every answer carries an X-Request-Id', async () => {
    const { send } = make();
    const answer = await send({ path: '/v1/jobs', key: 'key-a' });
    expect(answer.headers['x-request-id']).toMatch(/^req_[0-9A-Z]{26}$/);
  });
});

describe('request order', () => {
  test.each<[string, { key?: string | null; path?: string; body: string; contentType: string }, number]>([
    ['no key beats a bad body', { key: null, body: '{', contentType: 'text/plain' }, 401],
    ['an unknown job beats a bad body', { path: `/v1/jobs/${unknownJob}`, body: '{', contentType: 'text/plain' }, 404],
    ['content type beats size', { body: 'x'.repeat(70_000), contentType: 'text/plain' }, 415],
    ['size beats JSON', { body: `{${'x'.repeat(70_000)}`, contentType: 'application/json' }, 413],
    ['JSON beats schema', { body: '{"name": 1,', contentType: 'application/json' }, 400],
  ])('%s', async (_case, { key = 'key-a', path = '/v1/jobs', body, contentType }, status) => {
    const { send } = createTestMock();
    const method = path === '/v1/jobs' ? 'POST' : 'PATCH';
    const answer = await send({ method, path, key, body, headers: { 'Content-Type': contentType } });
    expect(answer.status).toBe(status);
  });

  test.each([
    ['a DELETE', 'DELETE', 404, null],
    ['another PATCH', 'PATCH', 200, 'changed meanwhile'],
  ])(
    'a PATCH whose body arrives after %s of the job has finished sees the job as it is then',
    async (_case, first, status, name) => {
      const { core, send } = createTestMock();
      const created = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body: validJob({ name: 'raced' }) });
      const path = `/v1/jobs/${created.body.id}`;
      // The late PATCH's body is held until the other request has been answered.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await held;
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ interval_seconds: 120 })));
          controller.close();
        },
      });
      const late = core.handle(
        new Request(`http://localhost${path}`, {
          method: 'PATCH',
          headers: { 'X-API-Key': 'key-a', 'Content-Type': 'application/json' },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      const other = await send({
        method: first,
        path,
        key: 'key-a',
        ...(first === 'PATCH' ? { body: { name: 'changed meanwhile' } } : {}),
      });
      expect(other.status).toBe(first === 'DELETE' ? 204 : 200);
      release();
      const answer = await late;
      expect(answer.status).toBe(status);
      const after = await send({ path, key: 'key-a' });
      if (name === null) expect(after.status).toBe(404);
      else expect(after.body).toMatchObject({ name, interval_seconds: 120 });
    },
  );

  test('an unknown job answers 404 before a bad query', async () => {
    const { send } = createTestMock();
    expect((await send({ path: `/v1/jobs/${unknownJob}/runs?limit=0`, key: 'key-a' })).status).toBe(404);
  });

  test('an unexpected failure answers a 500 problem and is reported', async () => {
    const errors: unknown[] = [];
    const { send } = createTestMock({
      onError: (error) => errors.push(error),
      persistence: { write: () => Promise.reject(new Error('disk gone')) },
    });
    const answer = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body: validJob() });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(errors).toHaveLength(1);
  });
});
