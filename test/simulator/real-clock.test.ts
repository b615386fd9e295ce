import { describe, expect, test } from 'vitest';
import { createRealClock } from '../../mock/core/primitives/clock.ts';
import { jobDef, MINUTE, storedEngine, T0 } from '../../mock/core/testing/engine.ts';
import { seededRandom } from '../../mock/core/primitives/random.ts';
import type { TimerPort } from '../../mock/core/simulator/time/wakeup.ts';

/** Timers driven by hand: the test fires them, after moving the fake wall clock. */
function manualTimers() {
  const armed = new Map<number, { callback: () => void; delayMs: number }>();
  let next = 0;
  const port: TimerPort = {
    set(callback, delayMs) {
      armed.set(++next, { callback, delayMs });
      return next;
    },
    clear: (token) => armed.delete(token as number),
  };
  return { port, armed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('real-clock mode', () => {
  test('one timer, armed for the earliest due item and re-armed as the queue changes', async () => {
    let wall = T0;
    const clock = createRealClock({ source: () => wall, speed: 10 });
    const timers = manualTimers();
    const engine = storedEngine({ clock, random: seededRandom(1), timers: timers.port, speed: 10 });
    engine.start();
    await settle();
    expect(timers.armed.size).toBe(0); // nothing queued
    for (let i = 0; i < 100; i++) engine.addJob('acc_1', jobDef({ interval_seconds: 60 + i }));
    expect(timers.armed.size).toBe(1);
    expect([...timers.armed.values()][0]!.delayMs).toBe(6000); // 60 s of mock time at speed 10
    wall += 6000; // real ms: the mock clock is now T0 + 60 s
    const timer = [...timers.armed.values()][0];
    timers.armed.clear();
    timer!.callback();
    await engine.idle();
    await settle();
    expect(engine.runsTotal).toBe(1);
    expect(timers.armed.size).toBe(1);
    expect([...timers.armed.values()][0]!.delayMs).toBe(100); // the 61 s job, 1 s of mock time later
    engine.stop();
    expect(timers.armed.size).toBe(0);
  });

  test('an advance on a real clock jumps it ahead and runs what is due', async () => {
    const clock = createRealClock({ source: () => T0 });
    const engine = storedEngine({ clock, random: seededRandom(1), timers: manualTimers().port });
    engine.addJob('acc_1', jobDef());
    const result = await engine.advanceBy(600);
    expect(result.runs_total).toBe(10);
    expect(clock.now()).toBe(T0 + 10 * MINUTE);
  });

  test('a manual run after one has ended, before the timer caught up, records both', async () => {
    let wall = T0;
    const clock = createRealClock({ source: () => wall });
    const engine = storedEngine({ clock, random: seededRandom(1), timers: manualTimers().port });
    const job = jobDef({ url: 'https://example.com/delay/10', status: 'paused' });
    engine.addJob('acc_1', job);
    expect(engine.runNow(job.id).status).toBe('started');
    wall += 20_000; // the run ended at +10 s; no timer has fired
    expect(engine.runNow(job.id).status).toBe('started');
    expect(engine.listRuns(job.id)!.map((run) => run.started_at)).toEqual([new Date(T0).toISOString()]);
    expect(engine.isRunning(job.id)).toBe(true);
  });
});
