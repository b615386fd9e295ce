import { describe, expect, test } from 'vitest';
import { ProblemError } from '../http/problem.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('cursor', () => {
  test('round-trips the key for the same filters, as base64url', () => {
    const cursor = encodeCursor('job_01JD5ZQ3T9V8P6X4M2N1K0H7GF', 'status=');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'status=')).toBe('job_01JD5ZQ3T9V8P6X4M2N1K0H7GF');
  });

  test.each([
    ['ASCII', 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF', 'status='],
    ['non-ASCII', 'jöb_✓_01JD5ZQ3T9', 'status=päused'],
    ['padding-free lengths', 'j', 's='],
  ])('round-trips %s text without padding or +/', (_case, key, filters) => {
    const cursor = encodeCursor(key, filters);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, filters)).toBe(key);
  });

  test.each([
    ['other filters', encodeCursor('job_x', 'status=active'), 'was issued for other filters'],
    ['not base64url', 'a+b/c', 'is not a cursor this service issued'],
    ['not JSON', btoa('nope'), 'is not a cursor this service issued'],
    ['JSON of another shape', btoa('{"x":1}'), 'is not a cursor this service issued'],
  ])('refuses %s with a 400 naming the cursor', (_case, cursor, detail) => {
    try {
      decodeCursor(cursor, 'status=');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ProblemError);
      expect((error as ProblemError).body).toMatchObject({ status: 400, errors: [{ parameter: 'cursor', detail }] });
    }
  });
});
