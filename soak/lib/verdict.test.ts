// What the soak counts as a failure, case by case: a wrong verdict would hide a defect or invent one.
import { describe, expect, test } from 'vitest';
import type { FuzzRequest } from './fuzz.ts';
import type { Outcome } from './raw-client.ts';
import { judge, targetsServiceApi } from './verdict.ts';

const request = (target: string): FuzzRequest => ({
  method: 'GET',
  target,
  version: 'HTTP/1.1',
  headers: [],
  body: new Uint8Array(0),
  framing: { kind: 'length' },
});
const answered = (status: number, body: string): Outcome => ({
  kind: 'answered',
  answer: { status, headers: {}, body: Buffer.from(body) },
  ms: 1,
});

describe('judge', () => {
  test.each([
    {
      name: '404 problem',
      target: '/v1/jobs/x',
      outcome: answered(404, '{"title":"Not Found"}'),
      failure: undefined,
      bucket: '4xx',
    },
    {
      name: 'a /v1 list',
      target: '/v1/jobs',
      outcome: answered(200, '{"data":[],"next_cursor":null}'),
      failure: undefined,
      bucket: '2xx',
    },
    { name: '500', target: '/v1/jobs', outcome: answered(500, 'boom'), failure: '5xx', bucket: '5xx' },
    { name: '503 anywhere', target: '/__mock/clock', outcome: answered(503, ''), failure: '5xx', bucket: '5xx' },
    {
      name: 'reset',
      target: '/v1/jobs',
      outcome: { kind: 'dropped', reason: 'ECONNRESET', receivedBytes: 0, ms: 1 } as Outcome,
      failure: 'dropped',
      bucket: 'dropped',
    },
    {
      name: 'no answer',
      target: '/v1/jobs',
      outcome: { kind: 'timeout', receivedBytes: 0, ms: 10 } as Outcome,
      failure: 'timeout',
      bucket: 'timeout',
    },
    {
      name: 'server gone',
      target: '/v1/jobs',
      outcome: { kind: 'refused', reason: 'ECONNREFUSED', ms: 1 } as Outcome,
      failure: 'refused',
      bucket: 'refused',
    },
    {
      name: 'account keys through dot segments',
      target: '/v1/jobs/%2e%2e/%2e%2e/__mock/accounts',
      outcome: answered(200, '{"data":[{"id":"acc_1","name":"a","api_key":"k"}]}'),
      failure: 'reached-control',
      bucket: '2xx',
    },
    {
      name: 'the clock through ../',
      target: '/v1/../__mock/clock',
      outcome: answered(200, '{"now":"2026-01-01T00:00:00Z","mode":"real"}'),
      failure: 'reached-control',
      bucket: '2xx',
    },
    {
      name: 'notifications through ../',
      target: '/v1/../__mock/notifications',
      outcome: answered(200, '{"data":[]}'),
      failure: 'reached-control',
      bucket: '2xx',
    },
    {
      name: 'absolute-form /v1 reaching the journal',
      target: 'http://localhost/v1/../__mock/requests',
      outcome: answered(200, '{"data":[{"key_fingerprint":"x"}]}'),
      failure: 'reached-control',
      bucket: '2xx',
    },
    {
      name: 'the control API asked directly is not a leak',
      target: '/__mock/accounts',
      outcome: answered(200, '{"data":[{"api_key":"k"}]}'),
      failure: undefined,
      bucket: '2xx',
    },
    {
      name: 'a 400 naming the path is not a leak',
      target: '/v1/../__mock/accounts',
      outcome: answered(400, '{"detail":"dot segment in /v1/../__mock/accounts"}'),
      failure: undefined,
      bucket: '4xx',
    },
  ])('$name', ({ target, outcome, failure, bucket }) => {
    const verdict = judge(request(target), outcome);
    expect(verdict.failure?.kind).toBe(failure);
    expect(verdict.bucket).toBe(bucket);
  });
});

describe('targetsServiceApi', () => {
  test.each([
    ['/v1', true],
    ['/v1/jobs', true],
    ['/v1/../__mock', true],
    ['/v1%2f..', true],
    ['/V1/jobs', true],
    ['http://localhost/v1/jobs', true],
    ['/v10/jobs', false],
    ['/v1jobs', false],
    ['/__mock/accounts', false],
    ['/', false],
    ['127.0.0.1:80', false],
  ])('%s → %s', (target, expected) => {
    expect(targetsServiceApi(target)).toBe(expected);
  });
});
