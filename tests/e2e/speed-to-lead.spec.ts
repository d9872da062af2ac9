/**
 * Speed to lead, end to end on the local stack (the real quote function and lead trigger on the
 * emulators, firestore.rules): a visitor from a Facebook campaign browses the business lines and
 * asks for a quote there; the desk shows where the lead came from, who owns it and its clock; a
 * second quote with the same phone is a possible duplicate of the first; Perdido without a reason
 * is refused (by the form and by the rules); the dashboard draws its charts. One admin sign-in is
 * shared by the checks (serial), the two quotes are sent by one visitor page.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { signIn } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { solveQuoteHumanCheck } from './fixtures/human-check';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const QUOTE_PATH = '/demo-tusocio/us-central1/quote';
const run = `${Date.now()}`;
// Only this run's two quotes share it.
const PHONE = `99${run.slice(-8)}`;

/** What the visitor types; the quote's id is read from the request the form sends. */
async function sendQuote(page: Page, who: string): Promise<string> {
  const form = page.locator('#landing-page-section form');
  await form.getByLabel('Nombre completo').fill(`${who} Canul`);
  await form.getByLabel('Tipo de cliente').selectOption('Empresa');
  await form
    .getByLabel('Correo electrónico corporativo')
    .fill(`${who.toLowerCase()}.${run}@example.com`);
  await form.getByLabel('Teléfono').fill(PHONE);
  await form.getByLabel('Tipo de servicio').selectOption('Renta');
  await form.getByLabel('Cantidad de equipos').selectOption('11-50');
  await form.getByLabel('Nombre de la empresa o institución').fill(`Hotel ${who} ${run}`);
  await form.getByLabel('Estado').selectOption('Quintana Roo');
  await solveQuoteHumanCheck(form);
  const posted = page.waitForRequest((r) => r.url().includes(QUOTE_PATH) && r.method() === 'POST');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText(/¡Gracias por tu interés!/)).toBeVisible({ timeout: 20_000 });
  return ((await posted).postDataJSON() as { id: string }).id;
}

/** The lead's page, once the trigger has given it its owner (it runs just after the quote). */
async function openLead(page: Page, id: string) {
  await expect(async () => {
    await page.goto(`/admin-dashboard/solicitudes/${id}`);
    await expect(page.getByRole('region', { name: 'Datos de la solicitud' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('lead-owner')).not.toHaveText('Sin responsable', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  return page;
}

let first = '';
let second = '';
let admin: Page;

test.afterAll(async () => {
  await admin?.context().close();
});

test('un visitante de una campaña de Facebook pide cotización desde Líneas de negocios, y la repite', async ({
  page,
}) => {
  await page.goto('/?utm_source=facebook&utm_campaign=renta-verano');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Líneas de negocios' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/business-lines$/);
  await page.getByRole('link', { name: 'Solicitar cotización' }).last().click();
  await expect(page.locator('#landing-page-section form')).toBeVisible();
  first = await sendQuote(page, 'Ana');
  second = await sendQuote(page, 'Beatriz');
  expect(second).not.toBe(first);
});

test('la solicitud muestra su origen, su responsable y su reloj; la repetida, el posible duplicado', async ({
  browser,
}) => {
  admin = await adminPage(browser);
  await openLead(admin, first);
  const data = admin.getByRole('region', { name: 'Datos de la solicitud' });
  await expect(data).toContainText('facebook');
  await expect(data).toContainText('renta-verano');
  const followUp = admin.getByRole('region', { name: 'Responsable y seguimiento' });
  await expect(followUp.getByTestId('lead-owner')).toContainText('@');
  await expect(followUp.getByTestId('lead-clock')).toHaveText(/vence en|vencida hace/);

  await openLead(admin, second);
  const duplicates = admin.getByRole('region', { name: 'Posible duplicado' });
  const link = duplicates.getByRole('link', { name: new RegExp(`Hotel Ana ${run}`) });
  await expect(link).toHaveAttribute('href', `/admin-dashboard/solicitudes/${first}`);
  await expectNoAxeViolations(admin);

  // In the list: the badge, and the clock in the "Seguimiento" column.
  await admin.goto(
    `/admin-dashboard?section=solicitudes&buscar=${encodeURIComponent(`Hotel Beatriz ${run}`)}`,
  );
  const row = admin.getByRole('row', { name: new RegExp(`Beatriz Canul`) });
  await expect(row.getByText('Posible duplicado')).toBeVisible();
  await expect(row).toContainText(/vence en|vencida hace/);
});

test('Perdido sin motivo no se guarda: ni el formulario ni las reglas lo dejan', async () => {
  await openLead(admin, first);
  const stageCard = admin.getByRole('region', { name: 'Etapa' });
  await stageCard.getByRole('combobox', { name: 'Etapa de Ana Canul' }).selectOption('Perdido');
  const dialog = admin.getByRole('dialog', { name: 'Perdido: Ana Canul' });
  await dialog.getByRole('button', { name: 'Guardar como Perdido' }).click();
  await expect(dialog).toContainText('Elige el motivo.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(stageCard.getByRole('combobox', { name: 'Etapa de Ana Canul' })).toHaveValue(
    'Nuevo',
  );

  // A script that skips the form is refused by the rules.
  const refused = await admin.evaluate(async (id) => {
    const url = '/src/data/leads.ts';
    const seam = (await import(/* @vite-ignore */ url)) as {
      setLeadStatus(id: string, status: string, uid: string): Promise<void>;
    };
    try {
      await seam.setLeadStatus(id, 'Perdido', 'demo-admin');
      return 'guardado';
    } catch (error) {
      return (error as { kind?: string }).kind ?? String(error);
    }
  }, first);
  expect(refused).toBe('denied');
  await admin.reload();
  await expect(
    admin
      .getByRole('region', { name: 'Etapa' })
      .getByRole('combobox', { name: 'Etapa de Ana Canul' }),
  ).toHaveValue('Nuevo');
});

test('el dashboard dibuja sus gráficas, con la solicitud de Facebook en la de origen', async () => {
  await admin.goto('/admin-dashboard');
  const weekly = admin.getByRole('region', { name: 'Solicitudes por semana (últimas 12 semanas)' });
  await expect(weekly.getByRole('img', { name: /Barras apiladas por origen/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(weekly.getByRole('table')).toContainText(/facebook/i);
  for (const title of [
    'Embudo por etapa',
    'Valor ganado por origen',
    'Valor ganado por línea de negocio',
    'Mediana de primera respuesta (últimos 30 días)',
  ])
    await expect(admin.getByRole('region', { name: title })).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Embudo por etapa' }).getByRole('img'),
  ).toBeVisible();
  await expectNoAxeViolations(admin);
});
