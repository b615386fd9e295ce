// The console through a sandbox's balancer (docs/sandbox.md, "The console"): it finds the balancer refuses
// its operator's list, so it acts by an account's key — it makes a new account's key itself, so the
// balancer places the account before it exists, sends that key with every control call, keeps the account
// on its shard when the key is rotated, and takes another account's key to act as it. Three console-serving
// mocks behind the sandbox's real HAProxy; needs Chromium and haproxy (skipped with the reason otherwise).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBalancer, type Balancer } from '../../sandbox/balancer.ts';
import { findHaproxy, haproxyMissing } from '../../sandbox/find-haproxy.ts';
import {
  browserOrReason,
  launchBrowser,
  removeBuiltConsole,
  startConsoleMock,
  type ConsoleMock,
} from '../browser/console-harness.ts';

const canRun = browserOrReason('the console through a sandbox balancer');
const haveHaproxy = findHaproxy() !== undefined;
if (canRun && !haveHaproxy)
  test('the console through a sandbox balancer', (context) => {
    if (process.env.CRONJOBS_REQUIRE_HAPROXY === '1') throw new Error(haproxyMissing);
    console.warn(`skipped: the console through a sandbox balancer — ${haproxyMissing}`);
    context.skip(haproxyMissing);
  });

describe.skipIf(!canRun || !haveHaproxy)('the console through a sandbox balancer', () => {
  let browser: Browser;
  let shards: ConsoleMock[];
  let balancer: Balancer;
  let configDir: string;
  let page: Page;
  const control: Array<{ path: string; key: string | undefined }> = [];

  beforeAll(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'cronjobs-sandbox-console-'));
    [browser, ...shards] = await Promise.all([
      launchBrowser(),
      ...[1, 2, 3].map(() => startConsoleMock({ apiKeys: [] })),
    ]);
    balancer = await startBalancer({
      host: '127.0.0.1',
      port: 0,
      shardPorts: shards.map((shard) => Number(new URL(shard.url).port)),
      configDir,
      log: () => {},
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('dialog', (dialog) => void dialog.accept());
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/__mock/')) control.push({ path, key: request.headers()['x-api-key'] });
    });
  });
  afterAll(async () => {
    await browser?.close();
    await balancer?.close();
    await Promise.all((shards ?? []).map((shard) => shard.close()));
    await removeBuiltConsole();
    if (configDir) await rm(configDir, { recursive: true, force: true });
  });

  const keyShown = () => page.getByRole('textbox', { name: 'API key' }).inputValue();

  test('with no key yet it offers to make an account, which then is the current one', async () => {
    await page.goto(`${balancer.url}/__console/`);
    await page.getByRole('heading', { name: 'Use an API key' }).waitFor();
    await page.getByLabel('Account name').fill('Partner A');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The console now acts as the new account, and shows its first page.
    await page.getByText('Account: Partner A').waitFor();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect.poll(keyShown).toMatch(/^ck_[0-9a-f]{32}$/);
  });

  test('the account works on its shard: a job, then a key rotation that keeps the account where it is', async () => {
    await page.getByRole('link', { name: 'Jobs' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Partner report');
    await page.getByLabel('URL', { exact: true }).fill('https://example.com/status/500');
    await page.getByLabel('Interval (seconds)').fill('60');
    await page.getByRole('button', { name: 'Create job' }).click();
    await page.getByRole('link', { name: 'Partner report' }).waitFor();

    await page.getByRole('link', { name: 'Settings' }).click();
    const before = await keyShown();
    await page.getByRole('button', { name: 'Rotate key' }).click();
    await expect.poll(keyShown).toMatch(new RegExp(`^${before}\\.ck_[0-9a-f]{32}$`));
    await page.getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('link', { name: 'Partner report' }).waitFor();
    await page.getByRole('link', { name: 'Clock' }).click();
    await page.getByTestId('clock-now').waitFor();
    await page.getByRole('link', { name: 'Requests' }).click();
    await page.getByText('/v1/jobs').first().waitFor();
  });

  test("another account's key: the console acts as that account, on its own shard", async () => {
    const key = 'partner-b-key';
    const made = await fetch(`${balancer.url}/__mock/accounts`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Partner B' }),
    });
    expect(made.status).toBe(201);
    await fetch(`${balancer.url}/v1/jobs`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'B digest',
        url: 'https://example.com/b',
        schedule_type: 'interval',
        interval_seconds: 3600,
      }),
    });
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByLabel('API key').fill('not-a-key');
    await page.getByRole('button', { name: 'Use key' }).click();
    await page.getByText('No account has this key.').waitFor();
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Use key' }).click();
    await page.getByText('Account: Partner B').waitFor();
    await page.getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('link', { name: 'B digest' }).waitFor();
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('button', { name: 'Switch to Partner A' }).click();
    await page.getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('link', { name: 'Partner report' }).waitFor();

    // Every control call after the first (the operator's list, which the balancer refuses) carried a key.
    expect(control[0]).toEqual({ path: '/__mock/accounts', key: undefined });
    expect(control.slice(1).filter((call) => call.key === undefined)).toEqual([]);
  });
});
