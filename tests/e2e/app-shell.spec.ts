/**
 * The app shell is never a blank page (src/app/app-shell-fallback.ts,
 * docs/decisions/0047-app-shell-fallback.md): a visitor who follows "Acceder/Registrarse" from the
 * home page while every script request fails (a dropped connection, a proxy that blocks scripts,
 * a deploy that removed the old files) sees the site's header and "No pudimos cargar esta
 * página." with "Recargar" within seconds, on the production build (served as Hosting serves it,
 * with its Content-Security-Policy) and on the dev server of `npm start`.
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startHostingServer, type HostingServer } from '../hosting/hosting-server';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { expect, test } from './fixtures/test';

const FAILED = 'No pudimos cargar esta página.';
/** The console errors the aborted scripts cause on purpose. */
const ABORTED = [/Failed to load resource/, /Failed to fetch dynamically imported module/];

const BUILT = existsSync('dist/app-shell.html');
let server: HostingServer | undefined;
test.beforeAll(async () => {
  if (BUILT) server = await startHostingServer();
});
test.afterAll(async () => {
  await server?.close();
});

function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

/**
 * Opens `/`, then refuses every script request from then on and follows "Acceder/Registrarse";
 * expects the fallback's failure within 6 s.
 */
async function followToAuthWithoutScripts(page: Page, origin: string) {
  await page.addInitScript(() => localStorage.setItem('cookieConsentAccepted', 'true'));
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const link = page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Acceder/Registrarse' });
  if (!origin) {
    // The dev server renders the page with React: its link is the router's once it has.
    await expect
      .poll(() => link.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))))
      .toBe(true);
  }
  await page.route(
    () => true,
    (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()),
  );
  await link.click();
  await expect(page).toHaveURL(/\/auth$/);
  const heading = page.getByRole('heading', { level: 1, name: FAILED, exact: true });
  await expect(heading).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Recargar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Tu Socio Ideal/ }),
  ).toBeVisible();
  return heading;
}

test.describe('el app shell sin sus scripts (build de producción)', () => {
  test.skip(!BUILT, 'dist/ no existe: ejecuta "npm run build" (npm test lo compila antes).');
  test.describe.configure({ timeout: 90_000 });

  test('muestra el encabezado y «No pudimos cargar esta página.» con «Recargar», con la CSP del sitio', async ({
    page,
  }) => {
    const loads = countLoads(page);
    const heading = await followToAuthWithoutScripts(page, server!.origin);
    // The fallback's script ran under the site's CSP (no 'unsafe-inline': allowed by its hash);
    // a refused inline script would be a console error.
    const csp = (await page.request.get(`${server!.origin}/auth`)).headers()[
      'content-security-policy'
    ];
    const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1];
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    const before = loads();

    // «Recargar» reloads; still without scripts, the same message, no blank page.
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect.poll(loads).toBe(before + 1);
    await expect(heading).toBeVisible({ timeout: 6_000 });

    // With scripts again, «Recargar» brings the app, which replaces the fallback.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(heading).toHaveCount(0);
    expectNoConsoleErrors(page, { ignore: ABORTED });
  });

  test.describe('accesibilidad', () => {
    // axe is injected as a script, which the site's CSP refuses (the test above keeps the CSP).
    test.use({ bypassCSP: true });
    test('sin violaciones de axe', async ({ page }) => {
      await followToAuthWithoutScripts(page, server!.origin);
      await page.unrouteAll();
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('el app shell sin sus scripts (servidor de desarrollo de npm start)', () => {
  test('muestra «No pudimos cargar esta página.» con «Recargar», sin axe que reportar', async ({
    page,
  }) => {
    await followToAuthWithoutScripts(page, '');
    await page.unrouteAll();
    await expectNoAxeViolations(page);
    expectNoConsoleErrors(page, { ignore: ABORTED });
  });
});
