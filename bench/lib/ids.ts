// Monotonic ULID-shaped ids (Crockford base32: 10 characters of milliseconds, 16 of counter), so
// generated jobs sort by creation like the mock's own and fit the spec's id pattern.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function base32(value: number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = alphabet[value % 32]! + out;
    value = Math.floor(value / 32);
  }
  return out;
}

export function createIds(prefix: string, startMs = Date.now()): (ms?: number) => string {
  let counter = 0;
  const high = base32(Math.floor(Math.random() * 32 ** 6), 6);
  return (ms = startMs) => `${prefix}${base32(ms, 10)}${high}${base32(counter++, 10)}`;
}
