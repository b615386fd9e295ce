// Builds the console (console/) with vite into dist/console, the static files the mock serves at
// /__console/. `--if-missing` builds only when there is no build yet: `npm start` runs it (prestart), so
// a fresh clone works after `npm ci && npm start`; `npm run build` (and so `npm pack`) always builds.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const consoleOut = fileURLToPath(new URL('../dist/console/', import.meta.url));

/** Builds into dist/console, or into `outDir` (the browser tests build their own, apart from `npm pack`'s). */
export async function buildConsole(outDir = consoleOut): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: fileURLToPath(new URL('../console/vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-missing') && existsSync(`${consoleOut}index.html`)) process.exit(0);
  const started = performance.now();
  await buildConsole();
  console.log(`built dist/console in ${Math.round(performance.now() - started)} ms`);
}
