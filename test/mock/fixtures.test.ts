// Fixtures (spec/mock-control.yaml Fixtures): a world loaded at start, every bad entry named by its
// place and field, and GET /__mock/state exporting the world so that loading the export gives it back.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { controlDocument } from '../../contract/documents.ts';
import {
  createMockCore,
  createRealClock,
  createVirtualClock,
  FixtureError,
  type Fixtures,
} from '../../mock/core/index.ts';
import { createJob, createTestMock, sendToCore, startOfTest, type Send } from '../support/clients.ts';

type Examples = Record<string, { value: unknown }>;
const specExample = () =>
  structuredClone((controlDocument.components.examples as Examples).Fixtures!.value) as Fixtures;

const fromFixtures = (fixtures: unknown, options: { now?: number; apiKeys?: string[] } = {}) => {
  const core = createMockCore({
    clock: createVirtualClock(options.now ?? startOfTest),
    fixtures: fixtures as Fixtures,
    ...(options.apiKeys ? { apiKeys: options.apiKeys } : {}),
  });
  return { core, send: sendToCore(core) };
};

async function state(send: Send): Promise<Fixtures> {
  // Judged against the control spec's Fixtures schema on the way (sendToCore).
  const answer = await send({ path: '/__mock/state' });
  expect(answer.status).toBe(200);
  return answer.body as Fixtures;
}

/** Every job of `key` as GET /v1/jobs lists it, page after page, and each job's runs. */
async function jobsOf(send: Send, key: string): Promise<unknown[]> {
  const jobs: Array<{ id: string }> = [];
  for (let cursor: string | null = null; ; ) {
    const page = await send({ path: `/v1/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`, key });
    expect(page.status).toBe(200);
    jobs.push(...page.body.data);
    cursor = page.body.next_cursor;
    if (!cursor) break;
  }
  return Promise.all(
    jobs.map(async (job) => ({
      job,
      runs: (await send({ path: `/v1/jobs/${job.id}/runs?limit=100`, key })).body.data,
    })),
  );
}

const problemsOf = (fixtures: unknown): string[] => {
  try {
    fromFixtures(fixtures);
  } catch (error) {
    if (error instanceof FixtureError) return [...error.problems];
    throw error;
  }
  return [];
};

const job = (overrides: Record<string, unknown> = {}) => ({
  name: 'report',
  url: 'https://example.com/report',
  schedule_type: 'interval',
  interval_seconds: 3600,
  ...overrides,
});
const account = (jobs: unknown[], overrides: Record<string, unknown> = {}) => ({
  api_key: 'key-a',
  jobs,
  ...overrides,
});

