// Recipe: many concurrent vitest tests on ONE set of MSW handlers, no cross-talk. Each test makes its own
// test clock and an account on it (the control client), creates its jobs with that account's key,
// advances only its own clock by seeded random amounts, and sees exactly its own runs and notifications
// (`?account=`), while the other tests do the same on the same mock at the same time.
// In your project the imports are 'cronjobs-kit/client', 'cronjobs-kit/control' and 'cronjobs-kit/msw'.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, test, vi } from 'vitest';
import { createCronJobsClient, type Job } from '../../client/index.ts';
import { createMockControl } from '../../client/control.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { byTimeThenJob, expectedRuns, planFor, plus } from '../support/seeded-plan.ts';

const baseUrl = 'https://api.cronjobs.test';
const mock = createCronJobsHandlers({ baseUrl, clock: 'virtual' });
const server = setupServer(...mock.handlers);
const control = createMockControl({ baseUrl });

// vitest runs 5 concurrent tests at a time unless told more; 30 tests here, all at once.
const seeds = Array.from({ length: 30 }, (_, i) => 1000 + i);
vi.setConfig({ maxConcurrency: seeds.length });

let running = 0;
let mostAtOnce = 0;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => {
  server.close();
  // Otherwise "no cross-talk" proves nothing: the tests must really have overlapped.
  if (mostAtOnce < 2) throw new Error(`the tests never overlapped (at most ${mostAtOnce} at once)`);
});

describe.concurrent('tests on one MSW server, each on its own test clock', () => {
  test.for(seeds)('seed %i sees exactly its own runs and notifications', async (seed, { expect }) => {
    mostAtOnce = Math.max(mostAtOnce, ++running);
    try {
      const plan = planFor(seed);
      const clock = await control.testClocks.create({ name: `seed ${seed}`, now: '2027-01-01T00:00:00Z' });
      const account = await control.accounts.create({ name: `seed ${seed}`, test_clock: clock.id });
      const api = createCronJobsClient({ baseUrl, apiKey: account.api_key });

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
      const notifications = await control.notifications({ account: account.id });
      expect(
        byTimeThenJob(notifications.map((n) => [n.payload.data.job.id, n.payload.data.run.scheduled_at, n.account_id])),
      ).toEqual(byTimeThenJob(failed.map((run) => [jobs[run.job]!.id, plus(clock.now, run.afterSeconds), account.id])));
      await control.testClocks.remove(clock.id);
    } finally {
      running--;
    }
  });
});
