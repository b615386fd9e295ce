// The README's frontend snippets, as a consumer writes them against the installed package. The package
// test type-checks this file with TypeScript and then runs it with Node.
import { setupServer } from 'msw/node';
import { createCronJobsHandlers } from 'cronjobs-kit/msw';
import { createCronJobsClient } from 'cronjobs-kit/client';
import { createMockControl } from 'cronjobs-kit/control';

const baseUrl = 'https://api.example.test';
const mock = createCronJobsHandlers({ baseUrl, apiKeys: ['fe-key'], clock: 'virtual' });
const server = setupServer(...mock.handlers);
server.listen({ onUnhandledFrame: 'error' });

const client = createCronJobsClient({ baseUrl, apiKey: 'fe-key' });
const body = {
  name: 'Flaky',
  url: 'https://example.com/status/503',
  schedule_type: 'interval',
  interval_seconds: 60,
  notify_on_failure: true,
} as const;
const { data, error, response } = await client.POST('/v1/jobs', { body });
const invalid = await client.POST('/v1/jobs', { body: { ...body, interval_seconds: 1 } });

const advanced = await mock.advance(180);
const notifications = await mock.notifications();
await mock.reset();
const afterReset = await client.GET('/v1/jobs');

// A test of its own on the same handlers: its own test clock and account, advanced alone.
const control = createMockControl({ baseUrl });
const testClock = await control.testClocks.create({ name: 'checkout test', now: '2027-01-01T00:00:00Z' });
const account = await control.accounts.create({ name: 'checkout test', test_clock: testClock.id });
await createCronJobsClient({ baseUrl, apiKey: account.api_key }).POST('/v1/jobs', { body });
const ownRuns = await control.testClocks.advance(testClock.id, { seconds: 120 });
await control.testClocks.remove(testClock.id);

// @ts-expect-error the generated types reject an interval sent as a string
await client.POST('/v1/jobs', { body: { ...body, interval_seconds: '60' } });

server.close();
console.log(
  JSON.stringify({
    created: response.status,
    id: data?.id.startsWith('job_'),
    error: error ?? null,
    invalid: invalid.response.status,
    invalidTitle: invalid.error?.title,
    runs: advanced.runs.length,
    notifications: notifications.length,
    afterReset: afterReset.data?.data.length,
    testClockRuns: ownRuns.runs.map((run) => run.scheduled_at),
  }),
);
