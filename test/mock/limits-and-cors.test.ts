// Rate limiting per key (off by default) and CORS for browser clients.
import { describe, expect, test } from 'vitest';
import { createTestApp, createTestMock, startOfTest } from '../support/clients.ts';

describe('rate limit', () => {
  test('is off by default', async () => {
    const { send } = createTestMock();
    for (let i = 0; i < 700; i++) expect((await send({ path: '/v1/jobs', key: 'key-a' })).status).toBe(200);
  });

  test('answers 429 with Retry-After and RateLimit fields once a key is over, per key, until the window ends', async () => {
    const { core, send } = createTestApp({ rateLimit: { limit: 3, windowSeconds: 60 } });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send({ path: '/v1/jobs', key: 'key-a' }));
    expect(answers.map((a) => a.headers.ratelimit)).toEqual([
      '"default";r=2;t=60',
      '"default";r=1;t=60',
      '"default";r=0;t=60',
    ]);
    expect(answers[0]!.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
    core.clock.jumpTo(startOfTest + 30_000);
    const limited = await send({ path: '/v1/jobs', key: 'key-a' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.body.type).toBe('https://api.cronjobs.example/problems/rate-limited');
    expect((await send({ path: '/v1/jobs', key: 'key-b' })).status).toBe(200);
    core.clock.jumpTo(startOfTest + 60_000);
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).status).toBe(200);
  });

  test('an unauthenticated request answers 401, not 429', async () => {
    const { send } = createTestMock({ rateLimit: { limit: 1, windowSeconds: 60 } });
    for (let i = 0; i < 3; i++) expect((await send({ path: '/v1/jobs', key: 'nope' })).status).toBe(401);
  });
});

describe('CORS', () => {
  test('a preflight is answered without a key, allowing the spec’s request headers', async () => {
    const { send } = createTestApp();
    const answer = await send({
      method: 'OPTIONS',
      path: '/v1/jobs',
      key: null,
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key, content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(answer.headers['access-control-allow-headers']).toContain('X-API-Key');
    expect(answer.headers['access-control-allow-headers']).toContain('Idempotency-Key');
  });

  test('answers expose Location and the rate-limit fields to scripts', async () => {
    const { send } = createTestApp();
    const answer = await send({ path: '/v1/jobs', key: 'key-a', headers: { Origin: 'http://localhost:5173' } });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    for (const name of ['Location', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'X-Request-Id'])
      expect(answer.headers['access-control-expose-headers']).toContain(name);
  });

  // happy-dom sends its preflight without Access-Control-Request-Method; an Origin is what makes it one.
  test.each([
    ['as browsers send it', { 'Access-Control-Request-Method': 'PATCH' }],
    ['as happy-dom sends it, without Access-Control-Request-Method', {}],
  ])('an OPTIONS with Origin gets the preflight answer without a key, %s', async (_, extra) => {
    const { send } = createTestApp();
    const answer = await send({
      method: 'OPTIONS',
      path: '/v1/jobs/job_01JD5ZQ3T9V8P6X4M2N1K0H7GF',
      key: null,
      headers: { Origin: 'http://localhost:5173', ...extra },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, DELETE, PATCH, OPTIONS');
    expect(answer.headers['access-control-allow-headers']).toContain('X-API-Key');
    expect(answer.headers['access-control-allow-headers']).toContain('Prefer');
    expect(answer.headers['access-control-max-age']).toBe('600');
    expect(answer.headers.allow).toBe('GET, DELETE, PATCH, OPTIONS');
  });

  // happy-dom's preflight reaches MSW handlers without Origin (its Request drops it as a forbidden header):
  // examples/vitest/cross-origin-happy-dom.test.ts is the call that needs this.
  test('an OPTIONS without Origin answers 204 with Allow and the preflight fields, without a key', async () => {
    const { send } = createTestApp();
    const answer = await send({ method: 'OPTIONS', path: '/v1/jobs', key: null });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, POST, OPTIONS');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(answer.headers['access-control-allow-headers']).toContain('X-API-Key');
  });

  test('other answers to a request without Origin carry no CORS fields', async () => {
    const { send } = createTestApp();
    const answer = await send({ path: '/v1/jobs', key: 'key-a' });
    expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  test.each<Record<string, string>>([{ Origin: 'http://x' }, {}])(
    'an OPTIONS of an unknown path answers 404 (%j)',
    async (headers) => {
      const { send } = createTestMock();
      expect((await send({ method: 'OPTIONS', path: '/v1/nothing', key: null, headers })).status).toBe(404);
    },
  );

  test('a preflight of an unknown path answers 404', async () => {
    const { send } = createTestMock();
    const answer = await send({
      method: 'OPTIONS',
      path: '/v2/jobs',
      key: null,
      headers: { Origin: 'http://x', 'Access-Control-Request-Method': 'GET' },
    });
    expect(answer.status).toBe(404);
  });

  test('the allowed origin can be narrowed', async () => {
    const { send } = createTestMock({ cors: { origin: 'http://localhost:5173' } });
    const answer = await send({ path: '/v1/jobs', key: 'key-a', headers: { Origin: 'http://localhost:5173' } });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(answer.headers.vary).toBe('Origin');
  });
});
