// Recipe: Playwright workers against ONE mock server, each worker on its own test clock and account.
// No browser is needed: the tests use Playwright's `request` (APIRequestContext) only.
import { defineConfig } from '@playwright/test';

// 4010 is the mock's default port; the project's own run (test/examples/playwright-recipe.test.ts) picks a free one.
const port = Number(process.env.CRONJOBS_MOCK_PORT ?? 4010);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 4,
  forbidOnly: true,
  retries: 0,
  use: { baseURL },
  // One mock for the whole run, started as `npm start` starts it (in your project: `node node_modules/cronjobs-mock/bin/cronjobs-mock.cjs --port 4010`).
  // Not reused: a mock already on the port would be a state no one here set up.
  webServer: {
    command: `"${process.execPath}" --max-semi-space-size=16 mock/server/cli.js --port ${port} --log-level warn`,
    cwd: '../..',
    url: `${baseURL}/__mock/clock`,
    reuseExistingServer: false,
    stdout: 'ignore',
    timeout: 30_000,
  },
});
