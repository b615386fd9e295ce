// The engine's lanes (clock-lanes.ts): a job on a test clock is due on its clock's queue only — the
// global advance and other clocks' advances never run it — its times are its clock's, and its
// in-progress runs and notifications follow its clock too; a saved engine puts each job back on its lane.
import { describe, expect, test } from 'vitest';
import { createVirtualClock, toTimestamp } from '../../primitives/clock.ts';
import { createJobsStore } from '../../state/jobs-store.ts';
import { jobDef, MINUTE, storedEngine, T0 } from '../../testing/engine.ts';
import { seededRandom } from '../../primitives/random.ts';
import type { TestClockRef } from './clock-lanes.ts';

const T1 = Date.parse('2030-01-01T00:00:00.000Z');

function engineWithClocks() {
  const clock = createVirtualClock(T0);
  const testClocks: Record<string, TestClockRef> = {
    clock_a: { id: 'clock_a', clock: createVirtualClock(T1) },
    clock_b: { id: 'clock_b', clock: createVirtualClock(T1) },
  };
  const onClock: Record<string, string> = { acc_a: 'clock_a', acc_b: 'clock_b' };
  const store = createJobsStore();
  const options = {
    clock,
    random: seededRandom(7),
    testClockOf: (accountId: string) => testClocks[onClock[accountId] ?? ''],
  };
  return { clock, testClocks, store, options, engine: storedEngine(options, store) };
}

describe('lanes', () => {
  test('each job is due on its own clock and runs only when that clock moves', async () => {
    const { engine, testClocks } = engineWithClocks();
    const onA = jobDef({}, T1);
    const onB = jobDef({}, T1);
    const global = jobDef();
    engine.addJob('acc_a', onA);
    engine.addJob('acc_b', onB);
    engine.addJob('acc_global', global);

    const globalRuns = await engine.advanceBy(3 * 60);
    expect(globalRuns.runs.map((r) => r.job_id)).toEqual([global.id, global.id, global.id]);
    const a = await engine.advanceTestClock(testClocks.clock_a!, T1 + 2 * MINUTE);
    expect(a.runs.map((r) => [r.job_id, r.scheduled_at])).toEqual([
      [onA.id, toTimestamp(T1 + MINUTE)],
      [onA.id, toTimestamp(T1 + 2 * MINUTE)],
    ]);
    expect(a.now).toBe(T1 + 2 * MINUTE);
    expect(testClocks.clock_b!.clock.now()).toBe(T1);
    expect(engine.listRuns(onB.id)).toEqual([]);
    expect(engine.getJob(onA.id)?.next_run_at).toBe(toTimestamp(T1 + 3 * MINUTE));
    expect(engine.getJob(onB.id)?.next_run_at).toBe(toTimestamp(T1 + MINUTE));
    expect(engine.runsTotal).toBe(5);
  });

  test("a manual run and a run in progress are timed by the job's clock", async () => {
    const { engine, testClocks } = engineWithClocks();
    const slow = jobDef({ url: 'https://example.com/delay/20' }, T1);
    engine.addJob('acc_a', slow);
    expect(engine.runNow(slow.id).status).toBe('started');
    expect(engine.isRunning(slow.id)).toBe(true);
    const a = await engine.advanceTestClock(testClocks.clock_a!, T1 + 30_000);
    expect(a.runs.map((r) => [r.trigger, r.started_at, r.finished_at])).toEqual([
      ['manual', toTimestamp(T1), toTimestamp(T1 + 20_000)],
    ]);
    expect(engine.isRunning(slow.id)).toBe(false);
  });

  test("a failure notification of a job on a test clock is made at that clock's time", async () => {
    const { engine, testClocks } = engineWithClocks();
    const failing = jobDef({ url: 'https://example.com/status/500', notify_on_failure: true }, T1);
    engine.addJob('acc_a', failing);
    await engine.advanceTestClock(testClocks.clock_a!, T1 + MINUTE);
    expect(engine.outbox.list().map((n) => [n.account_id, n.created_at])).toEqual([
      ['acc_a', toTimestamp(T1 + MINUTE)],
    ]);
  });

  test("a saved engine restores each job onto its clock's queue", async () => {
    const { engine, testClocks, store, options } = engineWithClocks();
    const onA = jobDef({}, T1);
    const global = jobDef();
    engine.addJob('acc_a', onA);
    engine.addJob('acc_global', global);
    await engine.advanceTestClock(testClocks.clock_a!, T1 + MINUTE);
    const restored = storedEngine({ ...options, snapshot: engine.snapshot() }, store);
    expect((await restored.advanceBy(60)).runs.map((r) => r.job_id)).toEqual([global.id]);
    expect(
      (await restored.advanceTestClock(testClocks.clock_a!, T1 + 2 * MINUTE)).runs.map((r) => [
        r.job_id,
        r.scheduled_at,
      ]),
    ).toEqual([[onA.id, toTimestamp(T1 + 2 * MINUTE)]]);
  });

  test("a test clock's lane is dropped only once its jobs are gone", () => {
    const { engine } = engineWithClocks();
    const onA = jobDef({}, T1);
    engine.addJob('acc_a', onA);
    expect(() => engine.dropTestClock('clock_a')).toThrow(/still has work queued/);
    engine.removeJob(onA.id);
    expect(() => engine.dropTestClock('clock_a')).not.toThrow();
  });
});
