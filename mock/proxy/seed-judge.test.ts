// The core judgement holds traffic only to what the seed states: every case here is one statement,
// kept or broken, and what the seed leaves open is never a violation.
import { describe, expect, test } from 'vitest';
import type { ProxiedExchange } from './exchange.ts';
import { createExchangeJudge } from './exchange-judge.ts';

const json = { 'content-type': 'application/json' };
const seedJob = {
  name: 'n',
  url: 'https://example.com/x',
  method: 'GET',
  schedule_type: 'interval',
  interval_seconds: 60,
  notify_on_failure: true,
};

function exchange(
  over: {
    method?: string;
    target?: string;
    headers?: Record<string, string>;
    body?: unknown;
    status?: number;
    answer?: string;
    answerHeaders?: Record<string, string>;
  } = {},
): ProxiedExchange {
  const body = over.body === undefined ? '' : typeof over.body === 'string' ? over.body : JSON.stringify(over.body);
  return {
    method: over.method ?? 'POST',
    target: over.target ?? '/v1/jobs',
    headers: over.headers ?? { 'x-api-key': 'k', ...json },
    body: new TextEncoder().encode(body),
    answer: { status: over.status ?? 201, headers: over.answerHeaders ?? json, text: over.answer ?? '{"id":1}' },
  };
}

const judged = (x: ProxiedExchange) => createExchangeJudge('core').judge(x);
const rules = async (x: ProxiedExchange) =>
  (await judged(x)).map((v) => `${v.side} ${v.rule} ${v.pointer ?? ''}`.trim());

describe('core judgement', () => {
  test('a seed-shaped create answered with any 2xx and any JSON shape has no violation', async () => {
    expect(await rules(exchange({ body: seedJob }))).toEqual([]);
    expect(await rules(exchange({ body: seedJob, status: 200, answer: '{"job":{"ref":"a"}}' }))).toEqual([]);
    // Fields the seed does not name, and values it leaves open (method POST, a tiny interval).
    expect(await rules(exchange({ body: { ...seedJob, method: 'POST', interval_seconds: 1, colour: 'red' } }))).toEqual(
      [],
    );
  });

  test("the seed's types, rule 1 and the JSON object are the client's to keep", async () => {
    expect(
      await rules(
        exchange({ body: { ...seedJob, url: '/relative', notify_on_failure: 'yes', interval_seconds: 1.5 } }),
      ),
    ).toEqual(['client schema /url', 'client schema /interval_seconds', 'client schema /notify_on_failure']);
    const { interval_seconds: _, ...withoutInterval } = seedJob;
    expect(await rules(exchange({ body: withoutInterval }))).toEqual(['client schema /interval_seconds']);
    expect(await rules(exchange({ body: [seedJob] }))).toEqual(['client schema']);
    expect(await rules(exchange({ body: '{"name":', status: 400 }))).toEqual(['client json']);
    expect(
      await rules(
        exchange({ body: seedJob, headers: { 'x-api-key': 'k', 'content-type': 'text/plain' }, status: 415 }),
      ),
    ).toEqual(['client content-type']);
  });

  test("outside /v1 is the client's; any answer to it is the server's to choose", async () => {
    expect(await rules(exchange({ method: 'GET', target: '/v2/jobs', status: 404, answer: 'no' }))).toEqual([
      'client prefix',
    ]);
  });

  test("a missing key is the client's; served without one, it is the server's too", async () => {
    expect(await rules(exchange({ method: 'GET', headers: {}, status: 401, answer: '' }))).toEqual(['client auth']);
    expect(await rules(exchange({ method: 'GET', headers: { 'x-api-key': ' ' }, status: 403, answer: '' }))).toEqual([
      'client auth',
    ]);
    expect(await rules(exchange({ method: 'GET', headers: {}, status: 200, answer: '[]' }))).toEqual([
      'client auth',
      'server auth',
    ]);
  });

  test("a 5xx, and a 2xx job answer that is not JSON, are the server's", async () => {
    expect(await rules(exchange({ body: seedJob, status: 503, answer: 'busy' }))).toEqual(['server server-error']);
    expect(await rules(exchange({ method: 'GET', status: 200, answer: '<html>' }))).toEqual(['server json']);
    expect(await rules(exchange({ method: 'DELETE', target: '/v1/jobs/1', status: 204, answer: '' }))).toEqual([]);
  });

  test("a job shown to another key than the one that created it is the server's (ids as text, at any depth)", async () => {
    const judge = createExchangeJudge('core');
    await judge.judge(exchange({ body: seedJob, headers: { 'x-api-key': 'a', ...json }, answer: '{"job":{"id":7}}' }));
    const list = (key: string) =>
      exchange({ method: 'GET', headers: { 'x-api-key': key }, status: 200, answer: '{"items":[{"job":{"id":"7"}}]}' });
    expect((await judge.judge(list('a'))).map((v) => v.rule)).toEqual([]);
    expect((await judge.judge(list('b'))).map((v) => `${v.side} ${v.rule}`)).toEqual(['server isolation']);
  });
});
