/**
 * Privacy requests end to end, on the local stack (the Functions emulator runs the real `arco`
 * and `anonymizeLead`, the Firestore emulator applies firestore.rules, e-mails go to the local
 * outbox): a visitor sends an ARCO request from /derechos-arco, it reaches the privacy address and
 * the desk's Privacidad section with its due date, and an admin answers it; an admin anonymises a
 * lead from its page.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { arcoDueAt, dueStatus } from '../../src/domain/arco';
import { MEXICO_TIME_ZONE } from '../../src/domain/business-days';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import { signIn } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors, trackConsoleErrors } from './fixtures/console';
import { readDocument, toFirestoreFields, writeDocument } from './fixtures/emulators';
import { solveQuoteHumanCheck } from './fixtures/human-check';
import { waitForMails } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: 120_000 });

const ARCO_PATH = '/demo-tusocio/us-central1/arco';

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now()}${(counter += 1)}`;

/** The admin's page, signed in once for the tests of this file. */
let admin: Page;

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  trackConsoleErrors(page);
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
  return page;
}

test.beforeAll(async ({ browser }) => {
  admin = await adminPage(browser);
});

test.afterAll(async () => {
  await admin?.context().close();
});

/** Data-seam or Firebase modules the page asked for (Vite serves them by source path / as deps). */
function seamOrFirebase(requests: Request[]): string[] {
  return requests
    .map((r) => r.url())
    .filter(
      (url) => url.includes('/src/data/') || /\/deps\/firebase|@firebase|firebase_/.test(url),
    );
}

/** A REST-encoded Firestore value's plain value (strings and timestamps). */
function plain(field: unknown): unknown {
  const value = field as { stringValue?: string; timestampValue?: string } | undefined;
  return value?.stringValue ?? value?.timestampValue;
}

test('derechos ARCO: un visitante envía su solicitud, llega al correo de privacidad y a Privacidad con su vencimiento; el administrador la atiende', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const name = `Titular ${unique('')}`;
  const email = `${unique('titular')}@correo-prueba.mx`;
  const details = `Borren mis datos de su lista de prospectos (${name}).`;

  // Linked from the privacy notice's ARCO section and from the footer.
  await page.goto('/aviso-de-privacidad');
  await expect(
    page
      .getByRole('region', { name: /Derechos ARCO/ })
      .getByRole('link', { name: 'formulario de derechos ARCO' }),
  ).toHaveAttribute('href', '/derechos-arco');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Derechos ARCO' }).click();
  await expect(page).toHaveURL(/\/derechos-arco$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Derechos ARCO' })).toBeVisible();

  const form = page.locator('form').filter({ hasText: 'Derecho que quieres ejercer' });
  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Derecho que quieres ejercer').selectOption('Cancelación');
  await form.getByLabel('Detalles de tu solicitud').fill(details);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByRole('alert')).toHaveText('Por favor, confirma que no eres un robot.');
  expect(requests.filter((r) => r.url().includes(ARCO_PATH))).toEqual([]);

  // The box asks the arco function's local stand-in captcha for a single-use token.
  await solveQuoteHumanCheck(form);
  expect(
    requests.filter((r) => r.url().includes(ARCO_PATH)).map((r) => [r.method(), r.url()]),
  ).toEqual([['GET', expect.stringMatching(/\/arco\?captcha=stand-in$/)]]);
  await expectNoAxeViolations(page);

  const call = page.waitForRequest((r) => r.url().includes(ARCO_PATH) && r.method() === 'POST');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const sent = (await call).postDataJSON() as Record<string, string>;
  expect(sent).toEqual({
    fullName: name,
    email,
    right: 'Cancelación',
    details,
    id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
    captchaToken: expect.stringMatching(/^standin\./),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  });
  const done = page.getByRole('status').filter({ hasText: 'Recibimos tu solicitud.' });
  await expect(done).toContainText(`Te responderemos a ${email} en un plazo máximo de 20 días`);
  await expect(done).toContainText(`Folio: ${sent.id}`);
  // Sending loaded no data-seam or Firebase code: the page only called the function.
  expect(seamOrFirebase(requests)).toEqual([]);
  expectNoConsoleErrors(page);

  // Stored once, with the server's receipt and the due date 20 business days later.
  const stored = await readDocument(`arcoRequests/${sent.id}`);
  expect(stored).not.toBeNull();
  const receivedAt = new Date(String(plain(stored?.receivedAt)));
  const dueAt = arcoDueAt(receivedAt);
  expect(new Date(String(plain(stored?.dueAt))).toISOString()).toBe(dueAt.toISOString());
  expect({
    fullName: plain(stored?.fullName),
    email: plain(stored?.email),
    right: plain(stored?.right),
    details: plain(stored?.details),
    status: plain(stored?.status),
    privacyNoticeVersion: plain(stored?.privacyNoticeVersion),
    privacyConsentAt: plain(stored?.privacyConsentAt),
  }).toEqual({
    fullName: name,
    email,
    right: 'Cancelación',
    details,
    status: 'Recibida',
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    privacyConsentAt: plain(stored?.receivedAt),
  });

  // One e-mail to the privacy address, Reply-To the person.
  const [mail, ...more] = await waitForMails(
    (m) => m.kind === 'arco-request' && m.replyTo === email,
  );
  expect(more).toEqual([]);
  expect(mail?.to).toEqual(['privacidad@example.com']);
  expect(mail?.subject).toBe(`Solicitud ARCO (Cancelación): ${name}`);
  expect(mail?.text).toContain(details);
  expect(mail?.text).toContain(`Folio: ${sent.id}`);
  expect(mail?.text).toContain('/admin-dashboard?section=privacidad');

  // The desk: open, with its due date and the business days left; the admin answers it.
  await admin.goto('/admin-dashboard?section=privacidad');
  const card = admin.getByRole('article', { name: new RegExp(name) });
  // The due date as the browser formats it (its own Intl), on the Cancún calendar.
  const dueText = await admin.evaluate(
    ([iso, timeZone]) =>
      new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone }).format(new Date(iso)),
    [dueAt.toISOString(), MEXICO_TIME_ZONE] as const,
  );
  await expect(card.locator('dt:text-is("Vence") + dd')).toHaveText(dueText);
  const left = dueStatus(dueAt, new Date());
  expect(left).toEqual({ kind: 'left', businessDays: 20 });
  await expect(card).toContainText('Quedan 20 días hábiles');
  await expect(card).toContainText(details);
  await expectNoAxeViolations(admin);

  await card
    .getByRole('combobox', { name: `Estado de la solicitud de ${name}` })
    .selectOption('En proceso');
  await card
    .getByRole('textbox', { name: `Nota de respuesta para ${name}` })
    .fill('Pedimos su identificación por correo.');
  await card.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(card.getByText('Cambios guardados.')).toBeVisible();
  await admin.reload();
  const reloaded = admin.getByRole('article', { name: new RegExp(name) });
  await expect(
    reloaded.getByRole('combobox', { name: `Estado de la solicitud de ${name}` }),
  ).toHaveValue('En proceso');
  await expect(reloaded).toContainText(`por ${DEMO_ACCOUNTS.admin.email}`);
  const answered = await readDocument(`arcoRequests/${sent.id}`);
  expect([
    plain(answered?.status),
    plain(answered?.responseNote),
    plain(answered?.updatedBy),
  ]).toEqual(['En proceso', 'Pedimos su identificación por correo.', DEMO_ACCOUNTS.admin.uid]);
  expectNoConsoleErrors(admin);
});

