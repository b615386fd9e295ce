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

nodeModule.enableCompileCache?.();
await import('./run-cli.ts');
