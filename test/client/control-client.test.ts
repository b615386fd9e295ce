// cronjobs-kit/control: one typed control client, the same calls and answers over a server (baseUrl),
// MSW handlers (baseUrl, intercepted fetch) and the in-process core (`fetch: core.handle`). Each
// transport runs the same scenario: two tests' accounts on two test clocks, one advanced.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCronJobsClient } from '../../client/index.ts';
import { ControlError, createMockControl, type MockControl } from '../../client/control.ts';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { startOfTest } from '../support/clients.ts';

interface Transport {
  control: MockControl;
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}

const failing = {
  name: 'fails',
  url: 'https://example.com/status/500',
  schedule_type: 'interval',
  interval_seconds: 60,
  notify_on_failure: true,
} as const;

async function scenario({ control, baseUrl, fetch }: Transport): Promise<void> {
  const clockA = await control.testClocks.create({ name: 'a', now: '2027-01-01T00:00:00Z' });
  const clockB = await control.testClocks.create({ name: 'b' });
  const a = await control.accounts.create({ name: 'a', test_clock: clockA.id });
  const b = await control.accounts.create({ name: 'b', test_clock: clockB.id });
  const serviceOf = (apiKey: string) => createCronJobsClient({ baseUrl, apiKey, ...(fetch ? { fetch } : {}) });
  const jobA = (await serviceOf(a.api_key).POST('/v1/jobs', { body: failing })).data!;
  await serviceOf(b.api_key).POST('/v1/jobs', { body: failing });

  const advanced = await control.testClocks.advance(clockA.id, { seconds: 180 });
  expect(advanced.runs.map((r) => [r.job_id, r.scheduled_at])).toEqual([
    [jobA.id, '2027-01-01T00:01:00.000Z'],
    [jobA.id, '2027-01-01T00:02:00.000Z'],
    [jobA.id, '2027-01-01T00:03:00.000Z'],
  ]);
  expect((await control.testClocks.get(clockA.id)).now).toBe('2027-01-01T00:03:00.000Z');
  expect((await control.notifications({ account: a.id })).map((n) => n.account_id)).toEqual([a.id, a.id, a.id]);
  expect(await control.notifications({ account: b.id })).toEqual([]);
  expect((await control.requests({ account: b.id })).map((e) => `${e.method} ${e.path}`)).toEqual(['POST /v1/jobs']);
  expect((await control.advance(60)).runs_total).toBe(0);
  expect((await control.testClocks.advance(clockA.id, { to: '2027-01-01T00:04:00Z' })).runs_total).toBe(1);

  await control.testClocks.remove(clockA.id);
  expect((await control.testClocks.list()).map((c) => c.id)).toEqual([clockB.id]);
  expect((await control.accounts.list()).some((x) => x.id === a.id)).toBe(false);
  const missing = await control.testClocks.get(clockA.id).catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(ControlError);
  expect([(missing as ControlError).status, (missing as ControlError).problem?.status]).toEqual([404, 404]);

  await control.accounts.remove(b.id);
  expect((await control.testClocks.get(clockB.id)).accounts).toEqual([]);
  expect((await control.state()).accounts.map((x) => x.api_key)).not.toContain(b.api_key);
  await control.reset();
  expect(await control.notifications()).toEqual([]);
}

describe('the control client in process', () => {
  test('drives a core through fetch: core.handle', async () => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest), apiKeys: ['dev-key'] });
    const fetch = (request: Request) => core.handle(request);
    await scenario({ control: createMockControl({ fetch }), baseUrl: 'http://in-process', fetch });
  });
});

describe('the control client over a server', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({
      port: 0,
      clock: createVirtualClock(startOfTest),
      apiKeys: ['dev-key'],
      controlToken: 'secret',
    });
  });
  afterAll(() => server.close());

  test('drives the server at its base URL, with the control token', async () => {
    await scenario({
      control: createMockControl({ baseUrl: server.url, controlToken: 'secret' }),
      baseUrl: server.url,
    });
  });

  test('a refused token is a ControlError with the 401', async () => {
    const refused = await createMockControl({ baseUrl: server.url, controlToken: 'wrong' })
      .clock()
      .catch((error: unknown) => error);
    expect((refused as ControlError).status).toBe(401);
  });
});

describe('the control client over MSW handlers', () => {
  const baseUrl = 'https://api.cronjobs.test';
  const mock = createCronJobsHandlers({ baseUrl, apiKeys: ['dev-key'], clock: 'virtual', now: startOfTest });
  const msw = setupServer(...mock.handlers);
  beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => msw.close());

  test('drives the handlers through the fetch MSW intercepts', async () => {
    await scenario({ control: createMockControl({ baseUrl }), baseUrl });
  });
});

describe("the control client with an account's key", () => {
  test('makes its clock and account with the key, then sees and moves only its own; state moves the account', async () => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest), apiKeys: ['dev-key'] });
    const fetch = (request: Request) => core.handle(request);
    const mine = createMockControl({ fetch, apiKey: 'test-7.ck_1' });
    const clock = await mine.testClocks.create({ now: '2027-01-01T00:00:00Z' });
    const account = await mine.accounts.create({ name: 'test 7', test_clock: clock.id });
    expect(account.api_key).toBe('test-7.ck_1');
    const service = createCronJobsClient({ baseUrl: 'http://in-process', apiKey: account.api_key, fetch });
    await service.POST('/v1/jobs', { body: failing });
    expect((await mine.advance(120)).runs_total).toBe(2);
    expect((await mine.notifications()).map((n) => n.account_id)).toEqual([account.id, account.id]);
    expect((await mine.accounts.list()).map((a) => a.id)).toEqual([account.id]);
    expect(await createMockControl({ fetch, apiKey: 'dev-key' }).testClocks.list()).toEqual([]);

    const exported = await mine.state();
    expect(exported.accounts.map((a) => a.api_key)).toEqual(['test-7.ck_1']);
    const other = createMockCore({ clock: createVirtualClock(startOfTest), apiKeys: ['dev-key'] });
    const moved = createMockControl({ fetch: (request) => other.handle(request), apiKey: account.api_key });
    expect((await moved.importState(exported)).map((a) => a.api_key)).toEqual([account.api_key]);
    expect((await moved.state()).accounts[0]!.jobs).toEqual(exported.accounts[0]!.jobs);
  });
});
