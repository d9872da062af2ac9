/**
 * No blank screens (src/components/error-boundary.tsx, src/lib/chunk-reload.ts,
 * docs/decisions/0023-error-boundaries.md), against the local stack of playwright.config.ts:
 *   - a lazy page whose chunk cannot be fetched shows "No pudimos cargar esta página" with
 *     "Recargar", after at most one automatic reload (none when the browser is offline); on the
 *     Vite dev server and, when dist/ is built, on the production build served as Hosting does;
 *   - a page that throws while rendering shows "No pudimos mostrar esta página" under the guest
 *     header, and the next page renders normally.
 * Nothing here needs a hook in the app: the chunk is blocked at the network, and the render error
 * comes from a browser API the page calls while rendering.
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startHostingServer, type HostingServer } from '../hosting/hosting-server';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { CHUNK_RELOAD_KEY } from '../../src/lib/chunk-reload';
import { expectNoAxeViolations } from './fixtures/axe';
import { signIn } from './fixtures/auth';
import { expectNoConsoleErrors } from './fixtures/console';
import { expect, test } from './fixtures/test';

const CHUNK_HEADING = 'No pudimos cargar esta página';
const RENDER_HEADING = 'No pudimos mostrar esta página';

/** The console errors these tests cause on purpose. */
const FAILED_FETCH = /Failed to load resource|Failed to fetch dynamically imported module/;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsentAccepted', 'true'));
}

/** Counts the page's document loads from now on (a reload is one more). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

/** Settles a moment, so that a reload loop would have shown in the count. */
const settle = (page: Page) => page.waitForTimeout(1_500);

async function expectChunkMessage(page: Page) {
  const message = page.getByRole('region', { name: CHUNK_HEADING });
  await expect(message).toBeVisible();
  await expect(message).toContainText(
    'Puede que tu conexión se haya interrumpido o que el sitio se haya actualizado.',
  );
  await expect(message.getByRole('button', { name: 'Recargar' })).toBeVisible();
}

/**
 * /auth is a lazy chunk of its own (src/app/router.tsx); the home page links to it. Opens it
 * client-side from `/` with its chunk refused by `block`.
 */
async function openAuthWithItsChunkBlocked(
  page: Page,
  origin: string,
  chunk: string | RegExp,
  block: Parameters<Page['route']>[1],
) {
  await acceptCookies(page);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The production build's home page is prerendered: its link is there before React hydrates it,
  // and a click before that is a full page load (one more in the count) instead of the router's.
  const link = mainNav(page).getByRole('link', { name: 'Acceder/Registrarse' });
  await expect
    .poll(() => link.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);
  await page.route(chunk, block);
  const loads = countLoads(page);
  await link.click();
  await expect(page).toHaveURL(/\/auth$/);
  return loads;
}

test.describe('una página cuyo chunk no carga (servidor de desarrollo)', () => {
  // Vite's dev server serves each module at its source path (a build: /assets/auth-<hash>.js).
  const AUTH_CHUNK = '**/src/app/routes/auth.tsx*';

  test('en línea: recarga una sola vez y luego muestra el mensaje con «Recargar»', async ({
    page,
  }) => {
    const loads = await openAuthWithItsChunkBlocked(page, '', AUTH_CHUNK, (route) => route.abort());

    // The file may be gone after a deploy: one automatic reload, which fails the same way.
    await expect.poll(loads).toBe(1);
    await expectChunkMessage(page);
    await settle(page);
    expect(loads(), 'sin recargas en ciclo').toBe(1);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toMatch(
      /^\d+$/,
    );
    await expectNoAxeViolations(page);

    // «Recargar» is the visitor's: it reloads, and the page, still without its chunk, does not
    // reload again by itself.
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect.poll(loads).toBe(2);
    await expectChunkMessage(page);
    await settle(page);
    expect(loads()).toBe(2);

    // Once the chunk can be fetched again, «Recargar» brings the page back.
    await page.unroute(AUTH_CHUNK);
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' }),
    ).toBeVisible();
    expectNoConsoleErrors(page, { ignore: [FAILED_FETCH] });
  });

  test('sin conexión: muestra el mensaje sin recargar', async ({ page, context }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loads = countLoads(page);
    await context.setOffline(true);
    await mainNav(page).getByRole('link', { name: 'Acceder/Registrarse' }).click();

    await expectChunkMessage(page);
    await settle(page);
    expect(loads()).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBeNull();
    await context.setOffline(false);
    expectNoConsoleErrors(page, { ignore: [FAILED_FETCH, /net::ERR_INTERNET_DISCONNECTED/] });
  });
});

