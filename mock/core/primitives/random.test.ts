import { expect, test } from 'vitest';
import { randomHex, seededRandom } from './random.ts';

test('a seeded source gives the same bytes for the same seed and others for another', () => {
  const fill = (seed: number) => {
    const bytes = new Uint8Array(37);
    seededRandom(seed)(bytes);
    return [...bytes];
  };
  expect(fill(3)).toEqual(fill(3));
  expect(fill(3)).not.toEqual(fill(4));
  expect(new Set(fill(3)).size).toBeGreaterThan(20);
});

test('randomHex gives two hex digits per byte, from the source', () => {
  expect(randomHex(seededRandom(1), 16)).toMatch(/^[0-9a-f]{32}$/);
  expect(randomHex(seededRandom(1), 16)).toBe(randomHex(seededRandom(1), 16));
  expect(randomHex((bytes) => bytes.fill(0xab), 3)).toBe('ababab');
});
