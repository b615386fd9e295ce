// How the mock serves the console (mock/server/console-route.ts), without a browser: where a browser is
// sent, what is a file, what is a page, and that the console's paths follow the core's rules.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import { createMockApp } from '../../mock/server/express-adapter.ts';
import { startOfTest } from '../support/clients.ts';

let assets: string;
beforeAll(async () => {
  assets = `${await mkdtemp(join(tmpdir(), 'cronjobs-console-route-'))}/`;
  await mkdir(`${assets}assets`);
  await writeFile(`${assets}index.html`, '<!doctype html><title>console</title>');
  await writeFile(`${assets}assets/app-abc123.js`, 'console.log(1)');
});
afterAll(() => rm(assets, { recursive: true, force: true }));

const app = (options: { assets?: string | undefined; controlToken?: string } = {}) =>
  createMockApp(
    createMockCore({
      clock: createVirtualClock(startOfTest),
      ...(options.controlToken ? { controlToken: options.controlToken } : {}),
    }),
    {
      console: { assets: 'assets' in options ? options.assets : assets },
    },
  );

describe('the console route', () => {
  test.each([
    ['a browser opening /', '/', 'text/html,application/xhtml+xml,*/*;q=0.8', 302, '/__console/'],
    ['/__console without the slash', '/__console', 'text/html', 301, '/__console/'],
  ])('%s is redirected', async (_name, path, accept, status, location) => {
    const response = await request(app()).get(path).set('Accept', accept);
    expect([response.status, response.headers.location]).toEqual([status, location]);
  });

  test.each([
    ['no Accept', undefined],
    ['JSON', 'application/json'],
    ['anything', '*/*'],
  ])("/ asked by a client that wants %s is still the API's 404 problem", async (_name, accept) => {
    const call = request(app()).get('/');
    const response = await (accept ? call.set('Accept', accept) : call);
    expect([response.status, response.headers['content-type']]).toEqual([404, 'application/problem+json']);
  });

  test.each(['/__console/', '/__console/jobs', '/__console/jobs/job_1', '/__console/settings'])(
    '%s is the console page, never cached',
    async (path) => {
      const response = await request(app()).get(path);
      expect([response.status, response.headers['cache-control'], response.text]).toEqual([
        200,
        'no-cache',
        '<!doctype html><title>console</title>',
      ]);
    },
  );

  test('a hashed asset is a file that may be kept', async () => {
    const response = await request(app()).get('/__console/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  test('a missing asset is a 404, not the page', async () => {
    const response = await request(app()).get('/__console/assets/app-old999.js');
    expect(response.status).toBe(404);
  });

  test('the spec for the API reference is served from the package', async () => {
    const response = await request(app()).get('/__console/openapi.yaml');
    expect(response.status).toBe(200);
    expect(response.text).toContain('title: Cron Job Scheduling Service API');
  });

  test.each([
    '/__console/../__mock/accounts',
    '/__console/%2e%2e/__mock/accounts',
    '/__console/assets%2Fapp-abc123.js',
  ])('%s is answered 400 by the core, as a path a parser would rewrite', async (path) => {
    const response = await request(app()).get(path);
    expect([response.status, response.headers['content-type']]).toEqual([400, 'application/problem+json']);
  });

  test('with a control token the page is open and its data locked', async () => {
    const locked = app({ assets, controlToken: 'secret' });
    expect((await request(locked).get('/__console/')).status).toBe(200);
    expect((await request(locked).get('/__mock/accounts')).status).toBe(401);
    expect((await request(locked).get('/__mock/accounts').set('Authorization', 'Bearer secret')).status).toBe(200);
  });

  test('never built, /__console/ says how to build it', async () => {
    const response = await request(app({ assets: undefined })).get('/__console/');
    expect(response.status).toBe(503);
    expect(response.text).toContain('npm run build:console');
  });
});
