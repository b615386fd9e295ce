// Recorded traffic to fixtures, round trip: a client works through the recording proxy in front of the
// mock (two accounts; creates, a change, a pause, a delete, a list); the HAR keeps every key out; turned
// into a fixture (`npm run fixtures:from-har`, or `--fixtures FILE.har`), it loads into a fresh mock that
// lists each account's jobs exactly as the upstream last answered them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { fixturesFromHar, HarFileError } from '../../mock/proxy/fixtures-from-har.ts';
import { readFixturesFile } from '../../mock/server/fixtures-file.ts';
import { startMockServer } from '../../mock/server/start-mock-server.ts';
import { job, send, startProxy } from './support.ts';

const keys = ['first-secret-key', 'second-secret-key'] as const;
let dir = '';
let recording = '';
/** Each account's jobs as the upstream lists them at the end, in list order. */
let upstreamJobs: unknown[][] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-record-'));
  recording = join(dir, 'traffic.har');
  const upstream = await startMockServer({
    clock: createVirtualClock(Date.parse('2026-11-22T15:00:00Z')),
    apiKeys: keys,
  });
  const proxy = await startProxy(upstream.url, { record: recording });
  const create = async (key: string, name: string) =>
    (await (await send(proxy, '/v1/jobs', { key, body: { ...job, name } })).json()) as { id: string };
  const a = await create(keys[0], 'a');
  const b = await create(keys[0], 'b');
  const c = await create(keys[0], 'c');
  await create(keys[1], 'theirs');
  await send(proxy, `/v1/jobs/${a.id}`, { method: 'PATCH', key: keys[0], body: { name: 'a renamed' } });
  await send(proxy, `/v1/jobs/${b.id}/pause`, { method: 'POST', key: keys[0] });
  await send(proxy, `/v1/jobs/${c.id}`, { method: 'DELETE', key: keys[0] });
  // Read directly from the upstream, so the fixture's account is built from the proxy's recording alone.
  upstreamJobs = await Promise.all(
    keys.map(
      async (key) =>
        (
          (await (await fetch(`${upstream.url}/v1/jobs`, { headers: { 'X-API-Key': key } })).json()) as {
            data: unknown[];
          }
        ).data,
    ),
  );
  await proxy.close();
  await upstream.close();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A job without what a mock derives at load: when it runs next (rescheduled after the load). */
const comparable = (jobs: unknown[]) =>
  jobs.map((j) => ({ ...(j as Record<string, unknown>), next_run_at: undefined }));

describe('--record and fixtures from a recording', () => {
  test('the HAR holds the traffic with every key replaced by $CRONJOBS_API_KEY', async () => {
    const text = await readFile(recording, 'utf8');
    for (const key of keys) expect(text).not.toContain(key);
    const har = JSON.parse(text);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(7);
    expect(har.log.entries[0].request.headers).toContainEqual({ name: 'X-API-Key', value: '$CRONJOBS_API_KEY' });
    expect(new Set(har.log.entries.map((e: { _key_fingerprint: string }) => e._key_fingerprint)).size).toBe(2);
  });

  test("the fixture loads into a mock that lists each account's jobs as the upstream last showed them", async () => {
    const fixture = fixturesFromHar(JSON.parse(await readFile(recording, 'utf8')), { keys: ['alpha', 'beta'] });
    expect(fixture.accounts.map((a) => a.api_key)).toEqual(['alpha', 'beta']);
    const offline = await startMockServer({
      clock: createVirtualClock(Date.parse('2026-11-22T15:00:00Z')),
      fixtures: fixture,
    });
    try {
      const listed = await Promise.all(
        ['alpha', 'beta'].map(
          async (key) =>
            (
              (await (await fetch(`${offline.url}/v1/jobs`, { headers: { 'X-API-Key': key } })).json()) as {
                data: unknown[];
              }
            ).data,
        ),
      );
      expect(comparable(listed[0]!)).toEqual(comparable(upstreamJobs[0]!));
      expect(comparable(listed[1]!)).toEqual(comparable(upstreamJobs[1]!));
      expect((listed[0] as Array<{ name: string; status: string }>).map((j) => `${j.name} ${j.status}`).sort()).toEqual(
        ['a renamed active', 'b paused'],
      );
    } finally {
      await offline.close();
    }
  });

  test('--fixtures reads a recording as it is, with the default keys', async () => {
    const world = (await readFixturesFile(recording)) as ReturnType<typeof fixturesFromHar>;
    expect(world.accounts.map((a) => [a.api_key, a.jobs?.length])).toEqual([
      ['dev-key', 2],
      ['dev-key-2', 1],
    ]);
  });

  test('a file that is not a recording is refused by name', () => {
    expect(() => fixturesFromHar({ log: {} })).toThrow(HarFileError);
    expect(() => fixturesFromHar({ log: { entries: [] } })).toThrow(/no request with an API key/);
  });
});
