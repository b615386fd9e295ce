// The validating proxy in front of a mock with faults (conformance/selftest/faults, which wrap the real
// core from the outside): each server-side violation reaches the journal marked `server`, each of the
// client's own mistakes marked `client`, with where the contract says so and a curl line that replays it.
// `--judge core` holds the upstream only to what the seed states.
import { afterEach, describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { answerWith, isCreate, jsonOf, type Fault } from '../../conformance/selftest/faults/fault.ts';
import { createReturns200 } from '../../conformance/selftest/faults/answers.ts';
import { listAllAccounts } from '../../conformance/selftest/faults/auth.ts';
import { startFaultyMock, type FaultyMock } from '../../conformance/selftest/faults/serve.ts';
import type { MockServer } from '../../mock/server/start-mock-server.ts';
import { job, journalWith, send, startProxy } from './support.ts';

const keys = ['key-one', 'key-two'] as const;
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const server of open.splice(0).reverse()) await server.close();
});

/** A created job's answer without its `status`. */
const createdWithoutStatus: Fault = (handle) => async (request) => {
  const answer = await handle(request);
  if (!isCreate(request) || answer.status !== 201) return answer;
  const { status: _status, ...rest } = await jsonOf(answer);
  return answerWith(answer, { body: rest });
};

/** Every list answers 500. */
const listFails: Fault = (handle) => async (request) => {
  const answer = await handle(request);
  return request.method === 'GET' && new URL(request.url).pathname === '/v1/jobs'
    ? answerWith(answer, { status: 500 })
    : answer;
};

async function behind(
  judge: 'core' | 'full',
  ...faults: Fault[]
): Promise<{ upstream: FaultyMock; proxy: MockServer }> {
  const upstream = await startFaultyMock(
    { clock: createVirtualClock(Date.parse('2026-11-22T15:00:00Z')), apiKeys: keys },
    ...faults,
  );
  open.push(upstream);
  const proxy = await startProxy(upstream.url, { judge });
  open.push(proxy);
  return { upstream, proxy };
}

const serverSide = (entry: { violations: Array<{ side?: string; rule: string; detail: string }> }) =>
  entry.violations.filter((v) => v.side === 'server');

describe('full judgement: the spec', () => {
  test('a wrong status (200 for a create) is a server violation; the client sees the upstream answer unchanged', async () => {
    const { proxy } = await behind('full', createReturns200);
    const answer = await send(proxy, '/v1/jobs', { key: keys[0], body: job });
    expect(answer.status).toBe(200);
    expect((await answer.json()).name).toBe('nightly');
    const [entry] = await journalWith(proxy, 1);
    expect(entry!.violations.filter((v) => v.side === 'client')).toEqual([]);
    expect(serverSide(entry!)).toEqual([
      expect.objectContaining({
        rule: 'response',
        side: 'server',
        where: '#/paths/~1v1~1jobs/post/responses',
        detail: expect.stringContaining('status 200 is not documented'),
      }),
    ]);
  });

  test('a missing field is a server violation naming the field', async () => {
    const { proxy } = await behind('full', createdWithoutStatus);
    expect((await send(proxy, '/v1/jobs', { key: keys[0], body: job })).status).toBe(201);
    const [entry] = await journalWith(proxy, 1);
    expect(
      serverSide(entry!)
        .map((v) => v.detail)
        .join('\n'),
    ).toMatch(/status/);
    expect(serverSide(entry!).every((v) => v.rule === 'response')).toBe(true);
  });

  test("another account's job in a list is a server violation (isolation) at either level, pointing at its id", async () => {
    const contracts = { full: '#/paths/~1v1~1jobs/get/description', core: 'seed §4.2' };
    for (const judge of ['full', 'core'] as const) {
      const { proxy } = await behind(judge, listAllAccounts(keys));
      const created = await (await send(proxy, '/v1/jobs', { key: keys[1], body: { ...job, name: 'theirs' } })).json();
      expect((await send(proxy, '/v1/jobs', { key: keys[0] })).status).toBe(200);
      const entries = await journalWith(proxy, 2);
      expect(serverSide(entries[0]!)).toEqual([]);
      expect(serverSide(entries[1]!)).toEqual([
        {
          rule: 'isolation',
          side: 'server',
          where: contracts[judge],
          pointer: '/data/0/id',
          detail: expect.stringContaining(created.id),
        },
      ]);
    }
  });

  test('a server violation in the answer body carries its pointer into that body, as a client one does into the request', async () => {
    const { proxy } = await behind('full', createdWithoutStatus);
    await send(proxy, '/v1/jobs', { key: keys[0], body: { ...job, colour: 'red' } });
    await send(proxy, '/v1/jobs', { key: keys[0], body: job });
    const [refused, created] = await journalWith(proxy, 2);
    const [client] = refused!.violations;
    const [server] = serverSide(created!);
    expect(client).toMatchObject({ side: 'client', rule: 'schema', pointer: '/colour' });
    expect(server).toMatchObject({ side: 'server', rule: 'response', pointer: '/status' }); // the job's missing field
    expect(server!.detail).toMatch(/status/);
    // The same fields on both sides; the replay line is the entry's, for either.
    expect(Object.keys(server!).sort()).toEqual(Object.keys(client!).sort());
    for (const entry of [refused!, created!]) expect(entry.curl).toMatch(/^curl /);
  });

  test("the client's own mistakes are client-side: an unknown field, a missing key; a correct upstream has none", async () => {
    const { proxy } = await behind('full');
    expect((await send(proxy, '/v1/jobs', { key: keys[0], body: { ...job, colour: 'red' } })).status).toBe(422);
    expect((await send(proxy, '/v1/jobs')).status).toBe(401);
    const [unknownField, noKey] = await journalWith(proxy, 2);
    expect([unknownField!.operation_id, unknownField!.path]).toEqual(['createJob', '/v1/jobs']);
    expect(unknownField!.violations).toEqual([
      expect.objectContaining({
        side: 'client',
        rule: 'schema',
        pointer: '/colour',
        where: '#/paths/~1v1~1jobs/post/requestBody',
      }),
    ]);
    expect(noKey!.violations).toEqual([expect.objectContaining({ side: 'client', rule: 'auth' })]);
    expect(noKey!.key_fingerprint).toBeNull();
  });

  test('the curl line replays the request with the key as $CRONJOBS_API_KEY, never the key itself', async () => {
    const { upstream, proxy } = await behind('full');
    await send(proxy, '/v1/jobs?from=proxy', { key: keys[0], body: { ...job, colour: 'red' } });
    const [entry] = await journalWith(proxy, 1);
    expect(entry!.curl).toContain(`'${upstream.url}/v1/jobs?from=proxy'`);
    expect(entry!.curl).toContain(`-H 'X-API-Key: '"$CRONJOBS_API_KEY"`);
    expect(entry!.curl).toContain(`--data-binary '${JSON.stringify({ ...job, colour: 'red' })}'`);
    expect(entry!.curl).not.toContain(keys[0]);
  });

  test('a 5xx is a server violation, and the request.violations event carries the entry', async () => {
    const { proxy } = await behind('full', listFails);
    const stop = new AbortController();
    const events = await fetch(`${proxy.url}/__mock/events?types=request.violations`, { signal: stop.signal });
    const reader = events.body!.getReader();
    expect((await send(proxy, '/v1/jobs', { key: keys[0] })).status).toBe(500);
    let text = '';
    while (!text.includes('event: request.violations')) text += new TextDecoder().decode((await reader.read()).value);
    stop.abort();
    const [entry] = await journalWith(proxy, 1);
    // Under the spec, a 5xx breaks the answer the operation documents for it (an unexpected failure).
    expect(serverSide(entry!)).toContainEqual({
      rule: 'server-error',
      side: 'server',
      where: '#/components/responses/InternalError',
      detail: 'the upstream answered 500',
    });
    const data = JSON.parse(/data: (.*)\n/.exec(text.slice(text.indexOf('event: request.violations')))![1]!);
    expect(data.entry).toEqual(entry);
  });
});

