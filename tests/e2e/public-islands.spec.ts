/**
 * The prerendered public pages' islands (docs/decisions/0039-public-islands.md), on the production
 * build served as Hosting serves it, with the local emulators behind the forms: the page is its
 * HTML, and only the menu, the forms, the cookie banner and "Volver arriba" become React, each
 * when needed. A visitor who types into the quote form before its code has arrived loses nothing,
 * and a send pressed meanwhile is made once the form is ready. `npm test` builds dist/ first (the
 * Hosting suite); run alone, build it with `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { startHostingServer, type HostingServer } from '../hosting/hosting-server';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { solveQuoteHumanCheck } from './fixtures/human-check';
import { expect, test } from './fixtures/test';

const BUILT = existsSync('dist/app-shell.html');
const SKIP_REASON = 'dist/ no existe: ejecuta "npm run build" (npm test lo compila antes).';
if (!BUILT) console.log(`public-islands.spec: omitida. ${SKIP_REASON}`);

let server: HostingServer | undefined;
let origin = '';
/** The app's entry (what the app shell loads), e.g. index-AbC123.js. */
const appEntry = () =>
  /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(
    readFileSync('dist/app-shell.html', 'utf8'),
  )?.[1] ?? 'sin-entrada';

test.beforeAll(async () => {
  if (!BUILT) return;
  server = await startHostingServer();
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.close();
});

/** The scripts the page asked for, by file name (/assets/<name>). */
function scripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.replace('/assets/', ''));
  });
  return names;
}

const QUOTE_FIELDS = [
  ['Nombre completo', 'Ana Pérez Canul'],
  ['Correo electrónico corporativo', `islas-${Date.now()}@colegio.test`],
  ['Teléfono', '+52 998 765 4321'],
  ['Nombre de la empresa o institución', 'Colegio del Caribe'],
  ['Mensaje (opcional)', 'Equipos para 3 planteles.'],
] as const;
const QUOTE_CHOICES = [
  ['Tipo de cliente', 'Institución Educativa'],
  ['Tipo de servicio', 'Venta'],
  ['Cantidad de equipos', '+50'],
  ['Estado', 'Yucatán'],
] as const;

/**
 * Withholds the page's paint entries, as Chromium does on some loads scrolled to an anchor: an
 * observer of 'largest-contentful-paint' or 'paint' never hears anything.
 */
async function withholdPaintEntries(page: Page) {
  await page.addInitScript(() => {
    const Original = window.PerformanceObserver;
    const paints = ['largest-contentful-paint', 'paint'];
    window.PerformanceObserver = class extends Original {
      override observe(options?: PerformanceObserverInit) {
        if (
          paints.includes(options?.type ?? '') ||
          options?.entryTypes?.some((t) => paints.includes(t))
        )
          return;
        super.observe(options);
      }
    };
  });
}

/** The quote and newsletter functions, answered from the test (see the first test); the quotes sent. */
async function answerFunctions(page: Page): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  await page.route(/:5001\/.*\/(quote|newsletter)(\?.*)?$/, async (route) => {
    const request = route.request();
    const headers = {
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'content-type, x-firebase-appcheck',
      'access-control-allow-methods': 'GET, POST',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    if (request.method() === 'POST' && /\/quote(\?|$)/.test(request.url()))
      sent.push(request.postDataJSON() as Record<string, unknown>);
    await route.fulfill({
      status: 200,
      headers,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: 'ok', token: 'token-de-prueba' }),
    });
  });
  return sent;
}

