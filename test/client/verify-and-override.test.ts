// Verify and override through cronjobs-kit/control (issue 37): `expectRequests` asserts what an account's
// requests were, over the journal; an answer override replaces or delays one operation's answer for one
// account or test clock, for N requests or until removed. The same scenario runs over a server, MSW
// handlers and the in-process core.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCronJobsClient } from '../../client/index.ts';
import {
  type ControlError,
  createMockControl,
  RequestExpectationError,
  type MockControl,
} from '../../client/control.ts';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { startOfTest } from '../support/clients.ts';

interface Transport {
  control: MockControl;
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}

const job = { name: 'Flaky', url: 'https://example.com/ok', schedule_type: 'interval', interval_seconds: 60 } as const;

async function scenario({ control, baseUrl, fetch }: Transport): Promise<void> {
  const clock = await control.testClocks.create({ now: '2027-01-01T00:00:00Z' });
  const mine = await control.accounts.create({ name: 'mine', test_clock: clock.id });
  const other = await control.accounts.create({ name: 'other' });
  const api = (key: string) => createCronJobsClient({ baseUrl, apiKey: key, ...(fetch ? { fetch } : {}) });
  const me = api(mine.api_key);
  const them = api(other.api_key);

  // Verify: what this account sent, matched by method, path (or template), body and status.
  const created = (await me.POST('/v1/jobs', { body: job })).data!;
  await me.GET('/v1/jobs/{job_id}', { params: { path: { job_id: created.id } } });
  await them.POST('/v1/jobs', { body: { ...job, name: 'Theirs' } });
  const [entry] = await control.expectRequests({
    account: mine.id,
    method: 'POST',
    path: '/v1/jobs',
    body: { name: 'Flaky' },
    count: 1,
  });
  expect(entry).toMatchObject({ status: 201, operation_id: 'createJob', body: job });
  await control.expectRequests({ account: mine.id, path: '/v1/jobs/{job_id}', status: 200, count: 1 });
  await control.expectRequests({ account: mine.id, operation: 'getJob' });
  expect(await control.findRequests({ account: mine.id, body: { name: 'Theirs' } })).toEqual([]);
  const missed = await control
    .expectRequests({ account: mine.id, method: 'DELETE', path: '/v1/jobs/{job_id}' })
    .catch((error: unknown) => error);
  expect(missed).toBeInstanceOf(RequestExpectationError);
  expect((missed as Error).message).toBe(
    [
      `Expected at least 1 request DELETE /v1/jobs/{job_id} from account ${mine.id}; the mock received 0. What it received, oldest first:`,
      `  POST /v1/jobs → 201 body ${JSON.stringify(job)}`,
      `  GET /v1/jobs/${created.id} → 200`,
    ].join('\n'),
  );

  // Override: the next list of this account fails once, the other account's is untouched.
  const once = await control.overrides.create({ operation_id: 'listJobs', account: mine.id, status: 503, times: 1 });
  expect(once).toMatchObject({ operation_id: 'listJobs', method: 'GET', path: '/v1/jobs', remaining: 1 });
  expect((await them.GET('/v1/jobs')).response.status).toBe(200);
  const failed = await me.GET('/v1/jobs');
  expect(failed.response.status).toBe(503);
  expect(failed.error).toMatchObject({ status: 503, detail: expect.stringContaining(once.id) });
  expect((await me.GET('/v1/jobs')).response.status).toBe(200);
  expect(await control.overrides.list()).toEqual([]);
  await control.expectRequests({ account: mine.id, operation: 'listJobs', status: 503, count: 1 });
  expect((await control.findRequests({ account: mine.id, status: 503 }))[0]?.override_id).toBe(once.id);

  // A documented status gets the spec's example and required headers; a created job is not created.
  await control.overrides.create({ method: 'POST', path: '/v1/jobs', test_clock: clock.id, status: 429 });
  const limited = await me.POST('/v1/jobs', { body: { ...job, name: 'Never' } });
  expect(limited.response.status).toBe(429);
  expect(limited.response.headers.get('Retry-After')).toMatch(/^\d+$/);
  expect((await me.GET('/v1/jobs')).data!.data.map((j) => j.name)).toEqual(['Flaky']);
  // …and the overridden request is journalled with what it sent, so it can be verified too.
  await control.expectRequests({ account: mine.id, method: 'POST', body: { name: 'Never' }, status: 429, count: 1 });
  expect((await them.POST('/v1/jobs', { body: { ...job, name: 'Fine' } })).response.status).toBe(201);

  // A concrete path applies to that job only; a body and headers of the test's own; until removed.
  const second = (await them.POST('/v1/jobs', { body: { ...job, name: 'Second' } })).data!;
  const gone = await control.overrides.create({
    method: 'GET',
    path: `/v1/jobs/${second.id}`,
    status: 500,
    body: { message: 'upstream exploded' },
    headers: { 'X-Fault': 'injected' },
  });
  for (let i = 0; i < 2; i++) {
    const answer = await them.GET('/v1/jobs/{job_id}', { params: { path: { job_id: second.id } } });
    expect([answer.response.status, answer.error, answer.response.headers.get('X-Fault')]).toEqual([
      500,
      { message: 'upstream exploded' },
      'injected',
    ]);
  }
  expect((await me.GET('/v1/jobs/{job_id}', { params: { path: { job_id: created.id } } })).response.status).toBe(200);
  expect((await control.overrides.list({ account: other.id })).map((o) => o.id)).toEqual([gone.id]);
  await control.overrides.remove(gone.id);
  expect((await them.GET('/v1/jobs/{job_id}', { params: { path: { job_id: second.id } } })).response.status).toBe(200);

  // A delay: the real answer, later.
  await control.overrides.create({ operation_id: 'listJobs', account: other.id, delay_ms: 60, times: 1 });
  const started = performance.now();
  expect((await them.GET('/v1/jobs')).response.status).toBe(200);
  expect(performance.now() - started).toBeGreaterThanOrEqual(55);

  // Refusals name what is wrong.
  const typo = await control.overrides
    .create({ operation_id: 'listJob' as 'listJobs', status: 500 })
    .catch((error: unknown) => error);
  expect((typo as ControlError).message).toMatch(
    /^POST \/__mock\/overrides answered 422: at \/operation_id: must be an operationId of the service spec; did you mean listJobs\?/,
  );
  const both = await control.raw.POST('/__mock/overrides', {
    body: { operation_id: 'listJobs', account: mine.id, test_clock: clock.id, status: 500 } as never,
  });
  expect(both.response.status).toBe(422);

  // Reset and deleting a test clock take overrides with them.
  await control.overrides.create({ operation_id: 'listJobs', test_clock: clock.id, status: 500 });
  await control.testClocks.remove(clock.id);
  expect(await control.overrides.list()).toHaveLength(0);
  await control.overrides.create({ operation_id: 'listJobs', status: 500 });
  await control.reset();
  expect(await control.overrides.list()).toEqual([]);
  await control.accounts.remove(other.id);
}

describe('verify and override in process', () => {
  test('through fetch: core.handle', async () => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest), apiKeys: ['dev-key'] });
    const fetch = (request: Request) => core.handle(request);
    await scenario({ control: createMockControl({ fetch }), baseUrl: 'http://in-process', fetch });
  });
});

describe('verify and override over a server', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, clock: createVirtualClock(startOfTest) });
  });
  afterAll(() => server.close());
  test('at its base URL', async () => {
    await scenario({ control: createMockControl({ baseUrl: server.url }), baseUrl: server.url });
  });
});

describe('verify and override over MSW handlers', () => {
  const baseUrl = 'https://api.cronjobs.test/api';
  const mock = createCronJobsHandlers({ baseUrl, clock: 'virtual', now: startOfTest });
  const msw = setupServer(...mock);
  beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => msw.close());
  test('with the handlers’ own control client, and one over the intercepted fetch', async () => {
    await scenario({ control: mock.control, baseUrl });
    await scenario({ control: createMockControl({ baseUrl }), baseUrl });
  });
});
