/**
 * Focus after every action (issue 46), end to end on the local stack: after each action whose
 * button goes or is disabled, document.activeElement is its outcome (the status or the alert that
 * says how it went, or the form's first error), never <body>. The client sends a reading (refused
 * below the counters first) and invites a colleague; the desk moves a ticket's status, assigns a
 * technician ("Técnico asignado: …", in words), schedules the visit and replies; the invitation
 * is refused to another account (the desk's) and accepted by its addressee; a refused "Estimar"
 * in "Cierre de mes" (December 2024, the admin's page clock faked). The company, its devices, a technician and the ticket are seeded
 * (Admin REST, as tests/e2e/service-levels.spec.ts does); the admin and client sign-ins are
 * shared (serial).
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { cancunDate } from '../../src/domain/business-hours';
import { signedInPage } from './fixtures/auth';
import { seedCompany } from './fixtures/company';
import { seedAccount, toFirestoreFields, writeDocument } from './fixtures/emulators';
import { expectFocusOnField, expectFocusOnOutcome, focusedElement } from './fixtures/focus';
import { waitForMails } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now()}`;
const CLIENT = {
  name: `Elena Poot ${run}`,
  email: `elena.poot.${run}@example.com`,
  password: 'Cliente-Foco-2026',
};
const TECHNICIAN = {
  name: `Iván Ek ${run}`,
  email: `ivan.ek.${run}@example.com`,
  password: 'Tecnico-Foco-2026',
};
const INVITEE = {
  name: `Nora Tun ${run}`,
  email: `nora.tun.${run}@example.com`,
  password: 'Colega-Foco-2026',
};
const COMPANY = `Hotel Ceiba ${run}`;
const MODEL = 'Brother HL-L5100DN';
const SERIAL = `FO${run.slice(-8)}`;
/** The device whose "Estimar" the desk is refused. */
const EST_SERIAL = `FE${run.slice(-8)}`;
const DEVICE = `foco-${run}`;
const EST_DEVICE = `foco-estimar-${run}`;
const TICKET = `foco-falla-${run}`;
/*
 * "Estimar" needs an open month: the demo closes the twelve before this one, and
 * tests/e2e/month-close.spec.ts closes one of 2025's; December 2024 is nobody's. The device rented
 * then ends its contract once the test is over (afterAll), so no later month lists it.
 */
const CLOSE_MONTH = '2024-12';
const CLOSE_TODAY = new Date('2025-01-02T15:00:00Z');
/** A week from today (Cancún), 10:00–12:00: always a day the visit form accepts. */
const VISIT = { date: cancunDate(new Date(Date.now() + 7 * 24 * 3_600_000)), start: '10:00' };

let clientUid = '';
let inviteeUid = '';
let admin: Page;
let client: Page;

const signedIn = (browser: Browser, account: { email: string; password: string }, home: RegExp) =>
  signedInPage(browser, account, home, clientUid);

