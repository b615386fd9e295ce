// Prefixed ULIDs (`job_…`, `run_…`): 48 bits of mock time then 80 random bits in Crockford base32.
// Monotonic within one millisecond, so sorting ids sorts by creation even on a virtual clock that
// stands still — the job list's order and cursors rely on it.
// @see https://github.com/ulid/spec

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A source of uniform numbers in [0, 1); injectable so tests get the same ids every run. */
export type RandomSource = () => number;

// Drawn from the CSPRNG 256 words at a time: a ULID takes 16 draws, and one call per draw showed in profiles.
const pool = new Uint32Array(256);
let pooled = pool.length;
export const cryptoRandom: RandomSource = () => {
  if (pooled === pool.length) {
    crypto.getRandomValues(pool);
    pooled = 0;
  }
  return pool[pooled++]! / 2 ** 32;
};

export interface UlidFactory {
  /** A ULID for time `ms`, greater than every ULID made or observed before. */
  next(ms: number): string;
  /** Makes later ULIDs sort after `ulid` (used after loading saved state). */
  observe(ulid: string): void;
}

function encodeTime(ms: number): string {
  let out = '';
  let rest = Math.floor(ms);
  for (let i = 0; i < 10; i++) {
    out = alphabet[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

export function createUlidFactory(random: RandomSource = cryptoRandom): UlidFactory {
  let lastMs = NaN;
  let lastTime = '';
  // The random part as digits and as text; within one millisecond it counts up, and mostly only its
  // last digit changes, so the text is patched rather than spelled out again.
  let digits: number[] = [];
  let text = '';

  function increment(): void {
    for (let i = digits.length - 1; i >= 0; i--) {
      if (digits[i]! < 31) {
        digits[i]!++;
        text = i === digits.length - 1 ? text.slice(0, -1) + alphabet[digits[i]!] : digits.map((d) => alphabet[d]).join('');
        return;
      }
      digits[i] = 0;
    }
    throw new RangeError('ULID random part overflowed within one millisecond');
  }

  return {
    next(ms) {
      const time = ms === lastMs ? lastTime : encodeTime(ms);
      if (time <= lastTime) {
        increment();
      } else {
        lastMs = ms;
        lastTime = time;
        digits = Array.from({ length: 16 }, () => Math.floor(random() * 32) % 32);
        text = digits.map((d) => alphabet[d]).join('');
      }
      return lastTime + text;
    },
    observe(ulid) {
      if (ulid <= lastTime + text) return;
      lastMs = NaN;
      lastTime = ulid.slice(0, 10);
      digits = [...ulid.slice(10)].map((c) => alphabet.indexOf(c));
      text = ulid.slice(10);
    },
  };
}

/** `bytes` random bytes as lowercase hex, e.g. for API keys. */
export function randomHex(random: RandomSource, bytes: number): string {
  return Array.from({ length: bytes }, () => (Math.floor(random() * 256) % 256).toString(16).padStart(2, '0')).join('');
}
