/**
 * The app on the real Firestore emulator with firestore.rules (docs/decisions/0008): what one
 * browser writes, an admin in another browser reads; and a read the rules refuse ends in the
 * product's Spanish message, never a blank screen.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { signIn } from './fixtures/auth';
import { expectNoConsoleErrors } from './fixtures/console';
import { createAccount, userDocumentFields, writeDocument } from './fixtures/emulators';
import { solveQuoteHumanCheck } from './fixtures/human-check';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });

test('una solicitud enviada en un navegador la ve el administrador en otro', async ({
  browser,
}) => {
  const stamp = Date.now();
  const fullName = `Visitante Otro Navegador ${stamp}`;
  const email = `otro-navegador-${stamp}@empresa-prueba.mx`;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const form = visitor.locator('#landing-page-section form');
  await form.getByLabel('Nombre completo').fill(fullName);
  await form.getByLabel('Tipo de cliente').selectOption('Empresa');
  await form.getByLabel('Correo electrónico corporativo').fill(email);
  await form.getByLabel('Teléfono').fill('998 111 2233');
  await form.getByLabel('Tipo de servicio').selectOption('Renta');
  await form.getByLabel('Cantidad de equipos').selectOption('1-10');
  await form.getByLabel('Nombre de la empresa o institución').fill('Hotel Laguna Azul');
  await form.getByLabel('Estado').selectOption('Quintana Roo');
  await solveQuoteHumanCheck(form);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText(/^¡Gracias por tu interés! Tu mensaje ha sido enviado/)).toBeVisible({
    timeout: 30_000,
  });
  await visitorContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(admin).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  await sidebar(admin).getByRole('link', { name: 'Solicitudes' }).click();
  await admin.getByRole('searchbox', { name: 'Buscar solicitudes' }).fill(email);
  await admin.getByRole('searchbox', { name: 'Buscar solicitudes' }).press('Enter');
  const row = admin.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Hotel Laguna Azul');
  await adminContext.close();
});

test('una lectura que las reglas rechazan termina en el mensaje del panel, no en una pantalla en blanco', async ({
  page,
}) => {
  // An admin of its own, so the demo admin keeps its role for the other tests.
  const email = `admin-revocado-${Date.now()}@prueba.test`;
  const password = 'Clave-Prueba-2026';
  const uid = await createAccount(email, password);
  const account = { uid, email, name: 'Admin Revocado' };
  await writeDocument(`users/${uid}`, userDocumentFields(account, { admin: true }));

  // The role is taken away after the page checked it and before its first list reaches
  // Firestore: the rules, not the page, refuse that read.
  let revoked = false;
  await page.route(/documents:(runQuery|runAggregationQuery)/, async (route) => {
    if (!revoked) {
      revoked = true;
      await writeDocument(`users/${uid}`, {}, ['role']);
    }
    await route.continue();
  });

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  await expect(
    page.getByText(
      'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(revoked).toBe(true);
  // The browser logs the refused request itself (403); nothing else went wrong.
  expectNoConsoleErrors(page, { ignore: [/Failed to load resource.*403/] });
});
