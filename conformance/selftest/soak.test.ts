// Issue 13: the full profile passes our own mock on the real clock run after run — no rule may depend on
// two readings of a clock agreeing to the millisecond. A loop, not a timed test: in `npm test` it runs
// CONFORMANCE_SOAK_RUNS times (default 3); the proof is 50 in a row:
//   CONFORMANCE_SOAK_RUNS=50 npx vitest run conformance/selftest/soak.test.ts
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMockServer, type MockServer } from '../../mock/server/index.ts';
import { runConformance } from '../run.ts';

const runs = Number(process.env.CONFORMANCE_SOAK_RUNS ?? 3);
let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ apiKeys: ['soak-k1', 'soak-k2'] }); // the real clock: no `clock` given
});
afterAll(() => mock.close());

test(`the full profile passes the mock on the real clock ${runs} times in a row`, {
  timeout: runs * 120_000,
}, async () => {
  for (let i = 1; i <= runs; i++) {
    const report = await runConformance({
      baseUrl: mock.url,
      apiKey: 'soak-k1',
      secondApiKey: 'soak-k2',
      profile: 'full',
      cases: 10,
    });
    const failed = report.rules.filter((r) => r.status !== 'passed').map((r) => `${r.id} (${r.status}): ${r.detail}`);
    expect(failed, `run ${i} of ${runs} (seed ${report.seed})`).toEqual([]);
  }
});
