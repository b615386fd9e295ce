// The browser example as docs/msw-and-in-process.md starts it (`npx vite examples/browser`): vite prints the URL to open,
// and serves the page and MSW's worker there. No browser needed. Also: without Chromium, npm test says why
// the browser test is skipped.
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The packages' bins, found through their package.json (their exports do not list them).
const require = createRequire(import.meta.url);
const binOf = (name: string) =>
  join(
    dirname(require.resolve(`${name}/package.json`)),
    (require(`${name}/package.json`) as { bin: Record<string, string> }).bin[name]!,
  );
const viteBin = binOf('vite');

test('vite examples/browser prints the URL it serves the page and the worker on', async () => {
  const child = spawn(process.execPath, [viteBin, 'examples/browser', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const read = (chunk: Buffer) => {
        // vite colours its banner on a terminal; strip the escapes before looking for the URL.
        out += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
        const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (found) resolve(found[1]!);
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`vite exited ${code}: ${out}`)));
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="module"');
    const worker = await fetch(new URL('mockServiceWorker.js', url));
    expect([worker.status, worker.headers.get('content-type')]).toEqual([200, 'text/javascript']);
    await worker.text();
  } finally {
    child.kill('SIGTERM');
  }
});

test('without Chromium the browser test is skipped with the reason printed', async () => {
  const run = promisify(execFile);
  const vitest = binOf('vitest');
  const env = { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', CRONJOBS_REQUIRE_BROWSER: '' };
  const { stdout, stderr } = await run(process.execPath, [vitest, 'run', 'test/browser/example-page.test.ts'], {
    cwd: root,
    env,
  });
  expect(`${stdout}\n${stderr}`.replace(/\x1b\[[0-9;]*m/g, '')).toContain(
    'skipped: the browser example — no Chromium at /nonexistent/chromium; install it (apt-get install chromium) or point CHROMIUM_PATH at one',
  );
});
