/** Debian's Chromium: Playwright's own browser download is not available on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
