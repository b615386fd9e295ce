// Per-key fixed-window rate limit on the mock's clock, answered with the IETF RateLimit fields
// (spec: Conventions, Rate limits; draft-ietf-httpapi-ratelimit-headers). Off unless configured.

export interface RateLimitOptions {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  policy: RateLimitOptions;
  headers: Record<string, string>;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(key: string, now: number): RateLimitResult;
  clear(): void;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = options.windowSeconds * 1000;
  const policy = `"default";q=${options.limit};w=${options.windowSeconds}`;

  return {
    take(key, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      const allowed = window.count < options.limit;
      if (allowed) window.count++;
      const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
      const remaining = options.limit - window.count;
      return {
        allowed,
        policy: options,
        retryAfterSeconds: resetSeconds,
        headers: { RateLimit: `"default";r=${remaining};t=${resetSeconds}`, 'RateLimit-Policy': policy },
      };
    },
    clear: () => windows.clear(),
  };
}