/** Every address the page's main frame went to. */
function addresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test.describe('islas de las páginas públicas (build de producción)', () => {
  test.skip(!BUILT, SKIP_REASON);
  // axe is injected as a script, which the site's CSP refuses (tests/hosting checks the CSP).
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 120_000 });

  test('lo escrito en la cotización antes de que cargue su código se conserva, y el envío pendiente se hace después', async ({
    page,
  }) => {
    const loaded = scripts(page);
    // The quote form's chunk is held back until the visitor has typed and pressed "Enviar".
    let requested = false;
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/quote-form-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    await page.goto(`${origin}/`);
    const form = page.locator('#landing-page-section form');
    for (const [label, value] of QUOTE_FIELDS) await form.getByLabel(label).fill(value);
    for (const [label, value] of QUOTE_CHOICES) await form.getByLabel(label).selectOption(value);
    // Typing asked for the form's code, which has not arrived: the form is still the page's HTML.
    await expect.poll(() => requested).toBe(true);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.waitForTimeout(300);
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(page.url()).toBe(`${origin}/`);

    release();
    // The held send runs once the form is React's: it checks the form, which lacks the human check.
    await expect(form.getByRole('alert')).toHaveText('Por favor, confirma que no eres un robot.');
    expect(page.url()).toBe(`${origin}/`);
    for (const [label, value] of QUOTE_FIELDS)
      await expect(form.getByLabel(label)).toHaveValue(value);
    for (const [label, value] of QUOTE_CHOICES)
      await expect(form.getByLabel(label)).toHaveValue(value);

    // The form validates as always: a malformed e-mail is refused beside its field...
    const email = form.getByLabel('Correo electrónico corporativo');
    await email.fill('no-es-un-correo');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Ingresa un correo electrónico válido.')).toBeVisible();
    await expect(email).toBeFocused();

    // ...and, corrected and verified, the request is sent with what was typed and the form
    // resets. The local functions accept only the dev server's origin (quote.spec.ts sends there),
    // so here the quote and newsletter functions answer from the test, as they would.
    const sent: Record<string, unknown>[] = [];
    await page.route(/:5001\/.*\/(quote|newsletter)(\?.*)?$/, async (route) => {
      const request = route.request();
      const headers = {
        'access-control-allow-origin': origin,
        'access-control-allow-headers': 'content-type, x-firebase-appcheck',
        'access-control-allow-methods': 'GET, POST',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      if (request.method() === 'POST') sent.push(request.postDataJSON() as Record<string, unknown>);
      await route.fulfill({
        status: 200,
        headers,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, message: 'ok', token: 'token-de-prueba' }),
      });
    });
    await email.fill(QUOTE_FIELDS[1][1]);
    await solveQuoteHumanCheck(form);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      form.getByText(
        '¡Gracias por tu interés! Tu mensaje ha sido enviado y te hemos suscrito a nuestro newsletter.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel('Nombre completo')).toHaveValue('');
    expect(sent[0]).toMatchObject({
      fullName: 'Ana Pérez Canul',
      corporateEmail: QUOTE_FIELDS[1][1],
      phone: '+529987654321', // normalised by the form's schema
      company: 'Colegio del Caribe',
      message: 'Equipos para 3 planteles.',
      clientType: 'Institución Educativa',
      serviceType: 'Venta',
      equipmentQuantity: '+50',
      state: 'Yucatán',
      captchaToken: 'token-de-prueba',
    });

    // Islands only: neither the app's entry nor its router came with the page.
    expect(loaded).not.toContain(appEntry());
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(page);
  });

  test('menú, aviso de cookies y "Volver arriba" funcionan como islas, sin desplazar nada', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const loaded = scripts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        // Shifts right after the visitor's own tap (the menu opening) are not layout shifts
        // (CLS leaves them out too).
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin}/business-lines`);

    // The cookie banner: shown at once on a first visit, gone for good once accepted.
    const banner = page.getByRole('region', { name: /cookies/i });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Entendido' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsentAccepted'))).toBe('true');
    // The banner is plain DOM: a first visit that only reads the page loads no react-dom.
    expect(loaded.filter((name) => /^react-/.test(name))).toEqual([]);

    // The menu: its code loads at the first touch, and that first tap already opens it.
    expect(loaded.filter((name) => /^site-navbar-/.test(name))).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Menú de navegación' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#menu-principal');
    await expect(menu.getByRole('link', { name: 'Líneas de negocios' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Líneas de negocios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(loaded.filter((name) => /^site-navbar-/.test(name))).toHaveLength(1);

    // "Volver arriba": once the page has scrolled past 300 px, back to the top.
    const backToTop = page.getByRole('button', { name: 'Volver arriba' });
    await expect(backToTop).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await expect(backToTop).toBeVisible({ timeout: 15_000 });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

    // A link of the menu is a plain link: it loads that page's own HTML.
    await toggle.click();
    await menu.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loaded).not.toContain(appEntry());
    expectNoConsoleErrors(page);
  });

  test('sin entradas de pintura, en /#landing-page-section: el envío espera a la isla, nada va a la dirección y la cotización se envía', async ({
    page,
  }) => {
    await withholdPaintEntries(page);
    const urls = addresses(page);
    const sent = await answerFunctions(page);
    // The islands' loader itself is held until the visitor has typed and pressed "Enviar".
    let requested = false;
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/public-islands-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    const address = `${origin}/#landing-page-section`;
    await page.goto(address);
    const form = page.locator('#landing-page-section form');
    for (const [label, value] of QUOTE_FIELDS) await form.getByLabel(label).fill(value);
    for (const [label, value] of QUOTE_CHOICES) await form.getByLabel(label).selectOption(value);
    // Typing asked for the loader at once, whatever the paint entries.
    await expect.poll(() => requested).toBe(true);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.waitForTimeout(500);
    // Held, not submitted natively: no fields in the address, nothing typed lost.
    expect(urls).toEqual([address]);
    for (const [label, value] of QUOTE_FIELDS)
      await expect(form.getByLabel(label)).toHaveValue(value);

    release();
    // The held send runs once the form is React's: it checks the form (no human check yet).
    await expect(form.getByRole('alert')).toHaveText('Por favor, confirma que no eres un robot.');
    for (const [label, value] of QUOTE_FIELDS)
      await expect(form.getByLabel(label)).toHaveValue(value);
    for (const [label, value] of QUOTE_CHOICES)
      await expect(form.getByLabel(label)).toHaveValue(value);
    await solveQuoteHumanCheck(form);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      form.getByText(
        '¡Gracias por tu interés! Tu mensaje ha sido enviado y te hemos suscrito a nuestro newsletter.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      fullName: 'Ana Pérez Canul',
      corporateEmail: QUOTE_FIELDS[1][1],
      company: 'Colegio del Caribe',
      state: 'Yucatán',
    });
    expect(urls).toEqual([address]);
    expectNoConsoleErrors(page);
  });

  test('sin entradas de pintura, las islas empiezan enseguida y el primer toque abre el menú', async ({
    page,
  }) => {
    await withholdPaintEntries(page);
    await page.addInitScript(() => localStorage.setItem('cookieConsentAccepted', 'true'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/#servicios`);
    // The loader is asked for about a second after the load (before: 5 s after the start).
    const afterLoad = () =>
      page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const loader = performance
          .getEntriesByType('resource')
          .find((entry) => /\/public-islands-[\w-]+\.js$/.test(entry.name));
        return loader && navigation ? loader.startTime - navigation.loadEventEnd : null;
      });
    await expect.poll(afterLoad, { timeout: 8_000 }).not.toBeNull();
    expect(await afterLoad()).toBeLessThan(2_500);

    // A tap before the loader has arrived is held and replayed: the first tap opens the menu.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/public-islands-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin}/business-lines#videovigilancia`);
    const toggle = page.getByRole('button', { name: 'Menú de navegación' });
    await toggle.click();
    await page.waitForTimeout(300);
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-principal')).toBeVisible();
    expectNoConsoleErrors(page);
  });

  test('a 390 px el menú se cierra con el ancla ya en la dirección, y la sección queda bajo el encabezado', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsentAccepted', 'true'));
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: 'Menú de navegación' });
    const menu = page.locator('#menu-principal');

    // "Servicios" while the address already ends in #servicios: no hashchange, still closes.
    await page.goto(`${origin}/#servicios`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Servicios' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // A section reached from the open menu lands below the header, its heading in sight.
    for (const [name, id] of [
      ['Quiénes Somos', 'quienes-somos'],
      ['Contacto', 'landing-page-section'],
    ] as const) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await menu.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const heading = page.locator(`#${id}`).getByRole('heading', { level: 2 }).first();
      await expect
        .poll(async () => {
          const headerBottom = await page
            .locator('header.site-header')
            .evaluate((el) => el.getBoundingClientRect().bottom);
          const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
          return top >= headerBottom && top < 844;
        })
        .toBe(true);
    }
    expectNoConsoleErrors(page);
  });

  test('si el código de un formulario no carga, no se envía solo, lo escrito se queda y lo dice', async ({
    page,
  }) => {
    const urls = addresses(page);
    // First the quote form's own code, then the islands' loader itself, cannot be fetched.
    for (const blocked of [
      /\/assets\/quote-form-[\w-]+\.js$/,
      /\/assets\/public-islands-[\w-]+\.js$/,
    ]) {
      await page.unrouteAll();
      await page.route(blocked, (route) => route.abort());
      await page.goto(`${origin}/`);
      const form = page.locator('#landing-page-section form');
      await form.getByLabel('Nombre completo').fill('Ana Pérez Canul');
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'No pudimos cargar este formulario' }),
      ).toHaveText(
        'No pudimos cargar este formulario: revisa tu conexión e inténtalo de nuevo. Lo que escribiste sigue aquí.',
      );
      await expect(form.getByLabel('Nombre completo')).toHaveValue('Ana Pérez Canul');
      expect(page.url()).toBe(`${origin}/`);
    }
    expect(urls.every((url) => !url.includes('?'))).toBe(true);
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(page, {
      ignore: [/Failed to load resource|Failed to fetch dynamically imported module/],
    });
  });
});
