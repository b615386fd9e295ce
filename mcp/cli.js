#!/usr/bin/env node
// `cronjobs-mock mcp` (through bin/cronjobs-mock.cjs) / `node mcp/cli.js` in a clone. JavaScript for the
// reason mock/server/cli.js gives: the compile cache is on before any module of the server loads.
// A namespace import: a named one is a link error on a Node without it (20), before any line runs.
import * as nodeModule from 'node:module';

nodeModule.enableCompileCache?.();
await import('./run-cli.ts');
