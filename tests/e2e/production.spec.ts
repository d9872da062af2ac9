/**
 * The production build (dist/, served as firebase.json's hosting block says: each prerendered
 * page its own HTML, signed-in routes rewritten to the app shell) on the local emulators: no
 * console error, hydration mismatch or React warning on any route, signed in or not. `npm test`
 * builds dist/ first (the Hosting suite); run alone, build it with `npm run build`.
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startHostingServer, type HostingServer } from '../hosting/hosting-server';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { expect, test } from './fixtures/test';

const BUILT = existsSync('dist/app-shell.html');
const SKIP_REASON = 'dist/ no existe: ejecuta "npm run build" (npm test lo compila antes).';
if (!BUILT) console.log(`production.spec: omitida. ${SKIP_REASON}`);

let server: HostingServer | undefined;
let origin = '';

test.beforeAll(async () => {
  if (!BUILT) return;
  server = await startHostingServer();
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.close();
});

/** Everything the page logs as an error or warning (React's hydration and act warnings included). */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

async function visit(page: Page, path: string, ready: RegExp | string) {
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: ready }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${origin}/auth`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
}

test.describe('build de producción', () => {
  test.skip(!BUILT, SKIP_REASON);
  test.describe.configure({ timeout: 120_000 });

  test('las páginas públicas no registran errores ni advertencias', async ({ page }) => {
    const problems = watch(page);
    await visit(page, '/', /Tu socio ideal/i);
    await visit(page, '/business-lines', /.+/);
    await visit(page, '/aviso-de-privacidad', /Aviso de privacidad/);
    await visit(page, '/newsletter/confirmado', '¡Listo! Tu suscripción está confirmada.');
    await visit(page, '/auth', 'Bienvenido de nuevo');
    expect(problems).toEqual([]);
  });

  test('la página 404 no registra más que su propio estado 404', async ({ page }) => {
    const problems = watch(page);
    await visit(page, '/no-existe', 'Página no encontrada');
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  test('las páginas del invitado no registran errores ni advertencias', async ({ page }) => {
    const problems = watch(page);
    await signIn(page, DEMO_ACCOUNTS.guest.email, DEMO_ACCOUNTS.guest.password);
    for (const path of [
      '/main-user',
      '/main-user/calculator',
      '/main-user/needs-assessment',
      '/main-user/resources-library',
      '/main-user/resources-calendar',
      '/main-user/profile',
    ]) {
      await visit(page, path, /.+/);
    }
    expect(problems).toEqual([]);
  });

  test('las páginas del administrador no registran errores ni advertencias', async ({ page }) => {
    const problems = watch(page);
    await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    for (const section of [
      '',
      '?section=solicitudes',
      '?section=usuarios',
      '?section=configuracion',
    ])
      await visit(page, `/admin-dashboard${section}`, 'Panel de administración');
    expect(problems).toEqual([]);
  });
});
