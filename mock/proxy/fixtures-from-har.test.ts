// A recording's answers, read in order, as the world they last showed; only what a fixture takes.
import { expect, test } from 'vitest';
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
