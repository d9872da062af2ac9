/**
 * Service levels end to end on the local stack (firestore.rules, the ticket triggers
 * startTicketClock, notifyVisitScheduled and notifyTicketReply, the mail outbox): a fault opened
 * Friday 27 November 2026 at 18:30 Cancún on a device with the default 4 business hours shows the
 * client "Te respondemos antes de sábado 28 de noviembre, 12:30." (the page's clock faked to 18:45
 * that Friday); the desk's "Esperando refacción" pauses it and the client sees no due time; the
 * desk assigns a technician (an admin marked technician) and schedules a visit, which the client
 * sees and the outbox holds; the client answers with "Responder" and the desk sees it; a ticket
 * past its time is under "Fuera de tiempo"; "Nuevo ticket" from the client's desk page reaches the
 * client's "Mis tickets". The company, its devices and the tickets are seeded (Admin REST, as
 * tests/e2e/reading-correction.spec.ts does); one admin and one client sign-in are shared (serial).
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { cancunDate } from '../../src/domain/business-hours';
import { visitText } from '../../src/domain/service-level';
import { signedInPage } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { seedCompany } from './fixtures/company';
import { seedAccount, toFirestoreFields, writeDocument } from './fixtures/emulators';
import { waitForMails } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now()}`;
const CLIENT = {
  name: `Marta Chan ${run}`,
  email: `marta.chan.${run}@example.com`,
  password: 'Cliente-Servicio-2026',
};
const TECHNICIAN = {
  name: `Luis Canul ${run}`,
  email: `luis.canul.${run}@example.com`,
  password: 'Tecnico-Servicio-2026',
};
const MODEL = 'Kyocera ECOSYS M5526cdw';
const SERIAL = `SL${run.slice(-8)}`;
const LATE_SERIAL = `ST${run.slice(-8)}`;
const DEVICE = `servicio-${run}`;
const LATE_DEVICE = `servicio-tarde-${run}`;
const TICKET = `falla-${run}`;
const LATE_TICKET = `tarde-${run}`;
const FAULT = `No enciende desde la mañana (${run}).`;
const CLIENT_REPLY = `Ya revisamos el contacto y sigue igual (${run}).`;
const PHONE_TICKET = `Llamó por atasco en la bandeja 2 (${run}).`;

/** Friday 27 November 2026, 18:30 in Cancún (UTC−5): when the fault was reported. */
const OPENED = new Date('2026-11-27T23:30:00Z');
/** A quarter of an hour later: the client's page clock. */
const FRIDAY_1845 = new Date('2026-11-27T23:45:00Z');
const PROMISE = 'Te respondemos antes de sábado 28 de noviembre, 12:30.';

/** The visit: a week after today (Cancún), 10:00–12:00, always a day the form accepts. */
const VISIT = {
  date: cancunDate(new Date(Date.now() + 7 * 24 * 3_600_000)),
  start: '10:00',
  end: '12:00',
};
const VISIT_LINE = visitText(VISIT);

let clientUid = '';
let admin: Page;
let client: Page;

const signedIn = (browser: Browser, account: { email: string; password: string }, home: RegExp) =>
  signedInPage(browser, account, home, clientUid);

/** A device of the company with the default service hours (its contract names none). */
async function seedDevice(id: string, serial: string): Promise<void> {
  const at = { timestampValue: new Date().toISOString() };
  await writeDocument(`equipment/${id}`, {
    ...toFirestoreFields({
      clientId: clientUid,
      model: MODEL,
      serial,
      color: true,
      location: { address: 'Av. Nichupté 45, Cancún, Q. Roo', area: 'Recepción' },
      contract: {
        startDate: '2026-01-01',
        monthlyFeeMxn: 1499,
        includedPagesBw: 1000,
        includedPagesColor: 200,
        extraPagePriceBw: 0.35,
        extraPagePriceColor: 2.5,
      },
      startCounters: { bw: 10_000, color: 2_000 },
      lastReading: null,
      lastReadingMonth: '',
      createdBy: 'seed',
      updatedBy: 'seed',
    }),
    createdAt: at,
    updatedAt: at,
  });
}

