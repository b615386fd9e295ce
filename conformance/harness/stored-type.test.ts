import { expect, test } from 'vitest';
import { findable, hasType } from './stored-type.ts';

test('a value has the stated type only as that JSON type: "3600" is no integer, 3600.5 none either, 1 no boolean', () => {
  expect([
    hasType('3600', 'string'),
    hasType(3600, 'integer'),
    hasType(true, 'boolean'),
    hasType(3600.5, 'number'),
  ]).toEqual([true, true, true, true]);
  expect([
    hasType(3600, 'string'),
    hasType('3600', 'integer'),
    hasType(3600.5, 'integer'),
    hasType(1, 'boolean'),
    hasType('true', 'boolean'),
    hasType(null, 'string'),
  ]).toEqual([false, false, false, false, false, false]);
});

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
