import { describe, expect, test } from 'vitest';
import { createUlidFactory, randomHex } from './random.ts';

const seeded = (seed = 1) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

describe('ULID factory', () => {
  test('makes 26 Crockford characters whose first ten encode the time', () => {
    const ulid = createUlidFactory(seeded()).next(Date.parse('2024-11-20T00:00:00.000Z'));
    expect(ulid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(ulid.slice(0, 3)).toBe('01J');
  });

  test('sorts by creation even within one millisecond', () => {
    const factory = createUlidFactory(seeded());
    const ids = Array.from({ length: 1000 }, (_, i) => factory.next(1_000 + Math.floor(i / 100)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(1000);
  });

  test('after observing a saved id, new ids of the same millisecond sort after it', () => {
    const saved = createUlidFactory(seeded(7)).next(5_000);
    const factory = createUlidFactory(seeded(1));
    factory.observe(saved);
    expect(factory.next(5_000) > saved).toBe(true);
  });

  test('is reproducible with a seeded source', () => {
    expect(createUlidFactory(seeded(3)).next(1)).toBe(createUlidFactory(seeded(3)).next(1));
  });
});

test('randomHex gives two hex digits per byte', () => {
  expect(randomHex(seeded(), 16)).toMatch(/^[0-9a-f]{32}$/);
});
