// The rule context against a tiny local server: the profile decides how strict a status check is, a 5xx
// fails in every profile, and whatever a create answers with an id is deleted afterwards.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientManners } from '../transport/client-manners.ts';
import { resolveConfig, type Profile } from './config.ts';
import { createRuleContext } from './context.ts';
import { findByNameAnywhere, maxListWalks } from '../lists/list-walker.ts';
import { RuleBlocked, RuleFailure } from './failure.ts';
import type { RuleMeta } from './rule-meta.ts';

const seen: string[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/v1/jobs' && req.method === 'POST' && req.headers['x-api-key'] === 'nested')
      return answer(200, { job: { id: 7, name: 'x' } });
    if (req.url === '/v1/jobs' && req.method === 'POST') return answer(200, { id: 'j-1', name: 'x' });
    if (req.url === '/boom') return answer(503, { oops: true });
    if (req.url === '/v1/jobs') return answer(403, { message: 'no' });
    answer(204, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const meta: RuleMeta = { id: 'AUTH-999', title: 'a test rule', profile: 'core', source: { seed: '5.1' } };
const context = (profile: Profile) =>
  createRuleContext(meta, resolveConfig({ baseUrl, apiKey: 'k', profile, runId: 'test' }));

describe('the rule context', () => {
  test('core accepts any 4xx where full wants the exact status', async () => {
    const core = context('core');
    core.expectRejected(await core.request('GET', '/v1/jobs', { key: null }), 401, 'refused');
    const full = context('full');
    const exchange = await full.request('GET', '/v1/jobs', { key: null });
    expect(() => full.expectRejected(exchange, 401, 'refused')).toThrow(/expected 401, got 403/);
  });

  test('core accepts any 2xx for a create and finds the job by name anywhere', async () => {
    const core = context('core');
    const job = await core.createJob();
    expect(job.id).toBe('j-1');
    expect(findByNameAnywhere({ page: { items: [{ job: { name: 'n' } }] } }, 'n')).toEqual({ name: 'n' });
  });

  test('a 5xx fails the rule in every profile', async () => {
    for (const profile of ['core', 'full'] as const) {
      const ctx = context(profile);
      await ctx.request('GET', '/boom');
      expect(() => ctx.verifyNoServerErrors()).toThrow(RuleFailure);
    }
  });

  test('the full profile judges every response against the contract', async () => {
    const ctx = context('full');
    await ctx.request('GET', '/v1/jobs');
    expect(() => ctx.verifyContract()).toThrow(/status 403 is not documented for listJobs/);
  });

  test('jobs a create answered with an id are deleted at the end', async () => {
    const ctx = context('core');
    await ctx.createJob();
    seen.length = 0;
    await ctx.cleanUp();
    expect(seen).toEqual(['DELETE /v1/jobs/j-1']);
  });

  test('an integer id nested under "job" is used and cleaned up too', async () => {
    const ctx = context('core');
    const job = await ctx.createJob({}, { key: 'nested' });
    expect(job.id).toBe('7');
    expect(ctx.jobPath(job, '/pause')).toBe('/v1/jobs/7/pause');
    seen.length = 0;
    await ctx.cleanUp();
    expect(seen).toEqual(['DELETE /v1/jobs/7']);
  });

  test('a path for a job without an id is never built: the rule is blocked by the rule that checks ids', async () => {
    const ctx = context('full');
    const job = {
      exchange: { request: { method: 'POST', path: '/v1/jobs' } },
      name: 'n',
      body: {},
      record: undefined,
      id: undefined,
    };
    expect(() => ctx.jobPath(job)).toThrow(/^blocked by SCHEMA-001: the create answer carries no id/);
  });

  test('a failure carries a curl line and the kind of check', async () => {
    const ctx = context('full');
    const exchange = await ctx.request('GET', '/v1/jobs', { key: null });
    try {
      ctx.expectRejected(exchange, 401, 'refused');
      expect.unreachable();
    } catch (error) {
      // The client manners the transport added are part of what was sent, so the curl line sends them too.
      expect((error as RuleFailure).data).toMatchObject({
        check: 'status',
        reproduce: `curl -sS -i --globoff --path-as-is -X 'GET' '${baseUrl}/v1/jobs' --compressed ${Object.entries(
          clientManners,
        )
          .map(([name, value]) => `-H '${name}: ${value}'`)
          .join(' ')}`,
      });
    }
  });

  test('names carry the run id prefix', () => {
    expect(context('core').name()).toBe('cjk-test-auth-999-1');
  });
});

test.each([
  ['a bare array', [{ id: 1, name: 'n' }], { id: 1, name: 'n' }],
  ['an envelope', { items: [{ job: { name: 'n', id: 2 } }] }, { name: 'n', id: 2 }],
  ['a record that calls it otherwise', { results: [{ label: 'n' }] }, { label: 'n' }],
  ['an answer without it', { data: [{ name: 'm' }] }, undefined],
])('findByNameAnywhere finds the job in %s', (_, answer, found) => {
  expect(findByNameAnywhere(answer, 'n')).toEqual(found);
});

// Rules run in parallel and delete what they made: on a list paged by offsets, a delete between two page
// reads shifts the rest back, and the newest job (last, on an oldest-first list) is read by no page.
// `shown(walk, offset)` is the list as the walk's page at that offset sees it.
async function onPagedList(
  shown: (walk: number, at: number) => string[],
  check: (ctx: ReturnType<typeof createRuleContext>, walks: () => number) => Promise<void>,
) {
  let walks = 0;
  const paged = createServer((req, res) => {
    const at = Number(new URL(req.url!, 'http://s').searchParams.get('pageToken') ?? 0);
    if (at === 0) walks++;
    const names = shown(walks, at);
    const next = at + 10 < Math.max(names.length, shown(walks, 0).length) ? { nextPageToken: String(at + 10) } : {};
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ items: names.slice(at, at + 10).map((name) => ({ id: name, name })), ...next }));
  });
  await new Promise<void>((r) => paged.listen(0, '127.0.0.1', r));
  try {
    const baseUrl = `http://127.0.0.1:${(paged.address() as AddressInfo).port}`;
    await check(
      createRuleContext(
        meta,
        resolveConfig({
          baseUrl,
          apiKey: 'k',
          profile: 'core',
          runId: 'retry',
          nextPage: 'field:nextPageToken,query:pageToken',
        }),
      ),
      () => walks,
    );
  } finally {
    await new Promise<void>((r) => paged.close(() => r()));
  }
}
const names = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `job-${from + i}`);

