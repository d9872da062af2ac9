/**
 * The month close through the real functions in the emulators (npm --prefix functions run
 * test:emulator): two companies, three devices, one reading missing for a month two months back.
 * `closeMonth` is refused until `recordMonthReading` estimates it (source 'estimada'); the close
 * writes two statements whose totals match a hand computation and monthCloses; `notifyStatement`
 * leaves `statement` e-mails in the outbox (administrador and facturación, never usuario);
 * `reopenMonth` with a reason and a reclose write version 2 and keep versions/1. A toner ticket
 * marked Resuelto stamps the device's lastToner (`stampTonerDelivery`), and with a yield and a
 * later reading `forecastToner` writes tonerEndsOn. One seeded set-up for the whole file.
 */
import type { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { monthId, previousMonthId } from '../../../src/domain/client-portal.js';
import { BASE, mails } from './local-stack.js';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const DAY = 24 * 60 * 60 * 1000;
const run = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await sleep(250);
    value = await read();
  }
  return value;
}

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Prueba-Cierre-2026', returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

interface Answer {
  status: number;
  result?: Record<string, unknown>;
  error?: { status: string; message: string };
}

async function call(name: string, idToken: string | null, data: unknown): Promise<Answer> {
  const res = await fetch(`${BASE}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as Omit<Answer, 'status'>;
  return { status: res.status, ...body };
}

/** Two months before today's (Cancún): over, and no other test closes it. */
const MONTH = previousMonthId(previousMonthId(monthId(new Date())));
const BEFORE = previousMonthId(MONTH);
const TWO_BEFORE = previousMonthId(BEFORE);
/** When the month's readings were sent: the 28th, 12:00 Cancún. */
const READ_AT = new Date(`${MONTH}-28T17:00:00.000Z`);

const hotel = `hotel${run}`;
const despacho = `despacho${run}`;
const ids = { color1: `C${run}`, bn1: `B${run}`, bn2: `D${run}` };
const emails = {
  admin: `admin.cierre.${run}@example.com`,
  hotelAdmin: `ana.${run}@hotel.test`,
  hotelBilling: `fer.${run}@hotel.test`,
  hotelUser: `uli.${run}@hotel.test`,
  despachoAdmin: `dora.${run}@despacho.test`,
};
let adminToken = '';

const contract = (terms: Record<string, number>) => ({
  startDate: `${TWO_BEFORE}-01`,
  monthlyFeeMxn: 0,
  includedPagesBw: 0,
  includedPagesColor: 0,
  extraPagePriceBw: 0,
  extraPagePriceColor: 0,
  responseHours: 4,
  resolutionHours: 16,
  ...terms,
});

beforeAll(async () => {
  const { db, Timestamp } = await adminFirestore();
  const admin = await signUp(emails.admin);
  adminToken = admin.idToken;
  await db.collection('users').doc(admin.uid).set({ email: emails.admin, role: 'admin' });
  await db.collection('monthCloses').doc(MONTH).delete();

  await db.collection('clients').doc(hotel).set({
    email: emails.hotelAdmin,
    name: 'Ana',
    company: 'Hotel Emulador',
    rfc: 'HEM010101AB1',
  });
  await db.collection('clients').doc(despacho).set({
    email: emails.despachoAdmin,
    name: 'Dora',
    company: 'Despacho Emulador',
    rfc: '',
  });
  const members: [string, string, string, string][] = [
    [`ana${run}`, hotel, 'administrador', emails.hotelAdmin],
    [`fer${run}`, hotel, 'facturacion', emails.hotelBilling],
    [`uli${run}`, hotel, 'usuario', emails.hotelUser],
    [`dora${run}`, despacho, 'administrador', emails.despachoAdmin],
  ];
  for (const [uid, clientId, role, email] of members)
    await db.collection('members').doc(uid).set({ clientId, role, email, name: uid });

  const base = (clientId: string, serial: string, color: boolean) => ({
    clientId,
    model: color ? 'Kyocera TASKalfa 2554ci' : 'Kyocera ECOSYS M3655idn',
    serial,
    color,
    location: { address: 'Av. Tulum 200, Cancún', area: '' },
    contractEnd: null,
    tonerYield: {},
    lastToner: {},
    tonerEndsOn: null,
  });
  const readAt = Timestamp.fromDate(READ_AT);
  const device = db.collection('equipment');
  const reading = (month: string, bw: number, color: number, previous: [number, number]) => ({
    month,
    bw,
    color,
    previous: { bw: previous[0], color: previous[1] },
    source: 'cliente',
    by: 'cliente',
    at: readAt,
  });
  // Hotel: a colour device with extra pages and a B/N device within its included pages.
  await device.doc(ids.color1).set({
    ...base(hotel, `SC${run}`, true),
    contract: contract({
      monthlyFeeMxn: 1000,
      includedPagesBw: 1000,
      includedPagesColor: 100,
      extraPagePriceBw: 0.5,
      extraPagePriceColor: 2,
    }),
    startCounters: { bw: 10_000, color: 3_000 },
    lastReading: { month: MONTH, bw: 12_000, color: 3_300, at: readAt },
    lastReadingMonth: MONTH,
  });
  await device
    .doc(ids.color1)
    .collection('readings')
    .doc(MONTH)
    .set(reading(MONTH, 12_000, 3_300, [10_000, 3_000]));
  await device.doc(ids.bn1).set({
    ...base(hotel, `SB${run}`, false),
    contract: contract({ monthlyFeeMxn: 580, includedPagesBw: 5000, extraPagePriceBw: 0.4 }),
    startCounters: { bw: 5_000, color: 0 },
    lastReading: { month: MONTH, bw: 5_500, color: 0, at: readAt },
    lastReadingMonth: MONTH,
  });
  await device
    .doc(ids.bn1)
    .collection('readings')
    .doc(MONTH)
    .set(reading(MONTH, 5_500, 0, [5_000, 0]));
  // Despacho: a B/N device whose month's reading is missing; 800 and 1,200 pages before.
  await device.doc(ids.bn2).set({
    ...base(despacho, `SD${run}`, false),
    contract: contract({ monthlyFeeMxn: 700, includedPagesBw: 500, extraPagePriceBw: 0.3 }),
    startCounters: { bw: 18_000, color: 0 },
    lastReading: { month: BEFORE, bw: 20_000, color: 0, at: readAt },
    lastReadingMonth: BEFORE,
  });
  const history = device.doc(ids.bn2).collection('readings');
  await history.doc(TWO_BEFORE).set(reading(TWO_BEFORE, 18_800, 0, [18_000, 0]));
  await history.doc(BEFORE).set(reading(BEFORE, 20_000, 0, [18_800, 0]));
});

const statementMails = async (subject: string) =>
  (await mails()).filter(
    (m) =>
      m.kind === 'statement' &&
      m.subject === subject &&
      (m.to.includes(emails.hotelAdmin) || m.to.includes(emails.despachoAdmin)),
  );

describe('the month close through the functions', () => {
  it('refuses the close while a reading is missing, then estimates it', async () => {
    expect((await call('closeMonth', null, { month: MONTH })).error?.status).toBe(
      'UNAUTHENTICATED',
    );
    const refused = await call('closeMonth', adminToken, { month: MONTH });
    expect(refused.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Faltan lecturas de 1 equipo.',
    });

    // The average of 800 and 1,200 pages: 1,000 on top of 20,000.
    const estimated = await call('recordMonthReading', adminToken, {
      equipmentId: ids.bn2,
      month: MONTH,
      mode: 'estimar',
    });
    expect(estimated.result).toEqual({
      month: MONTH,
      bw: 21_000,
      color: 0,
      source: 'estimada',
      message: 'Lectura estimada guardada.',
    });
    const { db } = await adminFirestore();
    const stored = await db.doc(`equipment/${ids.bn2}/readings/${MONTH}`).get();
    expect(stored.data()).toMatchObject({
      month: MONTH,
      bw: 21_000,
      previous: { bw: 20_000, color: 0 },
      source: 'estimada',
    });
    const bn2 = await db.doc(`equipment/${ids.bn2}`).get();
    expect(bn2.get('lastReadingMonth')).toBe(MONTH);
    expect(bn2.get('lastReading')).toMatchObject({ month: MONTH, bw: 21_000 });
  });

  it('closes: two statements to the cent, monthCloses, and the statement e-mails', async () => {
    const closed = await call('closeMonth', adminToken, { month: MONTH });
    // Hotel: 1,000 fee + 1,000 B/N pages over 1,000 at 0.50 (500) + 200 colour pages over 100 at
    // 2.00 (400) + 580 fee = 2,480.00; subtotal 862.07 + 431.03 + 344.83 + 500.00 = 2,137.93.
    // Despacho: 700 fee + 500 pages over 500 at 0.30 (150) = 850.00; subtotal 603.45 + 129.31.
    expect(closed.result).toEqual({
      month: MONTH,
      version: 1,
      statements: 2,
      totalMxn: 3330,
      message: 'Mes cerrado: 2 estados de cuenta.',
    });
    const { db } = await adminFirestore();
    const hotelStatement = (await db.doc(`statements/${hotel}_${MONTH}`).get()).data();
    expect(hotelStatement).toMatchObject({
      clientId: hotel,
      month: MONTH,
      version: 1,
      company: 'Hotel Emulador',
      rfc: 'HEM010101AB1',
      subtotalMxn: 2137.93,
      ivaMxn: 342.07,
      totalMxn: 2480,
    });
    expect(hotelStatement?.lines).toHaveLength(4);
    const despachoStatement = (await db.doc(`statements/${despacho}_${MONTH}`).get()).data();
    expect(despachoStatement).toMatchObject({
      version: 1,
      subtotalMxn: 732.76,
      ivaMxn: 117.24,
      totalMxn: 850,
      devices: [{ equipmentId: ids.bn2, source: 'estimada', pagesBw: 1_000 }],
    });
    const close = (await db.doc(`monthCloses/${MONTH}`).get()).data();
    expect(close).toMatchObject({
      month: MONTH,
      status: 'cerrado',
      version: 1,
      statements: 2,
      totalMxn: 3330,
      reopenings: [],
    });

    const [year, number] = MONTH.split('-').map(Number);
    const label = new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year!, number! - 1, 15)),
    );
    const subject = `Estado de cuenta de ${label} de ${String(year)}`;
    const sent = await waitFor(
      () => statementMails(subject),
      (list) => list.length >= 2,
    );
    const hotelMail = sent.find((m) => m.to.includes(emails.hotelAdmin));
    expect(hotelMail?.to).toEqual([emails.hotelAdmin, emails.hotelBilling]);
    expect(hotelMail?.text).toContain('Total: $2,480.00 MXN (IVA incluido)');
    expect(hotelMail?.text).toContain(`/main-user/estados-de-cuenta/${MONTH}`);
    expect(sent.find((m) => m.to.includes(emails.despachoAdmin))?.to).toEqual([
      emails.despachoAdmin,
    ]);
    expect(sent).toHaveLength(2);
  });

  it('reopens with a reason; the reclose writes version 2 and keeps version 1', async () => {
    const reopened = await call('reopenMonth', adminToken, {
      month: MONTH,
      reason: 'El cliente envió la lectura real',
    });
    expect(reopened.result).toEqual({ message: 'Mes reabierto.' });
    const { db } = await adminFirestore();
    expect((await db.doc(`monthCloses/${MONTH}`).get()).data()).toMatchObject({
      status: 'reabierto',
      reopenings: [{ reason: 'El cliente envió la lectura real' }],
    });

    const again = await call('closeMonth', adminToken, { month: MONTH });
    expect(again.result).toMatchObject({ version: 2, statements: 2, totalMxn: 3330 });
    const statement = db.doc(`statements/${despacho}_${MONTH}`);
    expect((await statement.get()).get('version')).toBe(2);
    const kept = (await statement.collection('versions').doc('1').get()).data();
    expect(kept).toMatchObject({ version: 1, totalMxn: 850 });
    expect((await db.doc(`monthCloses/${MONTH}`).get()).data()).toMatchObject({
      status: 'cerrado',
      version: 2,
      reopenings: [{ reason: 'El cliente envió la lectura real' }],
    });
    const corrected = await waitFor(
      async () =>
        (await mails()).filter(
          (m) =>
            m.kind === 'statement' &&
            m.subject.startsWith('Estado de cuenta corregido de ') &&
            (m.to.includes(emails.hotelAdmin) || m.to.includes(emails.despachoAdmin)),
        ),
      (list) => list.length >= 2,
    );
    expect(corrected).toHaveLength(2);
  });

  it('a resolved toner ticket stamps the delivery; a yield and a later reading give tonerEndsOn', async () => {
    const { db, FieldValue, Timestamp } = await adminFirestore();
    const ticket = db.collection('tickets').doc();
    await ticket.set({
      equipmentId: ids.color1,
      clientId: hotel,
      authorUid: `ana${run}`,
      clientEmail: emails.hotelAdmin,
      equipment: { model: 'Kyocera TASKalfa 2554ci', serial: `SC${run}` },
      kind: 'toner',
      tonerColors: ['Negro'],
      description: 'Tóner negro.',
      status: 'En proceso',
      open: true,
      createdAt: FieldValue.serverTimestamp(),
      resolvedAt: null,
      openedBy: 'cliente',
      notified: false,
    });
    const resolvedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await ticket.update({ status: 'Resuelto', open: false, resolvedAt });
    const device = db.doc(`equipment/${ids.color1}`);
    const stamped = await waitFor(
      () => device.get(),
      (snap) => snap.get('lastToner.Negro') != null,
    );
    const delivery = stamped.get('lastToner.Negro') as {
      at: AdminTimestamp;
      countersAt: AdminTimestamp;
    };
    expect(delivery.at.toMillis()).toBe(resolvedAt.getTime());
    expect(delivery.countersAt.toMillis()).toBe(READ_AT.getTime());
    expect(delivery).toMatchObject({ bw: 12_000, color: 3_300 });

    // 10 days after the delivery's counters: 700 B/N + 300 colour pages = 1,000 black pages, 100 a
    // day; a 5,000-page cartridge lasts 50 days from the delivery.
    await device.update({
      tonerYield: { Negro: 5_000 },
      lastReading: {
        month: previousMonthId(monthId(new Date())),
        bw: 12_700,
        color: 3_600,
        at: Timestamp.fromMillis(READ_AT.getTime() + 10 * DAY),
      },
    });
    const endsOn = new Date(resolvedAt.getTime() + 50 * DAY - 5 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);
    const forecast = await waitFor(
      () => device.get(),
      (snap) => snap.get('tonerEndsOn') === endsOn,
    );
    expect(forecast.get('tonerEndsOn')).toBe(endsOn);
  });
});
