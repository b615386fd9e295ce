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
