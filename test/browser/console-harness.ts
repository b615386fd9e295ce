// What the console's browser tests share: Debian's Chromium through playwright-core (skipped with the reason
// when it is missing, a failure under CRONJOBS_REQUIRE_BROWSER=1), the console built into a folder of the
// test's own (so `npm pack` rebuilding dist/ in a parallel test cannot pull it away), and a mock on a
// virtual clock serving it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { test } from 'vitest';
import { createMockCore, createVirtualClock, type MockCore } from '../../mock/core/index.ts';
import { createMockApp } from '../../mock/server/express-adapter.ts';
import { unrefTimers } from '../../mock/server/start-mock-server.ts';
import { buildConsole } from '../../scripts/build-console.ts';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const haveBrowser = existsSync(executablePath);

/** Registers the failing or skipped stand-in test when there is no browser; true when the suite can run. */
export function browserOrReason(what: string): boolean {
  if (haveBrowser) return true;
  if (process.env.CRONJOBS_REQUIRE_BROWSER === '1') {
    test('a browser is installed', () => {
      throw new Error(`CRONJOBS_REQUIRE_BROWSER=1 but no Chromium at ${executablePath} (apt-get install chromium)`);
    });
  } else {
    test(what, (context) => {
      const reason = `no Chromium at ${executablePath}; install it (apt-get install chromium) or point CHROMIUM_PATH at one`;
      console.warn(`skipped: ${what} — ${reason}`);
      context.skip(reason);
    });
  }
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export interface ConsoleMock {
  url: string;
  core: MockCore;
  close(): Promise<void>;
}

let built: Promise<string> | undefined;

/** The console built once into a temporary folder, until a test file's afterAll removes it. */
export function builtConsole(): Promise<string> {
  return (built ??= (async () => {
    const folder = `${await mkdtemp(join(tmpdir(), 'cronjobs-console-'))}/`;
    await buildConsole(folder);
    return folder;
  })());
}

export async function removeBuiltConsole(): Promise<void> {
  const folder = built;
  built = undefined;
  if (folder) await rm(await folder, { recursive: true, force: true });
}

/** `apiKeys`: `['dev-key']` by default; none for a sandbox's shard, whose accounts come through the balancer. */
export async function startConsoleMock(
  options: { controlToken?: string; apiKeys?: string[] } = {},
): Promise<ConsoleMock> {
  const core = createMockCore({
    clock: createVirtualClock(Date.parse('2026-11-22T09:00:00Z')),
    apiKeys: options.apiKeys ?? ['dev-key'],
    simulation: { timers: unrefTimers },
    ...(options.controlToken ? { controlToken: options.controlToken } : {}),
  });
  const server: Server = createServer(createMockApp(core, { console: { assets: await builtConsole() } }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    core,
    async close() {
      core.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
