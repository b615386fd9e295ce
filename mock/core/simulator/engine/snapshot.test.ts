// The engine's saved form (snapshot.ts): a restored engine continues where the saved one was, and its
// run-time state must match the saved job definitions, which it reads from the store.
import { describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../primitives/clock.ts';
import { createJobsStore } from '../../state/jobs-store.ts';
import { createMockCore } from '../../mock-core.ts';
import { isStateSnapshot } from '../../state/state-snapshot.ts';
import type { Run } from '../runs/run-record.ts';
import { jobDef, MINUTE, T0, virtualEngine } from '../../testing/engine.ts';

describe('snapshot and restore', () => {
  test('a restored engine neither repeats nor loses runs', async () => {
    const jobs = [
      jobDef({ interval_seconds: 60 }),
      jobDef({ interval_seconds: 90, url: 'https://example.com/delay/100', timeout_seconds: 120 }),
      jobDef({ interval_seconds: 120, status: 'paused' }),
    ];
    const reference = virtualEngine().engine;
    const { engine: first, store } = virtualEngine();
    for (const job of jobs) {
      reference.addJob('acc_1', job);
      first.addJob('acc_1', job);
    }
    const whole = await reference.advanceBy(3600);

    const before = await first.advanceBy(1234.5); // the delayed job is mid-run here (started 1170 s)
    expect(first.isRunning(jobs[1]!.id)).toBe(true);
    const saved = JSON.parse(JSON.stringify(first.snapshot()));
    const restored = virtualEngine({ clock: createVirtualClock(saved.clock_ms), snapshot: saved, store }).engine;
    expect(restored.isRunning(jobs[1]!.id)).toBe(true);
    const after = await restored.advanceBy(3600 - 1234.5);

    const key = (run: Run) => `${run.job_id}@${run.scheduled_at}`;
    const combined = [...before.runs, ...after.runs].map(key);
    expect(combined).toEqual(whole.runs.map(key));
    expect(new Set(combined).size).toBe(combined.length);
    for (const job of jobs) {
      expect(restored.listRuns(job.id)!.map(key)).toEqual(reference.listRuns(job.id)!.map(key));
      expect(restored.getJob(job.id)).toMatchObject({
        next_run_at: reference.getJob(job.id)!.next_run_at,
        consecutive_failures: reference.getJob(job.id)!.consecutive_failures,
      });
    }
    expect(restored.runsTotal).toBe(reference.runsTotal);
  });

  test('rules survive a restore', async () => {
    const { engine, store } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    engine.rules.add({ job_id: job.id, status: 500, times: 2 });
    await engine.advanceBy(60);
    const restored = virtualEngine({
      clock: createVirtualClock(T0 + MINUTE),
      snapshot: JSON.parse(JSON.stringify(engine.snapshot())),
      store,
    }).engine;
    const { runs } = await restored.advanceBy(120);
    expect(runs.map((run) => run.http_status)).toEqual([500, 200]);
  });

  test('keeps no job definition, and refuses run-time state that does not match the saved definitions', () => {
    const { engine, store } = virtualEngine();
    const kept = jobDef();
    const other = jobDef();
    engine.addJob('acc_1', kept);
    engine.addJob('acc_1', other);
    const saved = engine.snapshot();
    expect(JSON.stringify(saved)).not.toContain(kept.url);
    expect(saved.jobs.map((job) => job.job_id).sort()).toEqual([kept.id, other.id].sort());

    const fewer = createJobsStore();
    fewer.insert(store.get(kept.id)!);
    expect(() => virtualEngine({ snapshot: saved, store: fewer })).toThrow(
      `names job ${other.id}, which the saved jobs do not define`,
    );
    const more = createJobsStore();
    for (const entry of store.values()) more.insert(entry);
    more.insert({ accountId: 'acc_1', job: jobDef() });
    expect(() => virtualEngine({ snapshot: saved, store: more })).toThrow(
      'defines 3 jobs but keeps the run-time state of 2',
    );
  });

  test('reset forgets jobs, runs and rules', async () => {
    const { engine } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    engine.rules.add({ job_id: job.id, status: 500 });
    engine.reset();
    expect(engine.getJob(job.id)).toBeUndefined();
    expect(engine.rules.list()).toEqual([]);
    expect((await engine.advanceBy(600)).runs_total).toBe(0);
  });

  test('a state of an older format (definitions inside the simulator part, or none) is not taken for this one', () => {
    const current = createMockCore({ clock: createVirtualClock(T0) }).snapshot();
    expect(isStateSnapshot(JSON.parse(JSON.stringify(current)))).toBe(true);
    expect(
      isStateSnapshot({ ...current, simulator: { ...current.simulator, format: 'cronjobs-kit/simulator@1' } }),
    ).toBe(false);
    const { simulator: _none, ...withoutSimulator } = current;
    expect(isStateSnapshot(withoutSimulator)).toBe(false);
  });
});