describe('core: a job not found on a list of several pages', () => {
  test('is looked for again when the list changed under the walk, and found', async () => {
    // The first walk: job-0 is deleted after page one is read, so the offset-10 page is empty.
    await onPagedList(
      (walk, at) => (walk === 1 && at > 0 ? names(1, 11) : names(0, 11)),
      async (ctx, walks) => {
        expect((await ctx.findInList('job-10')).job).toEqual({ id: 'job-10', name: 'job-10' });
        expect(walks()).toBe(2);
      },
    );
  });

  test('counts as not listed once two walks in a row read the same list', async () => {
    await onPagedList(
      () => names(0, 11),
      async (ctx, walks) => {
        expect((await ctx.findInList('job-99')).job).toBeUndefined();
        expect(walks()).toBe(2);
      },
    );
  });

  test('takes one walk when the check is that it is absent', async () => {
    await onPagedList(
      () => names(0, 11),
      async (ctx, walks) => {
        expect((await ctx.findInList('job-99', undefined, 'absent')).job).toBeUndefined();
        expect(walks()).toBe(1);
      },
    );
  });

  test('is a rule that cannot decide when the list changes under every walk', async () => {
    // Every walk sees a job more than the one before (another rule creating), never the one looked for.
    await onPagedList(
      (walk) => names(0, 10 + walk),
      async (ctx, walks) => {
        await expect(ctx.findInList('job-99')).rejects.toThrow(RuleBlocked);
        expect(walks()).toBe(maxListWalks);
      },
    );
  });
});