describe('fixtures', () => {
  test('the spec example loads and exports as it is (load → export → equal)', async () => {
    const { send } = fromFixtures(specExample());
    expect(await state(send)).toEqual(specExample());
  });

  test('a world made through the API, exported, loads into a fresh mock that answers the same jobs and runs', async () => {
    const { send } = createTestMock();
    const failing = await createJob(send, 'key-a', {
      url: 'https://example.com/status/503',
      interval_seconds: 60,
      notify_on_failure: true,
    });
    await createJob(send, 'key-a', {
      schedule_type: 'cron',
      interval_seconds: undefined,
      cron_expression: '*/5 * * * *',
      timezone: 'Europe/Berlin',
    });
    const paused = await createJob(send, 'key-b', { name: 'paused one', method: 'POST' });
    expect((await send({ method: 'POST', path: `/v1/jobs/${paused.id}/pause`, key: 'key-b' })).status).toBe(200);
    await send({ method: 'POST', path: '/__mock/clock/advance', body: { seconds: 600 } });
    expect((await send({ method: 'POST', path: `/v1/jobs/${failing.id}/run`, key: 'key-a' })).status).toBe(202);
    for (let i = 0; i < 3; i++) await createJob(send, 'key-b', { name: `later ${i}` });
    const exported = await state(send);
    expect(exported.accounts.map((a) => [a.api_key, a.jobs?.length])).toEqual([
      ['key-a', 2],
      ['key-b', 4],
    ]);

    // Through JSON, as a committed fixture file would be; on a clock that starts earlier than the capture.
    const fresh = fromFixtures(JSON.parse(JSON.stringify(exported)), { now: startOfTest - 86_400_000 });
    for (const key of ['key-a', 'key-b']) expect(await jobsOf(fresh.send, key)).toEqual(await jobsOf(send, key));
    expect(await state(fresh.send)).toEqual(exported);
    // Both go on alike: the same runs at the same times.
    const [a, b] = await Promise.all(
      [send, fresh.send].map((s) => s({ method: 'POST', path: '/__mock/clock/advance', body: { seconds: 3600 } })),
    );
    expect(b!.body.runs.map((r: { job_id: string; scheduled_at: string }) => [r.job_id, r.scheduled_at])).toEqual(
      a!.body.runs.map((r: { job_id: string; scheduled_at: string }) => [r.job_id, r.scheduled_at]),
    );
    expect(b!.body.runs_total).toBeGreaterThan(60);
  });

  test('the example under examples/ loads: its accounts, jobs and runs answer as written', async () => {
    const text = await readFile(new URL('../../examples/fixtures/team-world.yaml', import.meta.url), 'utf8');
    const { send } = fromFixtures(parse(text));
    const listed = (await send({ path: '/v1/jobs', key: 'dev-key' })).body.data;
    expect(
      listed.map((j: { name: string; status: string; next_run_at: string | null }) => [
        j.name,
        j.status,
        j.next_run_at,
      ]),
    ).toEqual([
      ['Weekday digest', 'paused', null],
      ['Nightly report', 'active', '2026-11-22T17:00:00.000Z'],
    ]);
    expect(listed[1]).toMatchObject({
      method: 'POST',
      timeout_seconds: 30,
      consecutive_failures: 1,
      last_run: { outcome: 'failed', http_status: 503 },
    });
    const runs = (await send({ path: `/v1/jobs/${listed[1].id}/runs`, key: 'dev-key' })).body.data;
    expect(runs.map((r: { scheduled_at: string; outcome: string }) => [r.scheduled_at, r.outcome])).toEqual([
      ['2026-11-22T16:00:00.000Z', 'failed'],
      ['2026-11-22T15:00:00.000Z', 'succeeded'],
    ]);
    expect((await send({ path: '/v1/jobs', key: 'partner-key' })).body.data).toEqual([]);
    expect((await send({ path: '/__mock/accounts' })).body.data).toEqual([
      { id: 'acc_1', name: 'Frontend team', api_key: 'dev-key' },
      { id: 'acc_2', name: 'Partner A', api_key: 'partner-key' },
    ]);
    expect((await send({ path: '/__mock/clock' })).body.now).toBe('2026-11-22T16:30:00.000Z');
  });

  test("a hand-written job gets the defaults of JobCreate and of a create at load time; the keys are the fixture's", async () => {
    const { send } = fromFixtures({ accounts: [account([job()])] }, { apiKeys: ['key-a', 'extra'] });
    const [only] = (await send({ path: '/v1/jobs', key: 'key-a' })).body.data;
    expect(only).toMatchObject({
      method: 'GET',
      notify_on_failure: false,
      timeout_seconds: 30,
      status: 'active',
      created_at: '2026-11-22T15:00:00.000Z',
      updated_at: '2026-11-22T15:00:00.000Z',
      next_run_at: '2026-11-22T16:00:00.000Z',
      last_run: null,
    });
    expect(only.id).toMatch(/^job_[0-9A-Z]{26}$/);
    expect((await send({ path: '/__mock/accounts' })).body.data).toEqual([
      { id: 'acc_1', name: 'default', api_key: 'key-a' },
      { id: 'acc_2', name: 'account 2', api_key: 'extra' },
    ]);
    expect((await send({ path: '/v1/jobs', key: 'dev-key' })).status).toBe(401);
  });

  test("a job created after load sorts after the fixture's ids and numbers accounts past the fixture's", async () => {
    const ids = ['job_01M81RWZR0G4TSPHV7HJTBFN31', 'job_7ZZZZZZZZZ0000000000000000'];
    const { send } = fromFixtures({
      accounts: [account(ids.map((id) => job({ id }))), { id: 'acc_7', api_key: 'key-b' }],
    });
    const created = await createJob(send, 'key-a');
    expect(created.id > ids[1]!).toBe(true);
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).body.data.map((j: { id: string }) => j.id)).toEqual([
      created.id,
      ...ids.reverse(),
    ]);
    // Ids are numbered past the highest acc_N the fixture names, so none is made twice.
    expect((await send({ path: '/__mock/accounts' })).body.data.map((a: { id: string }) => a.id)).toEqual([
      'acc_8',
      'acc_7',
    ]);
    expect((await send({ method: 'POST', path: '/__mock/accounts', body: { name: 'new' } })).body.id).toBe('acc_9');
  });

  test.each([
    ['next_run_at ahead of the clock is kept', { next_run_at: '2026-11-22T15:30:00.000Z' }, '2026-11-22T15:30:00.000Z'],
    [
      'next_run_at in the past schedules from the load, not replaying missed runs',
      { created_at: '2026-11-01T00:00:00.000Z', next_run_at: '2026-11-01T01:00:00.000Z' },
      '2026-11-22T16:00:00.000Z',
    ],
    [
      'no next_run_at, created long ago, schedules from the load',
      { created_at: '2026-11-01T00:00:00.000Z' },
      '2026-11-22T16:00:00.000Z',
    ],
    [
      'no next_run_at, created later than the clock, schedules from its creation',
      { created_at: '2026-11-23T00:00:00.000Z' },
      '2026-11-23T01:00:00.000Z',
    ],
  ])('%s', async (_name, fields, nextRunAt) => {
    const { send } = fromFixtures({ accounts: [account([job(fields)])] });
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).body.data[0].next_run_at).toBe(nextRunAt);
    const advanced = await send({ method: 'POST', path: '/__mock/clock/advance', body: { seconds: 3600 } });
    expect(advanced.body.runs_total).toBeLessThanOrEqual(1);
  });

  test("a real clock is not moved by the fixture's now; a virtual clock ahead of it stays", async () => {
    const real = createMockCore({
      clock: createRealClock(),
      fixtures: { now: '2100-01-01T00:00:00.000Z', accounts: [{ api_key: 'k' }] },
    });
    expect(real.clock.now()).toBeLessThan(Date.parse('2100-01-01T00:00:00.000Z'));
    real.close();
    const { core } = fromFixtures({ now: '2020-01-01T00:00:00.000Z', accounts: [{ api_key: 'k' }] });
    expect(core.clock.now()).toBe(startOfTest);
  });

  const run = (overrides: Record<string, unknown> = {}) => ({
    id: 'run_01M81ZRQ00CXF1F9VE7H6QAE3J',
    job_id: 'job_01M81RWZR0G4TSPHV7HJTBFN31',
    trigger: 'schedule',
    scheduled_at: '2026-11-22T16:00:00.000Z',
    started_at: '2026-11-22T16:00:00.000Z',
    finished_at: '2026-11-22T16:00:00.000Z',
    outcome: 'succeeded',
    http_status: 200,
    duration_ms: 0,
    error: null,
    ...overrides,
  });
  const withRun = (
    overrides: Record<string, unknown>,
    jobFields: Record<string, unknown> = { id: 'job_01M81RWZR0G4TSPHV7HJTBFN31' },
  ) => ({ accounts: [account([job({ ...jobFields, runs: [run(overrides)] })])] });

  test.each([
    [
      'a JobCreate rule',
      { accounts: [account([]), account([job(), job(), job(), job({ interval_seconds: 5 })], { api_key: 'key-b' })] },
      ['accounts[1].jobs[3].interval_seconds: must be 60 or more'],
    ],
    [
      'an unknown job field',
      { accounts: [account([job({ colour: 'red' })])] },
      ['accounts[0].jobs[0].colour: is not a known field'],
    ],
    [
      'a field of the other schedule type',
      { accounts: [account([job({ cron_expression: '* * * * *' })])] },
      ['accounts[0].jobs[0].cron_expression: is not allowed when schedule_type is interval'],
    ],
    [
      'every problem at once',
      { accounts: [account([{ name: '' }])] },
      [
        'accounts[0].jobs[0].url: is required',
        'accounts[0].jobs[0].schedule_type: is required',
        'accounts[0].jobs[0].name: must not be empty',
      ],
    ],
    [
      'a service field of the wrong form',
      { accounts: [account([job({ id: 'job_1', status: 'sleeping' })])] },
      [
        'accounts[0].jobs[0].id: must be job_ followed by a 26-character ULID',
        'accounts[0].jobs[0].status: must be one of active or paused',
      ],
    ],
    [
      'a derived field',
      { accounts: [account([job({ last_run: null })])] },
      ["accounts[0].jobs[0].last_run: is derived from the job's runs; leave it out"],
    ],
    ['no accounts', { accounts: [] }, ['accounts: must not be empty']],
    ['not an object', [1], ['fixture: must be a JSON object']],
    ['an unknown top-level field', { accounts: [{ api_key: 'k' }], jobs: [] }, ['jobs: is not a known field']],
    ['an account without a key', { accounts: [{ name: 'x' }] }, ['accounts[0].api_key: is required']],
    [
      'a key with a space',
      { accounts: [{ api_key: 'a b' }] },
      ['accounts[0].api_key: must be printable ASCII without spaces (it travels in the X-API-Key header)'],
    ],
    [
      'a key twice',
      { accounts: [{ api_key: 'k' }, { api_key: 'j' }, { api_key: 'k' }] },
      ['accounts[2].api_key: is also the API key of accounts[0]'],
    ],
    [
      'an account id twice',
      {
        accounts: [
          { id: 'a', api_key: 'k' },
          { id: 'a', api_key: 'j' },
        ],
      },
      ['accounts[1].id: is also the id of accounts[0]'],
    ],
    [
      'a job id twice, across accounts',
      {
        accounts: [
          account([job({ id: 'job_01M81RWZR0G4TSPHV7HJTBFN31' })]),
          account([job({ id: 'job_01M81RWZR0G4TSPHV7HJTBFN31' })], { api_key: 'b' }),
        ],
      },
      ['accounts[1].jobs[0].id: is also the id of accounts[0].jobs[0]'],
    ],
    [
      'updated before created',
      {
        accounts: [account([job({ created_at: '2026-11-22T10:00:00.000Z', updated_at: '2026-11-22T09:00:00.000Z' })])],
      },
      ['accounts[0].jobs[0].updated_at: must not be before created_at'],
    ],
    [
      'a paused job with a next run',
      { accounts: [account([job({ status: 'paused', next_run_at: '2026-11-22T16:00:00.000Z' })])] },
      ['accounts[0].jobs[0].next_run_at: must be null for a paused job'],
    ],
    [
      'a run of another job',
      withRun({ job_id: 'job_01M81S64Q0G4TSSKFYHJTBJ11J' }),
      ["accounts[0].jobs[0].runs[0].job_id: must be the job's id job_01M81RWZR0G4TSPHV7HJTBFN31"],
    ],
    [
      'a run of a job without id',
      withRun({}, {}),
      ["accounts[0].jobs[0].runs[0].job_id: must be the job's id, and the job has none: give it an id"],
    ],
    [
      'a run id of another time',
      withRun({ id: 'run_01M81WAVC0CXF1C86Q7H6Q8251' }),
      ['accounts[0].jobs[0].runs[0].id: must be a ULID whose time is started_at (as the mock makes run ids)'],
    ],
    [
      'a run that ends at the wrong time',
      withRun({ duration_ms: 5 }),
      ['accounts[0].jobs[0].runs[0].finished_at: must be started_at plus duration_ms'],
    ],
    [
      'a failed run without an error',
      withRun({ outcome: 'failed' }),
      ['accounts[0].jobs[0].runs[0].error: must say why a failed run failed'],
    ],
    [
      'a run field of the wrong form',
      withRun({ trigger: 'cron' }),
      ['accounts[0].jobs[0].runs[0].trigger: must be one of schedule or manual'],
    ],
  ])('refuses %s, naming the entry and field', (_name, fixtures, problems) => {
    expect(problemsOf(fixtures)).toEqual(problems);
  });

  test('runs of every kind answer exactly as given, newest first, and set last_run and consecutive_failures', async () => {
    const runs = [
      run({
        id: 'run_01M81WAVC0CXF1C86Q7H6Q8251',
        scheduled_at: '2026-11-22T15:00:00.000Z',
        started_at: '2026-11-22T15:00:00.000Z',
        finished_at: '2026-11-22T15:00:00.000Z',
      }),
      run({
        outcome: 'failed',
        http_status: null,
        duration_ms: 30000,
        finished_at: '2026-11-22T16:00:30.000Z',
        error: { code: 'timeout', message: 'No answer within 30 s.' },
      }),
      run({
        id: 'run_01M821FMT0CXF1F9VE7H6QAE3J',
        trigger: 'manual',
        scheduled_at: '2026-11-22T16:30:00.000Z',
        started_at: '2026-11-22T16:30:00.000Z',
        finished_at: '2026-11-22T16:30:00.012Z',
        outcome: 'failed',
        http_status: null,
        duration_ms: 12,
        error: { code: 'connection_error', message: 'connect ECONNREFUSED 10.0.0.1:443' },
      }),
    ];
    const { send } = fromFixtures({
      now: '2026-11-22T17:00:00.000Z',
      accounts: [account([job({ id: 'job_01M81RWZR0G4TSPHV7HJTBFN31', runs: [runs[1], runs[0], runs[2]] })])],
    });
    const path = '/v1/jobs/job_01M81RWZR0G4TSPHV7HJTBFN31';
    expect((await send({ path: `${path}/runs`, key: 'key-a' })).body.data).toEqual([...runs].reverse());
    expect((await send({ path, key: 'key-a' })).body).toMatchObject({
      consecutive_failures: 2,
      last_run: { id: runs[2]!.id, trigger: 'manual', outcome: 'failed', http_status: null },
    });
  });

  test('more runs than the history limit are refused', () => {
    const runs = [
      'run_01M81ZRQ00CXF1F9VE7H6QAE3J',
      'run_01M81ZRQ00CXF1F9VE7H6QAE3K',
      'run_01M81ZRQ00CXF1F9VE7H6QAE3M',
    ].map((id) => run({ id }));
    expect(() =>
      createMockCore({
        clock: createVirtualClock(startOfTest),
        historyLimit: 2,
        fixtures: {
          accounts: [{ api_key: 'k', jobs: [job({ id: 'job_01M81RWZR0G4TSPHV7HJTBFN31', runs })] }],
        } as unknown as Fixtures,
      }),
    ).toThrow(/accounts\[0\]\.jobs\[0\]\.runs: must hold at most 2 runs/);
  });

  test('fixtures are refused beside saved state', () => {
    const saved = createTestMock().core.snapshot();
    expect(() =>
      createMockCore({
        clock: createVirtualClock(startOfTest),
        initialState: saved,
        fixtures: { accounts: [{ api_key: 'k' }] },
      }),
    ).toThrow(/only into an empty mock/);
  });

  test('GET /__mock/state is behind the control token like the rest of /__mock', async () => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest), controlToken: 'secret' });
    const send = sendToCore(core);
    expect((await send({ path: '/__mock/state' })).status).toBe(401);
    expect((await send({ path: '/__mock/state', headers: { Authorization: 'Bearer secret' } })).body.accounts).toEqual([
      { id: 'acc_1', name: 'default', api_key: 'dev-key', jobs: [] },
    ]);
  });
});
