import { describe, expect, test } from 'vitest';
import { controlValidator as control, serviceValidator as service } from '../../../../contract/validators.ts';
import { toTimestamp } from '../../primitives/clock.ts';
import type { AdvanceResult, Engine } from './engine.ts';
import type { EngineEvent } from '../events/events.ts';
import type { Run } from '../runs/run-record.ts';
import { HOUR, jobDef, MINUTE, SECOND, T0, virtualEngine } from '../../testing/engine.ts';

const at = (ms: number) => toTimestamp(ms);

function expectValidRuns(runs: readonly Run[]): void {
  for (const run of runs) expect(service.validate('#/components/schemas/Run', run)).toEqual([]);
}
function expectValidAdvance(result: AdvanceResult, mode: 'virtual' | 'real' = 'virtual'): void {
  const answer = { now: at(result.now), mode, runs: result.runs, runs_total: result.runs_total };
  expect(control.validate('#/components/schemas/ClockAdvanced', answer)).toEqual([]);
}
function expectValidJob(engine: Engine, jobId: string): void {
  expect(service.validate('#/components/schemas/Job', engine.getJob(jobId))).toEqual([]);
}

describe('interval schedules', () => {
  test('a 60 s job over one hour runs exactly 60 times, at created_at + 60 s … + 3600 s', async () => {
    const { engine } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    const result = await engine.advanceBy(3600);
    expect(result.runs_total).toBe(60);
    expect(result.runs.map((run) => run.scheduled_at)).toEqual(
      Array.from({ length: 60 }, (_, i) => at(T0 + (i + 1) * MINUTE)),
    );
    for (const run of result.runs) {
      expect(run).toMatchObject({
        job_id: job.id,
        trigger: 'schedule',
        outcome: 'succeeded',
        http_status: 200,
        duration_ms: 0,
        error: null,
      });
      expect(run.started_at).toBe(run.scheduled_at);
      expect(run.finished_at).toBe(run.scheduled_at);
    }
    expect(result.now).toBe(T0 + HOUR);
    expect(engine.getJob(job.id)).toMatchObject({
      next_run_at: at(T0 + 61 * MINUTE),
      consecutive_failures: 0,
      last_run: { scheduled_at: at(T0 + HOUR) },
    });
    expectValidRuns(result.runs);
    expectValidAdvance(result);
    expectValidJob(engine, job.id);
  });

  test('runs of several jobs come in time order; ties keep the order the jobs were scheduled in', async () => {
    const { engine } = virtualEngine();
    const a = jobDef({ interval_seconds: 60 });
    const b = jobDef({ interval_seconds: 90 });
    engine.addJob('acc_1', a);
    engine.addJob('acc_2', b);
    const { runs } = await engine.advanceBy(600);
    expect(runs.filter((run) => run.job_id === a.id)).toHaveLength(10);
    expect(runs.filter((run) => run.job_id === b.id)).toHaveLength(6);
    const times = runs.map((run) => run.scheduled_at);
    expect(times).toEqual([...times].sort());
    // At 180 s both are due; b was put there first (at 90 s, a at 120 s), so b runs first.
    const at180 = runs.filter((run) => run.scheduled_at === at(T0 + 180 * SECOND)).map((run) => run.job_id);
    expect(at180).toEqual([b.id, a.id]);
  });

  test('advancing in odd steps makes the same runs as one advance', async () => {
    const whole = virtualEngine();
    const pieces = virtualEngine();
    const job = jobDef({ interval_seconds: 60 });
    whole.engine.addJob('acc_1', job);
    pieces.engine.addJob('acc_1', job);
    const once = await whole.engine.advanceBy(3600);
    const steps: Run[] = [];
    for (const seconds of [59.999, 0.001, 1, 600, 1739, 1200.5, 0.5])
      steps.push(...(await pieces.engine.advanceBy(seconds)).runs);
    expect(steps.map((run) => run.scheduled_at)).toEqual(once.runs.map((run) => run.scheduled_at));
  });

  test('a run due exactly at the target is made; one due just after is not', async () => {
    const { engine } = virtualEngine();
    engine.addJob('acc_1', jobDef());
    expect((await engine.advanceBy(59.999)).runs_total).toBe(0);
    expect((await engine.advanceBy(0.001)).runs_total).toBe(1);
  });

  test('the clock never moves backwards', async () => {
    const { engine } = virtualEngine();
    await expect(engine.advanceTo(T0 - 1)).rejects.toThrow(RangeError);
  });

  test('the advance answer keeps the newest runs only, with the total', async () => {
    const { engine } = virtualEngine({ advanceRunsLimit: 10 });
    engine.addJob('acc_1', jobDef());
    const result = await engine.advanceBy(3600);
    expect(result.runs_total).toBe(60);
    expect(result.runs.map((run) => run.scheduled_at)).toEqual(
      Array.from({ length: 10 }, (_, i) => at(T0 + (51 + i) * MINUTE)),
    );
    expectValidAdvance(result);
  });
});

