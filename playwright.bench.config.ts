import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';

/**
 * `npm run bench:admin` (tests/bench): the browser tests' setup (Debian's Chromium, the stack
 * started by `npm start -- --ci --no-demo` and stopped afterwards), always on a stack of its own, never a
 * developer's running one, and with no retry.
 */
export default defineConfig({
  ...browserTests,
  testDir: 'tests/bench',
  retries: 0,
  // The stack's own log (thousands of lead e-mails) stays out of the figures.
  // Without the demo business: each bench seeds and counts its own data (the demo's tickets and
  // devices would show in the desk's lists and change what they read).
  webServer: {
    ...browserTests.webServer,
    command: 'node --import tsx scripts/start.ts --ci --no-demo',
    reuseExistingServer: false,
    stdout: 'ignore',
  } as typeof browserTests.webServer,
});