/** A B/N device of the company, rented since `startDate`, never read. */
async function seedDevice(id: string, serial: string, startDate = '2026-01-01'): Promise<void> {
  const at = { timestampValue: new Date().toISOString() };
  await writeDocument(`equipment/${id}`, {
    ...toFirestoreFields({
      clientId: clientUid,
      model: MODEL,
      serial,
      color: false,
      location: { address: 'Av. Bonampak 12, Cancún, Q. Roo', area: 'Recepción' },
      contract: {
        startDate,
        monthlyFeeMxn: 899,
        includedPagesBw: 2000,
        includedPagesColor: 0,
        extraPagePriceBw: 0.3,
        extraPagePriceColor: 0,
      },
      startCounters: { bw: 10_000, color: 0 },
      lastReading: null,
      lastReadingMonth: '',
      createdBy: 'seed',
      updatedBy: 'seed',
    }),
    createdAt: at,
    updatedAt: at,
  });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  clientUid = await seedAccount(CLIENT, { verified: true });
  await seedCompany(clientUid, { email: CLIENT.email, name: CLIENT.name, company: COMPANY });
  const technicianUid = await seedAccount(TECHNICIAN, { admin: true, verified: true });
  await writeDocument(`users/${technicianUid}`, { technician: { booleanValue: true } }, [
    'technician',
  ]);
  inviteeUid = await seedAccount(INVITEE, { verified: true });
  await seedDevice(DEVICE, SERIAL);
  await seedDevice(EST_DEVICE, EST_SERIAL, '2024-12-01');
  // A fault as the portal stores it (startTicketClock sets its due time).
  await writeDocument(`tickets/${TICKET}`, {
    ...toFirestoreFields({
      equipmentId: DEVICE,
      clientId: clientUid,
      authorUid: clientUid,
      clientEmail: CLIENT.email,
      equipment: { model: MODEL, serial: SERIAL },
      kind: 'falla',
      category: 'No enciende',
      description: `No enciende (${run}).`,
      status: 'Abierto',
      open: true,
      statusChangedAt: null,
      statusChangedBy: null,
      lastReplyAt: null,
      responseHours: 4,
      resolutionHours: 16,
      respondedAt: null,
      pausedAt: null,
      resolvedAt: null,
      pausedMinutes: 0,
      technicianUid: null,
      technicianName: '',
      visit: null,
      openedBy: 'cliente',
      notified: false,
    }),
    createdAt: { timestampValue: new Date().toISOString() },
    dueAt: { nullValue: null },
  });
  admin = await signedIn(browser, DEMO_ACCOUNTS.admin, /\/admin-dashboard$/);
  client = await signedIn(browser, CLIENT, /\/main-user$/);
});

test.afterAll(async () => {
  // An ended contract: no month's close lists the December 2024 device any more.
  await writeDocument(
    `equipment/${EST_DEVICE}`,
    toFirestoreFields({
      contractEnd: {
        date: '2024-12-31',
        bw: 10_000,
        color: 0,
        at: new Date().toISOString(),
        by: 'seed',
      },
    }),
    ['contractEnd'],
  );
  await admin?.context().close();
  await client?.context().close();
});

test('el cliente: una lectura rechazada enfoca el contador; la enviada, su resultado; la invitación enviada, también', async () => {
  await client.goto(`/main-user/mis-equipos/${DEVICE}`);
  const reading = client.getByRole('region', { name: 'Capturar lectura' });
  await reading.getByLabel('Contador B/N').fill('9000', { timeout: 20_000 });
  await reading.getByRole('button', { name: 'Enviar lectura' }).click();
  await expect(reading).toContainText('La lectura no puede ser menor que la anterior (10,000).');
  await expectFocusOnField(client, 'Contador B/N');

  await reading.getByLabel('Contador B/N').fill('11250');
  await reading.getByRole('button', { name: 'Enviar lectura' }).click();
  // "de este mes", or the month it closes on the 1st to 5th.
  await expectFocusOnOutcome(client, 'status', /^¡Listo! Guardamos la lectura de /);
  // The form went: the outcome stays in the section, with the month's reading.
  await expect(reading.getByRole('button', { name: 'Enviar lectura' })).toHaveCount(0);
  await expect(reading).toContainText('11,250');

  await client.goto('/main-user/mi-empresa');
  const invite = client.getByRole('region', { name: 'Invitar a un usuario' });
  await invite.getByLabel('Correo electrónico de la persona').fill(INVITEE.email, {
    timeout: 20_000,
  });
  await invite.getByLabel('Rol').selectOption({ label: 'Usuario' });
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expectFocusOnOutcome(
    client,
    'status',
    `Enviamos la invitación a ${INVITEE.email}. Es válida por 7 días.`,
  );
});