const BUILT = existsSync('dist/app-shell.html');

test.describe('una página cuyo chunk ya no existe (build de producción)', () => {
  test.skip(!BUILT, 'dist/ no existe: ejecuta "npm run build".');

  let server: HostingServer | undefined;
  test.beforeAll(async () => {
    server = await startHostingServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('tras un despliegue (404 del chunk): una recarga, luego el mensaje', async ({ page }) => {
    // Vite's preload helper announces the failure with a `vite:preloadError` event and then
    // rethrows it (no listener in the app prevents it); recorded here to show that path ran.
    await page.addInitScript(() =>
      window.addEventListener('vite:preloadError', () =>
        sessionStorage.setItem(
          'e2e:preloadErrors',
          `${Number(sessionStorage.getItem('e2e:preloadErrors')) + 1}`,
        ),
      ),
    );
    await acceptCookies(page);
    await page.goto(`${server?.origin ?? ''}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The production build's home page is prerendered and its header is not the app (only its
    // islands are React, docs/decisions/0039-public-islands.md): the link is a plain link, and
    // the click loads /auth, the app shell, whose page chunk is gone after a deploy.
    // /assets/auth-<8-character hash>.js, not auth-sdk-<hash>.js.
    await page.route(/\/assets\/auth-[\w-]{8}\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }),
    );
    const loads = countLoads(page);
    await mainNav(page).getByRole('link', { name: 'Acceder/Registrarse' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // The click's own load, then one automatic reload, then the message.
    await expect.poll(loads).toBe(2);
    await expectChunkMessage(page);
    await settle(page);
    expect(loads(), 'sin recargas en ciclo').toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e:preloadErrors'))).toBe('2');
    expectNoConsoleErrors(page, { ignore: [FAILED_FETCH] });
  });
});

test.describe('una página que falla al mostrarse', () => {
  // A real render-time failure, no test hook in the app: the dashboard's news list formats each
  // date with Intl.DateTimeFormat while rendering (src/content/news.ts). Here `format` throws the
  // RangeError Intl throws for a date it cannot format (as an engine with incomplete Intl data
  // or a broken polyfill would). Nothing else the guest area renders formats dates this way.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
        configurable: true,
        get() {
          throw new RangeError('Invalid time value');
        },
      });
    });
    // Third-party frames stay out of the test.
    await page.route(
      (url) => !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>externo</p>' }),
    );
  });

  test('el encabezado del panel se queda, y la página siguiente se muestra bien', async ({
    page,
  }) => {
    const loads = countLoads(page);
    await signIn(page, DEMO_ACCOUNTS.guest.email, DEMO_ACCOUNTS.guest.password);
    await expect(page).toHaveURL(/\/main-user$/);
    const guestNav = page.getByRole('navigation', { name: 'Navegación del panel' });

    const message = page.getByRole('region', { name: RENDER_HEADING });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Algo salió mal al mostrar esta página.');
    await expect(message.getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(message.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(guestNav).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: RENDER_HEADING })).toBeFocused();
    await expectNoAxeViolations(page);
    const loadsAfterSignIn = loads();

    // Another page of the area: the boundary resets and the calculator renders.
    await guestNav.getByRole('link', { name: 'Calculadora' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Calculadora de ahorro en impresión' }),
    ).toBeVisible();
    await expect(message).toHaveCount(0);

    // Back on the dashboard, the same failure shows the message again; «Volver al inicio»
    // leads to the public home page. All of it without a reload (no chunk failed).
    await guestNav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(message).toBeVisible();
    await message.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page)).toBeVisible();
    await expect(message).toHaveCount(0);
    expect(loads()).toBe(loadsAfterSignIn);

    expectNoConsoleErrors(page, { ignore: [/RangeError: Invalid time value/] });
  });
});
