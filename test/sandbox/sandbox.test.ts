// The sandbox through the real balancer (docs/sandbox.md): three shards behind Debian's HAProxy. The
// conformance suite's full profile passes with two accounts on two shards; a shard killed with -9 while
// accounts on every shard are writing leaves the other shards' accounts answering every request, and its
// own accounts come back from its state file with every write it acknowledged; the parallel test-clock
// recipe runs through the balancer; the key's routing part is what HAProxy reads. Needs `haproxy` (.ci/run
// installs it, and there a missing one is a failure); skipped with the reason elsewhere.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, type TestContext } from 'vitest';
import { runConformance } from '../../conformance/run.ts';
import { ownClockTest } from '../../examples/support/own-clock-test.ts';
import { routingPartOf } from '../../mock/core/state/key-routing.ts';
import { findHaproxy, haproxyMissing } from '../../sandbox/find-haproxy.ts';
import { startSandbox, type Sandbox } from '../../sandbox/start-sandbox.ts';
import { validJob } from '../support/clients.ts';

const missing = findHaproxy() === undefined;
let sandbox: Sandbox | undefined;
let stateDir: string;
const logs: string[] = [];

beforeAll(async () => {
  if (missing) {
    if (process.env.CRONJOBS_REQUIRE_HAPROXY === '1') throw new Error(haproxyMissing);
    return;
  }
  stateDir = await mkdtemp(join(tmpdir(), 'cronjobs-sandbox-'));
  sandbox = await startSandbox({ shards: 3, port: 0, stateDir, log: (line) => logs.push(line) });
});
afterAll(async () => {
  await sandbox?.close();
  if (stateDir) await rm(stateDir, { recursive: true, force: true });
});

/** The sandbox, or the test skipped with the reason. */
function running(context: TestContext): Sandbox {
  if (!sandbox) context.skip(haproxyMissing);
  return sandbox!;
}

interface Answer {
  status: number;
  shard: string | null;
  type: string | null;
  body: any;
}

async function send(key: string | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${sandbox!.url}${path}`, {
    method,
    headers: {
      ...(key !== null ? { 'X-API-Key': key } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    shard: response.headers.get('X-Cronjobs-Shard'),
    type: response.headers.get('Content-Type'),
    body: text === '' ? undefined : text.startsWith('{') ? JSON.parse(text) : text,
  };
}

/** The shard a key is routed to: the balancer names the server on every answer, a 401 included. */
const shardOf = async (key: string) => (await send(key, 'GET', '/v1/jobs')).shard!;

/** A key the balancer sends to `shard`. */
async function keyOn(shard: string, prefix: string): Promise<string> {
  for (let i = 0; ; i++) if ((await shardOf(`${prefix}-${i}`)) === shard) return `${prefix}-${i}`;
}

async function makeAccount(key: string): Promise<void> {
  const made = await send(key, 'POST', '/__mock/accounts', { name: key });
  expect(made.status).toBe(201);
}

/** Every job id the key's account lists, page by page. */
async function listedIds(key: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await send(key, 'GET', `/v1/jobs?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    for (const job of page.body.data as { id: string }[]) ids.add(job.id);
    cursor = page.body.next_cursor;
  } while (cursor);
  return ids;
}