test('el escritorio: cambio de estado, "Guardar técnico", "Guardar visita" y la respuesta enfocan su resultado', async () => {
  await admin.goto(`/admin-dashboard/servicio/${TICKET}`);
  const main = admin.getByRole('main');
  const status = main.getByRole('region', { name: 'Estado del ticket' });
  await status.getByRole('button', { name: 'Pasar a En proceso' }).click({ timeout: 20_000 });
  await expectFocusOnOutcome(admin, 'status', 'El ticket quedó en estado En proceso.');

  const card = main.getByRole('region', { name: 'Técnico y visita' });
  await card.getByRole('button', { name: 'Asignar técnico' }).click();
  await card.getByLabel('Técnico').selectOption({ label: TECHNICIAN.name });
  await card.getByRole('button', { name: 'Guardar técnico' }).click();
  // Confirmed in words, where the keyboard is.
  await expectFocusOnOutcome(admin, 'status', `Técnico asignado: ${TECHNICIAN.name}.`);
  await expect(card.getByRole('status')).toHaveText(`Técnico asignado: ${TECHNICIAN.name}.`);

  await card.getByRole('button', { name: 'Programar visita' }).click();
  await card.getByLabel('Fecha').fill(VISIT.date);
  await card.getByLabel('Hora de inicio').fill(VISIT.start);
  // No end and no phone: the first error takes the keyboard.
  await card.getByRole('button', { name: 'Guardar visita' }).click();
  await expectFocusOnField(admin, 'Hora de fin');
  await card.getByLabel('Hora de fin').fill('12:00');
  await card.getByLabel('Teléfono de contacto').fill('998 123 4567');
  await card.getByRole('button', { name: 'Guardar visita' }).click();
  await expectFocusOnOutcome(
    admin,
    'status',
    'Visita programada. El cliente recibe un correo con la fecha.',
  );

  const replies = main.getByRole('region', { name: 'Respuestas al cliente' });
  await replies.getByLabel('Tu respuesta').fill(`Mañana pasa el técnico (${run}).`);
  await replies.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expectFocusOnOutcome(admin, 'status', 'Respuesta enviada al cliente.');
  await expect(replies).toContainText(`Mañana pasa el técnico (${run}).`);
});

test('la invitación: rechazada a otra cuenta y aceptada por su destinataria, cada respuesta enfocada', async ({
  browser,
}) => {
  const [mail] = await waitForMails(
    (m) => m.kind === 'member-invite' && m.to.includes(INVITEE.email),
  );
  const path = /\/invitacion\/[A-Za-z0-9]+/.exec(mail!.text)![0];

  // The desk's account is not the invited address.
  await admin.goto(path);
  await admin.getByRole('button', { name: 'Aceptar invitación' }).click({ timeout: 20_000 });
  await expectFocusOnOutcome(admin, 'alert', 'Esta invitación es para otra dirección de correo.');
  await expect(admin.getByRole('button', { name: 'Aceptar invitación' })).toHaveCount(0);

  const invitee = await signedInPage(browser, INVITEE, /\/main-user$/, inviteeUid);
  try {
    await invitee.goto(path);
    await invitee.getByRole('button', { name: 'Aceptar invitación' }).click({ timeout: 20_000 });
    await expectFocusOnOutcome(invitee, 'status', `Ya eres parte de ${COMPANY}.`);
    expect((await focusedElement(invitee)).tag).not.toBe('body');
  } finally {
    await invitee.context().close();
  }
});

test('"Estimar" rechazado en "Cierre de mes" enfoca el motivo', async () => {
  // The page lives on 2 January 2025 (Cancún): December 2024 is the month to close.
  await admin.clock.setFixedTime(CLOSE_TODAY);
  await admin.goto(`/admin-dashboard?section=servicio&vista=cierre&mes=${CLOSE_MONTH}`);
  const row = admin.getByRole('main').getByRole('row').filter({ hasText: EST_SERIAL });
  await expect(row).toContainText('Sin lectura', { timeout: 20_000 });
  // Meanwhile the month got its reading elsewhere: the function refuses the estimate.
  await writeDocument(
    `equipment/${EST_DEVICE}`,
    toFirestoreFields({
      lastReading: { month: CLOSE_MONTH, bw: 11_000, color: 0, at: new Date().toISOString() },
      lastReadingMonth: CLOSE_MONTH,
    }),
    ['lastReading', 'lastReadingMonth'],
  );
  await row.getByRole('button', { name: /^Estimar/ }).click();
  await expectFocusOnOutcome(admin, 'alert', 'Ese equipo ya tiene lectura de ese mes.');
  await expect(row).toContainText('Sin lectura');
});
