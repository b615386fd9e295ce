// Prefixed ULIDs (`job_…`, `run_…`, `msg_…`, `req_…`): 10 Crockford base32 characters of time (ms, from
// the mock's clock, so ids sort with virtual time) and 16 of randomness (80 bits, from the injected
// random source so a seeded core makes the same ids). Monotonic within one millisecond (the ULID spec's
// monotonic mode): ids made in the same millisecond count up, so sorting ids sorts by creation even on a
// virtual clock that stands still — the job list's order, the runs list's order and their cursors rely
// on it. The random part is two 40-bit numbers (`nextParts`), so a run's id can carry the run's own start
// as its time (simulator/runs/run-ids.ts).
// @see https://github.com/ulid/spec
import { cryptoRandom, type RandomSource } from './random.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TWO_POW_40 = 2 ** 40;
/** A fresh random part leaves this much room below the top, to count up within a millisecond without overflowing. */
const ROOM = 2 ** 20;

/** 80 bits as two 40-bit halves. */
export interface UlidRandom {
  hi: number;
  lo: number;
}

/**
 * Draws 80-bit random parts from a pooled buffer: one call to the source per 409 ids instead of one per
 * id, because `getRandomValues` per run would dominate a large clock advance.
 */
export function createUlidRandom(source: RandomSource, poolSize = 4096): { next(out: UlidRandom): void } {
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

/** Every pair of base32 digits (10 bits): an id is 13 lookups. A year advanced makes millions of run ids. */
const PAIRS = Array.from({ length: 1024 }, (_, i) => ALPHABET[i >> 5]! + ALPHABET[i & 31]!);
const TWO_POW_20 = 2 ** 20;
/** 20 bits as four digits. */
const fourDigits = (value: number): string => PAIRS[value >>> 10]! + PAIRS[value & 1023]!;

/** The 26-character ULID of a time and a random part. */
export function formatUlid(timeMs: number, hi: number, lo: number): string {
  if (!(timeMs >= 0 && timeMs < 2 ** 48)) throw new RangeError(`ULID time out of range: ${timeMs}`);
  if (!(hi >= 0 && hi < TWO_POW_40 && lo >= 0 && lo < TWO_POW_40))
    throw new RangeError('ULID random part out of range');
  // Time: 10 digits (50 bits, of which the top two are 0 below 2^48); each random half: 8 digits (40 bits).
  return (
    PAIRS[Math.floor(timeMs / TWO_POW_40)]! +
    fourDigits(Math.floor(timeMs / TWO_POW_20) % TWO_POW_20) +
    fourDigits(timeMs % TWO_POW_20) +
    fourDigits(Math.floor(hi / TWO_POW_20)) +
    fourDigits(hi % TWO_POW_20) +
    fourDigits(Math.floor(lo / TWO_POW_20)) +
    fourDigits(lo % TWO_POW_20)
  );
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

export interface UlidFactory {
  /** A ULID for time `ms`, greater than every ULID made or observed before. */
  next(ms: number): string;
  /**
   * The same as parts, for compact storage: writes the random part into `out` and answers the time the
   * ULID carries (`ms`, or the last one made if that was later).
   */
  nextParts(ms: number, out: UlidRandom): number;
  /** Makes later ULIDs sort after `ulid` (used after loading saved state). */
  observe(ulid: string): void;
}

/** `poolSize`: random bytes drawn from `random` at a time (10 per fresh millisecond). */
export function createUlidFactory(random: RandomSource = cryptoRandom, poolSize?: number): UlidFactory {
  const draws = createUlidRandom(random, poolSize);
  let lastMs = -1;
  const last: UlidRandom = { hi: 0, lo: 0 };

  function advance(ms: number): void {
    if (ms > lastMs) {
      draws.next(last);
      last.hi = Math.min(last.hi, TWO_POW_40 - ROOM);
      lastMs = ms;
      return;
    }
    // The same millisecond (or an earlier one, after observing saved ids): count up from the last id.
    if (++last.lo < TWO_POW_40) return;
    last.lo = 0;
    if (++last.hi >= TWO_POW_40) throw new RangeError('ULID random part overflowed within one millisecond');
  }

  return {
    next(ms) {
      advance(Math.floor(ms));
      return formatUlid(lastMs, last.hi, last.lo);
    },
    nextParts(ms, out) {
      advance(Math.floor(ms));
      out.hi = last.hi;
      out.lo = last.lo;
      return lastMs;
    },
    observe(ulid) {
      const seen = parseUlid(ulid);
      if (!seen) return;
      const later =
        seen.timeMs !== lastMs ? seen.timeMs > lastMs : seen.hi !== last.hi ? seen.hi > last.hi : seen.lo > last.lo;
      if (!later) return;
      lastMs = seen.timeMs;
      last.hi = seen.hi;
      last.lo = seen.lo;
    },
  };
}

/** A generator of prefixed ids, e.g. `createIdGenerator('msg', clock.now, random)()`. */
export function createIdGenerator(prefix: string, now: () => number, random: RandomSource): () => string {
  const ulids = createUlidFactory(random, 200);
  return () => `${prefix}_${ulids.next(now())}`;
}
