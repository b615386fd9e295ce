// What a balancer hashing on X-API-Key reads of a key (docs/sandbox.md). The sandbox's HAProxy hashes the
// header with `use_domain_only`: a key without a dot whole, otherwise only the part before its last dot
// (after the dot before that), so `team-a.ck_1` and `team-a.ck_2` land on one shard. A key-scoped rotation
// keeps that part, so an account stays on the shard that holds it; nothing else in the mock looks at it.
// @see https://docs.haproxy.org/2.6/configuration.html#4.2-balance (hdr(<name>), use_domain_only)

/**
 * The part of `key` the balancer hashes: HAProxy reads a header's first comma-separated value, and
 * `use_domain_only` the part of it before its last dot, after the dot before that — whole when it has no
 * dot past its first character (HAProxy's scan from the end never looks at the first one for the last dot).
 */
export function routingPartOf(key: string): string {
  const value = key.split(',')[0]!.trim();
  const last = value.lastIndexOf('.');
  if (last < 1) return value;
  const before = value.lastIndexOf('.', last - 1);
  return value.slice(before + 1, last);
}

/** A new key that routes where `oldKey` does: its routing part, a dot, and the random key. */
export const keyOnSameRoute = (oldKey: string, randomKey: string): string => `${routingPartOf(oldKey)}.${randomKey}`;
