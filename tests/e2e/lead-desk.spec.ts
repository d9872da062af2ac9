/**
 * The admin area as the company's lead desk, on the Firestore emulator with firestore.rules: a
 * lead's stage and notes persist; its detail shows what the prospect told us in the guest tools
 * (only for an account whose e-mail is verified: an unverified one shows "Cuenta sin verificar");
 * a lead sales was not e-mailed about shows "Sin notificar" and "Reenviar aviso" sends it through
 * the real function (also after a failed attempt); an admin makes a colleague an admin; a user
 * without the role is refused by the rules.
 */
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_LEASE_MS } from '../../functions/src/leads/store';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import type { NeedsFormData } from '../../src/domain/schemas/needs-assessment';
import { recommend } from '../../src/domain/recommendation';
import { signIn } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import {
  createAccount,
  seedAccount,
  toFirestoreFields,
  userDocumentFields,
  writeDocument,
} from './fixtures/emulators';
import { outboxMails, waitForMails, whileMailIsDown } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Clave-Prueba-2026';
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}`;

/**
 * A quote request as the form stores it (written as the emulator's owner); `restFields` are added
 * as they are (REST encoding, e.g. a timestamp).
 */
async function seedLead(
  overrides: Record<string, unknown> = {},
  restFields: Record<string, unknown> = {},
): Promise<{ id: string; fullName: string; email: string }> {
  const id = unique('lead').replace(/-/g, '');
  const fullName = `Prospecto ${id}`;
  const fields = toFirestoreFields({
    fullName,
    clientType: 'Empresa',
    corporateEmail: `${id}@empresa-prueba.mx`,
    phone: '+529981112233',
    serviceType: 'Renta',
    equipmentQuantity: '11-50',
    company: `Hotel ${id}`,
    state: 'Quintana Roo',
    message: 'Necesitamos 12 multifuncionales.',
    recaptcha: true,
    submittedAt: new Date().toISOString(),
    status: 'Nuevo',
    ...overrides,
  });
  await writeDocument(`contactSubmissions/${id}`, {
    ...fields,
    createdAt: { timestampValue: new Date().toISOString() },
    ...restFields,
  });
  return { id, fullName, email: `${id}@empresa-prueba.mx` };
}

/**
 * A registered guest (Auth account and users/{uid}); with `admin`, its document has the role; with
 * `verified`, its e-mail is verified (in Auth, and on the document as the function records it).
 */
async function seedUser(name: string, { admin = false, verified = false } = {}) {
  const email = `${unique('usuario')}@prueba.test`;
  const uid = await seedAccount({ name, email, password: PASSWORD }, { admin, verified });
  return { uid, email, name };
}

async function openLead(page: Page, id: string) {
  await page.goto(`/admin-dashboard/solicitudes/${id}`);
  await expect(page.getByRole('region', { name: 'Datos de la solicitud' })).toBeVisible();
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  return page;
}

test('el administrador pasa una solicitud a Contactado y luego a Ganado con su renta y equipos; sigue así al recargar', async ({
  page,
}) => {
  const { id, fullName } = await seedLead();
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto('/admin-dashboard?section=solicitudes&etapa=Nuevo');
  const stage = page.getByRole('combobox', { name: `Etapa de ${fullName}` });
  await expect(stage).toHaveValue('Nuevo');
  await stage.selectOption('Contactado');
  // The stage's badge (the seeded leads share a phone, so each is also "Posible duplicado").
  await expect(
    page
      .getByRole('row', { name: new RegExp(fullName) })
      .locator('.badge', { hasText: /^Contactado$/ }),
  ).toBeVisible();
  await page.reload();
  await page.goto('/admin-dashboard?section=solicitudes&etapa=Contactado');
  await expect(page.getByRole('combobox', { name: `Etapa de ${fullName}` })).toHaveValue(
    'Contactado',
  );
  await openLead(page, id);
  const stageCard = page.getByRole('region', { name: 'Etapa' });
  await expect(stageCard).toContainText('Contactado');

  // Ganado asks how it ended; the rules keep the value and equipment with the stage.
  await stageCard.getByRole('combobox', { name: `Etapa de ${fullName}` }).selectOption('Ganado');
  const dialog = page.getByRole('dialog', { name: `Ganado: ${fullName}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Renta mensual en pesos (MXN, IVA incluido)').fill('4,500');
  await dialog.getByLabel('Equipos del contrato').fill('2 multifuncionales Kyocera');
  await dialog.getByRole('button', { name: 'Guardar como Ganado' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(stageCard).toContainText('Ganado');
  await expect(stageCard).toContainText(
    /Contrato: \$4,500\.00 MXN al mes \(IVA incluido\), 2 multifuncionales Kyocera/,
  );
  await expectNoAxeViolations(page);
  expectNoConsoleErrors(page);
});

