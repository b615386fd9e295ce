import { describe, expect, test } from 'vitest';
import { createIdGenerator, createUlidRandom, formatUlid, parseUlid, seededRandomBytes } from './ulid.ts';

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

  test('ids carry the prefix, match the spec pattern and are deterministic for a seed', () => {
    const make = () => createIdGenerator('msg', () => 1764421860000, seededRandomBytes(3));
    const a = make();
    const b = make();
    const first = a();
    expect(first).toMatch(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(b()).toBe(first);
    expect(a()).not.toBe(first);
  });

  test('random parts are the bytes of the pool, five to a 40-bit half, the pool refilled when used up', () => {
    const random = createUlidRandom(seededRandomBytes(9), 20);
    const reference = seededRandomBytes(9);
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
