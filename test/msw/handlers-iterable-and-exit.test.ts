import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCronJobsClient } from '../../client/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';

const run = promisify(execFile);
const baseUrl = 'https://spread.cronjobs.test';
const mock = createCronJobsHandlers({ baseUrl, apiKeys: ['fe-key'], clock: 'virtual', now: Date.UTC(2027, 0, 1) });
// The mock object itself spread, not `mock.handlers`.
const server = setupServer(...mock);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

test('the handlers object spreads into setupServer as its handlers do', async () => {
  expect([...mock]).toEqual(mock.handlers);
  const client = createCronJobsClient({ baseUrl, apiKey: 'fe-key' });
  const created = await client.POST('/v1/jobs', {
    body: { name: 'spread', url: 'https://example.com/', schedule_type: 'interval', interval_seconds: 60 },
  });
  expect(created.response.status).toBe(201);
  expect((await mock.advance(60)).runs.map((r) => r.job_id)).toEqual([created.data!.id]);
});

// A script that makes a real-clock mock with a job due in a day (so the simulator's timer is armed),
// prints, and never calls close(): it must end by itself. Held by that timer, it would run for a day, far
// past the 10-minute hang guard that would kill it.
const script = `
import { createCronJobsHandlers } from ${JSON.stringify(new URL('../../mock/msw/index.ts', import.meta.url).href)};
const mock = createCronJobsHandlers({ baseUrl: 'https://exit.test', apiKeys: ['k'], clock: 'real' });
const created = await mock.core.handle(new Request('https://exit.test/v1/jobs', {
  method: 'POST', headers: { 'X-API-Key': 'k', 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: 'armed', url: 'https://example.com/', schedule_type: 'interval', interval_seconds: 86400 }),
}));
console.log(created.status, (await created.json()).next_run_at !== null);
`;

test("with clock: 'real' a process that never calls close() still exits by itself", async () => {
  // A process the guard kills rejects with its signal: only one that ended by itself gets here.
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { timeout: 600_000 });
  expect(stdout.trim()).toBe('201 true');
});
