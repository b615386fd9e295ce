// Prefixed ULIDs (`run_…`, `msg_…`): 10 Crockford base32 characters of time (ms, from the mock's clock,
// so ids sort with virtual time) and 16 of randomness (80 bits, from an injected source so tests are
// deterministic). The random part is kept as two 40-bit numbers, because the simulator stores millions
// of run ids compactly in typed arrays and only spells them out when a run is read.
// @see https://github.com/ulid/spec

/** Fills `bytes` with random values; `crypto.getRandomValues` in production, a seeded fake in tests. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

export const cryptoRandomBytes: RandomBytes = (bytes) => {
  crypto.getRandomValues(bytes);
};

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TWO_POW_40 = 2 ** 40;

/** 80 random bits as two 40-bit halves. */
export interface UlidRandom {
  hi: number;
  lo: number;
}

/**
 * Draws 80-bit random parts from a pooled buffer: one call to the source per 409 ids instead of one per
 * id, because `getRandomValues` per run would dominate a large clock advance.
 */
export function createUlidRandom(source: RandomBytes, poolSize = 4096): { next(out: UlidRandom): void } {
  const pool = new Uint8Array(poolSize - (poolSize % 10));
  let at = pool.length;
  const half = (i: number): number =>
    (((pool[i]! * 256 + pool[i + 1]!) * 256 + pool[i + 2]!) * 256 + pool[i + 3]!) * 256 + pool[i + 4]!;
  return {
    next(out) {
      if (at === pool.length) {
        source(pool);
        at = 0;
      }
      out.hi = half(at);
      out.lo = half(at + 5);
      at += 10;
    },
  };
}

const CODES = [...ALPHABET].map((char) => char.charCodeAt(0));
const scratch: number[] = new Array<number>(26).fill(0);

/** Writes `length` base32 digits of `value` into `scratch` ending before `end`. */
function encodeInto(value: number, end: number, length: number): void {
  for (let i = end - 1; i >= end - length; i--) {
    scratch[i] = CODES[value % 32]!;
    value = Math.floor(value / 32);
  }
}

/** The 26-character ULID of a time and a random part. */
export function formatUlid(timeMs: number, hi: number, lo: number): string {
  if (!(timeMs >= 0 && timeMs < 2 ** 48)) throw new RangeError(`ULID time out of range: ${timeMs}`);
  if (!(hi >= 0 && hi < TWO_POW_40 && lo >= 0 && lo < TWO_POW_40)) throw new RangeError('ULID random part out of range');
  encodeInto(timeMs, 10, 10);
  encodeInto(hi, 18, 8);
  encodeInto(lo, 26, 8);
  return String.fromCharCode(...scratch);
}

/** Reads a ULID back into its parts (after any `prefix_`); null when it is not one. */
export function parseUlid(id: string): { timeMs: number; hi: number; lo: number } | null {
  const text = id.slice(id.indexOf('_') + 1);
  if (text.length !== 26) return null;
  const values: number[] = [];
  for (const char of text.toUpperCase()) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    values.push(digit);
  }
  const read = (from: number, to: number) => values.slice(from, to).reduce((sum, digit) => sum * 32 + digit, 0);
  return { timeMs: read(0, 10), hi: read(10, 18), lo: read(18, 26) };
}

/** A generator of prefixed ids, e.g. `createIdGenerator('msg', clock.now, random)()`. */
export function createIdGenerator(prefix: string, now: () => number, source: RandomBytes): () => string {
  const random = createUlidRandom(source, 200);
  const part: UlidRandom = { hi: 0, lo: 0 };
  return () => {
    random.next(part);
    return `${prefix}_${formatUlid(now(), part.hi, part.lo)}`;
  };
}

/** A deterministic RandomBytes for tests, benches and reproducible demos (xorshift32; never for secrets). */
export function seededRandomBytes(seed = 1): RandomBytes {
  let state = seed >>> 0 || 1;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i += 4) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      bytes[i] = state & 0xff;
      if (i + 1 < bytes.length) bytes[i + 1] = (state >>> 8) & 0xff;
      if (i + 2 < bytes.length) bytes[i + 2] = (state >>> 16) & 0xff;
      if (i + 3 < bytes.length) bytes[i + 3] = state >>> 24;
    }
  };
}
