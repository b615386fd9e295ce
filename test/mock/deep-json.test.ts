import { describe, expect, test } from 'vitest';
import { createTestMock } from '../support/clients.ts';

// Found by the conformance suite's PROP-003: a deeply nested body used to exhaust the stack (500).
const { send } = createTestMock();
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

describe('deeply nested JSON', () => {
  test.each([
    ['objects 5,000 deep', `{"name":${nested(5000, '{"a":', '}').replace(/}+$/, (m) => `1${m}`)}}`, '/name'],
    ['arrays 20,000 deep', nested(20_000, '[', ']'), '/0'],
  ])('%s answer 422 naming the top-level member', async (_name, body, pointer) => {
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].pointer).toBe(pointer);
    expect(answer.body.errors[0].detail).toBe('nests deeper than 32 levels');
  });

  test('32 levels are still parsed and judged by the schema', async () => {
    const body = JSON.stringify({ name: JSON.parse(nested(31, '{"a":', '}').replace(/}+$/, (m) => `1${m}`)) });
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/name');
    expect(answer.body.errors.some((e: { detail: string }) => e.detail.includes('deeper'))).toBe(false);
  });
});
