// A recording's answers, read in order, as the world they last showed; only what a fixture takes.
import { describe, expect, test } from 'vitest';
import { checkFixtures } from '../core/fixtures/fixtures.ts';
import { fixturesFromHar } from './fixtures-from-har.ts';

const job = (id: string, name: string) => ({
  id,
  name,
  url: 'https://example.com/x',
  method: 'GET',
  schedule_type: 'interval',
  interval_seconds: 3600,
  status: 'active',
  created_at: '2026-11-22T15:00:00.000Z',
  updated_at: '2026-11-22T15:00:00.000Z',
  next_run_at: '2026-11-22T16:00:00.000Z',
  last_run: null,
  consecutive_failures: 0,
  links: { self: `/v1/jobs/${id}` },
});
const ids = [
  'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF',
  'job_01JD5ZQ3T9V8P6X4M2N1K0H7GG',
  'job_01JD5ZQ3T9V8P6X4M2N1K0H7GH',
] as const;

const entry = (fingerprint: string | undefined, method: string, path: string, status: number, body?: unknown) => ({
  startedDateTime: '2026-11-22T15:30:00.000Z',
  ...(fingerprint ? { _key_fingerprint: fingerprint } : {}),
  request: { method, url: `https://staging.example/base${path}` },
  response: { status, content: { text: body === undefined ? '' : JSON.stringify(body) } },
});

test('list pages add jobs, a later answer replaces one, a 404 to reading it drops it; fields a fixture refuses are left out', () => {
  const har = {
    log: {
      entries: [
        entry('aaaa0001', 'GET', '/v1/jobs?limit=2', 200, {
          data: [job(ids[0], 'one'), job(ids[1], 'two')],
          next_cursor: 'x',
        }),
        entry('aaaa0001', 'GET', '/v1/jobs?cursor=x', 200, { data: [job(ids[2], 'three')], next_cursor: null }),
        entry('aaaa0001', 'GET', `/v1/jobs/${ids[1]}`, 200, job(ids[1], 'two, renamed elsewhere')),
        entry('aaaa0001', 'GET', `/v1/jobs/${ids[2]}`, 404, { status: 404 }),
        entry('aaaa0001', 'POST', `/v1/jobs/${ids[0]}/run`, 202, { id: 'run_01JD5ZT2B3C4D5E6F7G8H9J0KM' }),
        entry(undefined, 'GET', '/v1/jobs', 401, { status: 401 }),
        entry('bbbb0002', 'GET', '/v1/jobs', 200, { data: [] }),
      ],
    },
  };
  const world = fixturesFromHar(har);
  expect(world.now).toBe('2026-11-22T15:30:00.000Z');
  expect(world.accounts.map((a) => [a.api_key, a.jobs?.map((j) => j.name)])).toEqual([
    ['dev-key', ['one', 'two, renamed elsewhere']],
    ['dev-key-2', []],
  ]);
  const first = world.accounts[0]!.jobs![0]! as Record<string, unknown>;
  expect(Object.keys(first).sort()).toEqual([
    'created_at',
    'id',
    'interval_seconds',
    'method',
    'name',
    'next_run_at',
    'schedule_type',
    'status',
    'updated_at',
    'url',
  ]);
  // And the mock takes it as it is.
  expect(() => checkFixtures(world, { historyLimit: 100 })).not.toThrow();
});

describe('what a faulty recording holds is left out, and said', () => {
  const load = (entries: unknown[]) => {
    const notes: string[] = [];
    const world = fixturesFromHar({ log: { entries } }, { onLeftOut: (note) => notes.push(note) });
    expect(() => checkFixtures(world, { historyLimit: 100 })).not.toThrow();
    return { jobs: world.accounts.map((a) => (a.jobs ?? []).map((j) => j.name)), notes };
  };

  test('an exchange the proxy judged a server violation is left out, whatever it shows', () => {
    const { jobs, notes } = load([
      entry('aaaa0001', 'GET', '/v1/jobs', 200, { data: [job(ids[0], 'one')] }),
      {
        ...entry('aaaa0001', 'GET', `/v1/jobs/${ids[1]}`, 200, job(ids[1], 'off the contract')),
        _violations: [
          { side: 'server', rule: 'response' },
          { side: 'client', rule: 'parameter' },
        ],
      },
      {
        ...entry('aaaa0001', 'GET', '/v1/jobs?limit=x', 400, {}),
        _violations: [{ side: 'client', rule: 'parameter' }],
      },
    ]);
    expect(jobs).toEqual([['one']]);
    expect(notes).toEqual([
      `entry 2 (GET /base/v1/jobs/${ids[1]}, 200): left out, the proxy judged its answer a server violation (response)`,
    ]);
  });

  test("a job shown to another account stays its creator's, even when the proxy said nothing", () => {
    const { jobs, notes } = load([
      entry('bbbb0002', 'GET', `/v1/jobs/${ids[0]}`, 200, job(ids[0], 'theirs')),
      entry('aaaa0001', 'POST', '/v1/jobs', 201, job(ids[0], 'theirs')),
      entry('bbbb0002', 'GET', '/v1/jobs', 200, { data: [job(ids[0], 'theirs'), job(ids[1], 'mine')] }),
    ]);
    expect(jobs).toEqual([['mine'], ['theirs']]);
    expect(notes).toEqual([
      `entry 1 (GET /base/v1/jobs/${ids[0]}, 200): job ${ids[0]} left out of account bbbb0002: it is account aaaa0001's`,
      `entry 3 (GET /base/v1/jobs, 200): job ${ids[0]} left out of account bbbb0002: it is account aaaa0001's`,
    ]);
  });

  test('without a create in the recording, a job is the first account it was shown to', () => {
    const { jobs } = load([
      entry('aaaa0001', 'GET', '/v1/jobs', 200, { data: [job(ids[0], 'one')] }),
      entry('bbbb0002', 'GET', '/v1/jobs', 200, { data: [job(ids[0], 'one')] }),
    ]);
    expect(jobs).toEqual([['one'], []]);
  });

  test("a job the mock's check refuses (an id of another shape, a field out of range) is left out with the reason", () => {
    const { jobs, notes } = load([
      entry('aaaa0001', 'GET', '/v1/jobs', 200, {
        data: [job('42', 'numbered'), { ...job(ids[1], 'too often'), interval_seconds: 5 }, job(ids[2], 'fine')],
      }),
      entry('aaaa0001', 'GET', '/v1/jobs/%zz', 404, {}),
    ]);
    expect(jobs).toEqual([['fine']]);
    expect(notes).toEqual([
      expect.stringMatching(/^job 42 of account aaaa0001 left out, the mock refuses it: id: /),
      `job ${ids[1]} of account aaaa0001 left out, the mock refuses it: interval_seconds: must be 60 or more`,
    ]);
  });
});
