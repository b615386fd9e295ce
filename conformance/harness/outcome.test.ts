// The harness guard: whatever a rule's body throws becomes data. A kit exception (a TypeError from an
// answer shape nobody foresaw) is an error "the kit could not …" with context, never a failure and never a
// bare JavaScript message; RuleBlocked is a skip with its reason; RuleFailure a failure with its curl line.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resolveConfig } from './config.ts';
import { blockedBy } from './failure.ts';
import { executeRule } from './outcome.ts';
import type { RuleMeta } from './rule-meta.ts';

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id": 1}]'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const meta: RuleMeta = { id: 'PAGE-999', title: 'a test rule', profile: 'core', source: { seed: '4.2' } };
const config = () => resolveConfig({ baseUrl, apiKey: 'secret-key', profile: 'core', runId: 'test' });

test('a TypeError in a rule is an error of the kit, with the exchange it followed, not a failure', async () => {
  const outcome = await executeRule(meta, config(), async (ctx) => {
    const exchange = await ctx.request('GET', '/v1/jobs');
    // What PAGE-001 once did with a bare array.
    void (exchange.response!.json as { data: unknown[] }).data.length;
  });
  expect(outcome.status).toBe('error');
  expect(outcome.detail).toMatch(/^the kit could not finish PAGE-999 after GET \/v1\/jobs answered 200 application\/json \[\{"id": 1\}\]/);
  expect(outcome.detail).not.toMatch(/TypeError|Cannot read|undefined/);
  expect(outcome.internal).toMatch(/TypeError/);
  expect(outcome.internal).not.toContain('secret-key');
});

test('a blocked rule is skipped with the reason; a failure carries its curl line; coverage is kept', async () => {
  const blocked = await executeRule(meta, config(), async () => {
    throw blockedBy('SCHEMA-001', 'the create answer carries no id');
  });
  expect(blocked).toMatchObject({ status: 'skipped', detail: 'blocked by SCHEMA-001: the create answer carries no id' });
  const failed = await executeRule(meta, config(), async (ctx) => {
    ctx.expectRejected(await ctx.request('GET', '/v1/jobs', { key: null }), 401, 'refused');
  });
  expect(failed.status).toBe('failed');
  expect(failed.failure?.reproduce).toMatch(/^curl .*\/v1\/jobs' --compressed -H 'Accept: [^']*' -H 'Accept-Encoding: [^']*' -H 'User-Agent: cronjobs-conformance\/[^']*'$/);
  expect(failed.coverage).toEqual(['listJobs 200']);
});
