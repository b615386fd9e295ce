import { expect, test } from 'vitest';
import { nearMissKeys } from './near-miss-keys.ts';

test.each([
  [
    'stranger-k1',
    [
      'STRANGER-K1',
      'Stranger-k1',
      'tranger-k1',
      'stranger-k',
      'tstranger-k1',
      'stranger-k12',
      'stranher-k1',
      'stranger-k1-and-more',
    ],
  ],
  ['k1', ['K1', '1', 'k', 'lk1', 'k12', 'k1-and-more']],
  ['1234', ['21234', '12345', '234', '123', '1244', '1234-and-more']],
  ['a', ['A', 'ba', 'ab', 'a-and-more']],
])('the near misses of %s', (key, expected) => {
  const misses = nearMissKeys(key);
  expect(misses.map((m) => m.key).sort()).toEqual([...expected].sort());
  for (const miss of misses) {
    expect(miss.key).not.toBe(key);
    expect(miss.key.trim()).toBe(miss.key); // RFC 9110 §5.5: white space around a value is not part of it
    expect(miss.key).toMatch(/^[\x21-\x7e]+$/);
  }
});
