import { describe, expect, test } from 'vitest';
import type { Run } from '../../client/index.ts';
import type { SeedResult } from '../../client/control.ts';
import { controlValidator, serviceValidator } from '../../contract/validators.ts';
import { createInProcessMock } from '../../mock/in-process/index.ts';
import type { Fixtures } from '../../mock/core/index.ts';
import { nextDue, scheduleOf } from '../../mock/core/simulator/cron/next-times.ts';

// POST /__mock/seed through the control client, on the in-process mock: realistic jobs and past runs,
// consistent with their schedules and the spec's schemas, the same for the same seed.
const now = Date.parse('2027-03-10T12:00:00.000Z');

async function seeded(body: Parameters<ReturnType<typeof createInProcessMock>['control']['seed']>[0], at = now) {
  const mock = createInProcessMock({ now: at });
  const result = await mock.control.seed(body);
  const runs = new Map<string, Run[]>();
  for (const job of result.jobs) {
    const page = await mock.client.GET('/v1/jobs/{job_id}/runs', {
      params: { path: { job_id: job.id }, query: { limit: 100 } },
    });
    runs.set(job.id, page.data!.data);
  }
  return { mock, result, runs };
}

/** A job and its runs without the ids the mock gives (they are its own, not the seed's). */
function withoutIds(result: SeedResult, runs: Map<string, Run[]>) {
  return result.jobs.map(({ id, last_run, ...job }) => ({
    ...job,
    last_run: last_run && { ...last_run, id: undefined },
    runs: runs.get(id)!.map(({ id: _run, job_id: _job, ...run }) => run),
  }));
}

