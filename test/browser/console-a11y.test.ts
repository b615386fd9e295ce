import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  browserOrReason,
  launchBrowser,
  removeBuiltConsole,
  startConsoleMock,
  type ConsoleMock,
} from './console-harness.ts';

// axe-core on every page of the console, in light and dark, wide (1280×800) and narrow (390×800): no
// serious or critical violation. And the control token: a mock started with one gets the token form first.
const canRun = browserOrReason("the console's accessibility");
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const pages = ['Jobs', 'Notifications', 'Requests', 'Clock', 'Settings', 'Accounts', 'API reference'];

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(
    () => (globalThis as unknown as { axe: { run: () => Promise<unknown> } }).axe.run() as Promise<AxeResult>,
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
}

describe.skipIf(!canRun)("the console's accessibility", () => {
  let browser: Browser;
  let mock: ConsoleMock;

  beforeAll(async () => {
    [browser, mock] = await Promise.all([launchBrowser(), startConsoleMock()]);
    // Something on every page: a failing job with runs and notifications, a refused request.
    const headers = { 'Content-Type': 'application/json', 'X-API-Key': 'dev-key' };
    const job = {
      name: 'Health check',
      url: 'https://example.com/status/500',
      schedule_type: 'interval',
      interval_seconds: 60,
      notify_on_failure: true,
    };
    await fetch(`${mock.url}/v1/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...job, interval_seconds: 1 }),
    });
    await fetch(`${mock.url}/v1/jobs`, { method: 'POST', headers, body: JSON.stringify(job) });
    await fetch(`${mock.url}/__mock/clock/advance`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ seconds: 300 }),
    });
  });

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
    await removeBuiltConsole();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`no serious or critical violation on any page, ${colorScheme}, ${width} px wide`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
        try {
          await page.goto(`${mock.url}/__console/`);
          const found: Record<string, string[]> = {};
          for (const name of pages) {
            await page.getByRole('link', { name, exact: true }).click();
            await page.getByRole('heading', { level: 1, name }).waitFor();
            if (name === 'API reference')
              await page
                .getByText('Cron Job Scheduling Service API')
                .first()
                .waitFor({ state: 'attached', timeout: 60_000 });
            if (name === 'Notifications')
              await page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
            found[name] = await seriousViolations(page);
          }
          await page.getByRole('link', { name: 'Jobs', exact: true }).click();
          await page.getByRole('link', { name: 'Health check' }).click();
          await page.getByRole('table', { name: 'Runs' }).locator('tbody tr').first().waitFor();
          found['a job'] = await seriousViolations(page);
          expect(found).toEqual(Object.fromEntries([...pages, 'a job'].map((name) => [name, []])));
        } finally {
          await page.close();
        }
      });
    }
  }

  test('every control is reachable with the keyboard: Tab moves from the skip link through the navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${mock.url}/__console/`);
      await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
      const focused: string[] = [];
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      expect(focused).toEqual(['Skip to content', ...pages]);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    } finally {
      await page.close();
    }
  });

  test("the job list pages by 20 with the service's cursor and filters by status", async () => {
    const headers = { 'Content-Type': 'application/json', 'X-API-Key': 'dev-key' };
    for (let i = 1; i <= 21; i++) {
      const job = {
        name: `Batch ${String(i).padStart(2, '0')}`,
        url: 'https://example.com/ok',
        schedule_type: 'interval',
        interval_seconds: 3600,
      };
      expect((await fetch(`${mock.url}/v1/jobs`, { method: 'POST', headers, body: JSON.stringify(job) })).status).toBe(
        201,
      );
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${mock.url}/__console/jobs`);
      const rows = page.getByRole('table', { name: 'Jobs' }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(20);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => rows.count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect.poll(() => rows.count()).toBe(20);
      await page.getByLabel('Status').selectOption('paused');
      await page.getByText('No jobs with status paused.').waitFor();
    } finally {
      await page.close();
    }
  });

  test('Settings saves the notification URL (a refused one marked on its field) and rotates the webhook secret', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${mock.url}/__console/settings`);
      const url = page.getByLabel('Notification URL');
      const secret = page.getByRole('textbox', { name: 'Webhook secret' });
      await expect.poll(() => secret.inputValue()).toMatch(/^whsec_/);
      await url.fill('not a url');
      await page.getByRole('button', { name: 'Save notification URL' }).click();
      await expect.poll(() => url.getAttribute('aria-invalid')).toBe('true');
      // The field shows the problem's title and detail, as every banner of the console does.
      const refused = (await (
        await fetch(`${mock.url}/__mock/accounts/acc_1/notifications`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ notify_url: 'not a url' }),
        })
      ).json()) as { title: string; detail: string };
      expect(await page.locator('#notify-url-error').textContent()).toBe(`${refused.title}: ${refused.detail}`);
      await url.fill('http://127.0.0.1:9/hooks');
      await page.getByRole('button', { name: 'Save notification URL' }).click();
      await page.getByText('Notification URL saved.').waitFor();
      expect(await url.getAttribute('aria-invalid')).toBeNull();
      const settings = (await (await fetch(`${mock.url}/__mock/accounts/acc_1/notifications`)).json()) as {
        notify_url: string;
        webhook_secret: string;
      };
      expect(settings.notify_url).toBe('http://127.0.0.1:9/hooks');
      const before = await secret.inputValue();
      expect(settings.webhook_secret).toBe(before);
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      await expect.poll(() => secret.inputValue()).not.toBe(before);
    } finally {
      await page.close();
    }
  });

  test('a mock with a control token: the console asks for it, keeps it for the tab and then works', async () => {
    const locked = await startConsoleMock({ controlToken: 'console-secret' });
    const page = await browser.newPage();
    try {
      await page.goto(`${locked.url}/__console/settings`);
      await page.getByLabel('Control token').fill('console-secret');
      await page.getByRole('button', { name: 'Use token' }).click();
      await expect.poll(() => page.getByRole('textbox', { name: 'API key' }).inputValue()).toBe('dev-key');
      // The live events come through the fetch stream with the token too.
      await page.getByRole('link', { name: 'Notifications' }).click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const headers = { 'Content-Type': 'application/json', 'X-API-Key': 'dev-key' };
      await fetch(`${locked.url}/v1/jobs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Locked',
          url: 'https://example.com/status/503',
          schedule_type: 'interval',
          interval_seconds: 60,
          notify_on_failure: true,
        }),
      });
      const advanced = await fetch(`${locked.url}/__mock/clock/advance`, {
        method: 'POST',
        headers: { ...headers, Authorization: 'Bearer console-secret' },
        body: JSON.stringify({ seconds: 60 }),
      });
      expect(advanced.status).toBe(200);
      await expect.poll(() => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').count()).toBe(1);
    } finally {
      await page.close();
      await locked.close();
    }
  });
});
