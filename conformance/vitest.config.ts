// The conformance suite as a plain vitest project:
//   CONFORMANCE_BASE_URL=… CONFORMANCE_API_KEY=… npx vitest run --config conformance/vitest.config.ts
// Optional: CONFORMANCE_SECOND_API_KEY, CONFORMANCE_PROFILE (core|full, default full), CONFORMANCE_READ_ONLY=1,
// CONFORMANCE_TARGET_URL, CONFORMANCE_CASES, CONFORMANCE_SEED, CONFORMANCE_RUN_ID, CONFORMANCE_NEXT_PAGE (see --next-page).
// The CLI (cli.ts) and runConformance (run.ts) run this same project with the config passed in `provide`.
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { configInputFromEnv, provideConfig } from './harness/config.ts';

// Vite's and vitest's caches (test results, transformed modules) go to the temp folder, one per user: by
// default they land under the root and the package's own node_modules, which for an installed package
// is inside node_modules/cronjobs-kit — a folder the user may not own and never expects to change.
const cache = join(tmpdir(), `cronjobs-kit-conformance-${process.getuid?.() ?? 'user'}`);

export default defineConfig({
  cacheDir: cache,
  test: {
    fsModuleCachePath: join(cache, 'modules'),
    name: 'conformance',
    root: fileURLToPath(new URL('..', import.meta.url)),
    // .rule.ts in the repository, .rule.js in the installed package (whose root is dist/).
    include: ['conformance/rules/**/*.rule.{ts,js}'],
    provide: { conformance: provideConfig(configInputFromEnv(process.env)) },
    // Rules wait on the network, so at least two workers; but each worker loads the whole rule graph (about
    // a second of CPU), so no more workers than cores, at most six: on two cores, six workers made a run
    // against a server on the same machine twice as long. One module graph per worker (isolate: false).
    pool: 'threads',
    maxWorkers: Math.min(6, Math.max(2, availableParallelism())),
    isolate: false,
    testTimeout: 120_000,
  },
});