describe('POST /__mock/seed', () => {
  test('the same seed makes the same jobs and runs; another seed, others', async () => {
    const a = await seeded({ seed: 7, jobs: 10, history_days: 3 });
    const b = await seeded({ seed: 7, jobs: 10, history_days: 3 });
    const c = await seeded({ seed: 8, jobs: 10, history_days: 3 });
    expect(withoutIds(a.result, a.runs)).toEqual(withoutIds(b.result, b.runs));
    expect(withoutIds(c.result, c.runs)).not.toEqual(withoutIds(a.result, a.runs));
    expect(a.result.runs_total).toBeGreaterThan(0);
    expect(a.result.runs_total).toBe([...a.runs.values()].reduce((sum, list) => sum + list.length, 0));
  });

  test('realistic: both schedule types, cron in several zones, failing and succeeding runs', async () => {
    const { result, runs } = await seeded({ seed: 3, jobs: 16, history_days: 7 });
    expect(result.jobs).toHaveLength(16);
    expect(new Set(result.jobs.map((j) => j.schedule_type))).toEqual(new Set(['interval', 'cron']));
    expect(new Set(result.jobs.map((j) => j.timezone).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(result.jobs.map((j) => j.name)).size).toBe(16);
    const all = [...runs.values()].flat();
    expect(
      all.some(
        (r) =>
          r.outcome === 'failed' && (r.http_status === 500 || r.http_status === 503 || r.error?.code === 'timeout'),
      ),
    ).toBe(true);
    expect(all.some((r) => r.outcome === 'succeeded')).toBe(true);
    expect(result.jobs.some((j) => j.last_run?.outcome === 'failed' && j.consecutive_failures > 0)).toBe(true);
  });

  test('valid against the spec: the answer, every job and every run', async () => {
    const { result, runs } = await seeded({ seed: 11, jobs: 20, history_days: 10 });
    expect(controlValidator.validate('#/components/schemas/SeedResult', result)).toEqual([]);
    for (const job of result.jobs) {
      expect(serviceValidator.validate('#/components/schemas/Job', job)).toEqual([]);
      for (const run of runs.get(job.id)!)
        expect(serviceValidator.validate('#/components/schemas/Run', run)).toEqual([]);
    }
  });

  test('runs follow the schedules: consecutive occurrences after created_at, all finished by now, next_run_at the one after', async () => {
    const { result, runs } = await seeded({ seed: 5, jobs: 24, history_days: 2 });
    let paused = 0;
    for (const job of result.jobs) {
      const schedule = scheduleOf(job as Parameters<typeof scheduleOf>[0]);
      const list = runs.get(job.id)!.toReversed(); // oldest first
      const created = Date.parse(job.created_at);
      if (list.length > 0) expect(Date.parse(list[0]!.scheduled_at)).toBeGreaterThan(created);
      // With fewer runs than the history limit, the first is the schedule's first occurrence.
      if (list.length > 0 && list.length < 100)
        expect(Date.parse(list[0]!.scheduled_at)).toBe(nextDue(schedule, created));
      for (let i = 0; i < list.length; i++) {
        const run = list[i]!;
        expect([run.trigger, run.started_at]).toEqual(['schedule', run.scheduled_at]);
        expect(Date.parse(run.finished_at)).toBeLessThanOrEqual(
          job.status === 'paused' ? Date.parse(job.updated_at) + 30_000 : now,
        );
        if (i > 0) expect(Date.parse(run.scheduled_at)).toBe(nextDue(schedule, Date.parse(list[i - 1]!.scheduled_at)));
      }
      if (job.status === 'paused') {
        paused++;
        expect(job.next_run_at).toBeNull();
        continue;
      }
      expect(Date.parse(job.next_run_at!)).toBeGreaterThan(now);
      // Between the newest run and now, only an occurrence whose run would still be in progress at now.
      let due = nextDue(schedule, list.length > 0 ? Date.parse(list.at(-1)!.scheduled_at) : created);
      for (; due <= now; due = nextDue(schedule, due))
        expect(due + (list.at(-1)?.duration_ms ?? 0)).toBeGreaterThan(now);
      expect(job.next_run_at).toBe(new Date(due).toISOString());
    }
    expect(paused).toBeGreaterThan(0);
  });

  test('the seeded jobs run on from there: the next advance runs each at its next_run_at', async () => {
    const { mock, result } = await seeded({ seed: 9, jobs: 6, history_days: 1 });
    const active = result.jobs.filter((j) => j.status === 'active');
    const last = Math.max(...active.map((j) => Date.parse(j.next_run_at!)));
    const advanced = await mock.control.advance((last - now) / 1000);
    for (const job of active)
      expect(advanced.runs.find((r) => r.job_id === job.id)?.scheduled_at).toBe(job.next_run_at);
  });

  test('what it makes loads back as a fixture: ids and runs as the mock makes them', async () => {
    const { mock } = await seeded({ seed: 2, jobs: 12, history_days: 30 });
    const state = await mock.control.state();
    // The control client's Fixtures is the schema's; the core's joins each job's JobCreate fields (fixture-check.ts).
    const again = createInProcessMock({ now, fixtures: state as Fixtures });
    expect((await again.control.state()).accounts).toEqual(state.accounts);
  });

  test('fills the account asked for on its own clock; an unknown account is 422', async () => {
    const mock = createInProcessMock({ now });
    const clock = await mock.control.testClocks.create({ now: '2030-01-01T00:00:00Z' });
    const account = await mock.control.accounts.create({ name: 'seeded', test_clock: clock.id });
    const result = await mock.control.seed({ account: account.id, jobs: 4, history_days: 1 });
    expect(result.account).toBe(account.id);
    for (const job of result.jobs) expect(job.created_at.startsWith('2029-12-31')).toBe(true);
    expect((await mock.clientFor(account.api_key).GET('/v1/jobs')).data?.data).toHaveLength(4);
    expect((await mock.client.GET('/v1/jobs')).data?.data).toHaveLength(0);
    const refused = await mock.control.raw.POST('/__mock/seed', { body: { account: 'acc_404' } });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ errors: [{ pointer: '/account' }] });
    const bad = await mock.control.raw.POST('/__mock/seed', { body: { jobs: 0 } });
    expect(bad.response.status).toBe(422);
  });
});
