import { expect, test } from 'vitest';
import { tokenList } from './token-list.ts';

test.each([
  ['GET, POST, OPTIONS', ['GET', 'POST', 'OPTIONS']],
  ['GET,POST', ['GET', 'POST']],
  ['GET \t,\tPOST', ['GET', 'POST']],
  ['*', ['*']],
  ['X-API-Key, Content-Type', ['X-API-Key', 'Content-Type']],
  [' x-api-key ', ['x-api-key']],
])('%j is a list of tokens', (value, elements) => {
  expect(tokenList(value)).toEqual(elements);
});

test.each([
  ['an empty element at the end', 'GET, POST, '],
  ['an empty element inside', 'GET, , POST'],
  ['an empty element first', ', GET'],
  ['an element with a space', 'X-API-Key, Stryker was here'],
  ['a separator that is not a comma', 'GET; POST'],
  ['a quoted element', '"GET"'],
  ['nothing', ''],
  ['no field', undefined],
])('refuses %s', (_, value) => {
  expect(tokenList(value)).toBeUndefined();
});