/** A fault ticket of the client's as createTicket stores it, created at `createdAt`. */
async function seedFault(
  id: string,
  {
    device,
    serial,
    createdAt,
    dueAt,
  }: { device: string; serial: string; createdAt: Date; dueAt: Date | null },
): Promise<void> {
  await writeDocument(`tickets/${id}`, {
    ...toFirestoreFields({
      equipmentId: device,
      clientId: clientUid,
      authorUid: clientUid,
      clientEmail: CLIENT.email,
      equipment: { model: MODEL, serial },
      kind: 'falla',
      category: 'No enciende',
      description: FAULT,
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
    createdAt: { timestampValue: createdAt.toISOString() },
    dueAt: dueAt === null ? { nullValue: null } : { timestampValue: dueAt.toISOString() },
  });
}

/** The client's ticket of the device `serial` on "Mis tickets" (the page's clock faked). */
async function clientTicket(serial: string) {
  await client.goto('/main-user/mis-tickets');
  const ticket = client.getByRole('article').filter({ hasText: serial });
  await expect(ticket).toBeVisible({ timeout: 20_000 });
  return ticket;
}

/** The desk's page of the seeded fault. */
async function deskTicket() {
  await admin.goto(`/admin-dashboard/servicio/${TICKET}`);
  const main = admin.getByRole('main');
  await expect(main.getByRole('region', { name: 'Estado del ticket' })).toBeVisible({
    timeout: 20_000,
  });
  return main;
}

test.beforeAll(async ({ browser }) => {
  // Seeding and two sign-ins (the first page of a fresh server is slow).
  test.setTimeout(120_000);
  clientUid = await seedAccount(CLIENT, { verified: true });
  await seedCompany(clientUid, {
    email: CLIENT.email,
    name: CLIENT.name,
    company: `Hotel Laguna ${run}`,
  });
  const technicianUid = await seedAccount(TECHNICIAN, { admin: true, verified: true });
  await writeDocument(`users/${technicianUid}`, { technician: { booleanValue: true } }, [
    'technician',
  ]);
  await seedDevice(DEVICE, SERIAL);
  await seedDevice(LATE_DEVICE, LATE_SERIAL);
  // The fault of Friday 18:30, as the portal stores it (dueAt null: startTicketClock sets it).
  await seedFault(TICKET, { device: DEVICE, serial: SERIAL, createdAt: OPENED, dueAt: null });
  // A fault of Monday 2 November 2026, 10:00, whose answer was due at 14:00 and never came.
  await seedFault(LATE_TICKET, {
    device: LATE_DEVICE,
    serial: LATE_SERIAL,
    createdAt: new Date('2026-11-02T15:00:00Z'),
    dueAt: new Date('2026-11-02T19:00:00Z'),
  });

  admin = await signedIn(browser, DEMO_ACCOUNTS.admin, /\/admin-dashboard$/);
  client = await signedIn(browser, CLIENT, /\/main-user$/);
  // The client's page lives on Friday 27 November 2026 at 18:45 in Cancún.
  await client.clock.setFixedTime(FRIDAY_1845);
});

test.afterAll(async () => {
  await admin?.context().close();
  await client?.context().close();
});

test('una falla del viernes a las 18:30 promete respuesta el sábado a las 12:30', async () => {
  const ticket = await clientTicket(SERIAL);
  await expect(ticket).toContainText(PROMISE);
  await expect(ticket).toContainText('Abierto');
});

test('"Esperando refacción" pausa el reloj: el cliente no ve hora comprometida', async () => {
  const main = await deskTicket();
  await main
    .getByRole('region', { name: 'Estado del ticket' })
    .getByRole('button', { name: 'Pasar a Esperando refacción' })
    .click();
  await expect(admin.getByText('El ticket quedó en estado Esperando refacción.')).toBeVisible({
    timeout: 20_000,
  });

  const ticket = await clientTicket(SERIAL);
  await expect(ticket).toContainText('Esperando refacción');
  await expect(ticket).toContainText('En pausa mientras llega la refacción.');
  await expect(ticket).not.toContainText('antes de');
});

test('el escritorio asigna técnico y programa la visita; el cliente la ve y el correo sale', async () => {
  const main = await deskTicket();
  const card = main.getByRole('region', { name: 'Técnico y visita' });
  await card.getByRole('button', { name: 'Asignar técnico' }).click();
  await card.getByLabel('Técnico').selectOption({ label: TECHNICIAN.name });
  await card.getByRole('button', { name: 'Guardar técnico' }).click();
  await expect(card).toContainText(TECHNICIAN.name, { timeout: 20_000 });

  await card.getByRole('button', { name: 'Programar visita' }).click();
  await card.getByLabel('Fecha').fill(VISIT.date);
  await card.getByLabel('Hora de inicio').fill(VISIT.start);
  await card.getByLabel('Hora de fin').fill(VISIT.end);
  await expect(card.getByLabel('Dirección')).toHaveValue('Av. Nichupté 45, Cancún, Q. Roo');
  await card.getByLabel('Teléfono de contacto').fill('998 123 4567');
  await card.getByRole('button', { name: 'Guardar visita' }).click();
  await expect(card).toContainText(VISIT_LINE, { timeout: 20_000 });

  const ticket = await clientTicket(SERIAL);
  await expect(ticket).toContainText(VISIT_LINE);
  await expect(ticket).toContainText(`Técnico: ${TECHNICIAN.name}`);
  await expectNoAxeViolations(client);

  const [mail] = await waitForMails(
    (m) => m.kind === 'visit-scheduled' && m.to.includes(CLIENT.email),
  );
  expect(mail?.text).toContain(VISIT_LINE);
  expect(mail?.text).toContain(TECHNICIAN.name);
});

test('el cliente responde con "Responder" y el escritorio lo ve', async () => {
  // A reply is counted in the day's quota (replyQuotas), whose day the rules check against the
  // server's clock: the page's clock goes back to the real time from here on.
  await client.clock.setFixedTime(new Date());
  const ticket = await clientTicket(SERIAL);
  await ticket.getByRole('button', { name: 'Responder' }).click();
  const form = ticket.getByRole('form', { name: 'Responder' });
  await form.getByLabel('Tu respuesta').fill(CLIENT_REPLY);
  await form.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(ticket.getByText('Enviamos tu respuesta.')).toBeVisible({ timeout: 20_000 });
  await expect(ticket).toContainText(CLIENT_REPLY);
  await expectNoAxeViolations(client);

  const main = await deskTicket();
  await expect(main.getByRole('region', { name: 'Respuestas al cliente' })).toContainText(
    CLIENT_REPLY,
    { timeout: 20_000 },
  );
  // E-mailed to the service address and to the assigned technician.
  const [mail] = await waitForMails((m) => m.kind === 'client-reply' && m.text.includes(run));
  expect(mail?.to).toContain(TECHNICIAN.email);
});

test('un ticket con la hora vencida aparece en "Fuera de tiempo"', async () => {
  await admin.goto('/admin-dashboard?section=servicio&vista=fuera-de-tiempo');
  await expect(admin.getByRole('row', { name: new RegExp(LATE_SERIAL) })).toBeVisible({
    timeout: 20_000,
  });
});

test('"Nuevo ticket" desde la página del cliente llega a sus "Mis tickets"', async () => {
  await admin.goto(`/admin-dashboard/clientes/${clientUid}`);
  const main = admin.getByRole('main');
  await main.getByRole('button', { name: 'Nuevo ticket' }).click({ timeout: 20_000 });
  const form = main.getByRole('form', { name: 'Nuevo ticket' });
  await form.getByLabel('Equipo').selectOption(LATE_DEVICE);
  await form.getByLabel('Reporte de falla').check();
  await form.getByLabel('Categoría de la falla').selectOption('Atasco de papel');
  await form.getByLabel('Descripción').fill(PHONE_TICKET);
  await form.getByRole('button', { name: 'Crear ticket' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Ticket creado.' })).toBeVisible({
    timeout: 20_000,
  });

  const ticket = client.getByRole('article').filter({ hasText: PHONE_TICKET });
  await client.goto('/main-user/mis-tickets');
  await expect(ticket).toBeVisible({ timeout: 20_000 });
  await expect(ticket).toContainText(LATE_SERIAL);
  // The same clock as the client's own tickets.
  await expect(ticket).toContainText('Te respondemos antes de');
});

test('"Terminar contrato" cierra la renta: el equipo ya no pide lecturas ni tickets', async () => {
  await admin.goto(`/admin-dashboard/clientes/${clientUid}`);
  const device = admin.getByRole('main').getByRole('article').filter({ hasText: LATE_SERIAL });
  await device.getByRole('button', { name: 'Terminar contrato' }).click({ timeout: 20_000 });
  // Below the installation counters: refused with the floor, nothing lost.
  await device.getByLabel('Contador final B/N').fill('9000');
  await device.getByLabel('Contador final a color').fill('2500');
  await device.getByRole('checkbox').check();
  await device.getByRole('button', { name: 'Terminar contrato' }).click();
  await expect(device.getByLabel('Contador final B/N')).toHaveAttribute('aria-invalid', 'true');
  await device.getByLabel('Contador final B/N').fill('12500');
  await device.getByRole('button', { name: 'Terminar contrato' }).click();
  await expect(
    admin.getByText(`Contrato de ${MODEL} (serie ${LATE_SERIAL}) terminado.`),
  ).toBeVisible({ timeout: 20_000 });
  // Stored (the rules accepted the desk's write): a reload still says so.
  await admin.reload();
  await expect(device).toContainText('Contrato terminado el', { timeout: 20_000 });

  await client.goto(`/main-user/mis-equipos/${LATE_DEVICE}`);
  await expect(
    client.getByText(
      'La renta de este equipo terminó: ya no recibe lecturas ni solicitudes nuevas. Sus lecturas y tickets siguen aquí.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(client.getByRole('button', { name: 'Reportar una falla' })).toHaveCount(0);
});

test('el técnico ve sus visitas del día en un teléfono (390 px), con mapa y teléfono', async ({
  browser,
}) => {
  const technician = await signedIn(browser, TECHNICIAN, /\/admin-dashboard$/);
  try {
    await technician.setViewportSize({ width: 390, height: 844 });
    // The page lives on the visit's day, at 8:00 in Cancún.
    await technician.clock.setFixedTime(new Date(`${VISIT.date}T08:00:00-05:00`));
    await technician.goto('/admin-dashboard?section=servicio&vista=visitas');
    const visits = technician.getByRole('list', { name: 'Visitas de hoy' });
    const card = visits.getByRole('listitem').filter({ hasText: SERIAL });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(`${VISIT.start}–${VISIT.end}`);
    await expect(card).toContainText('Av. Nichupté 45, Cancún, Q. Roo');
    await expect(card.getByRole('link', { name: /mapa/i })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Av\.%20Nichupt/,
    );
    await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+529981234567');
    // Nothing wider than the phone's screen.
    expect(
      await technician.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(technician);
  } finally {
    await technician.context().close();
  }
});
