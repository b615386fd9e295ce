import { expect, test } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

test('a fixed window per key, with the remaining quota and the reset in the fields', () => {
  const limiter = createRateLimiter({ limit: 2, windowSeconds: 10 });
  expect(limiter.take('a', 0).headers.RateLimit).toBe('"default";r=1;t=10');
  expect(limiter.take('a', 4_000).headers.RateLimit).toBe('"default";r=0;t=6');
  expect(limiter.take('a', 5_500)).toMatchObject({ allowed: false, retryAfterSeconds: 5 });
  expect(limiter.take('b', 5_500).allowed).toBe(true);
  expect(limiter.take('a', 10_000).allowed).toBe(true);
});

test('a refused request uses none of the quota: the 429 says r=0, never below', () => {
  const limiter = createRateLimiter({ limit: 1, windowSeconds: 10 });
  limiter.take('a', 0);
  for (const at of [1_000, 2_000]) {
    const refused = limiter.take('a', at);
    expect(refused.allowed).toBe(false);
    expect(refused.headers.RateLimit).toMatch(/^"default";r=0;/);
  }
});

test('clear forgets every window: a key that was refused is allowed again at once', () => {
  const limiter = createRateLimiter({ limit: 1, windowSeconds: 60 });
  limiter.take('a', 0);
  expect(limiter.take('a', 1_000).allowed).toBe(false);
  limiter.clear();
  expect(limiter.take('a', 2_000)).toMatchObject({ allowed: true, headers: { RateLimit: '"default";r=0;t=60' } });
});
