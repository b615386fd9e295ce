// The one test Stryker runs against each mutant: the mock (mutated in Stryker's sandbox) and the
// conformance `full` profile against it with a fixed seed, twice — served as `npm start` serves it (the
// Express adapter), then through the core's web-standard `handle`, the face the MSW handlers use (its Request
// in, its Response out). Exit 0 when every rule passes both times (the mutant survived), 1 as soon as any rule
// fails or errors (the kit noticed it): the first red rule decides, so a killed mutant does not wait for the rest.
import { createVirtualClock } from '../../../mock/core/index.ts';
import { startMockServer } from '../../../mock/server/index.ts';
import { runConformance } from '../../run.ts';
import { startFaultyMock } from '../faults/serve.ts';

const options = () => ({ apiKeys: ['k1', 'k2'], clock: createVirtualClock(Date.parse('2026-11-22T15:00:00.000Z')) });
const faces = [() => startMockServer(options()), () => startFaultyMock(options())];

for (const start of faces) {
  const mock = await start();
  try {
    const report = await runConformance({
      baseUrl: mock.url,
      apiKey: 'k1',
      secondApiKey: 'k2',
      profile: 'full',
      seed: 42,
      onRuleResult: (rule) => {
        if (rule.status !== 'failed' && rule.error !== true) return;
        process.stdout.write(`${rule.id} ${rule.error ? 'error' : rule.status}: ${rule.detail.split('\n')[0]}\n`);
        process.exit(1);
      },
    });
    if (!report.preflight.ok) {
      process.stdout.write(`preflight: ${report.preflight.problems.join('; ')}\n`);
      process.exit(1);
    }
  } finally {
    await mock.close();
  }
}
process.exit(0);