/** Creates jobs one after another until stopped: the ids acknowledged (201) and every other answer. */
function writer(key: string) {
  const acknowledged: string[] = [];
  const refused: Array<{ status: number; type: string | null }> = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const answer = await send(key, 'POST', '/v1/jobs', validJob({ name: `w${acknowledged.length}` })).catch(
        (error: unknown) => ({ status: 0, shard: null, type: String(error), body: undefined }),
      );
      if (answer.status === 201) acknowledged.push(answer.body.id);
      else refused.push({ status: answer.status, type: answer.type });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    acknowledged,
    refused,
    stop: () => {
      stop = true;
      return done;
    },
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('a sandbox of three shards behind HAProxy', () => {
  test("the balancer routes a key by the part the mock's key-scoped rotation keeps", async (context) => {
    running(context);
    const shards = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const route = `route-${i}`;
      const home = await shardOf(route);
      shards.add(home);
      for (const key of [`${route}.ck_1`, `${route}.ck_22`, `x.${route}.y`, `.${route}.z`, `${route}.`]) {
        expect(routingPartOf(key)).toBe(route);
        expect(await shardOf(key), key).toBe(home);
      }
    }
    // Otherwise the check could not tell a routing part from any other string.
    expect(shards.size).toBeGreaterThan(1);
  });

  test('a control call without a key is refused by the balancer, saying how to send it', async (context) => {
    running(context);
    const answer = await send(null, 'GET', '/__mock/accounts');
    expect([answer.status, answer.type, answer.shard]).toEqual([400, 'application/problem+json', null]);
    expect(answer.body.detail).toMatch(/needs X-API-Key/);
  });

  test('the full conformance profile passes with two accounts on two shards', async (context) => {
    running(context);
    const [first, second] = [await keyOn('shard1', 'conformance-a'), await keyOn('shard2', 'conformance-b')];
    for (const key of [first, second]) await makeAccount(key);
    const report = await runConformance({
      baseUrl: sandbox!.url,
      apiKey: first,
      secondApiKey: second,
      profile: 'full',
      cases: 5,
    });
    expect(report.rules.filter((rule) => rule.status !== 'passed').map((rule) => `${rule.id}: ${rule.detail}`)).toEqual(
      [],
    );
    expect(report.summary.passed).toBeGreaterThan(50);
  });

  test('a shard killed with -9 mid-run: the others answer every request; its accounts come back with every acknowledged write', async (context) => {
    const { shards } = running(context);
    const steady = [await keyOn('shard1', 'steady-a'), await keyOn('shard2', 'steady-b')];
    const doomed = await keyOn('shard3', 'doomed');
    for (const key of [...steady, doomed]) await makeAccount(key);
    const clock = (await send(doomed, 'POST', '/__mock/test-clocks', { now: '2027-01-01T00:00:00Z' })).body;
    await send(doomed, 'POST', `/__mock/test-clocks/${clock.id}/advance`, { seconds: 3600 });

    const writers = [...steady, doomed].map((key) => ({ key, ...writer(key) }));
    const killed = writers.at(-1)!;
    await until(() => killed.acknowledged.length >= 10);
    await shards[2]!.stop('SIGKILL');
    await until(() => killed.refused.some((r) => r.status === 503));
    // Requests without a key belong to no account: a live shard answers them meanwhile.
    const unkeyed = await Promise.all(Array.from({ length: 6 }, () => send(null, 'GET', '/v1/jobs')));
    expect(unkeyed.map((answer) => answer.status)).toEqual(unkeyed.map(() => 401));
    await shards[2]!.start();
    const before = killed.acknowledged.length;
    await until(() => killed.acknowledged.length >= before + 5);
    await Promise.all(writers.map((w) => w.stop()));

    // The other shards' accounts: not one request failed while the shard was down.
    for (const { key, refused, acknowledged } of writers.slice(0, 2)) {
      expect(refused, key).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(10);
    }
    // The killed shard's account: refused while it was down (the balancer's 503), or cut in flight when it
    // died (502, or the connection dropped: status 0) — never a wrong answer.
    expect(
      killed.refused.every((r) => [503, 502, 0].includes(r.status)),
      JSON.stringify(killed.refused),
    ).toBe(true);
    expect(killed.refused.some((r) => r.status === 503 && r.type === 'application/problem+json')).toBe(true);
    for (const { key, acknowledged } of writers) {
      const listed = await listedIds(key);
      expect(
        acknowledged.filter((id) => !listed.has(id)),
        key,
      ).toEqual([]);
    }
    // Its test clock came back at its time.
    expect((await send(doomed, 'GET', `/__mock/test-clocks/${clock.id}`)).body.now).toBe('2027-01-01T01:00:00.000Z');
  });

  test('the parallel test-clock recipe runs through the balancer, its tests spread over the shards', async (context) => {
    const { url } = running(context);
    const seeds = Array.from({ length: 12 }, (_, i) => 2000 + i);
    const keys = await Promise.all(seeds.map((seed) => ownClockTest(url, seed, context.expect)));
    const used = new Set(await Promise.all(keys.map(shardOf)));
    expect(used.size).toBeGreaterThan(1);
  });

  test('a fourth shard takes keys from the others and none moves between them; the start moves those accounts to it whole', async (context) => {
    running(context);
    const keys = Array.from({ length: 40 }, (_, i) => `spread-${i}`);
    const jobs = new Map<string, string>();
    for (const key of keys) {
      await makeAccount(key);
      jobs.set(key, (await send(key, 'POST', '/v1/jobs', validJob({ name: key }))).body.id);
    }
    const before = new Map(await Promise.all(keys.map(async (key) => [key, await shardOf(key)] as const)));
    await sandbox!.close();
    sandbox = undefined;
    sandbox = await startSandbox({ shards: 4, port: 0, stateDir, log: (line) => logs.push(line) });

    const { moved, stayed, onTestClocks } = sandbox.rebalanced;
    expect(onTestClocks).toEqual([]);
    // Each account counted once, moved or not.
    const held = await Promise.all(
      sandbox.shards.map(
        async (shard) => ((await (await fetch(`${shard.url}/__mock/accounts`)).json()) as any).data.length,
      ),
    );
    expect(moved.length + stayed).toBe(held.reduce((sum: number, n: number) => sum + n, 0));
    // Consistent hashing: keys move only to the new shard, none between the old ones.
    expect(new Set(moved.map((move) => move.to))).toEqual(new Set(['shard4']));
    for (const key of keys) {
      const now = await shardOf(key);
      expect([before.get(key), 'shard4'], key).toContain(now);
      const listed = await send(key, 'GET', '/v1/jobs');
      expect(
        listed.body.data.map((job: { id: string }) => job.id),
        key,
      ).toEqual([jobs.get(key)]);
    }
    const movedKeys = keys.filter((key) => before.get(key) !== 'shard4').length;
    expect(movedKeys).toBeGreaterThan(0);
  });
});
