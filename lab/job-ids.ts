// Job ids for the lab's stand-ins and stored worlds, in the spec's pattern (`job_` and a ULID's 26
// Crockford base-32 characters): the creation time, then a counter instead of randomness, so ids sort by
// creation, as the mock's own do.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function base32(value: number, width: number): string {
  let out = '';
  for (let rest = value; out.length < width; rest = Math.floor(rest / 32)) out = alphabet[rest % 32] + out;
  return out;
}

/** A new id for each call; `ms` the creation time, never decreasing between calls. */
export function createJobIds(): (ms: number) => string {
  let count = 0;
  return (ms) => `job_${base32(ms, 10)}${base32(count++, 16)}`;
}
