// Real-clock mode: one timer for the whole simulator, armed for the earliest thing due in the queue and
// re-armed whenever that changes — never a timer per job. The timer functions are a port, so the Node
// adapter can `unref` them and tests can drive them by hand. Virtual mode arms nothing.

export interface TimerPort {
  set(callback: () => void, delayMs: number): unknown;
  clear(token: unknown): void;
}

/**
 * The default port: setTimeout, unref'd where the runtime has it (Node, Deno, Bun), so a mock on a real
 * clock never keeps a process alive on its own — a test file or script that forgets `close()` still ends.
 * A browser's timers are numbers with no `unref`, and need none.
 */
export const globalTimers: TimerPort = {
  set: (callback, delayMs) => {
    const token: unknown = setTimeout(callback, delayMs);
    (token as { unref?: () => void }).unref?.();
    return token;
  },
  clear: (token) => clearTimeout(token as ReturnType<typeof setTimeout>),
};

/** setTimeout's longest delay; later wake-ups re-arm on the way. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface Wakeup {
  /** Arms the timer for mock time `dueMs` (Infinity disarms); a no-op when already armed for it. */
  armFor(dueMs: number, nowMs: number): void;
  disarm(): void;
}

/** `speed`: how many mock milliseconds pass per real millisecond (the `--speed` flag). */
export function createWakeup(timers: TimerPort, speed: number, onWake: () => void): Wakeup {
  let token: unknown = null;
  let armedFor = NaN;
  const disarm = () => {
    if (token !== null) timers.clear(token);
    token = null;
    armedFor = NaN;
  };
  return {
    armFor(dueMs, nowMs) {
      if (dueMs === armedFor) return;
      disarm();
      if (dueMs === Infinity) return;
      armedFor = dueMs;
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, Math.ceil((dueMs - nowMs) / speed)));
      token = timers.set(() => {
        token = null;
        armedFor = NaN;
        onWake();
      }, delay);
    },
    disarm,
  };
}
