// The MSW handlers take the same fixtures as --fixtures, and state() captures a world another set of
// handlers starts from: a frontend test can begin from a committed world instead of creating it request by request.
import { readFile } from 'node:fs/promises';
import { setupServer } from 'msw/node';
import { parse } from 'yaml';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCronJobsClient } from '../../client/index.ts';
import { FixtureError, type Fixtures } from '../../mock/core/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { checkedFetch } from '../support/expect-conforms.ts';

const world = parse(await readFile(new URL('../../examples/fixtures/team-world.yaml', import.meta.url), 'utf8'));
const mock = createCronJobsHandlers({
  baseUrl: 'https://api.cronjobs.test',
  clock: 'virtual',
  now: 0,
  fixtures: world,
});
const server = setupServer(...mock.handlers);
const client = createCronJobsClient({ baseUrl: 'https://api.cronjobs.test', apiKey: 'dev-key', fetch: checkedFetch });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

test("the handlers start from the fixture: its jobs answer, its clock is the mock's", async () => {
  const { data } = await client.GET('/v1/jobs');
  expect(data?.data.map((job) => job.name)).toEqual(['Weekday digest', 'Nightly report']);
  const advanced = await mock.advance(3600);
  expect(advanced.runs.map((run) => [run.scheduled_at, run.outcome])).toEqual([['2026-11-22T17:00:00.000Z', 'failed']]);
});

test('state() captures the world; another mock started from it answers the same', async () => {
  await client.POST('/v1/jobs', {
    body: { name: 'added', url: 'https://example.com/ok', schedule_type: 'interval', interval_seconds: 60 },
  });
  const captured = await mock.state();
  const copy = createCronJobsHandlers({
    baseUrl: 'https://copy.cronjobs.test',
    clock: 'virtual',
    now: 0,
    fixtures: captured,
  });
  server.use(...copy.handlers);
  const copyClient = createCronJobsClient({
    baseUrl: 'https://copy.cronjobs.test',
    apiKey: 'dev-key',
    fetch: checkedFetch,
  });
  expect((await copyClient.GET('/v1/jobs')).data).toEqual((await client.GET('/v1/jobs')).data);
  expect(await copy.state()).toEqual(captured);
});

test('a bad fixture throws a FixtureError naming the entry and field', () => {
  // Typed as the option is: the compiler takes the JobCreate fields; the URL's scheme is the spec's to refuse.
  const bad: Fixtures = {
    accounts: [
      {
        api_key: 'k',
        jobs: [{ name: 'x', url: 'ftp://example.com', schedule_type: 'interval', interval_seconds: 60 }],
      },
    ],
  };
  expect(() => createCronJobsHandlers({ baseUrl: 'https://bad.test', fixtures: bad })).toThrow(FixtureError);
  expect(() => createCronJobsHandlers({ baseUrl: 'https://bad.test', fixtures: bad })).toThrow(
    /^accounts\[0\]\.jobs\[0\]\.url: /,
  );
});