describe('changes to a job', () => {
  test('pause clears the schedule; resume schedules from the resume time', async () => {
    const { engine } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    await engine.advanceBy(150); // runs at 60, 120
    engine.updateJob({ ...job, status: 'paused' });
    expect(engine.getJob(job.id)?.next_run_at).toBeNull();
    expect((await engine.advanceBy(600)).runs_total).toBe(0); // now 750 s
    engine.updateJob({ ...job, status: 'active' });
    expect(engine.getJob(job.id)?.next_run_at).toBe(at(T0 + 810 * SECOND));
    const { runs } = await engine.advanceBy(120);
    expect(runs.map((run) => run.scheduled_at)).toEqual([at(T0 + 810 * SECOND), at(T0 + 870 * SECOND)]);
  });

  test('a job created paused does not run', async () => {
    const { engine } = virtualEngine();
    const job = jobDef({ status: 'paused' });
    engine.addJob('acc_1', job);
    expect((await engine.advanceBy(3600)).runs_total).toBe(0);
    expect(engine.getJob(job.id)?.next_run_at).toBeNull();
  });

  test('delete cancels the schedule and forgets the job', async () => {
    const { engine } = virtualEngine();
    const kept = jobDef();
    const gone = jobDef();
    engine.addJob('acc_1', kept);
    engine.addJob('acc_1', gone);
    await engine.advanceBy(60);
    expect(engine.removeJob(gone.id)).toBe(true);
    const { runs } = await engine.advanceBy(600);
    expect(new Set(runs.map((run) => run.job_id))).toEqual(new Set([kept.id]));
    expect(engine.getJob(gone.id)).toBeUndefined();
    expect(engine.removeJob(gone.id)).toBe(false);
  });

  test('a changed interval reschedules an active job from the time of the change', async () => {
    const { engine } = virtualEngine();
    const job = jobDef({ interval_seconds: 60 });
    engine.addJob('acc_1', job);
    await engine.advanceBy(150);
    engine.updateJob({ ...job, interval_seconds: 120 });
    expect(engine.getJob(job.id)?.next_run_at).toBe(at(T0 + 270 * SECOND));
    const { runs } = await engine.advanceBy(400); // to 550 s
    expect(runs.map((run) => run.scheduled_at)).toEqual([270, 390, 510].map((s) => at(T0 + s * SECOND)));
  });

  test('a change that keeps the interval keeps the schedule; a new URL changes the outcome', async () => {
    const { engine } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    await engine.advanceBy(90);
    engine.updateJob({ ...job, name: 'renamed', url: 'https://example.com/status/500' });
    expect(engine.getJob(job.id)).toMatchObject({ name: 'renamed', next_run_at: at(T0 + 120 * SECOND) });
    const { runs } = await engine.advanceBy(30);
    expect(runs[0]).toMatchObject({
      outcome: 'failed',
      http_status: 500,
      error: { code: 'http_status', message: 'The target answered 500.' },
    });
  });
});

