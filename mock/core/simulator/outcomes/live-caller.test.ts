import { describe, expect, test } from 'vitest';
import { createFetchCaller } from './live-caller.ts';
import { TargetRefusedError } from './ssrf-guard.ts';
import { jobDef, virtualEngine } from '../../testing/engine.ts';

/** A fake fetch: answers from a function and remembers the requests. */
function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer(String(input), init ?? {});
  }) as typeof fetch;
  return { fn, calls };
}

describe('live caller: the call and its failures', () => {
  test('calls with the job method, no body, no redirects, and keeps 1 KiB of the answer', async () => {
    const { fn, calls } = fakeFetch(() => new Response('x'.repeat(5000), { status: 201 }));
    let t = 0;
    const caller = createFetchCaller({ fetch: fn, elapsed: () => (t += 40) });
    const outcome = await caller({ url: 'https://example.com/hook', method: 'POST', timeoutMs: 30_000 });
    expect(outcome).toEqual({ status: 201, durationMs: 40, error: null, excerpt: 'x'.repeat(1024) });
    expect(calls[0]!.init).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  test('a redirect answer is a failure with its status', async () => {
    const { fn } = fakeFetch(
      () => new Response(null, { status: 302, headers: { location: 'https://elsewhere.test/' } }),
    );
    const outcome = await createFetchCaller({ fetch: fn })({
      url: 'https://example.com/',
      method: 'GET',
      timeoutMs: 1000,
    });
    expect(outcome).toMatchObject({ status: 302, error: 'http_status' });
  });

  test('an abort by the timeout is a timeout of the full timeout', async () => {
    const { fn } = fakeFetch(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(
      await createFetchCaller({ fetch: fn })({ url: 'https://example.com/', method: 'GET', timeoutMs: 5000 }),
    ).toEqual({ status: null, durationMs: 5000, error: 'timeout' });
  });

  test('a network failure is a connection error that says why', async () => {
    const { fn } = fakeFetch(() => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND nowhere.test') });
    });
    const outcome = await createFetchCaller({ fetch: fn })({
      url: 'https://nowhere.test/',
      method: 'GET',
      timeoutMs: 5000,
    });
    expect(outcome).toMatchObject({
      status: null,
      error: 'connection_error',
      message: 'The target could not be reached: getaddrinfo ENOTFOUND nowhere.test.',
    });
  });
});

describe('live caller: refusals, and the engine recording its outcomes', () => {
  test('private targets are refused without a call, unless allowed', async () => {
    const { fn, calls } = fakeFetch(() => new Response('ok'));
    const refused = await createFetchCaller({ fetch: fn })({
      url: 'http://127.0.0.1:4010/',
      method: 'GET',
      timeoutMs: 5000,
    });
    expect(refused).toMatchObject({
      status: null,
      durationMs: 0,
      error: 'connection_error',
      message: expect.stringMatching(/^Refused: 127\.0\.0\.1 is loopback\./),
    });
    expect(calls).toHaveLength(0);
    const allowed = await createFetchCaller({ fetch: fn, allowPrivate: true })({
      url: 'http://127.0.0.1:4010/',
      method: 'GET',
      timeoutMs: 5000,
    });
    expect(allowed).toMatchObject({ status: 200, error: null });
  });

  test('a refusal by the fetch port (a name resolving to a private address) is reported as the refusal', async () => {
    const { fn } = fakeFetch(() => {
      throw new TypeError('fetch failed', {
        cause: new TargetRefusedError('Refused: intranet.example resolves to 10.0.0.5, which is private.'),
      });
    });
    const outcome = await createFetchCaller({ fetch: fn })({
      url: 'https://intranet.example/',
      method: 'GET',
      timeoutMs: 5000,
    });
    expect(outcome).toEqual({
      status: null,
      durationMs: 0,
      error: 'connection_error',
      message: 'Refused: intranet.example resolves to 10.0.0.5, which is private.',
    });
  });

  test('the engine records live outcomes, with the custom message, on a virtual clock', async () => {
    const { fn } = fakeFetch((url) => (url.includes('bad') ? new Response('no', { status: 500 }) : new Response('ok')));
    const { engine } = virtualEngine({ caller: createFetchCaller({ fetch: fn, elapsed: () => 0 }) });
    const good = jobDef({ url: 'https://good.example/' });
    const bad = jobDef({ url: 'https://bad.example/', notify_on_failure: true });
    const local = jobDef({ url: 'http://localhost:8080/' });
    for (const job of [good, bad, local]) engine.addJob('acc_1', job);
    const { runs } = await engine.advanceBy(60);
    expect(runs.map((run) => [run.job_id, run.outcome, run.http_status])).toEqual([
      [good.id, 'succeeded', 200],
      [bad.id, 'failed', 500],
      [local.id, 'failed', null],
    ]);
    expect(runs[2]!.error).toEqual({
      code: 'connection_error',
      message: expect.stringMatching(/^Refused: localhost is a loopback name\./),
    });
    expect(engine.outbox.list()).toHaveLength(1);
  });

  test('a caller that throws frees the job and records a connection error', async () => {
    const { engine } = virtualEngine({ caller: async () => Promise.reject(new Error('boom')) });
    const job = jobDef();
    engine.addJob('acc_1', job);
    const { runs } = await engine.advanceBy(120);
    expect(runs.map((run) => run.error?.message)).toEqual(['The call failed: boom', 'The call failed: boom']);
    expect(engine.isRunning(job.id)).toBe(false);
  });
});
