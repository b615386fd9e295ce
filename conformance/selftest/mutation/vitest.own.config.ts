// The tests `npm run mutation:own` measures: the mock's own — its unit tests beside the code and the
// integration tests of test/ that drive it in this process. Left out: the conformance suite (the referee's
// run measures it), the lab, the packages, the browser, the docs, and the five tests that start the mock as a
// child process (cli, fixtures-cli, state-file-kill, handlers-iterable-and-exit, proxy-cli), whose
// mutants Stryker cannot switch on from the test's process.
import { defineConfig } from 'vitest/config';
import base from '../../../vitest.config.ts';

// Not mergeConfig: it would add these lists to the base's, not replace them.
export default defineConfig({
  test: {
    ...base.test,
    // A module graph per file (npm test shares one across files): a static mutant is switched on only by
    // loading its module afresh, and the own run was measured this way.
    isolate: true,
    include: [
      'mock/**/*.test.ts',
      'test/mock/**/*.test.ts',
      'test/msw/**/*.test.ts',
      'test/simulator/**/*.test.ts',
      'test/proxy/**/*.test.ts',
      'test/in-process/**/*.test.ts',
      'test/client/**/*.test.ts',
    ],
    exclude: [
      'node_modules/**',
      'dist/**',
      '.stryker-tmp/**',
      'test/mock/cli.test.ts',
      'test/mock/fixtures-cli.test.ts',
      'test/mock/state-file-kill.test.ts',
      'test/msw/handlers-iterable-and-exit.test.ts',
      'test/proxy/proxy-cli.test.ts',
    ],
  },
});
