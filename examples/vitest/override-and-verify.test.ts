// Recipe: a fault or a delay on one route for one test, and what the mock received, asserted — MSW's
// `server.use` and WireMock's `verify`, over ONE set of MSW handlers shared by concurrent tests. Each test
// has its own test clock and account; its override names that account, so the others never see it.
// In your project the imports are 'cronjobs-kit/client', 'cronjobs-kit/control' and 'cronjobs-kit/msw'.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createCronJobsClient, type CronJobsClient, type Job } from '../../client/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';

const baseUrl = 'https://api.cronjobs.test';
const mock = createCronJobsHandlers({ baseUrl });
const server = setupServer(...mock);
const { control } = mock; // the control client over these handlers
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** The code under test: a data layer that retries a list once after a 5xx and gives up after `timeoutMs`. */
async function loadJobs(api: CronJobsClient, timeoutMs = 1000): Promise<Job[] | 'unavailable' | 'timed out'> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const signal = AbortSignal.timeout(timeoutMs);
    const answer = await api.GET('/v1/jobs', { signal }).catch(() => undefined);
    if (!answer) return 'timed out';
    if (answer.data) return answer.data.data;
    if (answer.response.status < 500) break;
  }
  return 'unavailable';
}

async function ownAccount(name: string) {
  const clock = await control.testClocks.create({ name });
  const account = await control.accounts.create({ name, test_clock: clock.id });
  return { clock, account, api: createCronJobsClient({ baseUrl, apiKey: account.api_key }) };
}

describe.concurrent('one route overridden for one test', () => {
  test('a list that fails once is retried, and the retry is what the user sees', async ({ expect }) => {
    const { clock, account, api } = await ownAccount('retry');
    await control.overrides.create({ operation_id: 'listJobs', account: account.id, status: 503, times: 1 });
    expect(await loadJobs(api)).toEqual([]);
    const calls = await control.expectRequests({ account: account.id, operation: 'listJobs', count: 2 });
    expect(calls.map((call) => call.status)).toEqual([503, 200]);
    await control.testClocks.remove(clock.id);
  });

  test('a list that keeps failing shows the error state', async ({ expect }) => {
    const { clock, account, api } = await ownAccount('down');
    await control.overrides.create({ operation_id: 'listJobs', test_clock: clock.id, status: 500 });
    expect(await loadJobs(api)).toBe('unavailable');
    await control.expectRequests({ account: account.id, operation: 'listJobs', status: 500, count: 2 });
    await control.testClocks.remove(clock.id); // the override goes with its test clock
  });

  test('a slow list runs into the data layer’s timeout', async ({ expect }) => {
    const { clock, account, api } = await ownAccount('slow');
    await control.overrides.create({ operation_id: 'listJobs', account: account.id, delay_ms: 300, times: 1 });
    expect(await loadJobs(api, 50)).toBe('timed out');
    await control.testClocks.remove(clock.id);
  });

  test('meanwhile another test’s list answers at once', async ({ expect }) => {
    const { clock, api } = await ownAccount('unaffected');
    expect(await loadJobs(api)).toEqual([]);
    await control.testClocks.remove(clock.id);
  });
});
