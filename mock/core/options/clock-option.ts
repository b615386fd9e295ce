// The clock as the adapters take it (`clock`, `now`, `speed`, as the CLI's --clock and --speed): one
// reading for the MSW handlers and the in-process mock, so both accept and refuse the same values.
import { createRealClock, createVirtualClock, type Clock } from '../primitives/clock.ts';
import { expectNumber, isClockLike, OptionError } from './option-error.ts';

export interface ClockOptions {
  /** `virtual` (time moves only through `advance`) or `real`, or a Clock of your own. Default `virtual`. */
  clock?: 'real' | 'virtual' | Clock;
  /** Start of a virtual clock; the current time by default. */
  now?: Date | number;
  /** A real clock running this many times faster (as `--speed`). */
  speed?: number;
}

/** Throws an OptionError naming the first bad one of `clock`, `now` and `speed`. */
export function checkClockOptions({ clock, now, speed }: ClockOptions): void {
  if (clock !== undefined && clock !== 'real' && clock !== 'virtual' && !isClockLike(clock))
    throw new OptionError('clock', clock, "'virtual', 'real' or a Clock of your own");
  if (
    now !== undefined &&
    !(now instanceof Date ? Number.isFinite(+now) : typeof now === 'number' && Number.isFinite(now))
  )
    throw new OptionError('now', now, 'a valid Date or milliseconds since the epoch');
  if (speed !== undefined) expectNumber('speed', speed, 0, true);
}

/** The Clock the options describe (checked first with checkClockOptions). */
export function clockFromOptions(options: ClockOptions): Clock {
  if (typeof options.clock === 'object') return options.clock;
  if (options.clock === 'real') return createRealClock(options.speed ? { speed: options.speed } : {});
  return createVirtualClock(options.now === undefined ? Date.now() : +options.now);
}
