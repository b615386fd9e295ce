// The harness guard: whatever a rule's body throws becomes data. A kit exception (a TypeError from an
// answer shape nobody foresaw) is an error "the kit could not …" with context, never a failure and never a
// bare JavaScript message; RuleBlocked is a skip with its reason; RuleFailure a failure with its curl line.
// And whatever the body concluded, a 5xx or an unanswered request met anywhere in the rule — a list walk,
// the clean-up — makes it failed with that exchange and its curl line.
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
    // A list whose second page fails, a create whose clean-up fails, a path that drops the connection.
    if (req.url?.startsWith('/v1/jobs?cursor=')) return res.writeHead(500).end('boom');
    if (req.url === '/v1/jobs?limit=100' && req.headers['x-api-key'] === 'refusing-key')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [], "next_cursor": "2"}');
    if (req.url === '/v1/jobs?limit=100&cursor=2')
      return res.writeHead(400, { 'content-type': 'application/problem+json' }).end('{"status": 400}');
    if (req.url === '/v1/jobs' && req.method === 'GET' && req.headers['x-api-key'] === 'paged-key')
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"data": [{"id": 1, "name": "a"}], "next_cursor": "2"}');
    if (req.method === 'POST')
      return res.writeHead(202, { 'content-type': 'application/json' }).end('{"job": {"id": 7}}');
    if (req.method === 'DELETE') return res.writeHead(502).end();
    if (req.url === '/v1/boom') return res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
    if (req.url === '/drop') return req.socket.destroy();
    // The list shows the job every create makes, so the read-back of an acknowledged create passes.
    res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id": 7, "name": "n"}]');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const meta: RuleMeta = { id: 'PAGE-999', title: 'a test rule', profile: 'core', source: { seed: '4.2' } };
const config = (profile: 'core' | 'full' = 'core') =>
  resolveConfig({ baseUrl, apiKey: 'secret-key', profile, runId: 'test' });

test('a TypeError in a rule is an error of the kit, with the exchange it followed, not a failure', async () => {
  const outcome = await executeRule(meta, config(), async (ctx) => {
    const exchange = await ctx.request('GET', '/v1/jobs');
    // What PAGE-001 once did with a bare array.
    void (exchange.response!.json as { data: unknown[] }).data.length;
  });
  expect(outcome.status).toBe('error');
  expect(outcome.detail).toMatch(
    /^the kit could not finish PAGE-999 after GET \/v1\/jobs answered 200 application\/json \[\{"id": 7, "name": "n"\}\]/,
  );
  expect(outcome.detail).not.toMatch(/TypeError|Cannot read|undefined/);
  expect(outcome.internal).toMatch(/TypeError/);
  expect(outcome.internal).not.toContain('secret-key');
});

test('a blocked rule is skipped with the reason; a failure carries its curl line; coverage is kept', async () => {
  const blocked = await executeRule(meta, config(), async () => {
    throw blockedBy('SCHEMA-001', 'the create answer carries no id');
  });
  expect(blocked).toMatchObject({
    status: 'skipped',
    detail: 'blocked by SCHEMA-001: the create answer carries no id',
  });
  const failed = await executeRule(meta, config(), async (ctx) => {
    ctx.expectRejected(await ctx.request('GET', '/v1/jobs', { key: null }), 401, 'refused');
  });
  expect(failed.status).toBe('failed');
  expect(failed.failure?.reproduce).toMatch(
    /^curl .*\/v1\/jobs' --compressed -H 'Accept: [^']*' -H 'Accept-Encoding: [^']*' -H 'User-Agent: cronjobs-conformance\/[^']*'$/,
  );
  expect(failed.coverage).toEqual(['listJobs 200']);
});

test('a 500 on page two of a list walk fails the rule with that request, where the walk would have skipped', async () => {
  const outcome = await executeRule(
    meta,
    resolveConfig({ baseUrl, apiKey: 'paged-key', profile: 'core', runId: 'test' }),
    async (ctx) => {
      await ctx.findInList('absent');
    },
  );
  expect(outcome.status).toBe('failed');
  expect(outcome.failure).toMatchObject({
    check: '5xx',
    summary: 'PAGE-999: answered 500 to GET /v1/jobs (request 2 of a list walk)',
  });
  expect(outcome.failure?.reproduce).toContain(`'GET' '${baseUrl}/v1/jobs?cursor=2'`);
  // Grouped with every other 5xx, and showing the walk that led to it.
  expect(outcome.failure?.cause).toMatchObject({ kind: '5xx', actual: '500' });
  expect((outcome.failure?.exchanges ?? []).map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
    'GET /v1/jobs 200',
    'GET /v1/jobs?cursor=2 500',
  ]);
});

