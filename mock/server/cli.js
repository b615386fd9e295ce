#!/usr/bin/env node
// `npm start` / `cronjobs-mock` (through bin/cronjobs-mock.cjs). Turns on Node's on-disk compile cache
// before anything else loads, so a start after the first reuses compiled code instead of compiling every
// module again; the CLI itself lives in run-cli.ts. JavaScript, not TypeScript: Node strips an entry's types
// before any of its lines run, so a .ts entry loaded the type stripper on every start, while the modules it
// imports come stripped from the compile cache. Allocator and V8 settings are the operator's to choose
// (docs/operations.md); the CLI starts none of its own.
// A namespace import: a named one is a link error on a Node without it (20), before any line runs.
import * as nodeModule from 'node:module';

nodeModule.enableCompileCache?.();
await import('./run-cli.ts');
