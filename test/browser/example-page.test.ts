import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The browser example (examples/browser) driven in headless Chromium: the MSW worker answers from the
// mock's core inside the page, and the virtual clock makes three minutes of runs happen on a click.
// The page is served under `Content-Security-Policy: script-src 'self'` (examples/browser/vite.config.ts):
// no eval, so the core must validate with the validators generated ahead of time.
// Without a browser the test is skipped with the reason; CRONJOBS_REQUIRE_BROWSER=1 (set by .ci/run)
// turns that skip into a failure.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = existsSync(executablePath);
const required = process.env.CRONJOBS_REQUIRE_BROWSER === '1';

if (!haveBrowser && required) {
  test('a browser is installed', () => {
    throw new Error(`CRONJOBS_REQUIRE_BROWSER=1 but no Chromium at ${executablePath} (apt-get install chromium)`);
  });
} else if (!haveBrowser) {
  // A skipped suite's title is not printed by the default reporter: say why here, where npm test shows it.
  test('the browser example', (context) => {
    const reason = `no Chromium at ${executablePath}; install it (apt-get install chromium) or point CHROMIUM_PATH at one`;
    console.warn(`skipped: the browser example — ${reason}`);
    context.skip(reason);
  });
}

describe.skipIf(!haveBrowser)(`the browser example (needs Chromium at ${executablePath})`, () => {
  let vite: ViteDevServer;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    vite = await createServer({ configFile: 'examples/browser/vite.config.ts', server: { port: 0 }, logLevel: 'warn' });
    await vite.listen();
    url = vite.resolvedUrls!.local[0]!;
    browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await vite?.close();
  });

  test('creates a job, advances the clock and shows the runs and notifications', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const answer = await page.goto(url);
    expect(answer?.headers()['content-security-policy']).toBe("script-src 'self'");
    // The policy is in force: the page may not turn a string into code (a timer's string is compiled by
    // the page itself, so the browser judges it by the page's policy).
    const evalVerdict = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve(`${event.violatedDirective} refused ${event.blockedURI}`),
            { once: true },
          );
          (setTimeout as (code: string) => void)('void 0');
          setTimeout(() => resolve('allowed'), 2_000);
        }),
    );
    expect(evalVerdict).toBe('script-src refused eval');
    await expect.poll(() => page.textContent('#status'), { timeout: 60_000 }).toBe('ready');

    await page.click('#create');
    await expect.poll(() => page.locator('#jobs tr').count()).toBe(1);
    expect(await page.locator('#jobs tr td').allTextContents()).toEqual([
      'Flaky webhook',
      'active',
      '2026-11-22T09:01:00.000Z',
      '0',
    ]);

    await page.click('#advance');
    await expect.poll(() => page.locator('#runs tr').count()).toBe(3);
    expect(await page.locator('#runs tr td:first-child').allTextContents()).toEqual([
      '2026-11-22T09:03:00.000Z',
      '2026-11-22T09:02:00.000Z',
      '2026-11-22T09:01:00.000Z',
    ]);
    expect(await page.locator('#runs tr td:nth-child(2)').allTextContents()).toEqual(['failed', 'failed', 'failed']);
    expect(await page.textContent('#notifications')).toBe('3');
    expect(await page.locator('#jobs tr td').nth(3).textContent()).toBe('3');
    expect(await page.textContent('#clock')).toBe('2026-11-22T09:03:00.000Z');
    expect(errors).toEqual([]);
  });
});
