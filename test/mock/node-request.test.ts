// mock/server/node-request.ts: what the Express adapter hands to `handle` is a full web Request and the
// request line as it arrived — the target as sent (dot segments and all) and a method no Request may carry —
// and the body is read from the Node request only when asked for, capped one byte over the limit.
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { expect, test } from 'vitest';
import { createMockCore, createVirtualClock, maxBodyBytes } from '../../mock/core/index.ts';
import { toWebCall } from '../../mock/server/node-request.ts';
import { startOfTest } from '../support/clients.ts';

function nodeRequest(method: string, target: string, rawHeaders: string[], body?: string | Buffer) {
  const incoming = new IncomingMessage(new Socket());
  incoming.method = method;
  incoming.url = target;
  incoming.rawHeaders = rawHeaders;
  for (let i = 0; i < rawHeaders.length; i += 2) incoming.headers[rawHeaders[i]!.toLowerCase()] = rawHeaders[i + 1];
  let pulled = false;
  incoming._read = () => {
    if (pulled) return;
    pulled = true;
    if (body !== undefined) incoming.push(body);
    incoming.push(null);
  };
  return { incoming, read: () => pulled };
}

test('a full Request with the headers as sent, and the request line with the target as sent', async () => {
  const body = '{"name":"x"}';
  const { incoming, read } = nodeRequest(
    'POST',
    '/v1/../__mock/accounts?x=1',
    ['Content-Type', 'application/json', 'X-API-Key', 'dev-key', 'Accept', 'a/b', 'Accept', 'c/d'],
    body,
  );
  const { request, sent } = toWebCall(incoming, undefined);
  expect(request).toBeInstanceOf(Request);
  expect(sent).toEqual({ method: 'POST', target: '/v1/../__mock/accounts?x=1' });
  // The Request's own URL is what the WHATWG parser makes of the target: why the line goes beside it.
  expect(request.url).toBe('http://localhost/__mock/accounts?x=1');
  expect(request.method).toBe('POST');
  expect(request.headers.get('x-api-key')).toBe('dev-key');
  expect(request.headers.get('accept')).toBe('a/b, c/d');
  // Nothing read until the core asks (a client waiting on `Expect: 100-continue` is told 100 only then).
  await new Promise((resolve) => setImmediate(resolve));
  expect(read()).toBe(false);
  expect(await request.text()).toBe(body);
  expect(read()).toBe(true);
});

test('a body over the limit is read only one byte past it', async () => {
  const { incoming } = nodeRequest('POST', '/v1/jobs', [], Buffer.alloc(maxBodyBytes * 2, 'a'));
  const { request } = toWebCall(incoming, undefined);
  expect((await request.arrayBuffer()).byteLength).toBe(maxBodyBytes + 1);
});

test.each(['CONNECT', 'TRACE', 'TRACK'])(
  '%s, which no Request may carry, reaches the core on the line',
  async (method) => {
    const { incoming } = nodeRequest(method, '/v1/jobs', ['X-API-Key', 'dev-key']);
    expect(() => new Request('http://localhost/', { method })).toThrow(TypeError);
    const { request, sent } = toWebCall(incoming, undefined);
    expect(sent.method).toBe(method);
    const core = createMockCore({ clock: createVirtualClock(startOfTest) });
    const response = await core.handle(request, sent);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, POST');
    core.close();
  },
);
