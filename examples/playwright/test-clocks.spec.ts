// 100 tests on 4 workers against one mock: each creates jobs with its worker's account, advances the
// worker's test clock by seeded random amounts, and asserts exactly the runs and notifications its plan
// gives — while three other workers do the same on the same server.
import { byTimeThenJob, expectedRuns, planFor, plus } from '../support/seeded-plan.ts';
import { expect, test } from './test-clock-fixtures.ts';

for (let seed = 1; seed <= 100; seed++) {
  test(`seed ${seed} sees exactly its own runs and notifications`, async ({ lane, ownJobs, request }) => {
    const { control, clock, account } = lane;
    const plan = planFor(seed);
    const headers = { 'X-API-Key': account.api_key };
    // The lane's clock has moved with the worker's earlier tests; this test's times start where it stands.
    const { now: start } = await control.testClocks.get(clock.id);

    const jobs: Array<{ id: string; created_at: string }> = [];
    for (const job of plan.jobs) {
      const created = await request.post('/v1/jobs', { headers, data: job.body });
      expect(created.status()).toBe(201);
      jobs.push(await created.json());
      ownJobs.push(jobs.at(-1)!.id);
      lane.jobIds.add(jobs.at(-1)!.id);
    }
    expect(jobs.map((job) => job.created_at)).toEqual(jobs.map(() => start));

    const expected = expectedRuns(plan);
    for (const [i, seconds] of plan.advances.entries()) {
      const advanced = await control.testClocks.advance(clock.id, { seconds });
      expect(advanced.runs_total).toBe(expected[i]!.length);
      expect(byTimeThenJob(advanced.runs.map((run) => [run.job_id, run.scheduled_at, run.outcome]))).toEqual(
        byTimeThenJob(expected[i]!.map((run) => [jobs[run.job]!.id, plus(start, run.afterSeconds), run.outcome])),
      );
    }

    const failed = expected.flat().filter((run) => run.outcome === 'failed');
    lane.failedRuns += failed.length;
    const notifications = await control.notifications({ account: account.id });
    const mine = notifications.filter((n) => ownJobs.includes(n.payload.data.job.id));
    expect(
      byTimeThenJob(mine.map((n) => [n.payload.data.job.id, n.payload.data.run.scheduled_at, n.account_id])),
    ).toEqual(byTimeThenJob(failed.map((run) => [jobs[run.job]!.id, plus(start, run.afterSeconds), account.id])));
    // The account holds this worker's notifications and no one else's.
    expect(notifications.filter((n) => !lane.jobIds.has(n.payload.data.job.id))).toEqual([]);
    expect(notifications).toHaveLength(lane.failedRuns);
  });
}
