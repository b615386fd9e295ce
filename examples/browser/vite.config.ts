// Serves the example with MSW's worker script taken from the installed msw, so it never drifts from
// the library version, and under a strict Content-Security-Policy: the mock's core validates with
// validators compiled ahead of time (generated/), so it needs no eval or `new Function`.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

const serveWorker: Plugin = {
  name: 'serve-msw-worker',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', async (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript');
      response.end(await readFile(workerPath));
    });
  },
};

export const contentSecurityPolicy = "script-src 'self'";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [serveWorker],
  server: { host: '127.0.0.1', headers: { 'Content-Security-Policy': contentSecurityPolicy } },
  preview: { headers: { 'Content-Security-Policy': contentSecurityPolicy } },
});
