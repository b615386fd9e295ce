// The SSRF guard where it connects: the Node server's pinned fetch (resolve once, check every address,
// connect to the checked one) and the whole mock under live calls. Nothing here sends a packet anywhere
// but loopback: targets that would be public are opened by a test connector that records the address it
// was handed and connects to a local listener instead.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, test } from 'vitest';
import type { buildConnector } from 'undici';
import { createVirtualClock } from '../../mock/core/index.ts';
import { refusalIn } from '../../mock/core/simulator/outcomes/ssrf-guard.ts';
import { createPinnedFetch, type PinnedFetch, type Resolver } from '../../mock/server/pinned-fetch.ts';
import { startMockServer, type MockServerOptions } from '../../mock/server/start-mock-server.ts';
import { startOfTest } from '../support/clients.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An HTTP listener on every loopback address (dual-stack `::`) that counts the connections it accepts. */
async function listener(): Promise<{ port: number; connections: () => number; hosts: string[] }> {
  let connections = 0;
  const hosts: string[] = [];
  const server: Server = createServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    response.writeHead(200, { connection: 'close' }).end('local');
  });
  server.on('connection', () => connections++);
  // Dual-stack where the machine has IPv6, so `[::1]` and 127.0.0.1 reach the same listener.
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EAFNOSUPPORT' ? server.listen(0, '127.0.0.1', resolve) : reject(error),
    );
    server.listen(0, '::', resolve);
  });
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as AddressInfo).port, connections: () => connections, hosts };
}

/** A resolver answering from a script, one answer per call, counting the calls. */
function scriptedResolver(answers: string[][]): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    return answers[Math.min(calls.length, answers.length) - 1]!;
  };
  return Object.assign(resolve, { calls });
}

/** A connector that records what it was handed and opens the socket to 127.0.0.1:`port`, wherever asked. */
function loopbackConnector(
  port: number,
  fail: readonly string[] = [],
): buildConnector.connector & { handed: buildConnector.Options[] } {
  const handed: buildConnector.Options[] = [];
  const connector = (options: buildConnector.Options, callback: buildConnector.Callback) => {
    handed.push(options);
    if (fail.includes(options.hostname))
      return callback(
        Object.assign(new Error(`connect ECONNREFUSED ${options.hostname}`), { code: 'ECONNREFUSED' }),
        null,
      );
    const socket: Socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => callback(null, socket));
    socket.once('error', (error) => callback(error, null));
  };
  return Object.assign(connector, { handed });
}

function pinned(options: Parameters<typeof createPinnedFetch>[0]): PinnedFetch {
  const made = createPinnedFetch(options);
  cleanups.push(() => made.close());
  return made;
}

describe('the pinned fetch', () => {
  test('connects to the address it checked; a rebinding answer on the next lookup is refused, not connected', async () => {
    const local = await listener();
    const resolve = scriptedResolver([['93.184.216.34'], ['127.0.0.1']]);
    const connector = loopbackConnector(local.port);
    const { fetch } = pinned({ resolve, connector });

    const response = await fetch('http://rebind.test:8080/hook');
    expect(await response.text()).toBe('local');
    expect(resolve.calls).toEqual(['rebind.test']); // one lookup: the one that was checked
    expect(connector.handed).toEqual([
      expect.objectContaining({ hostname: '93.184.216.34', host: 'rebind.test:8080' }),
    ]);
    expect(local.hosts).toEqual(['rebind.test:8080']); // the Host header keeps the name

    // The listener closed that connection: the next one looks up again, gets 127.0.0.1 and is refused.
    const error = await fetch('http://rebind.test:8080/hook').then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusalIn(error)?.message).toMatch(/^Refused: rebind\.test resolves to 127\.0\.0\.1, which is loopback\./);
    expect(resolve.calls).toEqual(['rebind.test', 'rebind.test']);
    expect(connector.handed).toHaveLength(1);
    expect(local.connections()).toBe(1);
  });

  test('one non-public address among the answers refuses the name; nothing is opened', async () => {
    const connector = loopbackConnector(1);
    const { fetch } = pinned({ resolve: scriptedResolver([['93.184.216.34', '2002:c0a8:101::1']]), connector });
    const error = await fetch('https://mixed.test/').then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusalIn(error)?.message).toContain(
      'mixed.test resolves to 2002:c0a8:101::1, which is 6to4, embedding 192.168.1.1 (private)',
    );
    expect(connector.handed).toEqual([]);
  });

  test('the checked addresses are tried in order; the first that opens is used', async () => {
    const local = await listener();
    const connector = loopbackConnector(local.port, ['2606:4700::1111']);
    const { fetch } = pinned({ resolve: scriptedResolver([['2606:4700::1111', '93.184.216.34']]), connector });
    expect((await fetch('http://two.test/')).status).toBe(200);
    expect(connector.handed.map((o) => o.hostname)).toEqual(['2606:4700::1111', '93.184.216.34']);
  });

  test('address literals are checked without a lookup; a DNS failure is a plain connection error', async () => {
    const resolve = scriptedResolver([]);
    const failing: Resolver = async () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' }));
    const connector = loopbackConnector(1);
    const literal = await pinned({ resolve, connector })
      .fetch('http://[::ffff:0:7f00:1]:8080/')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refusalIn(literal)?.message).toMatch(
      /^Refused: ::ffff:0:7f00:1 is IPv4-translated, embedding 127\.0\.0\.1 \(loopback\)/,
    );
    const unknown = await pinned({ resolve: failing, connector })
      .fetch('http://nowhere.test/')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refusalIn(unknown)).toBeUndefined();
    expect((unknown as Error).cause).toMatchObject({ code: 'ENOTFOUND' });
    expect(resolve.calls).toEqual([]);
    expect(connector.handed).toEqual([]);
  });
});