describe('core judgement: only what the seed states', () => {
  test('a wrong status and a missing field pass (the seed leaves both open); a 5xx does not', async () => {
    const { proxy } = await behind('core', createReturns200, createdWithoutStatus, listFails);
    expect((await send(proxy, '/v1/jobs', { key: keys[0], body: job })).status).toBe(200);
    expect((await send(proxy, '/v1/jobs', { key: keys[0] })).status).toBe(500);
    const [create, list] = await journalWith(proxy, 2);
    expect(create!.violations).toEqual([]);
    expect(serverSide(list!)).toEqual([
      expect.objectContaining({ rule: 'server-error', where: 'seed (no statement allows a 5xx)' }),
    ]);
  });

  test("an unknown field is no violation (the seed does not refuse one); a missing key and a seed type are the client's", async () => {
    const { proxy } = await behind('core');
    await send(proxy, '/v1/jobs', { key: keys[0], body: { ...job, colour: 'red' } });
    await send(proxy, '/v1/jobs', { key: keys[0], body: { ...job, interval_seconds: '60' } });
    await send(proxy, '/v1/jobs');
    const [unknownField, wrongType, noKey] = await journalWith(proxy, 3);
    expect(unknownField!.violations).toEqual([]);
    expect(wrongType!.violations).toEqual([
      expect.objectContaining({ side: 'client', rule: 'schema', pointer: '/interval_seconds', where: 'seed §2' }),
    ]);
    expect(noKey!.violations).toEqual([expect.objectContaining({ side: 'client', rule: 'auth', where: 'seed §5.1' })]);
  });

  test('an upstream that serves a request without a key breaks seed §5.1 on the server side', async () => {
    const { acceptMissingKey } = await import('../../conformance/selftest/faults/auth.ts');
    const { proxy } = await behind('core', acceptMissingKey(keys[0]));
    expect((await send(proxy, '/v1/jobs')).status).toBe(200);
    const [entry] = await journalWith(proxy, 1);
    expect(entry!.violations).toEqual([
      expect.objectContaining({ side: 'client', rule: 'auth' }),
      expect.objectContaining({ side: 'server', rule: 'auth', where: 'seed §5.1' }),
    ]);
  });
});
