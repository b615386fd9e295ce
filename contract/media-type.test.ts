import { expect, test } from 'vitest';
import { mediaTypeEssence } from './media-type.ts';

test.each([
  ['application/json', 'application/json'],
  ['Application/JSON; charset=utf-8', 'application/json'],
  ['  application/merge-patch+json ;x=1', 'application/merge-patch+json'],
  ['', ''],
  [null, ''],
  [undefined, ''],
])('the essence of %j is %j', (value, essence) => {
  expect(mediaTypeEssence(value)).toBe(essence);
});
