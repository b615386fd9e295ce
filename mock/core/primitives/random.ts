// The core's one source of randomness: ids, API keys, webhook secrets. A port with the shape of
// `crypto.getRandomValues`, injected so tests, benches and demos can seed it and get the same ids and
// keys every run.

/** Fills `bytes` with random values: `cryptoRandom` in production, `seededRandom` for reproducible runs. */
export type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => void;

export const cryptoRandom: RandomSource = (bytes) => {
  crypto.getRandomValues(bytes);
};

/** A deterministic RandomSource for tests, benches and reproducible demos (xorshift32; never for secrets). */
export function seededRandom(seed = 1): RandomSource {
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

/** `bytes` random bytes as lowercase hex, e.g. for API keys. */
export function randomHex(random: RandomSource, bytes: number): string {
  const buffer = new Uint8Array(bytes);
  random(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
