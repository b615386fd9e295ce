// Recipe: many concurrent vitest tests on ONE set of MSW handlers, no cross-talk. Each test picks its own
// key, makes its own test clock and an account on it with that key (the control client sends it as
// X-API-Key), creates its jobs with it, advances only its own clock by seeded random amounts, and sees
// exactly its own runs and notifications, while the other tests do the same on the same mock at the same
// time. The test itself (../support/own-clock-test.ts) runs unchanged through a sandbox of shards
// (test/sandbox/sandbox.test.ts).
// In your project the imports are 'cronjobs-kit/client', 'cronjobs-kit/control' and 'cronjobs-kit/msw'.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, test, vi } from 'vitest';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { ownClockTest } from '../support/own-clock-test.ts';

const baseUrl = 'https://api.cronjobs.test';
const mock = createCronJobsHandlers({ baseUrl, clock: 'virtual' });
const server = setupServer(...mock.handlers);

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
      await ownClockTest(baseUrl, seed, expect);
    } finally {
      running--;
    }
  });
});
