/**
 * Critical CSS of the prerendered pages (docs/decisions/0010-critical-css-and-public-budgets.md),
 * checked on the BUILT site behind the Hosting emulator, with its headers (the CSP):
 *   - each public page carries its critical CSS in one <style> in <head>, loads the full
 *     stylesheet from the end of <body> with fetchpriority="low" and starts the app from a small
 *     module once loaded and painted; no inline event handler (the CSP's script-src has no
 *     'unsafe-inline', so an onload= would never run);
 *   - the critical CSS is complete: with JavaScript off, the page laid out with the critical CSS
 *     only is identical, element by element, to the page with the full stylesheet too;
 *   - in Chromium with JavaScript on and the full stylesheet arriving late, the page paints
 *     before it, the app is requested only after it, the stylesheet ends up applied (a rule that is only in it styles the cookie
 *     banner React adds after hydration), no layout shift is recorded from the first paint to the
 *     full load (PerformanceObserver 'layout-shift'), and nothing is refused by the CSP.
 *
 * Needs `npm run build`, then the Hosting emulator: `npm run test:hosting`.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

interface HostingConfig {
  emulators: { hosting: { host: string; port: number } };
}
const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingConfig;
const ORIGIN =
  process.env.HOSTING_ORIGIN ??
  `http://${config.emulators.hosting.host}:${config.emulators.hosting.port}`;

const PRERENDERED = [
  '/',
  '/business-lines',
  '/aviso-de-privacidad',
  '/newsletter/confirmado',
  '/pagina-que-no-existe',
];
const APP_SHELL = '/auth';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const BROWSER_TIMEOUT = 90_000;
const STYLESHEET_DELAY_MS = 1500;

const html = (path: string) => fetch(`${ORIGIN}${path}`).then((response) => response.text());

describe('the HTML of the prerendered pages', () => {
  it.each(PRERENDERED)(
    '%s: critical CSS in one <style> in <head>, the full stylesheet at the end of <body>',
    async (path) => {
      const page = await html(path);
      const head = page.slice(0, page.indexOf('</head>'));
      const body = page.slice(page.indexOf('<body'));
      expect(head.match(/<style>/g) ?? []).toHaveLength(1);
      expect(/<style>([\s\S]*?)<\/style>/.exec(head)?.[1]?.length ?? 0).toBeGreaterThan(1000);
      expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(body).toMatch(
        /<link fetchpriority="low" rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css">\s*<\/body>/,
      );
      expect(body.match(/<link[^>]*rel="stylesheet"/g) ?? []).toHaveLength(1);
      // The app starts from a small inline module after the largest paint: the page requests no
      // script before it, and nothing preloads one.
      const scripts = page.match(/<script type="module"[^>]*>/g) ?? [];
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^<script type="module" data-app="\/assets\/[^"]+\.js">$/);
      expect(page).not.toMatch(/<script[^>]+src=/);
      expect(page).not.toContain('modulepreload');
    },
  );

  it('the prerendered pages start their islands, the app shell the app (docs/decisions/0039-public-islands.md)', async () => {
    const islands = /data-app="([^"]+)"/.exec(await html('/'))?.[1];
    expect(islands).toMatch(/^\/assets\/public-islands-[\w-]+\.js$/);
    const shell = await html(APP_SHELL);
    expect(shell).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(shell).not.toContain(islands);
  });

  it("the app shell keeps its stylesheet in <head>; its only inline styles are its fallback's (docs/decisions/0047-app-shell-fallback.md)", async () => {
    const page = await html(APP_SHELL);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css">/);
    expect(head).not.toContain('<style');
    const fallback = page.slice(
      page.indexOf('<!--app-fallback-->'),
      page.indexOf('<!--/app-fallback-->'),
    );
    expect(page.replace(fallback, '')).not.toContain('<style');
  });

  it('has no inline event handler, which the CSP (script-src without unsafe-inline) would refuse', async () => {
    for (const path of [...PRERENDERED, APP_SHELL]) {
      const tags = (await html(path)).match(/<[a-zA-Z][^>]*>/g) ?? [];
      const handlers = tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag));
      expect(handlers, path).toEqual([]);
    }
  });
});

describe('in Chromium, served by Hosting with its headers', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, BROWSER_TIMEOUT);

  afterAll(async () => {
    await browser?.close();
  });

  /** Position, size and the main visual properties of every element of <body>. */
  function layout(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      Array.from(document.body.querySelectorAll('*'), (element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName.toLowerCase() +
            (element.className ? `.${String(element.className)}` : ''),
          Math.round(box.x),
          Math.round(box.y),
          Math.round(box.width),
          Math.round(box.height),
          style.display,
          style.position,
          style.color,
          style.backgroundColor,
          style.fontSize,
          style.fontWeight,
          style.visibility,
        ].join(' ');
      }),
    );
  }

  async function staticLayout(
    path: string,
    viewport: { width: number; height: number },
    withFullStylesheet: boolean,
  ): Promise<string[]> {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      if (!withFullStylesheet) await page.route('**/assets/*.css', (route) => route.abort());
      await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
      return await layout(page);
    } finally {
      await context.close();
    }
  }

  it.each(PRERENDERED.flatMap((path) => [[path, 'phone'] as const, [path, 'desktop'] as const]))(
    '%s (%s): the critical CSS alone lays the page out exactly as the full stylesheet does',
    async (path, device) => {
      const viewport = device === 'phone' ? PHONE : DESKTOP;
      const critical = await staticLayout(path, viewport, false);
      const full = await staticLayout(path, viewport, true);
      expect(critical.length).toBeGreaterThan(20);
      const differences = critical
        .map((line, index) => [line, full[index]] as const)
        .filter(([a, b]) => a !== b)
        .slice(0, 5)
        .map(([a, b]) => `critical: ${a}\n    full: ${b}`);
      expect(differences).toEqual([]);
      expect(critical.length).toBe(full.length);
    },
    BROWSER_TIMEOUT,
  );

  async function openWithObservers(context: BrowserContext, path: string) {
    await context.addInitScript(() => {
      const w = window as unknown as { shifts: number[]; refused: string[] };
      w.shifts = [];
      w.refused = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('securitypolicyviolation', (event) =>
        w.refused.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    // Hold the full stylesheet back a moment, as a slow network would: the first paint must not
    // wait for it, and whatever it changes when it arrives would show as a layout shift.
    await page.route('**/assets/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, STYLESHEET_DELAY_MS));
      await route.continue();
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
    return { page, errors };
  }

  it.each([
    ['/', PHONE],
    ['/', DESKTOP],
    ['/business-lines', PHONE],
    ['/aviso-de-privacidad', PHONE],
  ] as const)(
    '%s at %o: the full stylesheet applies after hydration, with no layout shift and no CSP refusal',
    async (path, viewport) => {
      const context = await browser.newContext({ viewport });
      try {
        const { page, errors } = await openWithObservers(context, path);
        // The cookie banner is rendered by React after hydration: it is not in the prerendered
        // HTML, so its rules are not in the critical CSS, only in the full stylesheet.
        const banner = page.locator('.cookie-banner');
        await banner.waitFor({ state: 'visible', timeout: 15_000 });
        const inline = await page.evaluate(() => document.querySelector('head style')?.textContent);
        expect(inline).not.toContain('.cookie-banner');
        const bannerStyle = await banner.evaluate((element) => {
          const style = getComputedStyle(element);
          return { position: style.position, zIndex: style.zIndex };
        });
        expect(['fixed', 'sticky']).toContain(bannerStyle.position);
        expect(bannerStyle.zIndex).not.toBe('auto');
        const sheets = await page.evaluate(() =>
          Array.from(document.styleSheets, (sheet) => ({
            href: sheet.href,
            rules: sheet.cssRules.length,
            media: sheet.media.mediaText,
          })).filter((sheet) => sheet.href?.includes('/assets/')),
        );
        expect(sheets).toHaveLength(1);
        expect(sheets[0]!.rules).toBeGreaterThan(100);
        expect(sheets[0]!.media).toBe('');

        const { firstPaint, stylesheetLoaded, appRequested } = await page.evaluate(() => {
          const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          return {
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
            stylesheetLoaded:
              resources.find((entry) => /\/assets\/[^/]+\.css$/.test(entry.name))?.responseEnd ?? 0,
            appRequested:
              resources.find((entry) => app && entry.name.endsWith(app))?.startTime ?? 0,
          };
        });
        // The first paint waits neither for the full stylesheet nor for the app, which is only
        // requested once the page (stylesheet included) has loaded and painted.
        expect(firstPaint).toBeGreaterThan(0);
        expect(firstPaint).toBeLessThan(stylesheetLoaded);
        expect(appRequested).toBeGreaterThan(stylesheetLoaded);

        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const { shifts, refused } = await page.evaluate(() => {
          const w = window as unknown as { shifts: number[]; refused: string[] };
          return { shifts: w.shifts, refused: w.refused };
        });
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
        expect(refused).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    BROWSER_TIMEOUT,
  );
});
