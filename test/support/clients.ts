// Two ways to talk to the mock in tests — the core's handle() directly, or HTTP through the Express
// app with supertest — with one request shape, and every answer passed through expectConforms.
import request from 'supertest';
import type { Express } from 'express';
import { createMockCore, createVirtualClock, type MockCore, type MockCoreOptions } from '../../mock/core/index.ts';
import { createMockApp } from '../../mock/server/express-adapter.ts';
import { expectConforms, parseBody, type Answer } from './expect-conforms.ts';

export const startOfTest = Date.parse('2026-11-22T15:00:00.000Z');

export interface Call {
  method?: string;
  path: string;
  /** Sent as X-API-Key unless null. */
  key?: string | null;
  /** Objects are sent as JSON with Content-Type application/json; strings and bytes (Uint8Array) as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the contract check (only for tests of deliberate faults). */
  unchecked?: boolean;
  /** sendToCore only: the body is a stream that gives its bytes once this settles (a body that arrives late). */
  bodyAfter?: Promise<unknown>;
}

/**
 * The body as a stream that waits for `after` before it gives its bytes, and only once the reader asks for them
 * (no queue filled ahead: a body nobody reads is never asked for).
 */
function lateBody(body: string | Uint8Array<ArrayBuffer>, after: Promise<unknown>): ReadableStream<Uint8Array> {
  return new ReadableStream(
    {
      async pull(controller) {
        await after;
        controller.enqueue(typeof body === 'string' ? new TextEncoder().encode(body) : body);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

export type Send = (call: Call) => Promise<Answer>;

function prepare(call: Call): {
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | undefined;
} {
  const headers: Record<string, string> = {};
  if (call.key !== null && call.key !== undefined) headers['X-API-Key'] = call.key;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  // Bytes (e.g. a body that is not UTF-8) are sent as they are, like strings.
  if (call.body instanceof Uint8Array) body = new Uint8Array(call.body);
  else if (call.body !== undefined) {
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    if (typeof call.body !== 'string') headers['Content-Type'] = 'application/json';
  }
  return { method: call.method ?? 'GET', headers: { ...headers, ...call.headers }, body };
}

export function sendToCore(core: MockCore): Send {
  return async (call) => {
    const { method, headers, body } = prepare(call);
    const sent = body !== undefined && call.bodyAfter ? lateBody(body, call.bodyAfter) : body;
    const init = { method, headers, ...(sent !== undefined ? { body: sent, duplex: 'half' } : {}) };
    const response = await core.handle(new Request(`http://mock.test${call.path}`, init as RequestInit));
    const text = await response.text();
    const answer: Answer = {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text,
      body: parseBody(text),
    };
    return call.unchecked ? answer : expectConforms(method, call.path, answer);
  };
}

export function sendToApp(app: Express): Send {
  return async (call) => {
    const { method, headers, body } = prepare(call);
    let test = request(app)[method.toLowerCase() as 'get'](call.path);
    for (const [name, value] of Object.entries(headers)) test = test.set(name, value);
    // A string is sent as it is; superagent would add a form Content-Type when none was set.
    if (body !== undefined) {
      test = test.send(typeof body === 'string' ? body : Buffer.from(body));
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
        test = test.unset('Content-Type');
    }
    const response = await test.buffer(true).parse((res, done) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => done(null, data));
    });
    const text = (response.body as string) ?? '';
    const answer: Answer = {
      status: response.status,
      headers: response.headers as Record<string, string>,
      text,
      body: parseBody(text),
    };
    return call.unchecked ? answer : expectConforms(method, call.path, answer);
  };
}

export interface TestMock {
  core: MockCore;
  send: Send;
}

/** A core on a virtual clock with two accounts (`key-a`, `key-b`). */
export function createTestMock(options: Partial<MockCoreOptions> = {}): TestMock {
  const core = createMockCore({ clock: createVirtualClock(startOfTest), apiKeys: ['key-a', 'key-b'], ...options });
  return { core, send: sendToCore(core) };
}

export function createTestApp(options: Partial<MockCoreOptions> = {}): TestMock & { app: Express } {
  const core = createMockCore({ clock: createVirtualClock(startOfTest), apiKeys: ['key-a', 'key-b'], ...options });
  const app = createMockApp(core);
  return { core, app, send: sendToApp(app) };
}

export const validJob = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nightly report',
  url: 'https://example.com/hooks/report',
  schedule_type: 'interval',
  interval_seconds: 3600,
  ...overrides,
});

/** Creates a job and answers its record. */
export async function createJob(send: Send, key: string, overrides: Record<string, unknown> = {}): Promise<any> {
  const answer = await send({ method: 'POST', path: '/v1/jobs', key, body: validJob(overrides) });
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${answer.text}`);
  return answer.body;
}
