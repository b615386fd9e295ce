// The Express adapter adds nothing of its own: bodies reach the core byte for byte (even huge ones,
// which the core refuses), and latency injection only delays.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import { createMockApp } from '../../mock/server/express-adapter.ts';
import { expectConforms, parseBody } from '../support/expect-conforms.ts';
import { startOfTest, validJob } from '../support/clients.ts';

const conforming = (method: string, path: string, response: request.Response) =>
  expectConforms(method, path, {
    status: response.status,
    headers: response.headers as Record<string, string>,
    text: response.text,
    body: parseBody(response.text),
  });

describe('Express adapter', () => {
  const app = () => createMockApp(createMockCore({ clock: createVirtualClock(startOfTest) }));

  test('a 1 MB body without a key answers 401, with a key 413', async () => {
    const huge = JSON.stringify(validJob({ name: 'x'.repeat(1_000_000) }));
    const anonymous = await request(app()).post('/v1/jobs').set('Content-Type', 'application/json').send(huge);
    expect(conforming('POST', '/v1/jobs', anonymous).status).toBe(401);
    const keyed = await request(app())
      .post('/v1/jobs')
      .set('X-API-Key', 'dev-key')
      .set('Content-Type', 'application/json')
      .send(huge);
    expect(conforming('POST', '/v1/jobs', keyed).status).toBe(413);
  });

  test('a UTF-8 body arrives intact', async () => {
    const response = await request(app())
      .post('/v1/jobs')
      .set('X-API-Key', 'dev-key')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(validJob({ name: 'Bericht über Zeitpläne ✓' })));
    expect(conforming('POST', '/v1/jobs', response).body.name).toBe('Bericht über Zeitpläne ✓');
  });

  test('an odd Host header does not matter', async () => {
    const response = await request(app()).get('/v1/jobs').set('Host', 'bad host@/x').set('X-API-Key', 'dev-key');
    expect(conforming('GET', '/v1/jobs', response).status).toBe(200);
  });

  test('a path that starts with // is not another origin', async () => {
    const response = await request(app()).get('//evil/v1/jobs').set('X-API-Key', 'dev-key');
    expect(response.status).toBe(404);
  });

  test('latency injection delays every answer by at least the given time', async () => {
    const slow = createMockApp(createMockCore({ clock: createVirtualClock(startOfTest) }), { latencyMs: 40 });
    const started = performance.now();
    const response = await request(slow).get('/v1/jobs').set('X-API-Key', 'dev-key');
    expect(conforming('GET', '/v1/jobs', response).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
  });
});
