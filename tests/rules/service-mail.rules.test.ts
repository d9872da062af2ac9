/**
 * firestore.rules for the client portal's e-mail markers
 * (docs/decisions/0034-service-mail-and-meter-reminder.md): meterReminders/{clientId}_{YYYY-MM} and serviceMails/{key} are written only by the functions;
 * admins may read them; the client they are about, another user and a visitor may not. And a
 * client cannot slip a functions-only field into their ticket, nor fake the e-mail's marker.
 * Each refusal sits beside an accepted read or write, so each test fails when its rule is missing
 * as well as when it lets too much through.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design.
import { serverTimestamp } from 'firebase/firestore';
import {
  ADMIN,
  CARLA,
  clientDoc,
  DEVICE,
  email,
  memberDoc,
  storedEquipment,
  T0,
  THIS_MONTH as MONTH,
  tonerTicket as portalTicket,
  user,
} from './portal-fixtures';
import { setUpFirestoreRules } from './rules-env';
import { commitTicket, today } from './service-limit-writes';

type Data = Record<string, unknown>;

/** Another signed-in user (a guest who is not a client). */
const OTTO = 'otto';

const REMINDER = `meterReminders/${CARLA}_${MONTH}`;
const TICKET_MAIL = 'serviceMails/ticket-T1';
const REPLY_MAIL = 'serviceMails/reply-T1-R1';

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

/** A marker as the functions leave it once the e-mail was sent. */
const sentMarker = (fields: Data): Data => ({ ...fields, sentAt: T0 });

/** A toner ticket for CARLA's B/N device as createTicket writes it. */
const tonerTicket = (extra: Data = {}): Data =>
  portalTicket(CARLA, { tonerColors: ['Negro'], ...extra });

beforeEach(async () => {
  await seed(`users/${CARLA}`, user(CARLA, { emailVerified: true }));
  await seed(`users/${OTTO}`, user(OTTO, { emailVerified: true }));
  await seed(`users/${ADMIN}`, user(ADMIN, { role: 'admin' }));
  await seed(`clients/${CARLA}`, clientDoc(CARLA, { name: 'Carla', linkedAt: T0 }));
  await seed(`members/${CARLA}`, memberDoc(CARLA, CARLA, 'administrador', { addedAt: T0 }));
  // A B/N device.
  await seed(
    `equipment/${DEVICE}`,
    storedEquipment(CARLA, {
      color: false,
      contract: {
        startDate: '2026-03-01',
        monthlyFeeMxn: 1160,
        includedPagesBw: 2000,
        includedPagesColor: 0,
        extraPagePriceBw: 0.35,
        extraPagePriceColor: 0,
      },
      startCounters: { bw: 1000, color: 0 },
    }),
  );
  await seed(REMINDER, sentMarker({ clientId: CARLA, month: MONTH, equipmentIds: [DEVICE] }));
  await seed(TICKET_MAIL, sentMarker({ kind: 'service-ticket', ticketId: 'T1' }));
  await seed(REPLY_MAIL, sentMarker({ kind: 'ticket-reply', ticketId: 'T1', replyId: 'R1' }));
});

describe('meterReminders: the functions write them; only admins read them', () => {
  it('lets an admin read and list the reminders', async () => {
    const admin = dbAs(ADMIN);
    const doc = await assertSucceeds(admin.doc(REMINDER).get());
    expect(doc.get('equipmentIds')).toEqual([DEVICE]);
    const list = await assertSucceeds(admin.collection('meterReminders').get());
    expect(list.size).toBe(1);
  });

  it('refuses reads to the client the reminder is about, another user and a visitor', async () => {
    for (const db of [dbAs(CARLA), dbAs(OTTO), visitorDb()]) {
      await assertFails(db.doc(REMINDER).get());
      await assertFails(db.collection('meterReminders').get());
    }
  });

  it('refuses every write, an admin’s included: a reminder cannot be faked or reset', async () => {
    const next = `meterReminders/${CARLA}_2099-01`;
    for (const db of [dbAs(ADMIN), dbAs(CARLA), dbAs(OTTO), visitorDb()]) {
      await assertFails(db.doc(next).set({ clientId: CARLA, month: '2099-01', sentAt: T0 }));
      await assertFails(db.doc(REMINDER).set({ sentAt: null }, { merge: true }));
      await assertFails(db.doc(REMINDER).delete());
    }
    expect(await stored(next)).toBeUndefined();
    expect((await stored(REMINDER))?.sentAt).toEqual(T0);
  });
});

describe('serviceMails: the functions write them; only admins read them', () => {
  it('lets an admin read the ticket and reply markers', async () => {
    const admin = dbAs(ADMIN);
    await assertSucceeds(admin.doc(TICKET_MAIL).get());
    await assertSucceeds(admin.doc(REPLY_MAIL).get());
    expect((await assertSucceeds(admin.collection('serviceMails').get())).size).toBe(2);
  });

  it('refuses reads and writes to the client, another user and a visitor, and writes to admins', async () => {
    for (const db of [dbAs(CARLA), dbAs(OTTO), visitorDb()]) {
      await assertFails(db.doc(TICKET_MAIL).get());
      await assertFails(db.collection('serviceMails').get());
    }
    // Marking a ticket's e-mail as sent before it is would silence it; deleting one would resend.
    for (const db of [dbAs(ADMIN), dbAs(CARLA), dbAs(OTTO), visitorDb()]) {
      await assertFails(db.doc('serviceMails/ticket-T2').set({ sentAt: T0 }));
      await assertFails(db.doc(TICKET_MAIL).delete());
    }
    expect(await stored('serviceMails/ticket-T2')).toBeUndefined();
    expect(await stored(TICKET_MAIL)).toBeDefined();
  });
});

describe('tickets: a client cannot write what only the functions keep', () => {
  it('accepts the ticket as createTicket writes it, and refuses it with a sent marker field', async () => {
    const carla = dbAs(CARLA, {
      email: email(CARLA),
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    });
    // With the client's count of the day, as createTicket writes it (service-limits.rules.test.ts).
    await assertSucceeds(commitTicket(carla, 'ok', tonerTicket()));
    // The first request's colours freed (resolved: releaseTonerRequest), so the next may claim
    // them (one toner request per colour: toner-requests.rules.test.ts).
    await seed(`equipment/${DEVICE}/tonerRequests/open`, { colors: {}, lastTicketId: 'ok' });
    const second = (id: string) => ({ day: today(), count: 2, lastTicketId: id });
    await assertFails(
      commitTicket(carla, 'x1', tonerTicket({ notifiedAt: serverTimestamp() }), second('x1')),
    );
    await assertFails(commitTicket(carla, 'x2', tonerTicket({ notified: true }), second('x2')));
    await assertSucceeds(commitTicket(carla, 'x3', tonerTicket(), second('x3')));
    await assertFails(carla.doc('tickets/ok').set({ notifiedAt: T0 }, { merge: true }));
    expect(await stored('tickets/x1')).toBeUndefined();
    expect((await stored('tickets/ok'))?.notifiedAt).toBeUndefined();
  });
});
