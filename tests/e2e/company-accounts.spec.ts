/**
 * A rental client is a company (docs/decisions/0041-company-accounts.md), end to end on the local
 * stack (firestore.rules, the callables inviteMember and acceptMemberInvite, the mail outbox): the
 * desk links a verified person as "Administrador de la cuenta" of a new company and registers one
 * device; she invites a colleague as "Usuario" from "Mi empresa"; the colleague registers with
 * that address, verifies it, opens the invitation's link from the e-mail and accepts, sees the
 * device and sends its reading and a toner request; the administrator sees the colleague's
 * ticket; she removes the colleague, whose next read the rules refuse (REST, 403) and whose pages
 * say the account is not linked. One sign-in per person is shared by the steps (serial).
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { signedInPage } from './fixtures/auth';
import { companyOf, idTokenOf, readStatusAs } from './fixtures/company';
import { emailLinks, seedAccount } from './fixtures/emulators';
import { waitForMails } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now()}`;
const ANA = {
  name: `Ana Coral ${run}`,
  email: `ana.coral.${run}@example.com`,
  password: 'Empresa-Prueba-2026',
};
const BETO = {
  name: `Beto Recepción ${run}`,
  email: `beto.recepcion.${run}@example.com`,
  password: 'Colega-Prueba-2026',
};
const COMPANY = `Clínica Coral ${run}`;
const MODEL = 'Brother HL-L5100DN';
const SERIAL = `CO${run.slice(-8)}`;

let anaUid = '';
let companyId = '';
/** The device's id, from its page's address. */
let deviceId = '';
let admin: Page;
let ana: Page;
let beto: Page;

const signedIn = (browser: Browser, account: { email: string; password: string }, home: RegExp) =>
  signedInPage(browser, account, home, anaUid);

test.beforeAll(async () => {
  anaUid = await seedAccount(ANA, { verified: true });
});

test.afterAll(async () => {
  await admin?.context().close();
  await ana?.context().close();
  await beto?.context().close();
});

