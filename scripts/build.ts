// Builds dist/ for the package: JavaScript and declarations from TypeScript 7, so consumers compile
// nothing. `npm pack` runs it (prepack).
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
// The generated validators are JavaScript already (tsc copies only what it compiles): ship them as they are.
for (const name of readdirSync(new URL('../generated', import.meta.url)).filter((f) => f.endsWith('.validators.js')))
  cpSync(new URL(`../generated/${name}`, import.meta.url), new URL(`../dist/generated/${name}`, import.meta.url));
// The Node check is JavaScript too, so it runs on a Node too old for anything else: shipped as written.
for (const name of ['node-version.js', 'node-version.d.ts'])
  cpSync(new URL(`../contract/${name}`, import.meta.url), new URL(`../dist/contract/${name}`, import.meta.url));
console.log('built dist/');
// The console's static files go in dist/console after tsc (which starts from an empty dist/).
const { buildConsole } = await import('./build-console.ts');
await buildConsole();
console.log('built dist/console');
