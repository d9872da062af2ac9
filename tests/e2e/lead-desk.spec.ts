/**
 * The admin area as the company's lead desk, on the Firestore emulator with firestore.rules: a
 * lead's stage and notes persist; its detail shows what the prospect told us in the guest tools;
 * an admin makes a colleague an admin; a user without the role is refused by the rules.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import type { NeedsFormData } from '../../src/domain/schemas/needs-assessment';
import { recommend } from '../../src/domain/recommendation';
import { signIn } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { createAccount, demoUserDoc, toFirestoreFields, writeDocument } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Clave-Prueba-2026';
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}`;

/** A quote request as the form stores it (written as the emulator's owner). */
async function seedLead(
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; fullName: string }> {
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
  });
  return { id, fullName };
}

/** A registered guest (Auth account and users/{uid}); with `admin`, its document has the role. */
async function seedUser(name: string, { admin = false } = {}) {
  const email = `${unique('usuario')}@prueba.test`;
  const uid = await createAccount(email, PASSWORD);
  await writeDocument(
    `users/${uid}`,
    toFirestoreFields(demoUserDoc({ uid, email, name }, { admin })),
  );
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

test('el administrador pasa una solicitud a Contactado y sigue así al recargar', async ({
  page,
}) => {
  const { id, fullName } = await seedLead();
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto('/admin-dashboard?section=solicitudes&etapa=Nuevo');
  const stage = page.getByRole('combobox', { name: `Etapa de ${fullName}` });
  await expect(stage).toHaveValue('Nuevo');
  await stage.selectOption('Contactado');
  await expect(page.getByRole('row', { name: new RegExp(fullName) }).locator('.badge')).toHaveText(
    'Contactado',
  );
  await page.reload();
  await page.goto('/admin-dashboard?section=solicitudes&etapa=Contactado');
  await expect(page.getByRole('combobox', { name: `Etapa de ${fullName}` })).toHaveValue(
    'Contactado',
  );
  await openLead(page, id);
  await expect(page.getByRole('region', { name: 'Etapa' })).toContainText('Contactado');
  await expectNoAxeViolations(page);
  expectNoConsoleErrors(page);
});

test('el administrador agrega una nota interna y la ve al recargar', async ({ page }) => {
  const { id } = await seedLead();
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openLead(page, id);
  const notes = page.getByRole('region', { name: 'Notas internas' });
  await notes.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(notes.getByText('Escribe la nota antes de guardarla.')).toBeVisible();
  const text = `Llamé al cliente ${id}: quiere visita el lunes.`;
  await notes.getByRole('textbox', { name: 'Nueva nota interna' }).fill(text);
  await notes.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(notes.getByText(text)).toBeVisible();
  await page.reload();
  const saved = page
    .getByRole('region', { name: 'Notas internas' })
    .getByRole('list', { name: 'Notas internas, de la más reciente a la más antigua' });
  await expect(saved.getByText(text)).toBeVisible();
  await expect(saved).toContainText(DEMO_ACCOUNTS.admin.email);
  await expectNoAxeViolations(page);
  expectNoConsoleErrors(page);
});

test('el detalle de una solicitud muestra la recomendación del test de necesidades del invitado', async ({
  page,
}) => {
  const guest = await seedUser('Invitada Con Test');
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
  await stage.selectOption('Ganado');
  await expect(page.getByText('No se pudo cambiar la etapa: no tienes permiso.')).toBeVisible();
  await expect(stage).toHaveValue('Nuevo');
  expectNoConsoleErrors(page, { ignore: [/Failed to load resource.*403/] });
});
