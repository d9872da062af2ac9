/** Debian's Chromium: Playwright's own browser download is not available on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Its launch flags everywhere it runs (browser tests, hosting tests, benchmarks): no sandbox (root
 * in a container), no GPU, and none of the background connections this machine's closed network
 * refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
