// The order test files start in. Vitest starts the files that took longest last time first, but a fresh
// clone (CI) has no last time and vitest falls back to the largest files, while the slowest ones here are
// small files that drive whole servers: started last, one of them ran alone at the end while the other
// worker idled. These start first, slowest first (as measured on two cores); every other file keeps
// vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const slowest = [
  'conformance/selftest/mock-faults.test.ts',
  'conformance/selftest/correct-servers.test.ts',
  'conformance/against-mock.test.ts',
  'test/browser/console-a11y.test.ts',
  'test/package/packed-tarball.test.ts',
  'conformance/selftest/referee/prism-referee.test.ts',
  'conformance/selftest/unseen-servers.test.ts',
  'bench/bench.test.ts',
  'conformance/selftest/strangers.test.ts',
  'soak/soak.test.ts',
  'conformance/selftest/seed-breaks.test.ts',
  'conformance/core-profile.test.ts',
  'test/mock/cli.test.ts',
  'conformance/selftest/soak.test.ts',
];

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = slowest.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return at < 0 ? slowest.length : at;
    };
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
