// The mock's time for the current account, kept current for every page: the test clock it is on or the
// global clock, read again after live events (runs happen when a clock moves), when a page says it moved
// the clock (`clockMoved`), and every 15 s; a real clock is run on between reads, so relative times tick.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { control, type Account } from './api.ts';
import { useCoalesced, useLiveEvents } from './events.ts';
import { mockNowAt, type MockTime } from './time.ts';

const moved = new Set<() => void>();

/** Tells the frame that a page moved a clock (the Clock page's buttons), so the time shown follows at once. */
export function clockMoved(): void {
  for (const listener of moved) listener();
}

export function useMockTime(account: Account | undefined): MockTime | undefined {
  const [read, setRead] = useState<{ time: MockTime; at: number }>();
  const [tick, setTick] = useState(() => Date.now());
  const testClockId = account?.test_clock ?? undefined;

  // Nothing is asked before the frame knows the account: behind a sandbox's balancer a call needs its key.
  const known = account !== undefined;
  const load = useCallback(async () => {
    if (!known) return;
    // A refused read leaves the time shown as it was (a 401 has already asked for the token).
    const testClock = testClockId ? await control.testClocks.get(testClockId).catch(() => undefined) : undefined;
    if (testClock)
      return setRead({
        time: {
          nowMs: Date.parse(testClock.now),
          mode: 'virtual',
          speed: 1,
          testClock: { id: testClock.id, name: testClock.name },
        },
        at: Date.now(),
      });
    const clock = await control.clock().catch(() => undefined);
    if (clock)
      setRead({ time: { nowMs: Date.parse(clock.now), mode: clock.mode, speed: clock.speed ?? 1 }, at: Date.now() });
  }, [known, testClockId]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      setTick(Date.now());
      void load();
    }, 15_000);
    moved.add(load);
    return () => {
      clearInterval(timer);
      moved.delete(load);
    };
  }, [load]);
  const reload = useCoalesced(load);
  useLiveEvents(() => reload(), known);

  if (!read) return undefined;
  return { ...read.time, nowMs: mockNowAt(read.time, read.at, Math.max(tick, read.at)) };
}
