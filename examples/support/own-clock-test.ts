// One parallel test of the recipe (docs/msw-and-in-process.md#parallel-tests), wherever the mock is: MSW
// handlers, one server, or a sandbox of shards behind a balancer. The test picks its own key first and
// sends it with every control call (`createMockControl({ apiKey })`): it makes its test clock and its
// account with that key, so a balancer hashing on X-API-Key puts both on one shard, and every answer —
// the advance, the notifications — is this test's alone, with no `?account=` to pass.
import type { ExpectStatic } from 'vitest';
import { createCronJobsClient, type Job } from '../../client/index.ts';
import { createMockControl } from '../../client/control.ts';
import { byTimeThenJob, expectedRuns, planFor, plus } from './seeded-plan.ts';

/** Runs the seeded plan on a clock of its own; answers the key it used, for a caller that checks where it went. */
export async function ownClockTest(baseUrl: string, seed: number, expect: ExpectStatic): Promise<string> {
  const apiKey = `test-${seed}-${crypto.randomUUID()}`;
  const control = createMockControl({ baseUrl, apiKey });
  const plan = planFor(seed);
  const clock = await control.testClocks.create({ name: `seed ${seed}`, now: '2027-01-01T00:00:00Z' });
  const account = await control.accounts.create({ name: `seed ${seed}`, test_clock: clock.id });
  expect(account.api_key).toBe(apiKey);
  const api = createCronJobsClient({ baseUrl, apiKey });

  const jobs: Job[] = [];
  for (const job of plan.jobs) {
    const { data, error } = await api.POST('/v1/jobs', { body: job.body });
    expect(error).toBeUndefined();
    jobs.push(data!);
  }
  // A frozen test clock: every job of this test is created at the clock's time.
  expect(jobs.map((job) => job.created_at)).toEqual(jobs.map(() => clock.now));

  const expected = expectedRuns(plan);
  for (const [i, seconds] of plan.advances.entries()) {
    const advanced = await control.testClocks.advance(clock.id, { seconds });
    expect(advanced.runs_total).toBe(expected[i]!.length);
    expect(byTimeThenJob(advanced.runs.map((run) => [run.job_id, run.scheduled_at, run.outcome]))).toEqual(
      byTimeThenJob(expected[i]!.map((run) => [jobs[run.job]!.id, plus(clock.now, run.afterSeconds), run.outcome])),
    );
  }

  const failed = expected.flat().filter((run) => run.outcome === 'failed');
  const notifications = await control.notifications();
  expect(
    byTimeThenJob(notifications.map((n) => [n.payload.data.job.id, n.payload.data.run.scheduled_at, n.account_id])),
  ).toEqual(byTimeThenJob(failed.map((run) => [jobs[run.job]!.id, plus(clock.now, run.afterSeconds), account.id])));
  await control.testClocks.remove(clock.id);
  return apiKey;
}
