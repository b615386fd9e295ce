// The one test Stryker runs against each mutant: the mock (mutated in Stryker's sandbox) started
// in-process on a free port, and the conformance `full` profile against it with a fixed seed. Exit 0 when
// every rule passes (the mutant survived), 1 as soon as any rule fails or errors (the kit noticed it): the
// first red rule decides, so a killed mutant does not wait for the rest of the profile.
import { createVirtualClock } from '../../../mock/core/index.ts';
import { startMockServer } from '../../../mock/server/start-mock-server.ts';
import { runConformance } from '../../run.ts';

const mock = await startMockServer({ apiKeys: ['k1', 'k2'], clock: createVirtualClock(Date.parse('2026-11-22T15:00:00.000Z')) });
let code = 1;
try {
  const report = await runConformance({
    baseUrl: mock.url, apiKey: 'k1', secondApiKey: 'k2', profile: 'full', seed: 42,
    onRuleResult: (rule) => {
      if (rule.status !== 'failed' && rule.error !== true) return;
      process.stdout.write(`${rule.id} ${rule.error ? 'error' : rule.status}: ${rule.detail.split('\n')[0]}\n`);
      process.exit(1);
    },
  });
  const red = report.rules.filter((r) => r.status === 'failed' || r.error === true);
  for (const rule of red) process.stdout.write(`${rule.id} ${rule.error ? 'error' : rule.status}: ${rule.detail.split('\n')[0]}\n`);
  code = report.preflight.ok && red.length === 0 ? 0 : 1;
} finally {
  await mock.close();
}
process.exit(code);