test('a fault met before a skip or a kit error fails the rule, saying what it would have been', async () => {
  const skipped = await executeRule(meta, config(), async (ctx) => {
    await ctx.request('GET', '/drop');
    ctx.cannotDecide('the seed leaves it open', 'nothing: a test');
  });
  expect(skipped.status).toBe('failed');
  expect(skipped.failure?.check).toBe('no-answer');
  expect(skipped.failure?.summary).toMatch(
    /^PAGE-999: no answer from the service .* to GET \/drop \(met while the rule was skipped: the seed leaves it open\)$/,
  );
  const unfinished = await executeRule(meta, config(), async (ctx) => {
    await ctx.api.GET('/v1/jobs/{job_id}', { params: { path: { job_id: 'x' } } });
    await ctx.send({ method: 'GET', path: '/drop' });
    throw new TypeError('a shape nobody foresaw');
  });
  expect(unfinished.status).toBe('failed');
  expect(unfinished.failure?.summary).toMatch(/met while the rule was left unfinished/);
});

test('a 5xx to the clean-up fails a rule that passed', async () => {
  const outcome = await executeRule(meta, config(), async (ctx) => {
    await ctx.createJob({ name: 'n' });
  });
  expect(outcome.status).toBe('failed');
  expect(outcome.failure).toMatchObject({ check: '5xx', summary: 'PAGE-999: answered 502 to DELETE /v1/jobs/7' });
});

test('a fault the pre-flight met for this rule fails it, even when its own requests all went well', async () => {
  const fault = {
    request: { method: 'POST', path: '/v1/jobs' },
    response: { status: 500, headers: {}, body: 'boom', json: undefined, mediaType: 'text/plain' },
  };
  const outcome = await executeRule(meta, config(), async (ctx) => void (await ctx.request('GET', '/v1/jobs')), {
    preflightFault: fault,
  });
  expect(outcome.status).toBe('failed');
  expect(outcome.failure?.summary).toBe(
    'PAGE-999: answered 500 to POST /v1/jobs (met in the pre-flight, which establishes what this rule checks)',
  );
});

test('full profile: a next_cursor the service then refuses fails PAGE-001 and skips the rules that only needed the list', async () => {
  const full = resolveConfig({ baseUrl, apiKey: 'refusing-key', profile: 'full', runId: 'test' });
  const walk = async (ctx: Parameters<Parameters<typeof executeRule>[2]>[0]) => void (await ctx.listAll());
  const page001 = await executeRule({ ...meta, id: 'PAGE-001', profile: 'full' }, full, walk);
  expect(page001.status).toBe('failed');
  expect(page001.failure?.summary).toMatch(
    /^PAGE-001: page 2 of the list, asked for with the next_cursor the page before gave, was refused/,
  );
  const other = await executeRule({ ...meta, profile: 'full' }, full, walk);
  expect(other).toMatchObject({ status: 'skipped', detail: expect.stringMatching(/^blocked by PAGE-001: /) });
});

test('a skip carries what would decide it: the hint given, or the rule to fix first', async () => {
  const undecided = await executeRule(meta, config(), async (ctx) =>
    ctx.cannotDecide('the list pages some way the kit cannot follow', 'give --next-page HOW'),
  );
  expect(undecided).toMatchObject({
    status: 'skipped',
    detail: 'the list pages some way the kit cannot follow',
    decideHint: 'give --next-page HOW',
  });
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