describe('outcomes', () => {
  test('a delay longer than the timeout fails as a timeout after the timeout', async () => {
    const { engine } = virtualEngine();
    const job = jobDef({ url: 'https://example.com/delay/45', timeout_seconds: 30 });
    engine.addJob('acc_1', job);
    const { runs } = await engine.advanceBy(120); // the run due at 120 s is still waiting at the target
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      outcome: 'failed',
      http_status: null,
      duration_ms: 30_000,
      started_at: at(T0 + MINUTE),
      finished_at: at(T0 + MINUTE + 30 * SECOND),
      error: { code: 'timeout', message: 'No answer within 30 s.' },
    });
    expectValidRuns(runs);
  });

  test('rules script failures; last_run and consecutive_failures follow', async () => {
    const { engine } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    engine.rules.add({ job_id: job.id, status: 503, times: 3 });
    const { runs } = await engine.advanceBy(180);
    expect(runs.map((run) => run.http_status)).toEqual([503, 503, 503]);
    expect(engine.getJob(job.id)).toMatchObject({
      consecutive_failures: 3,
      last_run: { outcome: 'failed', http_status: 503 },
    });
    await engine.advanceBy(60);
    expect(engine.getJob(job.id)).toMatchObject({
      consecutive_failures: 0,
      last_run: { outcome: 'succeeded', http_status: 200 },
    });
    expectValidJob(engine, job.id);
  });

  test('a connection-error rule by URL pattern fails with no status', async () => {
    const { engine } = virtualEngine();
    const job = jobDef({ url: 'https://down.example.com/hook' });
    engine.addJob('acc_1', job);
    engine.rules.add({ url_pattern: 'https://down.*', connection_error: true });
    const { runs } = await engine.advanceBy(60);
    expect(runs[0]).toMatchObject({ outcome: 'failed', http_status: null, error: { code: 'connection_error' } });
    expectValidRuns(runs);
  });

  test('removing a rule restores the URL convention for the next run', async () => {
    const { engine } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    const rule = engine.rules.add({ job_id: job.id, status: 500 });
    await engine.advanceBy(60);
    engine.rules.remove(rule.id);
    const { runs } = await engine.advanceBy(60);
    expect(runs[0]?.http_status).toBe(200);
  });
});

describe('no overlapping runs', () => {
  test('occurrences due while a run is in progress are skipped, not recorded', async () => {
    const { engine } = virtualEngine();
    const job = jobDef({ url: 'https://example.com/delay/150', timeout_seconds: 300 });
    engine.addJob('acc_1', job);
    const result = await engine.advanceBy(600);
    // Runs start at 60, 240, 420, 600 s; the one at 600 s is still in progress at the target.
    expect(result.runs.map((run) => [run.started_at, run.finished_at])).toEqual(
      [60, 240, 420].map((s) => [at(T0 + s * SECOND), at(T0 + (s + 150) * SECOND)]),
    );
    expect(result.skipped).toBe(6); // 120, 180, 300, 360, 480, 540 s
    expect(engine.isRunning(job.id)).toBe(true);
    expect(engine.getJob(job.id)?.next_run_at).toBe(at(T0 + 780 * SECOND));
    const later = await engine.advanceBy(150);
    expect(later.runs.map((run) => run.started_at)).toEqual([at(T0 + 600 * SECOND)]);
    expect(engine.isRunning(job.id)).toBe(false);
  });

  test('a run that ends exactly when the next is due does not overlap it', async () => {
    const { engine } = virtualEngine();
    engine.addJob('acc_1', jobDef({ url: 'https://example.com/delay/60', timeout_seconds: 60 }));
    const result = await engine.advanceBy(300);
    expect(result.skipped).toBe(0);
    expect(result.runs.map((run) => run.started_at)).toEqual([60, 120, 180, 240].map((s) => at(T0 + s * SECOND)));
  });
});