test('el administrador registra una llamada de ayer y la ve al recargar, también en la lista', async ({
  page,
}) => {
  const { id, fullName } = await seedLead();
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openLead(page, id);
  const notes = page.getByRole('region', { name: 'Notas internas' });
  await notes.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(notes.getByText('Escribe la nota antes de guardarla.')).toBeVisible();
  const text = `Llamé al cliente ${id}: quiere visita el lunes.`;
  // A call made yesterday at 17:30, logged afterwards (the firestore rules allow up to a year).
  await notes.getByRole('combobox', { name: 'Tipo de actividad' }).selectOption('Llamada');
  const yesterday = await page.evaluate(() => {
    const d = new Date(Date.now() - 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:30`;
  });
  await notes.getByLabel('Fecha y hora').fill(yesterday);
  await notes.getByRole('textbox', { name: 'Nueva nota interna' }).fill(text);
  await notes.getByRole('button', { name: 'Guardar nota' }).click();
  // Saved once the form is empty again: both writes (the note, then the lead's latest activity)
  // are done. The typed text alone is no sign: it is also the textarea's own text.
  await expect(notes.getByRole('textbox', { name: 'Nueva nota interna' })).toHaveValue('');
  await expect(notes.getByText(text)).toBeVisible();
  await page.reload();
  const saved = page
    .getByRole('region', { name: 'Notas internas' })
    .getByRole('list', { name: 'Notas internas, de la más reciente a la más antigua' });
  await expect(saved.getByText(text)).toBeVisible();
  await expect(saved).toContainText(DEMO_ACCOUNTS.admin.email);
  await expect(saved).toContainText('Llamada');
  await expect(saved).toContainText(/5:30\sp\.m\./);
  await expectNoAxeViolations(page);

  // The list shows the lead's last activity: its date and kind.
  await page.goto('/admin-dashboard?section=solicitudes&etapa=Nuevo');
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toContainText('Llamada');
  await expect(row).toContainText(/5:30\sp\.m\./);
  expectNoConsoleErrors(page);
});

test('una solicitud sin aviso a ventas dice "Sin notificar" y "Reenviar aviso" la envía, también tras un fallo del correo', async ({
  page,
}) => {
  // A lead whose first delivery took the lease and died before sending (functions/src/leads):
  // the trigger finds it busy and sends nothing; the lease lapses 20 s from now.
  const claimedAt = Date.now() - (DEFAULT_LEASE_MS - 20_000);
  const { id, fullName, email } = await seedLead(
    { notified: false },
    { notifyClaimedAt: { timestampValue: new Date(claimedAt).toISOString() } },
  );
  // Told already (the trigger finds it so and sends nothing): listed, but not under the filter.
  const told = await seedLead({ notified: true });
  const leadMails = () =>
    outboxMails().filter((m) => m.kind === 'lead-notification' && m.replyTo === email);

  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto('/admin-dashboard?section=solicitudes');
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await expect(row.getByText('Sin notificar', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(told.fullName) })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(told.fullName) }).getByText('Sin notificar'),
  ).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Aviso a ventas' }).selectOption('Sin notificar');
  await expect(page).toHaveURL(/[?&]aviso=sin-notificar/);
  await expect(row.getByText('Sin notificar', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(told.fullName) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: fullName }).click();
  const warning = page.getByRole('region', { name: 'Sin notificar' });
  await expect(warning).toContainText(
    'Ventas aún no recibió el aviso de esta solicitud por correo.',
  );
  await expectNoAxeViolations(page);

  // Sales was not e-mailed meanwhile; once the lease has lapsed, the resend may send.
  expect(leadMails()).toEqual([]);
  await page.waitForTimeout(Math.max(0, claimedAt + DEFAULT_LEASE_MS + 1000 - Date.now()));
  const resend = warning.getByRole('button', { name: 'Reenviar aviso' });

  // The mail provider is down: the lead stays "Sin notificar" and the function says so.
  await whileMailIsDown(async () => {
    await resend.click();
    await expect(
      page.getByText('No se pudo enviar el aviso. Se reintentará automáticamente.'),
    ).toBeVisible();
  });
  await expect(resend).toHaveText('Reenviar aviso');
  await expect(warning).toBeVisible();

  // The next try sends it: the warning goes, the lead e-mail is in the outbox once.
  await resend.click();
  await expect(page.getByText('Aviso enviado a ventas.')).toBeVisible();
  await expect(warning).toBeHidden();
  const data = page.getByRole('region', { name: 'Datos de la solicitud' });
  await expect(data).toContainText(/Aviso a ventas\s*Enviado por correo el/);
  await expect(data.getByText(/^Enviado por correo el/)).toBeFocused();
  const [mail, ...again] = await waitForMails(
    (m) => m.kind === 'lead-notification' && m.replyTo === email,
  );
  expect(again).toEqual([]);
  expect(mail?.text).toContain(`/admin-dashboard/solicitudes/${id}`);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Datos de la solicitud' })).toBeVisible();
  await expect(page.getByText('Sin notificar')).toHaveCount(0);
  expect(leadMails()).toHaveLength(1);
  expectNoConsoleErrors(page, { ignore: [/Failed to load resource.*503/] });
});

test('el detalle de una solicitud muestra la recomendación del test de necesidades del invitado', async ({
  page,
}) => {
  // The desk shows a registered account's context only for a verified e-mail.
  const guest = await seedUser('Invitada Con Test', { verified: true });
  const formData: NeedsFormData = {
    needsType: ['color'],
    volumeBN: '',
    volumeColor: 'high',
    functionalities: ['scan', 'wifi'],
    numUsers: '6-20',
    numPrintersDesired: '2-5',
    businessType: 'education',
  };
  const recommendation = recommend(formData);
  await writeDocument(
    `needsAssessments/${guest.uid}`,
    toFirestoreFields({
      userId: guest.uid,
      email: guest.email,
      formData,
      recommendation,
      completedAt: new Date().toISOString(),
    }),
  );
  const { id } = await seedLead({ corporateEmail: guest.email });

  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openLead(page, id);
  const context = page.getByRole('region', { name: 'Contexto del usuario registrado' });
  await expect(context.getByRole('heading', { name: recommendation.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Llamar al \+52 998 111 2233$/ })).toHaveAttribute(
    'href',
    'tel:+529981112233',
  );
  await expect(page.getByRole('link', { name: /^WhatsApp al/ })).toHaveAttribute(
    'href',
    'https://wa.me/529981112233',
  );
  await expect(page.getByRole('link', { name: `Escribir a ${guest.email}` })).toHaveAttribute(
    'href',
    `mailto:${guest.email}`,
  );
  await expectNoAxeViolations(page);
  expectNoConsoleErrors(page);
});

test('una cuenta sin verificar registrada con el correo de una solicitud nunca aparece en ella', async ({
  page,
}) => {
  // The real prospect asks for a quote; someone else had registered their address, with a
  // profile, a phone of their own and a needs test, but never opened the verification link.
  const { id, email } = await seedLead();
  const impostor = await createAccount(email, PASSWORD);
  await writeDocument(
    `users/${impostor}`,
    userDocumentFields({ uid: impostor, email, name: 'Impostor Con Datos' }),
  );
  await writeDocument(
    `customers/${impostor}`,
    toFirestoreFields({
      userId: impostor,
      email,
      fullName: 'Impostor Con Datos',
      clientType: 'Client',
      phone: '+529990001122',
      company: 'Empresa Del Impostor',
      state: 'Yucatán',
      updatedAt: new Date().toISOString(),
    }),
  );
  const formData: NeedsFormData = {
    needsType: ['bn'],
    volumeBN: 'high',
    volumeColor: '',
    functionalities: ['scan'],
    numUsers: '1-5',
    numPrintersDesired: '1',
    businessType: 'office',
  };
  const recommendation = recommend(formData);
  await writeDocument(
    `needsAssessments/${impostor}`,
    toFirestoreFields({
      userId: impostor,
      email,
      formData,
      recommendation,
      completedAt: new Date().toISOString(),
    }),
  );

  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openLead(page, id);
  const context = page.getByRole('region', { name: 'Contexto del usuario registrado' });
  await expect(context.getByText('Cuenta sin verificar', { exact: true })).toBeVisible();
  for (const hidden of [
    'Impostor Con Datos',
    'Empresa Del Impostor',
    '9990001122',
    recommendation.title,
    'Puntos',
  ]) {
    await expect(context).not.toContainText(hidden);
  }
  // The lead's own contact links stay the prospect's.
  await expect(page.getByRole('link', { name: /^Llamar al \+52 998 111 2233$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expectNoConsoleErrors(page);
});

test('un administrador hace administrador a un invitado, que entonces abre el panel', async ({
  browser,
}) => {
  const guest = await seedUser('Colega Por Ascender');
  const admin = await adminPage(browser);
  await admin.goto('/admin-dashboard?section=usuarios');
  const search = admin.getByRole('searchbox', { name: 'Buscar usuarios' });
  await search.fill(guest.email);
  await search.press('Enter');
  await admin.getByRole('button', { name: `Hacer administrador: ${guest.name}` }).click();
  const dialog = admin.getByRole('dialog', {
    name: `¿Hacer administrador a ${guest.name} (${guest.email})?`,
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(`^${guest.name}`) })).toContainText(
    'Administrador',
  );
  // No button on one's own row.
  await admin.goto(
    `/admin-dashboard?section=usuarios&buscar=${encodeURIComponent(DEMO_ACCOUNTS.admin.email)}`,
  );
  const ownRow = admin.getByRole('row', { name: new RegExp(`^${DEMO_ACCOUNTS.admin.name}`) });
  await expect(ownRow).toContainText('(tú)');
  await expect(ownRow.getByRole('button')).toHaveCount(0);

  const colleague = await (await browser.newContext()).newPage();
  await signIn(colleague, guest.email, PASSWORD);
  await expect(colleague).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  await expect(colleague.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
});

test('sin el rol, cambiar la etapa de una solicitud lo rechazan las reglas con un mensaje en español', async ({
  page,
}) => {
  const { fullName } = await seedLead();
  const user = await seedUser('Admin Que Pierde El Rol', { admin: true });
  await signIn(page, user.email, PASSWORD);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  await page.goto('/admin-dashboard?section=solicitudes&etapa=Nuevo');
  const stage = page.getByRole('combobox', { name: `Etapa de ${fullName}` });
  await expect(stage).toBeVisible();
  // Now a guest like any other: the page still shows the list, the rules refuse the change.
  await writeDocument(`users/${user.uid}`, {}, ['role']);
  await stage.selectOption('Cotizado');
  await expect(page.getByText('No se pudo cambiar la etapa: no tienes permiso.')).toBeVisible();
  await expect(stage).toHaveValue('Nuevo');
  expectNoConsoleErrors(page, { ignore: [/Failed to load resource.*403/] });
});
