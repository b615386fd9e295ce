import { expect, test } from 'vitest';
import { findable } from './findable.ts';

test('a job is found by its name, or by a unique query on its url when the name cannot serve', () => {
  let n = 0;
  const ctx = { name: () => `cjk-run-body-007-${++n}` };
  const body = { name: 'cjk-run-body-007-0', url: 'https://example.com/hook?x=1', method: 'GET' };
  expect(findable(ctx, body, false)).toEqual({ body, marker: 'cjk-run-body-007-0' });
  const byUrl = findable(ctx, { ...body, name: 3600 }, true);
  expect(byUrl.marker).toBe('https://example.com/hook?x=1&cjk=cjk-run-body-007-1');
  expect(byUrl.body).toEqual({ ...body, name: 3600, url: byUrl.marker });
  expect(findable(ctx, body, true).marker).not.toBe(byUrl.marker);
});