describe('manual runs', () => {
  test('a manual run is recorded with trigger manual at the time of the request; the schedule is unchanged', async () => {
    const { engine } = virtualEngine();
    const job = jobDef();
    engine.addJob('acc_1', job);
    await engine.advanceBy(30);
    const result = engine.runNow(job.id);
    expect(result.status).toBe('started');
    const runs = engine.listRuns(job.id)!;
    expect(runs[0]).toMatchObject({
      trigger: 'manual',
      scheduled_at: at(T0 + 30 * SECOND),
      started_at: at(T0 + 30 * SECOND),
    });
    expect(engine.getJob(job.id)?.next_run_at).toBe(at(T0 + MINUTE));
    expectValidRuns(runs);
  });

  test('a manual run while one is in progress is refused (409), and a paused job can be run', async () => {
    const { engine } = virtualEngine();
    const job = jobDef({ url: 'https://example.com/delay/10', status: 'paused' });
    engine.addJob('acc_1', job);
    expect(engine.runNow(job.id).status).toBe('started');
    expect(engine.isRunning(job.id)).toBe(true);
    expect(engine.runNow(job.id).status).toBe('busy');
    expect(engine.listRuns(job.id)).toEqual([]);
    const { runs } = await engine.advanceBy(10);
    expect(runs).toEqual([expect.objectContaining({ trigger: 'manual', duration_ms: 10_000 })]);
    expect(engine.isRunning(job.id)).toBe(false);
    expect(engine.runNow('job_unknown').status).toBe('unknown');
  });

  test('a scheduled occurrence during a long manual run is skipped', async () => {
    const { engine } = virtualEngine();
    const job = jobDef({ url: 'https://example.com/delay/90', timeout_seconds: 120 });
    engine.addJob('acc_1', job);
    await engine.advanceBy(50);
    engine.runNow(job.id); // busy until 140 s: the occurrence at 60 s and the one at 120 s are skipped
    expect(engine.getJob(job.id)?.next_run_at).toBe(at(T0 + 180 * SECOND));
  });
});

describe('history', () => {
  test('keeps the configured number of runs, newest first', async () => {
    const { engine } = virtualEngine({ historyLimit: 5 });
    const job = jobDef();
    engine.addJob('acc_1', job);
    await engine.advanceBy(20 * 60);
    const runs = engine.listRuns(job.id)!;
    expect(runs.map((run) => run.scheduled_at)).toEqual([20, 19, 18, 17, 16].map((m) => at(T0 + m * MINUTE)));
    expect(new Set(runs.map((run) => run.id)).size).toBe(5);
  });

  test('run ids are run_ ULIDs whose time part is the start time', async () => {
    const { engine } = virtualEngine();
    engine.addJob('acc_1', jobDef());
    const { runs } = await engine.advanceBy(60);
    expect(runs[0]?.id).toMatch(/^run_[0-9A-HJKMNP-TV-Z]{26}$/);
    const { parseUlid } = await import('../../primitives/ulid.ts');
    expect(parseUlid(runs[0]!.id)?.timeMs).toBe(T0 + MINUTE);
  });
});

describe('events', () => {
  test('subscribers see every run and every skip', async () => {
    const { engine } = virtualEngine();
    const events: EngineEvent[] = [];
    const stop = engine.subscribe((event) => events.push(event));
    engine.addJob('acc_1', jobDef({ url: 'https://example.com/delay/70', timeout_seconds: 100 }));
    await engine.advanceBy(300);
    expect(events.map((event) => event.type)).toEqual(['run.skipped', 'run.finished', 'run.skipped', 'run.finished']);
    stop();
    await engine.advanceBy(300);
    expect(events).toHaveLength(4);
  });

  test('a throwing listener does not break the run', async () => {
    const errors: unknown[] = [];
    const { engine } = virtualEngine({ onError: (error) => errors.push(error) });
    engine.subscribe(() => {
      throw new Error('listener');
    });
    engine.addJob('acc_1', jobDef());
    expect((await engine.advanceBy(120)).runs_total).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
