#!/usr/bin/env -S node --max-semi-space-size=16
// `npm start` / `cronjobs-mock` (through bin/cronjobs-mock.cjs). Turns on Node's on-disk compile cache
// before anything else loads, which roughly halves start-up after the first run; the CLI itself lives in
// run-cli.ts. JavaScript, not TypeScript: Node strips an entry's types before any of its lines run, so a
// .ts entry loaded the type stripper (≈ 50 ms of CPU) on every start, while the modules it imports come
// stripped from the compile cache (bench/README.md, "The state file"). The Node flag (here, in bin/cronjobs-mock.cjs and in package.json's start script, kept
// equal by test/mock/cli.test.ts) bounds the young generation: every created job survives its first
// collection, and with Node's default 32 MB semi-space one copy pass took 14–19 ms, the whole p99 of a
// create burst (bench/README.md).
// A namespace import: a named one is a link error on a Node without it (20), before any line runs.
import * as nodeModule from 'node:module';

// glibc keeps freed native memory in its heap unless told otherwise, and reads how only when a process
// starts: after 100,000 fuzzed requests ≈ 20 MB of RSS was free memory glibc held (README, "Reliability").
// So on Linux the CLI replaces itself, same PID, stdio and arguments, with a Node that has a fixed 32 KiB
// mmap threshold (big blocks go back to the system when freed) and two arenas. Any of these variables set
// by the user (or by bin/launch.cjs, which passes them to the Node it starts) skips the re-exec.
const mallocEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };
const { env } = process;
if (process.platform === 'linux' && typeof process.execve === 'function' && env.MALLOC_ARENA_MAX === undefined && env.MALLOC_MMAP_THRESHOLD_ === undefined && env.GLIBC_TUNABLES === undefined) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...env, ...mallocEnv });
}

nodeModule.enableCompileCache?.();
await import('./run-cli.ts');
