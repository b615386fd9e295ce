import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { answerOf, createCronJobsClient } from '../../client/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { checkedFetch } from '../support/expect-conforms.ts';

// What a frontend test does through MSW: force a documented error state with `Prefer: code=NNN`, and
// send the preflight happy-dom sends (an OPTIONS with Origin and no Access-Control-Request-Method).
const baseUrl = 'https://forced.cronjobs.test';
const mock = createCronJobsHandlers({
  baseUrl,
  apiKeys: ['fe-key'],
  clock: 'virtual',
  now: Date.UTC(2026, 10, 22, 15),
});
const server = setupServer(...mock.handlers);
const client = createCronJobsClient({ baseUrl, apiKey: 'fe-key', fetch: checkedFetch });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

test('a forced 429 arrives through the typed client with its example body and Retry-After', async () => {
  const { response, error } = await client.GET('/v1/jobs', { headers: { Prefer: 'code=429' } });
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe('30');
  expect(response.headers.get('Preference-Applied')).toBe('code=429');
  expect(error?.type).toBe('https://api.cronjobs.example/problems/rate-limited');
});

test('answerOf narrows a forced 422 to the validation problem, by status', async () => {
  const answer = answerOf<'createJob'>(
    await client.POST('/v1/jobs', {
      body: { name: 'n', url: 'https://example.com/', schedule_type: 'interval', interval_seconds: 60 },
      headers: { Prefer: 'code=422' },
    }),
  );
  expect(answer.status).toBe(422);
  if (answer.status !== 422) return;
  expect(answer.body.errors.map((e) => e.pointer)).toEqual(['/interval_seconds', '/url']);
});

test('a forced 201 creates nothing', async () => {
  const { response, data } = await client.POST('/v1/jobs', {
    body: { name: 'n', url: 'https://example.com/', schedule_type: 'interval', interval_seconds: 60 },
    headers: { Prefer: 'code=201' },
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('Location')).toBe(`/v1/jobs/${data?.id}`);
  expect((await client.GET('/v1/jobs')).data?.data).toEqual([]);
});

test('an OPTIONS with Origin and no Access-Control-Request-Method gets the preflight answer', async () => {
  const answer = await fetch(`${baseUrl}/v1/jobs`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:3000' } });
  expect(answer.status).toBe(204);
  expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(answer.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, OPTIONS');
  expect(answer.headers.get('Access-Control-Allow-Headers')).toContain('Prefer');
});