test('Anonimizar: el administrador anonimiza una solicitud con un motivo y queda como "Datos anonimizados"', async () => {
  const id = unique('lead');
  const email = `${id}@empresa-prueba.mx`;
  await writeDocument(`contactSubmissions/${id}`, {
    ...toFirestoreFields({
      fullName: `Prospecto ${id}`,
      clientType: 'Empresa',
      corporateEmail: email,
      emailKey: email,
      phone: '+529981112233',
      serviceType: 'Renta',
      equipmentQuantity: '11-50',
      company: `Hotel ${id}`,
      state: 'Quintana Roo',
      message: 'Necesitamos 12 multifuncionales.',
      recaptcha: true,
      submittedAt: new Date().toISOString(),
      status: 'Contactado',
      notified: true,
    }),
    createdAt: { timestampValue: new Date().toISOString() },
  });
  const reason = 'La persona lo pidió por correo (derecho de cancelación).';

  await admin.goto(`/admin-dashboard/solicitudes/${id}`);
  await expect(admin.getByRole('link', { name: `Escribir a ${email}` })).toBeVisible();
  await admin.getByRole('button', { name: 'Anonimizar' }).click();
  const dialog = admin.getByRole('dialog', { name: '¿Anonimizar esta solicitud?' });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(dialog).toBeHidden();

  const data = admin.getByRole('region', { name: 'Datos de la solicitud' });
  await expect(data).toContainText('Datos anonimizados');
  await expect(data).not.toContainText(email);
  await expect(data).toContainText(`Hotel ${id}`);
  await expect(admin.locator('a[href^="mailto:"], a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(
    0,
  );
  await expect(admin.getByRole('region', { name: 'Privacidad' })).toContainText(
    // The reason ends with its own period: one, never "..".
    `por ${DEMO_ACCOUNTS.admin.email}. Motivo: ${reason}`,
  );

  // Stored by the function: the person's data replaced, who, why and when recorded.
  const stored = await readDocument(`contactSubmissions/${id}`);
  expect(plain(stored?.fullName)).toBe('Datos anonimizados');
  expect(plain(stored?.corporateEmail)).toBe('');
  expect(stored?.emailKey).toBeUndefined();
  const record = (stored?.anonymized as { mapValue?: { fields?: Record<string, unknown> } })
    ?.mapValue?.fields;
  expect([plain(record?.cause), plain(record?.by), plain(record?.reason)]).toEqual([
    'admin',
    DEMO_ACCOUNTS.admin.uid,
    reason,
  ]);
  expectNoConsoleErrors(admin);
});
