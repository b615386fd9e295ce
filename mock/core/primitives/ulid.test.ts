import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { seededRandom } from './random.ts';
import { createIdGenerator, createUlidFactory, createUlidRandom, formatUlid, parseUlid } from './ulid.ts';

describe('ulid', () => {
  test('encodes the time in the first 10 characters (ULID spec example time)', () => {
    // 1469918176385 ms is the spec's example: 01ARYZ6S41.
    expect(formatUlid(1469918176385, 0, 0)).toBe('01ARYZ6S410000000000000000');
  });

  test('spells the largest random part as Z', () => {
    expect(formatUlid(0, 2 ** 40 - 1, 2 ** 40 - 1)).toBe('0000000000ZZZZZZZZZZZZZZZZ');
  });

  test('parses back what it formats', () => {
    const text = formatUlid(1764421860000, 123456789012, 987654321098);
    expect(parseUlid(`run_${text}`)).toEqual({ timeMs: 1764421860000, hi: 123456789012, lo: 987654321098 });
  });

  test('parses back every time and random part, and sorts as the numbers do', () => {
    const time = fc.integer({ min: 0, max: 2 ** 48 - 1 });
    const half = fc.integer({ min: 0, max: 2 ** 40 - 1 });
    fc.assert(
      fc.property(time, half, half, time, half, half, (timeMs, hi, lo, otherMs, otherHi, otherLo) => {
        const text = formatUlid(timeMs, hi, lo);
        expect(text).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
        expect(parseUlid(text)).toEqual({ timeMs, hi, lo });
        const numbers = [timeMs - otherMs, hi - otherHi, lo - otherLo].find((d) => d !== 0) ?? 0;
        const other = formatUlid(otherMs, otherHi, otherLo);
        expect(Math.sign(text < other ? -1 : text > other ? 1 : 0)).toBe(Math.sign(numbers));
      }),
      { numRuns: 500, seed: 26 },
    );
  });

  test('ids carry the prefix, match the spec pattern and are deterministic for a seed', () => {
    const make = () => createIdGenerator('msg', () => 1764421860000, seededRandom(3));
    const a = make();
    const b = make();
    const first = a();
    expect(first).toMatch(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(b()).toBe(first);
    expect(a()).not.toBe(first);
  });

  test('random parts are the bytes of the pool, five to a 40-bit half, the pool refilled when used up', () => {
    const random = createUlidRandom(seededRandom(9), 20);
    const reference = seededRandom(9);
    const bytes = new Uint8Array(20);
    const halfAt = (at: number) => bytes.slice(at, at + 5).reduce((value, byte) => value * 256 + byte, 0);
    const out = { hi: -1, lo: -1 };
    for (let i = 0; i < 6; i++) {
      if (i % 2 === 0) reference(bytes); // a pool of 20 bytes serves two ids
      random.next(out);
      expect(out).toEqual({ hi: halfAt((i % 2) * 10), lo: halfAt((i % 2) * 10 + 5) });
    }
  });
});

describe('ULID factory', () => {
  test('makes 26 Crockford characters whose first ten encode the time', () => {
    const ulid = createUlidFactory(seededRandom()).next(Date.parse('2024-11-20T00:00:00.000Z'));
    expect(ulid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(ulid.slice(0, 3)).toBe('01J');
  });

  test('sorts by creation even within one millisecond', () => {
    const factory = createUlidFactory(seededRandom());
    const ids = Array.from({ length: 1000 }, (_, i) => factory.next(1_000 + Math.floor(i / 100)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(1000);
  });

  test('within one millisecond the random part counts up by one, carrying into the upper half', () => {
    const factory = createUlidFactory((bytes) => bytes.fill(0xff));
    const parts = { hi: 0, lo: 0 };
    expect(factory.nextParts(7, parts)).toBe(7);
    // A fresh random part leaves room to count up: its upper half is at most 2^40 - 2^20.
    expect(parts).toEqual({ hi: 2 ** 40 - 2 ** 20, lo: 2 ** 40 - 1 });
    expect(factory.nextParts(7, parts)).toBe(7);
    expect(parts).toEqual({ hi: 2 ** 40 - 2 ** 20 + 1, lo: 0 });
    expect(factory.next(7)).toBe(formatUlid(7, 2 ** 40 - 2 ** 20 + 1, 1));
  });

  test('strings and parts come from one sequence', () => {
    const factory = createUlidFactory(seededRandom(5));
    const parts = { hi: 0, lo: 0 };
    const time = factory.nextParts(42, parts);
    expect(parseUlid(factory.next(42))).toEqual({ timeMs: time, hi: parts.hi, lo: parts.lo + 1 });
  });

  test('after observing a saved id, new ids of the same millisecond sort after it', () => {
    const saved = createUlidFactory(seededRandom(7)).next(5_000);
    const factory = createUlidFactory(seededRandom(1));
    factory.observe(saved);
    expect(factory.next(5_000) > saved).toBe(true);
    expect(factory.next(4_000) > saved).toBe(true);
  });

  test('observing an older id changes nothing', () => {
    const factory = createUlidFactory(seededRandom(2));
    const first = factory.next(9_000);
    factory.observe(formatUlid(8_000, 2 ** 40 - 1, 2 ** 40 - 1));
    expect(parseUlid(factory.next(9_000))).toEqual({ ...parseUlid(first)!, lo: parseUlid(first)!.lo + 1 });
  });

  test('is reproducible with a seeded source', () => {
    expect(createUlidFactory(seededRandom(3)).next(1)).toBe(createUlidFactory(seededRandom(3)).next(1));
    expect(createUlidFactory(seededRandom(3)).next(1)).not.toBe(createUlidFactory(seededRandom(4)).next(1));
  });
});
