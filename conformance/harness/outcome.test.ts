// The harness guard: whatever a rule's body throws becomes data. A kit exception (a TypeError from an
// answer shape nobody foresaw) is an error "the kit could not …" with context, never a failure and never a
// bare JavaScript message; RuleBlocked is a skip with its reason; RuleFailure a failure with its curl line.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resolveConfig } from './config.ts';
import { blockedBy, fixFirst } from './failure.ts';
import { executeRule } from './outcome.ts';
import type { RuleMeta } from './rule-meta.ts';

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'POST') return res.writeHead(202, { 'content-type': 'application/json' }).end('{"job": {"id": 7}}');
    if (req.url === '/v1/boom') return res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
    res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id": 1}]');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const meta: RuleMeta = { id: 'PAGE-999', title: 'a test rule', profile: 'core', source: { seed: '4.2' } };
const config = (profile: 'core' | 'full' = 'core') => resolveConfig({ baseUrl, apiKey: 'secret-key', profile, runId: 'test' });

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

test('a skip carries what would decide it: the hint given, or the rule to fix first', async () => {
  const undecided = await executeRule(meta, config(), async (ctx) => ctx.cannotDecide('the list pages some way the kit cannot follow', 'give --next-page HOW'));
  expect(undecided).toMatchObject({ status: 'skipped', detail: 'the list pages some way the kit cannot follow', decideHint: 'give --next-page HOW' });
  const blocked = await executeRule(meta, config(), async () => {
    throw blockedBy('SCHEMA-001', 'no id');
  });
  expect(blocked.decideHint).toBe(fixFirst('SCHEMA-001'));
  expect(blocked.decideHint).toContain('SCHEMA-001');
});

// A failure shows every exchange it relied on, up to the one it is about, keys masked; and its cause as data.
test.each([
  [
    'a status check after a create (core)',
    'core',
    async (ctx: Parameters<Parameters<typeof executeRule>[2]>[0]) => {
      await ctx.request('POST', '/v1/jobs', { body: { name: 'n' } });
      ctx.expectRejected(await ctx.request('GET', '/v1/jobs?key=secret-key', { key: null }), 401, 'refused');
      await ctx.request('GET', '/v1/jobs/after');
    },
    { kind: 'status', summary: '200 where the seed says any 4xx' },
    ['POST /v1/jobs 202', 'GET /v1/jobs?key=<api-key> 200'],
  ],
  [
    'a 5xx met anywhere',
    'core',
    async (ctx: Parameters<Parameters<typeof executeRule>[2]>[0]) => {
      await ctx.request('POST', '/v1/jobs', { body: { name: 'n' } });
      await ctx.request('GET', '/v1/boom');
      await ctx.request('GET', '/v1/jobs');
    },
    { kind: '5xx', summary: '502 (no 5xx to any input, in every profile)' },
    ['POST /v1/jobs 202', 'GET /v1/boom 502'],
  ],
  [
    'a contract check (full): the create answered 202',
    'full',
    async (ctx: Parameters<Parameters<typeof executeRule>[2]>[0]) => {
      await ctx.request('POST', '/v1/jobs', { body: { name: 'n' } });
    },
    { kind: 'status', summary: '202 where the spec says 201', actual: '202' },
    ['POST /v1/jobs 202'],
  ],
] as const)('%s', async (_, profile, body, cause, lines) => {
  const outcome = await executeRule(meta, config(profile), body);
  expect(outcome.status).toBe('failed');
  expect(outcome.failure?.cause).toMatchObject(cause);
  const shown = (outcome.failure?.exchanges ?? []).map((e) => `${e.method} ${e.path} ${e.status}`);
  expect(shown).toEqual(lines);
  expect(outcome.failure?.exchanges?.at(-1)?.failing).toBe(true);
  expect(JSON.stringify(outcome)).not.toContain('secret-key');
  if (lines.length > 1) expect(outcome.detail).toContain(`${lines[0]} {"job": {"id": 7}}`);
});
