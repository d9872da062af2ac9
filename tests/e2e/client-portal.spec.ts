/**
 * The rental clients' portal, end to end on the local stack (firestore.rules, the ticket and reply
 * triggers writing the mail outbox): an admin links a verified guest as the administrator of a
 * new company and registers one colour device for the company; the client is refused a reading below the device's counters, sends one, sees the
 * month's estimate and asks for toner; the desk answers and closes the ticket; the client sees the
 * reply; the outbox holds the ticket's and the reply's e-mails. A guest who is not a client sees no
 * client pages, and the rules refuse them the client's device and the desk's tickets. One admin
 * and one client sign-in are shared by the checks (serial).
 */
import type { Browser, Page } from '@playwright/test';
import { BW_DEVICE } from '../../src/data/rental/test-utils/client-portal-fixtures';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { signedInPage } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { companyOf } from './fixtures/company';
import { seedAccount, toFirestoreFields, writeDocument } from './fixtures/emulators';
import { waitForMails } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now()}`;
const CLIENT = {
  name: `Rosa Pech ${run}`,
  email: `rosa.pech.${run}@example.com`,
  password: 'Cliente-Prueba-2026',
};
const MODEL = 'Kyocera TASKalfa 2554ci';
const SERIAL = `KY${run.slice(-8)}`;
const REPLY = `Enviamos el tóner mañana por la mañana (${run}).`;

let clientUid = '';
/** The company the desk creates (an automatic id, read from the person's membership). */
let companyId = '';
let admin: Page;
let client: Page;

/** A page signed in as `account` (profile form closed for the client), once sent to `home`. */
const signedIn = (browser: Browser, account: { email: string; password: string }, home: RegExp) =>
  signedInPage(browser, account, home, clientUid);

test.beforeAll(async () => {
  // A guest who registered and verified their e-mail (as the confirmation function records it).
  clientUid = await seedAccount(CLIENT, { verified: true });
});

test.afterAll(async () => {
  await admin?.context().close();
  await client?.context().close();
});

test('un administrador vincula a la persona como cliente y registra su equipo', async ({
  browser,
}) => {
  admin = await signedIn(browser, DEMO_ACCOUNTS.admin, /\/admin-dashboard$/);
  // From Usuarios, the person's row leads to their client page.
  await admin.goto(`/admin-dashboard?section=usuarios&buscar=${encodeURIComponent(CLIENT.email)}`);
  await admin.getByRole('link', { name: `Cliente: ${CLIENT.name}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin-dashboard/clientes/${clientUid}$`));
  const main = admin.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: `Cliente: ${CLIENT.name}` }),
  ).toBeVisible({ timeout: 20_000 });
  await main.getByLabel('Nombre de la empresa').fill(`Hotel Arrecife ${run}`);
  await main.getByRole('button', { name: 'Vincular como cliente' }).click();
  await expect(main.getByText('Cliente desde')).toBeVisible({ timeout: 20_000 });
  await expect(
    main
      .getByRole('table', { name: `Miembros de Hotel Arrecife ${run}` })
      .getByRole('row', { name: new RegExp(CLIENT.name) })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('Administrador de la cuenta');
  companyId = (await companyOf(clientUid)) ?? '';
  expect(companyId).not.toBe('');
  expect(companyId).not.toBe(clientUid);

  await main.getByRole('button', { name: 'Registrar equipo' }).click();
  const form = main.getByRole('form', { name: 'Registrar equipo' });
  await form.getByLabel('Modelo').fill(MODEL);
  await form.getByLabel('Número de serie').fill(SERIAL);
  await form.getByLabel('Equipo a color').check();
  await form.getByLabel('Dirección').fill('Av. Tulum 120, Cancún, Q. Roo');
  await form.getByLabel('Área').fill('Recepción');
  await form.getByLabel('Renta mensual (MXN, IVA incluido)').fill('1499');
  await form.getByLabel('Páginas B/N incluidas al mes').fill('1000');
  await form.getByLabel('Páginas a color incluidas al mes').fill('200');
  await form.getByLabel('Precio por página B/N excedente (MXN, IVA incluido)').fill('0.35');
  await form.getByLabel('Precio por página a color excedente (MXN, IVA incluido)').fill('2.50');
  await form.getByLabel('Contador inicial B/N').fill('10000');
  await form.getByLabel('Contador inicial a color').fill('2000');
  await form.getByRole('button', { name: 'Guardar equipo' }).click();
  await expect(main.getByRole('article', { name: `${MODEL} Serie ${SERIAL}` })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(admin);
});

test('el cliente envía su lectura (no una menor que la anterior), ve el estimado y pide tóner', async ({
  browser,
}) => {
  client = await signedIn(browser, CLIENT, /\/main-user$/);
  await client
    .getByRole('region', { name: 'Tu renta de equipos' })
    .getByRole('link', { name: 'Mis equipos' })
    .click();
  await expect(client).toHaveURL(/\/main-user\/mis-equipos$/);
  await expect(client.getByRole('heading', { level: 1, name: 'Mis equipos' })).toBeVisible();
  await client
    .getByRole('article')
    .filter({ hasText: SERIAL })
    .getByRole('link', { name: MODEL })
    .click();

  const reading = client.getByRole('region', { name: 'Capturar lectura' });
  await reading.getByLabel('Contador B/N').fill('9500');
  await reading.getByLabel('Contador a color').fill('2300');
  await reading.getByRole('button', { name: 'Enviar lectura' }).click();
  await expect(reading).toContainText('La lectura no puede ser menor que la anterior (10,000).');
  // Nothing typed is lost.
  await expect(reading.getByLabel('Contador a color')).toHaveValue('2300');

  // 1,250 B/N pages (250 beyond the 1,000 included, at $0.35) and 300 colour pages (100 beyond
  // the 200, at $2.50) on a $1,499.00 fee: $1,836.50 with IVA, $1,583.19 before it.
  await reading.getByLabel('Contador B/N').fill('11250');
  await reading.getByRole('button', { name: 'Enviar lectura' }).click();
  await expect(client.getByText('¡Listo! Guardamos la lectura de este mes.')).toBeVisible({
    timeout: 20_000,
  });
  const estimate = client.getByRole('region', { name: /^Estimado de / });
  await expect(estimate).toContainText('$1,583.19');
  await expect(estimate).toContainText('$253.31');
  await expect(estimate).toContainText('$1,836.50');

  // A script that skips the form is refused too (the data seam checks the floor; the rules refuse
  // such a write on their own: tests/rules/client-portal.rules.test.ts).
  const refused = await client.evaluate(
    async ({ uid, clientId }) => {
      const url = '/src/data/rental/client-portal.ts';
      const seam = (await import(/* @vite-ignore */ url)) as {
        listMyEquipment(clientId: string): Promise<{ id: string }[]>;
        submitReading(
          id: string,
          reading: { bw: number; color: number },
          uid: string,
        ): Promise<unknown>;
      };
      const [device] = await seam.listMyEquipment(clientId);
      try {
        await seam.submitReading(device?.id ?? '', { bw: 10_500, color: 2_300 }, uid);
        return 'guardada';
      } catch (error) {
        return (error as { kind?: string; message?: string }).kind ?? String(error);
      }
    },
    { uid: clientUid, clientId: companyId },
  );
  expect(refused).toBe('invalid');

  const toner = client.getByRole('form', { name: 'Solicitar tóner' });
  await toner.getByLabel('Negro').check();
  await toner.getByLabel('Cian').check();
  await toner.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(toner.getByRole('status')).toHaveText(
    'Recibimos tu solicitud de tóner. Te avisaremos cuando vaya en camino.',
    { timeout: 20_000 },
  );
  await expectNoAxeViolations(client);

  const [mail] = await waitForMails((m) => m.kind === 'service-ticket' && m.text.includes(SERIAL));
  expect(mail?.replyTo).toBe(CLIENT.email);
});

test('Servicio responde y cierra el ticket; el cliente ve la respuesta', async () => {
  await admin.goto('/admin-dashboard?section=servicio');
  const row = admin.getByRole('row', { name: new RegExp(SERIAL) });
  await row.getByRole('link', { name: 'Tóner: Negro, Cian' }).click();
  await expect(admin).toHaveURL(/\/admin-dashboard\/servicio\/[^/]+$/);
  const main = admin.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Solicitud de tóner' })).toBeVisible({
    timeout: 20_000,
  });
  const replies = main.getByRole('region', { name: 'Respuestas al cliente' });
  await replies.getByLabel('Tu respuesta').fill(REPLY);
  await replies.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(replies.getByText(REPLY)).toBeVisible({ timeout: 20_000 });
  await main
    .getByRole('region', { name: 'Estado del ticket' })
    .getByRole('button', { name: 'Marcar como Resuelto' })
    .click();
  await expect(admin.getByText('El ticket quedó en estado Resuelto.')).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(admin);

  const [mail] = await waitForMails(
    (m) => m.kind === 'ticket-reply' && m.to.includes(CLIENT.email),
  );
  expect(mail?.text).toContain(REPLY);

  await client.goto('/main-user/mis-tickets');
  const ticket = client.getByRole('article').filter({ hasText: SERIAL });
  await expect(ticket).toContainText('Resuelto', { timeout: 20_000 });
  await expect(ticket).toContainText(REPLY);
  await expectNoAxeViolations(client);
});

test('la empresa registra la lectura que el cliente dio por teléfono, y el cliente la ve', async () => {
  // A second device of the client's, B/N, as registerEquipment stores it, with no reading yet.
  const device = `e2e-bn-${run}`;
  const now = new Date().toISOString();
  await writeDocument(`equipment/${device}`, {
    ...toFirestoreFields({
      clientId: companyId,
      ...BW_DEVICE,
      serial: `BN${run.slice(-8)}`,
      lastReading: null,
      lastReadingMonth: '',
      createdBy: DEMO_ACCOUNTS.admin.uid,
      updatedBy: DEMO_ACCOUNTS.admin.uid,
    }),
    createdAt: { timestampValue: now },
    updatedAt: { timestampValue: now },
  });
  const name = `${BW_DEVICE.model} (Serie BN${run.slice(-8)})`;

  await admin.goto(`/admin-dashboard/clientes/${clientUid}`);
  const card = admin.getByRole('article', { name: new RegExp(`BN${run.slice(-8)}`) });
  await card.getByRole('button', { name: `Registrar lectura: ${name}` }).click({ timeout: 20_000 });
  const form = card.getByRole('form', { name: /^Registrar la lectura de / });
  await form.getByLabel('Contador B/N').fill('1,850');
  await form.getByRole('button', { name: 'Guardar lectura' }).click();
  await expect(card).toContainText(': B/N 1,850', { timeout: 20_000 });
  await expect(card.getByRole('button', { name: /^Registrar lectura/ })).toHaveCount(0);
  await card.getByRole('button', { name: /^Ver lecturas/ }).click();
  await expect(card.getByRole('table')).toContainText('La empresa');
  await expectNoAxeViolations(admin);

  await client.goto(`/main-user/mis-equipos/${device}`);
  await expect(client.getByRole('region', { name: 'Historial de lecturas' })).toContainText(
    // Anyone's but the member's own reads "registrada" (the desk's, here).
    /1,850 B\/N.* · registrada el /,
    { timeout: 20_000 },
  );
  await expect(client.getByRole('form', { name: 'Capturar lectura' })).toHaveCount(0);
});

test('un invitado que no es cliente no ve páginas de cliente y las reglas le niegan los datos', async ({
  browser,
}) => {
  const guest = await signedIn(browser, DEMO_ACCOUNTS.guest, /\/main-user$/);
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Mis equipos' })).toHaveCount(0);
  await guest.goto('/main-user/mis-equipos');
  await expect(
    guest.getByRole('heading', { name: 'Esta sección es para clientes de renta' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByText(SERIAL)).toHaveCount(0);

  const answers = await guest.evaluate(
    async ({ clientId }) => {
      const url = '/src/data/rental/client-portal.ts';
      const seam = (await import(/* @vite-ignore */ url)) as {
        listClientEquipment(clientId: string): Promise<unknown[]>;
        listTickets(view: 'abiertos'): Promise<unknown>;
      };
      const attempt = async (read: () => Promise<unknown>) => {
        try {
          await read();
          return 'leído';
        } catch (error) {
          return (error as { kind?: string }).kind ?? String(error);
        }
      };
      return {
        devices: await attempt(() => seam.listClientEquipment(clientId)),
        tickets: await attempt(() => seam.listTickets('abiertos')),
      };
    },
    { clientId: companyId },
  );
  expect(answers).toEqual({ devices: 'denied', tickets: 'denied' });
  await guest.context().close();
});
