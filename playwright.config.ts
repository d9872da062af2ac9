import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/**
 * Browser tests against the full local stack (docs/decisions/0004-emulator-strategy.md, 0015):
 * `npm start -- --ci` starts the Auth, Functions and Firestore emulators (clean, seeded with the
 * demo accounts) and the Vite dev server; Debian's Chromium runs the tests (Playwright's own
 * browser download is not available here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://localhost:5173',
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/start.ts --ci',
    url: 'http://localhost:5173',
    timeout: 180_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // start.ts stops the emulators and Vite itself (they run in their own process group):
    // give it a SIGTERM and time, instead of Playwright's default SIGKILL of the group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
