import { describe, expect, test } from 'vitest';
import type { CronJobsClient } from '../../client/index.ts';
import { OptionError } from '../../mock/core/index.ts';
import { createInProcessMock } from '../../mock/in-process/index.ts';

// A data layer as a frontend writes one (what the in-process mock is for): it knows only the typed client.
async function failingJobNames(client: CronJobsClient): Promise<string[]> {
  const { data, error } = await client.GET('/v1/jobs', { params: { query: { limit: 100 } } });
  if (error) throw new Error(error.title);
  return data.data.filter((job) => job.last_run?.outcome === 'failed').map((job) => job.name);
}

const interval = (name: string, url: string) =>
  ({ name, url, schedule_type: 'interval', interval_seconds: 600 }) as const;

describe('createInProcessMock', () => {
  test('a data-layer unit test: the typed client and the control client over one core, no server, no MSW', async () => {
    const { client, control, close } = createInProcessMock({ apiKeys: ['test-key'], now: Date.UTC(2027, 0, 1) });
    await client.POST('/v1/jobs', { body: interval('billing', 'https://example.com/status/500') });
    await client.POST('/v1/jobs', { body: interval('emails', 'https://example.com/ok') });
    expect(await failingJobNames(client)).toEqual([]);
    const advanced = await control.advance(600);
    expect(advanced.runs.map((r) => r.outcome).sort()).toEqual(['failed', 'succeeded']);
    expect(await failingJobNames(client)).toEqual(['billing']);
    expect((await control.clock()).now).toBe('2027-01-01T00:10:00.000Z');
    close();
  });

  test('clientFor: an account on a test clock of its own, moved alone', async () => {
    const mock = createInProcessMock({ now: Date.UTC(2027, 0, 1) });
    const testClock = await mock.control.testClocks.create({ now: '2027-06-01T00:00:00Z' });
    const account = await mock.control.accounts.create({ name: 'alone', test_clock: testClock.id });
    const alone = mock.clientFor(account.api_key);
    const { data: job } = await alone.POST('/v1/jobs', { body: interval('tick', 'https://example.com/') });
    await mock.client.POST('/v1/jobs', { body: interval('other', 'https://example.com/') });
    const moved = await mock.control.testClocks.advance(testClock.id, { seconds: 1200 });
    expect(moved.runs.map((r) => [r.job_id, r.scheduled_at])).toEqual([
      [job!.id, '2027-06-01T00:10:00.000Z'],
      [job!.id, '2027-06-01T00:20:00.000Z'],
    ]);
    // The default account (dev-key) is on the global clock, which did not move.
    expect((await mock.control.clock()).now).toBe('2027-01-01T00:00:00.000Z');
    mock.close();
  });

  test('the first account of the fixtures is the client’s, and options are checked where it is made', async () => {
    const mock = createInProcessMock({
      fixtures: { accounts: [{ api_key: 'fixture-key', jobs: [interval('from fixture', 'https://example.com/')] }] },
    });
    expect((await mock.client.GET('/v1/jobs')).data?.data.map((j) => j.name)).toEqual(['from fixture']);
    mock.close();
    expect(() => createInProcessMock({ clock: 'sometimes' as 'real' })).toThrow(OptionError);
    expect(() => createInProcessMock({ rateLimit: 2 as never })).toThrow(/rateLimit is 2/);
  });
});
