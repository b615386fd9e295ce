// The console's build: plain TypeScript modules (Preact + htm, no JSX step) bundled into dist/console,
// served by the mock under /__console/.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/__console/',
  logLevel: 'warn',
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    target: 'es2022',
  },
});
