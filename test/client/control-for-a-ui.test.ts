// What a UI needs of cronjobs-kit/control, the web console being one: a token and a key read at each call
// (typed in later, or the account chosen now), a hook on 401 (to ask for the token), the answer's headers
// on a refusal (a sandbox balancer's mark), and every control route the console shows — the clock set to
// a time, an account's notification settings, the live events.
import { describe, expect, test } from 'vitest';
import { createCronJobsClient } from '../../client/index.ts';
import { ControlError, createMockControl } from '../../client/control.ts';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import { startOfTest } from '../support/clients.ts';

function lockedCore() {
  const core = createMockCore({ clock: createVirtualClock(startOfTest), apiKeys: ['dev-key'], controlToken: 'secret' });
  const sent: Request[] = [];
  const fetch = (request: Request) => {
    sent.push(request);
    return core.handle(request);
  };
  return { core, sent, fetch };
}

async function refusal(call: Promise<unknown>): Promise<ControlError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ControlError)) throw new Error(`expected a ControlError, got ${String(error)}`);
  return error;
}

describe('a token and a key read at each call', () => {
  test('a function-valued controlToken and apiKey are asked on every call; undefined sends no header', async () => {
    const { sent, fetch } = lockedCore();
    let token: string | undefined;
    let key: string | undefined;
    const control = createMockControl({ fetch, controlToken: () => token, apiKey: () => key });

    expect((await refusal(control.clock())).status).toBe(401);
    token = 'secret';
    await control.clock();
    key = 'dev-key';
    await control.clock();
    expect(sent.map((r) => [r.headers.get('Authorization'), r.headers.get('X-API-Key')])).toEqual([
      [null, null],
      ['Bearer secret', null],
      ['Bearer secret', 'dev-key'],
    ]);
  });

  test("a raw call's own header wins over the client's", async () => {
    const { sent, fetch } = lockedCore();
    const control = createMockControl({ fetch, controlToken: 'secret', apiKey: 'dev-key' });
    await control.raw.GET('/__mock/accounts', { headers: { 'X-API-Key': 'ck_other' } });
    expect(sent[0]!.headers.get('X-API-Key')).toBe('ck_other');
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer secret');
  });
});

describe('onUnauthorized', () => {
  test('is called with the 401 before the call throws, raw calls included; not on other answers', async () => {
    const { fetch } = lockedCore();
    const seen: number[] = [];
    const control = createMockControl({ fetch, controlToken: 'wrong', onUnauthorized: (r) => seen.push(r.status) });
    const error = await refusal(control.accounts.list());
    expect([error.status, seen]).toEqual([401, [401]]);
    expect(error.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    await control.raw.GET('/__mock/clock');
    expect(seen).toEqual([401, 401]);

    const right = createMockControl({ fetch, controlToken: 'secret', onUnauthorized: (r) => seen.push(r.status) });
    expect((await refusal(right.testClocks.get('clock_nope'))).status).toBe(404);
    expect(seen).toEqual([401, 401]);
  });

  test("a refusal carries the answer's headers", async () => {
    const balancer = createMockControl({
      baseUrl: 'http://sandbox.test',
      fetch: async () =>
        Response.json(
          { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Send X-API-Key.' },
          { status: 400, headers: { 'X-Cronjobs-Sandbox': '1', 'Content-Type': 'application/problem+json' } },
        ),
    });
    const error = await refusal(balancer.accounts.list());
    expect(error.headers.get('X-Cronjobs-Sandbox')).toBe('1');
    expect(error.message).toBe('GET /__mock/accounts answered 400: Send X-API-Key.');
  });
});

describe('the routes a console shows', () => {
  const failing = {
    name: 'fails',
    url: 'https://example.com/status/500',
    schedule_type: 'interval',
    interval_seconds: 60,
  } as const;

  test('setClock moves the virtual clock to a time and refuses going back', async () => {
    const { fetch } = lockedCore();
    const control = createMockControl({ fetch, controlToken: 'secret' });
    const moved = await control.setClock({ now: '2026-11-22T16:00:00Z' });
    expect([moved.now, (await control.clock()).now]).toEqual(['2026-11-22T16:00:00.000Z', '2026-11-22T16:00:00.000Z']);
    expect((await refusal(control.setClock({ now: '2026-11-22T15:00:00Z' }))).status).toBe(422);
  });

  test("an account's notification settings: read, set, refused with the field, secret rotated", async () => {
    const { fetch } = lockedCore();
    const control = createMockControl({ fetch, controlToken: 'secret' });
    const [account] = await control.accounts.list();
    const before = await control.accounts.notificationSettings(account!.id);
    expect(before.webhook_secret).toMatch(/^whsec_/);
    const set = await control.accounts.updateNotificationSettings(account!.id, { notify_url: 'http://127.0.0.1:9/h' });
    expect(set.notify_url).toBe('http://127.0.0.1:9/h');
    const bad = await refusal(control.accounts.updateNotificationSettings(account!.id, { notify_url: 'not a url' }));
    expect([bad.status, bad.problem?.errors?.[0]]).toEqual([422, expect.objectContaining({ pointer: '/notify_url' })]);
    const rotated = await control.accounts.rotateWebhookSecret(account!.id);
    expect(rotated.webhook_secret).not.toBe(before.webhook_secret);
  });

  test('events() streams the live events of a clock move, until its signal aborts', async () => {
    const { fetch } = lockedCore();
    const control = createMockControl({ fetch, controlToken: 'secret' });
    const service = createCronJobsClient({ baseUrl: 'http://in-process', apiKey: 'dev-key', fetch });
    await service.POST('/v1/jobs', { body: failing });
    const stop = new AbortController();
    const stream = await control.events({ types: ['run.finished'], signal: stop.signal });
    await control.advance(60);
    const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: run.finished')) text += (await reader.read()).value ?? '';
    expect(text).toMatch(/^id: \d+\nevent: run\.finished\ndata: \{.*"outcome":"failed"/m);
    stop.abort();
    // The stream ends (in process it closes, over the network the read rejects); left open, the test times out.
    for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) break;
    expect((await refusal(control.events({ types: ['nope'] }))).status).toBe(400);
  });
});
