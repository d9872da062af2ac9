/**
 * The admin area end to end, against the local stack of playwright.config.ts: a visitor sends a
 * quote request through the home page form, then the demo admin signs in through /auth, finds it
 * in Solicitudes, downloads the CSV, sees the demo guest in Usuarios and signs out from the
 * sidebar. Only the admin may be there: a visitor is sent to /auth, the demo guest to /main-user.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { signIn } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { solveQuoteHumanCheck } from './fixtures/human-check';
import { expect, test } from './fixtures/test';

// A cold dev server compiles each lazy chunk on first use; the quote form's messages last 5 s.
test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });

/** Sends a quote request through the home page form and waits for the success message. */
async function sendQuote(page: Page, fullName: string, email: string): Promise<void> {
  await page.goto('/');
  const form = page.locator('#landing-page-section form');
  await form.getByLabel('Nombre completo').fill(fullName);
  await form.getByLabel('Tipo de cliente').selectOption('Empresa');
  await form.getByLabel('Correo electrónico corporativo').fill(email);
  await form.getByLabel('Teléfono').fill('984 123 4567');
  await form.getByLabel('Tipo de servicio').selectOption('Renta');
  await form.getByLabel('Cantidad de equipos').selectOption('11-50');
  await form.getByLabel('Nombre de la empresa o institución').fill('Papelería Ñandú, S.A.');
  await form.getByLabel('Estado').selectOption('Michoacán');
  await form.getByLabel('Mensaje (opcional)').fill('Cotización para 12 multifuncionales.');
  await solveQuoteHumanCheck(form);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText(/^¡Gracias por tu interés! Tu mensaje ha sido enviado/)).toBeVisible({
    timeout: 30_000,
  });
}

test('el administrador ve la solicitud enviada, descarga el CSV, ve a los usuarios y cierra sesión', async ({
  page,
}) => {
  const stamp = Date.now();
  const fullName = `Ana Núñez Prueba ${stamp}`;
  const email = `compras-${stamp}@papeleria-prueba.mx`;
  await sendQuote(page, fullName, email);

  // /admin-dashboard asks a visitor to sign in first, then brings the admin back to it.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });

  // Dashboard: the admin's account and the counts.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  await expect(main.getByText('Administrador', { exact: true })).toBeVisible();
  await expect(main.getByText(DEMO_ACCOUNTS.admin.uid, { exact: true })).toBeVisible();
  await expect(main.getByText(DEMO_ACCOUNTS.admin.email, { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-total-Nuevo')).not.toHaveText('0');
  await expect(page.getByTestId('stat-users')).not.toHaveText('0');
  await expectNoAxeViolations(page);

  // Solicitudes: the request sent above, found by the search box.
  await sidebar(page).getByRole('link', { name: 'Solicitudes' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?section=solicitudes$/);
  await page.getByRole('searchbox', { name: 'Buscar solicitudes' }).fill(email);
  await page.getByRole('searchbox', { name: 'Buscar solicitudes' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Papelería Ñandú, S.A.');
  await expect(row).toContainText('Michoacán');
  await expect(row).toContainText('+52 984 123 4567');
  await expect(row).toContainText('11 a 50');
  await expect(row.locator('.badge')).toHaveText('Nuevo');
  await expectNoAxeViolations(page);

  // CSV of this search: a Blob download, UTF-8 with BOM, named solicitudes-YYYY-MM-DD.csv.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  // Every field quoted; the phone keeps its "+" as text behind an apostrophe (never a formula).
  expect(lines[0]).toMatch(/^"Fecha","Nombre completo","Tipo de cliente","Correo corporativo",/);
  expect(lines[1]).toContain(`,"${fullName}","Empresa","${email}","'+529841234567",`);
  expect(lines[1]).toContain(',"Renta","11 a 50",');
  // Stage, latest note, then where the visit came from (a typed address: "Directa").
  expect(lines[1]).toMatch(/,"Nuevo","","Directa, entró por \/","Directa, entró por \/"$/);
  expect(lines[1]).toContain(',"Papelería Ñandú, S.A.","Michoacán",');

  // Usuarios: the demo guest, with its role.
  await sidebar(page).getByRole('link', { name: 'Usuarios' }).click();
  const guestRow = page.getByRole('row', { name: new RegExp(`^${DEMO_ACCOUNTS.guest.name}`) });
  await expect(guestRow).toBeVisible();
  await expect(guestRow).toContainText(DEMO_ACCOUNTS.guest.name);
  await expect(guestRow).toContainText('Invitado');
  await expect(
    page.getByRole('row', { name: new RegExp(`^${DEMO_ACCOUNTS.admin.name}`) }),
  ).toContainText('Administrador');
  await expectNoAxeViolations(page);

  // Configuración: read-only facts and where to change them.
  await sidebar(page).getByRole('link', { name: 'Configuración' }).click();
  await expect(page.getByText('src/content/company.ts')).toBeVisible();

  // Sign out from the sidebar.
  await sidebar(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByText('Sesión cerrada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  expectNoConsoleErrors(page);
});

test('el invitado demo no entra al panel: va a /main-user', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, DEMO_ACCOUNTS.guest.email, DEMO_ACCOUNTS.guest.password);
  await expect(page).toHaveURL(/\/main-user$/, { timeout: 30_000 });
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/main-user$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toHaveCount(0);
  expectNoConsoleErrors(page);
});

test('en el celular el menú del panel se abre con el botón "Menú"', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/auth');
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  const toggle = page.getByRole('button', { name: 'Menú' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await sidebar(page).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/section=usuarios$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await expectNoAxeViolations(page);
  expectNoConsoleErrors(page);
});