/** Names /etc/hosts maps to a loopback address (besides `localhost`, which is refused by name). */
async function loopbackHostNames(): Promise<string[]> {
  const text = await readFile('/etc/hosts', 'utf8').catch(() => '');
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const [address, ...aliases] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (address && (address.startsWith('127.') || address === '::1'))
      for (const name of aliases) if (!/localhost/i.test(name)) names.add(name);
  }
  return [...names];
}

describe('the mock under --live-calls', () => {
  async function start(simulation: MockServerOptions['simulation']) {
    const server = await startMockServer({
      port: 0,
      clock: createVirtualClock(startOfTest),
      apiKeys: ['key-a'],
      simulation,
    });
    cleanups.push(() => server.close());
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'X-API-Key': 'key-a', 'Content-Type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: await response.json() };
    };
    return send;
  }

  test('every loopback spelling of a listener is refused with the reason, and no connection reaches it', async () => {
    const local = await listener();
    const p = local.port;
    const hostsNames = await loopbackHostNames();
    const targets = [
      `http://127.0.0.1:${p}/`,
      `http://127.8.9.10:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://0x7f.1:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://017700000001:${p}/`,
      `http://127.1:${p}/`,
      `http://0:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[::ffff:7f00:1]:${p}/`,
      `http://[::ffff:0:7f00:1]:${p}/`,
      `http://[::127.0.0.1]:${p}/`,
      `http://[64:ff9b::7f00:1]:${p}/`,
      `http://[2002:7f00:1::]:${p}/`,
      `http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${p}/`,
      `http://localhost:${p}/`,
      `http://LOCALHOST.:${p}/`,
      `https://app.localhost:${p}/`,
      ...hostsNames.map((name) => `http://${name}:${p}/`),
    ];
    const send = await start({ liveCalls: true });
    for (const [i, url] of targets.entries()) {
      const created = await send('POST', '/v1/jobs', {
        name: `spelling ${i}`,
        url,
        method: 'POST',
        schedule_type: 'interval',
        interval_seconds: 60,
      });
      expect(created.status, url).toBe(201);
    }
    const { body } = await send('POST', '/__mock/clock/advance', { seconds: 60 });
    expect(body.runs).toHaveLength(targets.length);
    for (const run of body.runs) {
      expect(run).toMatchObject({
        outcome: 'failed',
        http_status: null,
        error: { code: 'connection_error', message: expect.stringMatching(/^Refused: /) },
      });
    }
    const messages = body.runs.map((run: { error: { message: string } }) => run.error.message).join('\n');
    expect(messages).toContain('Refused: 127.0.0.1 is loopback.');
    expect(messages).toContain('Refused: ::ffff:0:7f00:1 is IPv4-translated, embedding 127.0.0.1 (loopback)');
    for (const name of hostsNames) expect(messages).toContain(`Refused: ${name} resolves to `);
    expect(local.connections()).toBe(0);
  });

  test('--allow-private-targets lifts the guard: the same listener is called (so the count above can fail)', async () => {
    const local = await listener();
    const send = await start({ liveCalls: true, allowPrivateTargets: true });
    for (const url of [`http://127.0.0.1:${local.port}/`, `http://2130706433:${local.port}/`]) {
      await send('POST', '/v1/jobs', { name: url, url, schedule_type: 'interval', interval_seconds: 60 });
    }
    const { body } = await send('POST', '/__mock/clock/advance', { seconds: 60 });
    expect(body.runs.map((run: { outcome: string; http_status: number }) => [run.outcome, run.http_status])).toEqual([
      ['succeeded', 200],
      ['succeeded', 200],
    ]);
    expect(local.connections()).toBe(2);
  });

  test('a name that resolves to loopback through the server’s resolver is refused, and never connected', async () => {
    const local = await listener();
    const resolve = scriptedResolver([['127.0.0.1']]);
    const send = await start({ liveCalls: true, liveFetch: pinned({ resolve }).fetch });
    await send('POST', '/v1/jobs', {
      name: 'intranet',
      url: `http://intranet.test:${local.port}/`,
      schedule_type: 'interval',
      interval_seconds: 60,
    });
    const { body } = await send('POST', '/__mock/clock/advance', { seconds: 60 });
    expect(body.runs[0].error).toEqual({
      code: 'connection_error',
      message: expect.stringMatching(/^Refused: intranet\.test resolves to 127\.0\.0\.1, which is loopback\./),
    });
    expect(resolve.calls).toEqual(['intranet.test']);
    expect(local.connections()).toBe(0);
  });
});
