// mock/server/node-request.ts: the Request the Express adapter hands to `handle` is a Request to anyone who
// reads it — the members the core reads come from the Node request as sent, every other member from a full
// Request built on first use, with the same body.
import { expect, test } from 'vitest';
import { nodeRequest } from '../../mock/server/node-request.ts';

const body = '{"name":"lean"}';

function lean(method = 'POST', target = '/v1/jobs/../__mock/accounts?x=1') {
  const calls = { body: 0, signal: 0 };
  const request = nodeRequest({
    method,
    url: `http://localhost${target}`,
    headers: { 'content-type': 'application/json', 'x-api-key': 'dev-key', accept: ['a/b', 'c/d'] },
    body: async () => {
      calls.body++;
      return new TextEncoder().encode(body).buffer as ArrayBuffer;
    },
    signal: () => {
      calls.signal++;
      return new AbortController().signal;
    },
  });
  return { request, calls };
}

test("is a Request whose url is the target as sent and whose headers read Node's", async () => {
  const { request, calls } = lean();
  expect(request).toBeInstanceOf(Request);
  expect(request.url).toBe('http://localhost/v1/jobs/../__mock/accounts?x=1');
  expect(request.method).toBe('POST');
  expect(request.headers).toBeInstanceOf(Headers);
  expect(request.headers.get('Content-Type')).toBe('application/json');
  expect(request.headers.get('Accept')).toBe('a/b, c/d');
  expect(request.headers.has('X-Api-Key')).toBe(true);
  expect(request.headers.has('Origin')).toBe(false);
  // Nothing read or made until asked for.
  expect(calls).toEqual({ body: 0, signal: 0 });
  expect(new TextDecoder().decode(await request.arrayBuffer())).toBe(body);
  expect(request.signal).toBe(request.signal);
  expect(calls).toEqual({ body: 1, signal: 1 });
});

test('every other member comes from a full Request with the same method, headers and body', async () => {
  const { request, calls } = lean('PATCH', '/v1/jobs/job_1');
  expect([...request.headers].sort()).toEqual([
    ['accept', 'a/b, c/d'],
    ['content-type', 'application/json'],
    ['x-api-key', 'dev-key'],
  ]);
  expect(request.bodyUsed).toBe(false);
  expect(await request.clone().text()).toBe(body);
  expect(await request.json()).toEqual({ name: 'lean' });
  expect(calls.body).toBe(1);
});

test('a method no web Request may carry still reaches whoever reads only what the core reads', () => {
  const { request } = lean('CONNECT', '/v1/jobs');
  expect(request.method).toBe('CONNECT');
  expect(request.headers.get('x-api-key')).toBe('dev-key');
  // A full Request refuses it, as `new Request` does.
  expect(() => request.body).toThrow(TypeError);
});

// The core must not depend on a leniency only the lean Headers has: under MSW it reads a full Request's.
test.each(['', 'Content Length', 'x-api-key:', 'é', '(x)'])('refuses the header name %j as Headers does', (name) => {
  const { request } = lean();
  expect(() => new Headers().get(name)).toThrow(TypeError);
  expect(() => request.headers.get(name)).toThrow(TypeError);
  expect(() => request.headers.has(name)).toThrow(TypeError);
});

test.each(["!#$%&'*+-.^_`|~09azAZ", 'X-API-KEY'])('takes the header name %j as Headers does', (name) => {
  const { request } = lean();
  expect(() => new Headers().get(name)).not.toThrow();
  expect(request.headers.get(name)).toBe(name === 'X-API-KEY' ? 'dev-key' : null);
  expect(request.headers.has(name)).toBe(name === 'X-API-KEY');
});
