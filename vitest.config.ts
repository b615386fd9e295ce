import { enableCompileCache } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node's on-disk compile cache, which Node offers tools for this (module.enableCompileCache; tsc turns it on
// the same way): the suite starts the kit's CLIs, mock servers and conformance workers hundreds of times,
// each compiling the same modules again. Set in the environment too, so the workers and child processes
// this run starts use it (NODE_DISABLE_COMPILE_CACHE=1 turns it off). The mock's CLI turns it on for itself.
const { directory } = enableCompileCache();
if (directory) process.env.NODE_COMPILE_CACHE ??= directory;

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**'],
    // Tests are bounded by their work (cases, items, requests), never by the clock: these are hang guards,
    // far above any test's time on a loaded machine, so a slow machine is slow, not red.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // expect.poll waits for what a page or a server shows next; its 1 s default failed a browser test on a
    // loaded machine. A hang guard too, not a bound.
    expect: { poll: { timeout: 60_000 } },
    // One worker per core: most files wait on servers and child processes, and vitest's default (cores − 1)
    // ran this suite one file at a time on a two-core machine.
    maxWorkers: '100%',
    // Workers are reused across files (one module graph a worker): a worker started per file cost about
    // 150 ms each, 153 times. So a test file leaves the globals it changes as it found them (timers, MSW's
    // interceptors, memos of shared test helpers), as each here does in its afterEach/afterAll.
    isolate: false,
  },
});
