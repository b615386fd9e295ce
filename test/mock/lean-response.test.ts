// mock/server/lean-response.ts: the Response the Node server's core answers is a Response to anyone who
// reads it, and the Express adapter takes the same answer from it as from a full Response (status, header
// fields — names compared as HTTP does, without case — and bytes), without building one.
import { describe, expect, test } from 'vitest';
import { toResponse, type Reply } from '../../mock/core/http/respond.ts';
import { leanResponse, replyOf } from '../../mock/server/lean-response.ts';
import { answerOf } from '../../mock/server/write-answer.ts';

const answerBytes = async (response: Response) => {
  const { status, headers, body } = await answerOf(response);
  return {
    status,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
    body: typeof body === 'string' ? new TextEncoder().encode(body) : body,
  };
};

describe('the adapter takes the same answer from a lean Response as from a full one', () => {
  test.each<[string, Reply]>([
    [
      'JSON, headers in mixed case',
      {
        status: 200,
        headers: { 'X-Request-Id': 'req_1', 'Content-Type': 'application/json', 'access-control-allow-origin': '*' },
        body: '{"data":[],"next_cursor":null}',
      },
    ],
    [
      'a problem with non-ASCII text',
      { status: 422, headers: { 'Content-Type': 'application/problem+json' }, body: '{"detail":"né — ✓"}' },
    ],
    ['no content', { status: 204, headers: { Allow: 'GET, PUT, OPTIONS' }, body: null }],
  ])('%s', async (_case, reply) => {
    const lean = leanResponse({ ...reply, headers: { ...reply.headers } });
    expect(replyOf(lean)).toBeDefined();
    expect(await answerBytes(lean)).toEqual(await answerBytes(toResponse(reply)));
  });

  test('an event stream stays the same stream', async () => {
    const stream = new ReadableStream<Uint8Array>();
    const reply = { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' }, body: stream };
    expect((await answerOf(leanResponse(reply))).body).toBe(stream);
  });
});

test('is a Response to any other reader, and the adapter then reads it as one', async () => {
  const reply: Reply = { status: 201, headers: { 'Content-Type': 'application/json' }, body: '{"id":"job_1"}' };
  const lean = leanResponse(reply);
  expect(lean).toBeInstanceOf(Response);
  expect(lean.status).toBe(201);
  expect(lean.ok).toBe(true);
  expect(lean.headers.get('content-type')).toBe('application/json');
  expect(replyOf(lean)).toBe(reply);
  // A member the lean object does not answer builds the full Response, which has the same body.
  expect(lean.statusText).toBe('');
  expect(await lean.clone().json()).toEqual({ id: 'job_1' });
  expect(replyOf(lean)).toBeUndefined();
  expect(new TextDecoder().decode((await answerBytes(lean)).body as Uint8Array)).toBe('{"id":"job_1"}');
  expect(leanResponse({ ...reply, status: 404 }).ok).toBe(false);
});

test('a full Response has no reply to give', () => {
  expect(replyOf(new Response('x'))).toBeUndefined();
});
