import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../../contract/documents.ts';
import type { Exchange } from './http.ts';
import { validateExchange } from './response-validator.ts';

// The spec's own example of a job record (components/examples/JobActive): the fixture cannot drift from the schema.
const job = (serviceDocument.components.examples!['JobActive'] as { value: { id: string } & Record<string, unknown> })
  .value;
const problem = (status: number) => ({ type: 'about:blank', title: 'x', status, detail: 'what was wrong' });

function exchange(
  method: string,
  path: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Exchange {
  const text = body === undefined ? '' : JSON.stringify(body);
  const contentType =
    headers['content-type'] ??
    (body === undefined ? '' : status >= 400 ? 'application/problem+json' : 'application/json');
  return {
    request: { method, path },
    response: {
      status,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
      body: text,
      json: body,
      mediaType: contentType.split(';')[0]!.trim(),
    },
  };
}

const details = (e: Exchange) => validateExchange(e).map((v) => v.detail);

describe('validateExchange', () => {
  test.each([
    ['a created job with Location', exchange('POST', '/v1/jobs', 201, job, { location: `/v1/jobs/${job.id}` })],
    ['a list page', exchange('GET', '/v1/jobs?limit=2', 200, { data: [job], next_cursor: null })],
    [
      'a 401 with its challenge',
      exchange('GET', '/v1/jobs', 401, problem(401), { 'www-authenticate': 'ApiKey header="X-API-Key"' }),
    ],
    ['a 204 without a body', exchange('DELETE', `/v1/jobs/${job.id}`, 204, undefined)],
    ['a 404 for an unknown path', exchange('GET', '/v2/jobs', 404, problem(404))],
    ['a 405 with Allow', exchange('PUT', '/v1/jobs', 405, problem(405), { allow: 'GET, POST' })],
    [
      'a 405 to HEAD, with no content (RFC 9110 §9.3.2)',
      exchange('HEAD', '/v1/jobs', 405, undefined, { 'content-type': 'application/problem+json', allow: 'GET, POST' }),
    ],
    [
      'a JSON content type with a charset',
      exchange('GET', `/v1/jobs/${job.id}`, 200, job, { 'content-type': 'application/json; charset=utf-8' }),
    ],
  ])('accepts %s', (_, e) => {
    expect(details(e)).toEqual([]);
  });

  test.each([
    [
      'an undocumented status',
      exchange('GET', '/v1/jobs', 201, { data: [], next_cursor: null }),
      /status 201 is not documented for listJobs/,
    ],
    ['a missing required header', exchange('GET', '/v1/jobs', 401, problem(401)), /header WWW-Authenticate is missing/],
    ['a wrong header value', exchange('POST', '/v1/jobs', 201, job, { location: '/jobs/1' }), /header Location/],
    [
      'a body off the schema',
      exchange('GET', `/v1/jobs/${job.id}`, 200, { ...job, status: 'sleeping' }),
      /body \/status must be one of/,
    ],
    [
      'a missing field',
      exchange('GET', `/v1/jobs/${job.id}`, 200, { ...job, id: undefined }),
      /body \(root\) is required|\/id is required/,
    ],
    [
      'an error that is not a problem',
      exchange('GET', `/v1/jobs/${job.id}`, 404, { error: 'nope' }, { 'content-type': 'application/json' }),
      /Content-Type "application\/json" is not one of application\/problem\+json/,
    ],
    ['a body on a 204', exchange('DELETE', `/v1/jobs/${job.id}`, 204, { ok: true }), /a body was sent/],
    [
      'an unknown path served',
      exchange('GET', '/v2/jobs', 200, { data: [] }, { 'content-type': 'application/problem+json' }),
      /expected 404, got 200/,
    ],
    [
      'a 405 without Allow',
      exchange('PUT', '/v1/jobs', 405, problem(405)),
      /Allow null does not list GET, POST|does not list/,
    ],
    ['a problem without a detail', exchange('GET', '/v2/jobs', 404, { ...problem(404), detail: undefined }), /detail/],
    [
      'a problem with an empty detail',
      exchange('GET', '/v2/jobs', 404, { ...problem(404), detail: '' }),
      /\/detail must not be empty/,
    ],
  ])('rejects %s', (_, e, pattern) => {
    expect(details(e).join('\n')).toMatch(pattern);
  });
});

// The judge's findings are data as well as words: reports group and count by kind and pointer, never by
// reading the sentence.
describe('each violation carries its kind, pointer, expected and actual values', () => {
  test.each([
    [
      'an undocumented status',
      exchange('POST', '/v1/jobs', 202, job),
      { kind: 'status', pointer: '/status', actual: '202', expected: expect.arrayContaining(['201', '422']) },
    ],
    [
      'a served unknown path',
      exchange('GET', '/v2/jobs', 200, problem(200), { 'content-type': 'application/problem+json' }),
      { kind: 'status', pointer: '/status', actual: '200', expected: ['404'] },
    ],
    [
      'a non-operation method',
      exchange('PUT', '/v1/jobs', 400, problem(400)),
      { kind: 'status', pointer: '/status', actual: '400', expected: ['405'] },
    ],
    [
      'an error that is not a problem',
      exchange('GET', `/v1/jobs/${job.id}`, 404, { error: 'nope' }, { 'content-type': 'text/plain' }),
      {
        kind: 'content-type',
        pointer: '/headers/content-type',
        actual: 'text/plain',
        expected: ['application/problem+json'],
      },
    ],
    [
      'a missing required header',
      exchange('GET', '/v1/jobs', 401, problem(401)),
      { kind: 'header', pointer: '/headers/www-authenticate', expected: ['is required'] },
    ],
    [
      'a wrong header value',
      exchange('POST', '/v1/jobs', 201, job, { location: '/jobs/1' }),
      { kind: 'header', pointer: '/headers/location', actual: '/jobs/1' },
    ],
    [
      'a 405 without Allow',
      exchange('PUT', '/v1/jobs', 405, problem(405)),
      { kind: 'header', pointer: '/headers/allow' },
    ],
    [
      'a body off the schema',
      exchange('GET', `/v1/jobs/${job.id}`, 200, { ...job, status: 'sleeping' }),
      { kind: 'body-schema', pointer: '/body/status', expected: [expect.stringMatching(/^must be one of/)] },
    ],
    [
      'a body that is not JSON',
      {
        ...exchange('GET', `/v1/jobs/${job.id}`, 200, job),
        response: { ...exchange('GET', '/', 200, job).response!, body: 'hello' },
      },
      { kind: 'body-not-json', pointer: '/body', expected: ['application/json'] },
    ],
    [
      'a body on a 204',
      exchange('DELETE', `/v1/jobs/${job.id}`, 204, { ok: true }),
      { kind: 'body-not-documented', pointer: '/body' },
    ],
    [
      "a problem's status off the HTTP status",
      exchange('GET', `/v1/jobs/${job.id}`, 404, problem(400)),
      { kind: 'problem-status', pointer: '/body/status', expected: ['404'], actual: '400' },
    ],
  ])('%s', (_, e, data) => {
    expect(validateExchange(e)).toContainEqual(expect.objectContaining(data));
  });
});
