// Recipe: an app under a browser-like vitest environment (happy-dom, jsdom) calls the mock on another
// origin through MSW — a page on http://localhost:5173 calling https://api.cronjobs.test, the key in
// X-API-Key, so an environment that emulates CORS sends a preflight first and checks its answer. Under
// happy-dom the preflight reaches the handlers without Origin (happy-dom's Request, which MSW builds the
// intercepted request with, drops it as a forbidden header); the mock answers every OPTIONS with the
// preflight's fields, so the check passes (docs/msw-and-in-process.md, "Error states and cross-origin
// tests"). Each environment's test file calls `crossOriginSuite` (the environment is set per file).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCronJobsClient } from '../../client/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';

const pageOrigin = 'http://localhost:5173';
const baseUrl = 'https://api.cronjobs.test';

/** `preflights`: whether the environment's fetch sends one (happy-dom's does; jsdom keeps Node's fetch, which does not). Both environments' XMLHttpRequest do. */
export function crossOriginSuite(preflights: boolean): void {
  const mock = createCronJobsHandlers({ baseUrl, apiKeys: ['fe-key'], clock: 'virtual' });
  const server = setupServer(...mock.handlers);
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  test('the page is on another origin than the API', () => {
    expect(location.origin).toBe(pageOrigin);
    expect(new URL(baseUrl).origin).not.toBe(location.origin);
  });

  test('a create and a read with X-API-Key succeed cross-origin', async () => {
    seen.length = 0;
    const api = createCronJobsClient({ baseUrl, apiKey: 'fe-key' });
    const created = await api.POST('/v1/jobs', {
      body: { name: 'page check', url: 'https://example.com/health', schedule_type: 'interval', interval_seconds: 300 },
    });
    expect(created.response.status).toBe(201);
    const read = await api.GET('/v1/jobs/{job_id}', { params: { path: { job_id: created.data!.id } } });
    expect(read.data?.name).toBe('page check');

    const id = created.data!.id;
    expect(seen).toEqual(
      preflights
        ? ['OPTIONS /v1/jobs', 'POST /v1/jobs', `OPTIONS /v1/jobs/${id}`, `GET /v1/jobs/${id}`]
        : ['POST /v1/jobs', `GET /v1/jobs/${id}`],
    );
  });

  test('an XMLHttpRequest with X-API-Key succeeds cross-origin, after its preflight', async () => {
    seen.length = 0;
    const request = new XMLHttpRequest();
    request.open('GET', `${baseUrl}/v1/jobs`);
    request.setRequestHeader('X-API-Key', 'fe-key');
    const loaded = new Promise<void>((done, fail) => {
      request.onload = () => done();
      request.onerror = () => fail(new Error('the XMLHttpRequest was refused'));
    });
    request.send();
    await loaded;
    expect(request.status).toBe(200);
    expect(JSON.parse(request.responseText).data).toHaveLength(1); // the job the test above made
    expect(seen).toEqual(['OPTIONS /v1/jobs', 'GET /v1/jobs']);
  });
}
