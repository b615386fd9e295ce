// Writes the README's screenshots of the console (docs/console/*.png): builds the console, starts the
// mock on a virtual clock with a little history (a healthy job, a failing one, a refused request), and
// photographs each page in Chromium at 1280×800, plus the Jobs page dark and narrow.
// `npm run console:screenshots`; needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createVirtualClock } from '../mock/core/index.ts';
import { startMockServer } from '../mock/server/start-mock-server.ts';
import { buildConsole } from './build-console.ts';

const out = fileURLToPath(new URL('../docs/console/', import.meta.url));
mkdirSync(out, { recursive: true });
await buildConsole();
const mock = await startMockServer({
  clock: createVirtualClock(Date.parse('2026-11-22T09:00:00Z')),
  apiKeys: ['dev-key'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
// A receiver for the failure notifications, so they are delivered and signed.
const receiver = createServer((_request, response) => response.writeHead(204).end());
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
try {
  const send = (path: string, body: unknown) =>
    fetch(`${mock.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': 'dev-key' },
      body: JSON.stringify(body),
    });
  await send('/__mock/accounts', { name: 'partner-staging' });
  await fetch(`${mock.url}/__mock/accounts/acc_1/notifications`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ notify_url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks` }),
  });
  await send('/v1/jobs', {
    name: 'Nightly export',
    url: 'https://example.com/status/500',
    method: 'POST',
    schedule_type: 'interval',
    interval_seconds: 30,
  });
  const failing = (await (
    await send('/v1/jobs', {
      name: 'Nightly export',
      url: 'https://example.com/status/500',
      method: 'POST',
      schedule_type: 'interval',
      interval_seconds: 600,
      notify_on_failure: true,
    })
  ).json()) as { id: string };
  await send('/v1/jobs', {
    name: 'Weekday report',
    url: 'https://example.com/report',
    schedule_type: 'cron',
    cron_expression: '30 9 * * 1-5',
    timezone: 'Europe/Berlin',
  });
  await send('/v1/jobs', {
    name: 'Cache warm-up',
    url: 'https://example.com/warm',
    schedule_type: 'interval',
    interval_seconds: 300,
  });
  await send('/__mock/outcome-rules', { url_pattern: 'https://example.com/status/500', status: 200, times: 2 });
  await send('/__mock/clock/advance', { seconds: 3 * 3600 });

  const shots: [file: string, path: string, options?: { colorScheme?: 'dark'; width?: number; wait?: string }][] = [
    ['jobs', 'jobs'],
    ['job', `jobs/${failing.id}`],
    ['notifications', 'notifications'],
    ['requests', 'requests'],
    ['clock', 'clock'],
    ['settings', 'settings'],
    ['accounts', 'accounts'],
    ['api-reference', 'api-reference', { wait: 'Cron Job Scheduling Service API' }],
    ['jobs-dark', 'jobs', { colorScheme: 'dark' }],
    ['jobs-narrow', 'jobs', { width: 390 }],
  ];
  for (const [file, path, options = {}] of shots) {
    const page = await browser.newPage({
      viewport: { width: options.width ?? 1280, height: 800 },
      colorScheme: options.colorScheme ?? 'light',
      // Times read in the viewer's zone and language: one fixed pair, so the pictures do not depend on the machine.
      locale: 'en-US',
      timezoneId: 'Europe/Berlin',
    });
    await page.goto(`${mock.url}/__console/${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (options.wait) await page.getByText(options.wait).first().waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if (file === 'notifications') await page.getByText('Signature headers of the last attempt').first().click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}${file}.png` });
    await page.close();
    console.log(`wrote docs/console/${file}.png`);
  }
} finally {
  await browser.close();
  await mock.close();
  receiver.close();
}
