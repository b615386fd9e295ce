// The conformance suite as a plain vitest project:
//   CONFORMANCE_BASE_URL=… CONFORMANCE_API_KEY=… npx vitest run --config conformance/vitest.config.ts
// Optional: CONFORMANCE_SECOND_API_KEY, CONFORMANCE_PROFILE (core|full, default full), CONFORMANCE_READ_ONLY=1,
// CONFORMANCE_TARGET_URL, CONFORMANCE_CASES, CONFORMANCE_SEED, CONFORMANCE_RUN_ID, CONFORMANCE_NEXT_PAGE (see --next-page).
// The CLI (cli.ts) and runConformance (run.ts) run this same project with the config passed in `provide`.
import { createHash } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { configInputFromEnv, provideConfig } from './harness/rule/config.ts';

// Vite's and vitest's caches go to the temp folder: by default they land under the root and the package's own
// node_modules, which for an installed package is inside node_modules/cronjobs-kit — a folder the user may not
// own and never expects to change. Concurrent runs never share state: each run has its own vite cache folder
// (test results), and the transformed modules are kept per installation of the kit
// (its root), whose writes vitest makes atomic and whose content is addressed by hash. One folder for every
// installation let a run from another install (another lockfile) clear the modules under a run in progress,
// whose every rule then "could not be loaded".
const root = fileURLToPath(new URL('..', import.meta.url));
const user = process.getuid?.() ?? 'user';
const installation = createHash('sha256').update(root).digest('hex').slice(0, 12);

export default defineConfig({
  // A run of this project by hand has the process's own; runConformance gives each run a fresh one.
  cacheDir: join(tmpdir(), `cronjobs-kit-conformance-${user}-process-${process.pid}`),
  test: {
    fsModuleCachePath: join(tmpdir(), `cronjobs-kit-conformance-${user}-${installation}`),
    name: 'conformance',
    root,
    // One test per rule (runner/rules.suite.ts; .js in the installed package, whose root is dist/). Rules
    // wait on the network, so several run at once, in one worker (the rule graph is loaded once): as many as
    // the cores, at least two and at most six — a service on the same machine (a mock, a proxy in front of
    // one) needs the cores too, and more rules at once than it can answer only meet its timeouts.
    include: ['conformance/runner/rules.suite.{ts,js}'],
    provide: { conformance: provideConfig(configInputFromEnv(process.env)) },
    pool: 'threads',
    maxWorkers: 1,
    maxConcurrency: Math.min(6, Math.max(2, availableParallelism())),
    isolate: false,
    testTimeout: 120_000,
    // Rules load through Node's own import (Node strips the types of a clone's .ts; the package ships .js),
    // not vite's module runner: nothing here uses vi.mock or import.meta.vitest, and each run starts
    // faster — runConformance starts one per call, and the self-test makes hundreds.
    experimental: { viteModuleRunner: false, nodeLoader: false },
  },
});
