import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';

/**
 * `npm run bench:admin` (tests/bench): the browser tests' setup (Debian's Chromium, the stack
 * started by `npm start -- --ci` and stopped afterwards), always on a stack of its own, never a
 * developer's running one, and with no retry.
 */
export default defineConfig({
  ...browserTests,
  testDir: 'tests/bench',
  retries: 0,
  // The stack's own log (thousands of lead e-mails) stays out of the figures.
  webServer: {
    ...browserTests.webServer,
    reuseExistingServer: false,
    stdout: 'ignore',
  } as typeof browserTests.webServer,
});
