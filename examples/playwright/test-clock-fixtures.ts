// The fixtures that keep Playwright workers apart on one mock: `lane` (per worker) is a test clock with an
// account on it; `ownJobs` (per test) deletes the jobs a test made, so the next test on the worker's lane
// advances only its own. In your project: import { createMockControl } from 'cronjobs-kit/control'.
import { test as base } from '@playwright/test';
import { createMockControl, type Account, type MockControl, type TestClock } from '../../client/control.ts';

export interface Lane {
  control: MockControl;
  clock: TestClock;
  account: Account;
  /** Every job this worker made, and how many failure notifications its tests expected so far: what the account may hold. */
  jobIds: Set<string>;
  failedRuns: number;
}

export const test = base.extend<{ ownJobs: string[] }, { lane: Lane }>({
  lane: [
    async ({}, use, workerInfo) => {
      const control = createMockControl({ baseUrl: workerInfo.project.use.baseURL! });
      const name = `playwright worker ${workerInfo.workerIndex}`;
      const clock = await control.testClocks.create({ name, now: '2027-01-01T00:00:00Z' });
      const account = await control.accounts.create({ name, test_clock: clock.id });
      await use({ control, clock, account, jobIds: new Set(), failedRuns: 0 });
      await control.testClocks.remove(clock.id); // the account and all it holds go with it
    },
    { scope: 'worker' },
  ],
  ownJobs: async ({ lane, request }, use) => {
    const made: string[] = [];
    await use(made);
    for (const id of made) await request.delete(`/v1/jobs/${id}`, { headers: { 'X-API-Key': lane.account.api_key } });
  },
});

export { expect } from '@playwright/test';
