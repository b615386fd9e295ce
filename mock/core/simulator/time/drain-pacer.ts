// A drain of many due items (100,000 jobs due in one instant, a virtual advance of millions of runs)
// would hold the event loop for as long as it takes: no request read, no event-stream byte written, no
// timer fired. So the engine drains in slices of a few milliseconds and gives the event loop a macrotask
// turn between them. Order is untouched — the drain pops one queue — and only one drain runs at a time
// (the engine's `exclusive`), so a yield never lets two drains interleave.
//
// The turn is a port the adapter may supply (the Node server: setImmediate). The default posts a
// MessageChannel message: web-standard, a real macrotask in browsers and Node alike, and not among the
// timers `vi.useFakeTimers` replaces (setTimeout, setImmediate and Node's `timers` module are), so the
// MSW handlers never wait on a faked tick. Under fake timers `performance.now` is frozen too: a slice
// then never looks spent and the drain runs through without yielding, as it did before slices existed.

/** Resolves on a later macrotask, after the event loop has had a turn. */
export type YieldPort = () => Promise<void>;

export const macrotaskYield: YieldPort =
  typeof MessageChannel === 'function'
    ? () =>
        new Promise<void>((resolve) => {
          // A channel per turn: closed once it has delivered, so nothing stays open to hold a process alive.
          const { port1, port2 } = new MessageChannel();
          port1.onmessage = () => {
            port1.close();
            resolve();
          };
          port2.postMessage(null);
        })
    : () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Work time per slice: the event loop waits at most about this long (the target is a p99 under 20 ms). */
const SLICE_MS = 5;
/** Items between clock reads, so reading the clock stays a small share of the work. */
const CHECK_EVERY = 128;

export interface DrainSlice {
  /** Counts one item of work; true once the slice has used its time and the drain should `yield`. */
  spent(): boolean;
  /** Gives the event loop a turn, then starts a new slice. */
  yield(): Promise<void>;
}

/** One drain's pacing: slices of 5 ms of work, a `port` turn between them. */
export function startSlice(port: YieldPort = macrotaskYield): DrainSlice {
  // The clock is first read at the first check, so a drain of fewer than CHECK_EVERY items (most are)
  // never reads it; the first slice is those items plus SLICE_MS.
  let began = NaN;
  let count = 0;
  return {
    spent() {
      if (++count < CHECK_EVERY) return false;
      count = 0;
      const now = performance.now();
      if (Number.isNaN(began)) began = now;
      return now - began >= SLICE_MS;
    },
    async yield() {
      await port();
      began = performance.now();
    },
  };
}