test('el escritorio vincula a Ana como administradora de una empresa nueva con un equipo', async ({
  browser,
}) => {
  admin = await signedIn(browser, DEMO_ACCOUNTS.admin, /\/admin-dashboard$/);
  await admin.goto(`/admin-dashboard/clientes/${anaUid}`);
  const main = admin.getByRole('main');
  const link = main.getByRole('region', { name: 'Vincular como cliente' });
  await expect(link.getByLabel('Una empresa nueva')).toBeChecked({ timeout: 20_000 });
  await link.getByLabel('Nombre de la empresa').fill(COMPANY);
  await expect(link.getByLabel('Correo de contacto')).toHaveValue(ANA.email);
  await link.getByRole('button', { name: 'Vincular como cliente' }).click();
  const members = main.getByRole('table', { name: `Miembros de ${COMPANY}` });
  // The row's role column (the select beside it offers every role).
  await expect(
    members
      .getByRole('row', { name: new RegExp(ANA.name) })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('Administrador de la cuenta', { timeout: 20_000 });
  companyId = (await companyOf(anaUid)) ?? '';
  expect(companyId).toMatch(/^[A-Za-z0-9]{20}$/);

  // A B/N device for the company.
  await main.getByRole('button', { name: 'Registrar equipo' }).click();
  const form = main.getByRole('form', { name: 'Registrar equipo' });
  await form.getByLabel('Modelo').fill(MODEL);
  await form.getByLabel('Número de serie').fill(SERIAL);
  await form.getByLabel('Dirección').fill('Av. Cobá 15, Cancún, Q. Roo');
  await form.getByLabel('Renta mensual (MXN, IVA incluido)').fill('580');
  await form.getByLabel('Páginas B/N incluidas al mes').fill('1500');
  await form.getByLabel('Precio por página B/N excedente (MXN, IVA incluido)').fill('0.25');
  await form.getByLabel('Contador inicial B/N').fill('300');
  await form.getByRole('button', { name: 'Guardar equipo' }).click();
  await expect(main.getByRole('article', { name: `${MODEL} Serie ${SERIAL}` })).toBeVisible({
    timeout: 20_000,
  });
});

test('Ana invita a Beto como Usuario desde Mi empresa', async ({ browser }) => {
  ana = await signedIn(browser, ANA, /\/main-user$/);
  await ana.goto('/main-user/mi-empresa');
  const invite = ana.getByRole('region', { name: 'Invitar a un usuario' });
  await invite.getByLabel('Correo electrónico de la persona').fill(BETO.email);
  await invite.getByLabel('Rol').selectOption({ label: 'Usuario' });
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(ana.getByText(`Enviamos la invitación a ${BETO.email}.`).first()).toBeVisible({
    timeout: 20_000,
  });
  const [mail] = await waitForMails((m) => m.kind === 'member-invite' && m.to.includes(BETO.email));
  expect(mail?.text).toContain(COMPANY);
  expect(mail?.text).toMatch(/\/invitacion\/[A-Za-z0-9]+/);
});

test('Beto se registra con esa dirección, la verifica, acepta y envía la lectura del equipo', async ({
  browser,
}) => {
  const [mail] = await waitForMails((m) => m.kind === 'member-invite' && m.to.includes(BETO.email));
  const invitation = new URL(/https?:\/\/\S+\/invitacion\/[A-Za-z0-9]+/.exec(mail!.text)![0]);

  const context = await browser.newContext();
  beto = await context.newPage();
  await beto.goto('/auth');
  await beto.getByRole('button', { name: 'Regístrate' }).click();
  await beto.getByLabel('Nombre (opcional)').fill(BETO.name);
  await beto.locator('input[name="email"]').fill(BETO.email);
  await beto.locator('input[name="password"]').fill(BETO.password);
  await beto.getByRole('checkbox', { name: 'No soy un robot' }).check();
  await beto.getByRole('button', { name: 'REGISTRAR' }).click();
  await beto.waitForURL('**/main-user', { timeout: 20_000 });
  const modal = beto.getByRole('dialog', { name: 'Actualiza tu Perfil' });
  await modal.getByRole('button', { name: 'Omitir por ahora' }).click();

  // The verification link the Auth emulator lists, opened as from the mail client.
  const [verify] = await emailLinks(BETO.email, 'VERIFY_EMAIL');
  expect(verify, 'the Auth emulator lists the verification e-mail').toBeDefined();
  const mailTab = await context.newPage();
  await mailTab.goto(verify!.oobLink);
  await mailTab.waitForURL((url) => url.origin === 'http://localhost:5173');
  await mailTab.close();
  await beto.bringToFront();
  await beto.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(beto.getByText('¡Listo! Tu correo electrónico quedó verificado.')).toBeVisible({
    timeout: 20_000,
  });

  await beto.goto(invitation.pathname);
  await beto.getByRole('button', { name: 'Aceptar invitación' }).click({ timeout: 20_000 });
  await expect(
    beto.getByRole('status').filter({ hasText: `Ya eres parte de ${COMPANY}.` }),
  ).toBeVisible({
    timeout: 20_000,
  });

  await beto.goto('/main-user/mis-equipos');
  await beto
    .getByRole('article')
    .filter({ hasText: SERIAL })
    .getByRole('link', { name: MODEL })
    .click({ timeout: 20_000 });
  await expect(beto).toHaveURL(/\/main-user\/mis-equipos\/[^/]+$/);
  deviceId = new URL(beto.url()).pathname.split('/').at(-1) ?? '';
  const reading = beto.getByRole('region', { name: 'Capturar lectura' });
  await reading.getByLabel('Contador B/N').fill('1250');
  await reading.getByRole('button', { name: 'Enviar lectura' }).click();
  await expect(beto.getByText('¡Listo! Guardamos la lectura de este mes.')).toBeVisible({
    timeout: 20_000,
  });

  const toner = beto.getByRole('form', { name: 'Solicitar tóner' });
  await toner.getByLabel('Negro').check();
  await toner.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(toner.getByRole('status')).toHaveText(
    'Recibimos tu solicitud de tóner. Te avisaremos cuando vaya en camino.',
    { timeout: 20_000 },
  );
});

test('Ana ve el ticket de tóner de Beto', async () => {
  await ana.goto('/main-user/mis-tickets');
  const ticket = ana.getByRole('article').filter({ hasText: SERIAL });
  await expect(ticket).toBeVisible({ timeout: 20_000 });
  await expect(ticket).toContainText('Negro');
  // Opened by the colleague: the administrator sees who.
  await expect(ticket).toContainText(BETO.email);
});

test('Ana quita a Beto: las reglas le niegan la siguiente lectura y sus páginas dicen que no está vinculado', async () => {
  const token = await idTokenOf(BETO.email, BETO.password);
  // Still a member: the rules let him read the device.
  expect(await readStatusAs(token, `equipment/${deviceId}`)).toBe(200);

  await ana.goto('/main-user/mi-empresa');
  await ana.getByRole('button', { name: `Quitar a ${BETO.name}` }).click({ timeout: 20_000 });
  const dialog = ana.getByRole('dialog', { name: 'Quitar de la empresa' });
  await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(ana.getByRole('button', { name: `Quitar a ${BETO.name}` })).toHaveCount(0, {
    timeout: 20_000,
  });

  // The very next read, with the same token, is refused.
  expect(await readStatusAs(token, `equipment/${deviceId}`)).toBe(403);
  expect(await readStatusAs(token, `clients/${companyId}`)).toBe(403);

  await beto.goto('/main-user/mis-equipos');
  await expect(
    beto.getByRole('heading', { name: 'Esta sección es para clientes de renta' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(beto.getByText(SERIAL)).toHaveCount(0);
  await beto.goto(`/main-user/mis-equipos/${deviceId}`);
  await expect(
    beto.getByRole('heading', { name: 'Esta sección es para clientes de renta' }),
  ).toBeVisible({ timeout: 20_000 });
});
