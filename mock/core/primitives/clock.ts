// The core's only source of time. Injected, so a test or a frontend can run the mock on virtual time
// (it moves only when told) and see hours of runs happen in one request, with no sleeps.

export type ClockMode = 'real' | 'virtual';

export interface Clock {
  readonly mode: ClockMode;
  /** Mock milliseconds per real millisecond (real clocks; `--speed`). */
  readonly speed?: number;
  /** Milliseconds since the Unix epoch, in the mock's time. */
  now(): number;
  /** Moves the clock forward to `ms` (never backwards). Real clocks jump ahead by the difference. */
  jumpTo(ms: number): void;
}

export function createVirtualClock(startMs: number): Clock {
  let current = startMs;
  return {
    mode: 'virtual',
    now: () => current,
    jumpTo(ms) {
      if (ms < current) throw new RangeError('the clock never moves backwards');
      current = ms;
    },
  };
}

/** Real time, optionally running `speed` times faster from the moment it is made. */
export function createRealClock(options: { speed?: number; source?: () => number } = {}): Clock {
  const source = options.source ?? (() => Date.now());
  const speed = options.speed ?? 1;
  const origin = source();
  let offset = 0;
  const now = () => origin + (source() - origin) * speed + offset;
  return {
    mode: 'real',
    speed,
    now,
    jumpTo(ms) {
      const current = now();
      if (ms < current) throw new RangeError('the clock never moves backwards');
      offset += ms - current;
    },
  };
}

/** RFC 3339 UTC with milliseconds, the spec's Timestamp. */
export const toTimestamp = (ms: number): string => new Date(ms).toISOString();
