// A failure's cause is one line shared by every failure it explains; the known-violation key leaves out
// what varies (a Content-Type's value) but keeps what makes a different cause (a status).
import { describe, expect, test } from 'vitest';
import type { ContractViolation } from '../../../contract/response-judge.ts';
import { causeOfViolation, checkOfViolation, serverErrorCause, statusCause, violationKey } from './failure-cause.ts';

const v = (data: Omit<ContractViolation, 'detail' | 'where'>): ContractViolation => ({
  ...data,
  detail: 'words',
  where: '#/x',
});

describe('causeOfViolation', () => {
  test.each([
    [
      v({ kind: 'status', pointer: '/status', expected: ['201', '400', '401', '422'], actual: '202' }),
      '202 where the spec says 201',
      'status',
    ],
    [
      v({ kind: 'status', pointer: '/status', expected: ['200', '400', '401', '429'], actual: '403' }),
      '403 where the spec says 400 or 401 or 429',
      'status',
    ],
    [
      v({ kind: 'status', pointer: '/status', expected: ['204', '404'], actual: '200' }),
      '200 where the spec says 204',
      'status',
    ],
    [
      v({ kind: 'status', pointer: '/status', expected: ['404'], actual: '200' }),
      '200 where the spec says 404',
      'status',
    ],
    [
      v({
        kind: 'content-type',
        pointer: '/headers/content-type',
        expected: ['application/problem+json'],
        actual: 'text/plain',
      }),
      'Content-Type text/plain where the spec says application/problem+json',
      'content-type',
    ],
    [
      v({ kind: 'content-type', pointer: '/headers/content-type', expected: ['application/json'] }),
      'Content-Type (none) where the spec says application/json',
      'content-type',
    ],
    [
      v({ kind: 'header', pointer: '/headers/location', expected: ['is required'] }),
      'header location is required',
      'headers',
    ],
    [
      v({ kind: 'body-schema', pointer: '/body/next_run_at', expected: ['must be an RFC 3339 date-time'] }),
      'body /next_run_at must be an RFC 3339 date-time',
      'schema',
    ],
    [
      v({ kind: 'body-schema', pointer: '/body', expected: ['must be a JSON object'] }),
      'body (root) must be a JSON object',
      'schema',
    ],
    [
      v({ kind: 'body-not-json', pointer: '/body', expected: ['application/json'] }),
      'a body that is not JSON where the spec says application/json',
      'content-type',
    ],
    [v({ kind: 'body-not-documented', pointer: '/body' }), 'a body where the spec documents none', 'schema'],
    [
      v({ kind: 'problem-status', pointer: '/body/status', expected: ['404'], actual: '400' }),
      'a problem whose status differs from the HTTP status',
      'schema',
    ],
  ])('%# %o → %s', (violation, summary, check) => {
    expect(causeOfViolation(violation)).toMatchObject({ summary, kind: violation.kind, pointer: violation.pointer });
    expect(checkOfViolation(violation)).toBe(check);
  });
});

test.each([
  [400, ['422'], 'spec', { kind: 'status', summary: '400 where the spec says 422', actual: '400' }],
  [202, ['201'], 'spec', { kind: 'status', summary: '202 where the spec says 201' }],
  [201, ['any 4xx'], 'seed', { kind: 'status', summary: '201 where the seed says any 4xx' }],
  [503, ['200'], 'spec', { kind: '5xx', summary: '503 (no 5xx to any input, in every profile)' }],
  [undefined, ['200'], 'spec', { kind: 'no-answer', summary: 'no answer' }],
] as const)('statusCause(%s, %o, %s)', (actual, wanted, from, cause) => {
  expect(statusCause(actual, wanted, from)).toMatchObject(cause);
});

test('serverErrorCause names the status, one cause per status', () => {
  expect(serverErrorCause(500).summary).toBe('500 (no 5xx to any input, in every profile)');
  expect(serverErrorCause(undefined)).toMatchObject({ kind: 'no-answer', summary: 'no answer' });
});

describe('violationKey', () => {
  const notProblem = (actual: string, where: string) => ({
    ...v({ kind: 'content-type', pointer: '/headers/content-type', expected: ['application/problem+json'], actual }),
    where,
  });
  const status = (actual: string) => v({ kind: 'status', pointer: '/status', expected: ['200', '401'], actual });
  test.each([
    [
      'one cause whatever the Content-Type and wherever it is documented',
      notProblem('text/plain', '#/a'),
      notProblem('application/json', '#/info'),
      true,
    ],
    ['two statuses are two causes', status('403'), status('400'), false],
    ['the same status is one cause', status('403'), status('403'), true],
    [
      'two body pointers are two causes',
      v({ kind: 'body-schema', pointer: '/body/id', expected: ['is required'] }),
      v({ kind: 'body-schema', pointer: '/body/name', expected: ['is required'] }),
      false,
    ],
  ])('%s', (_, a, b, same) => {
    expect(violationKey(a) === violationKey(b)).toBe(same);
  });
});
