/**
 * firestore.rules for the rental clients' portal (docs/decisions/0033-client-portal-data.md):
 * clients/{clientId}, equipment/{id} and its readings/{YYYY-MM}, tickets/{id} and its replies/{id}.
 * As the administrator of the company that rents the device (owner: CARLA, of the company
 * `carla`), another company's administrator, a guest who is not a client, an admin and a visitor
 * (each role of a company: company-accounts.rules.test.ts). Every refusal sits beside the write that is accepted, so each test fails
 * when its rule is missing as well as when it lets too much through.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design; SERVER_TIME is serverTimestamp().
import { serverTimestamp } from 'firebase/firestore';
import {
  ADMIN,
  CARLA,
  clientDoc,
  DEVICE,
  equipmentDoc,
  faultTicket,
  GUEST,
  LAST_MONTH,
  memberDoc,
  OTTO,
  OTTO_DEVICE,
  seedPortal,
  storedEquipment,
  T0,
  THIS_MONTH,
  tonerTicket,
  user,
} from './portal-fixtures';
import { previousMonthId } from '../../src/domain/client-portal';
import { commitReading } from './reading-batch';
import { setUpFirestoreRules } from './rules-env';
import { commitDevice, commitTicket, today } from './service-limit-writes';

type Data = Record<string, unknown>;

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

const TWO_MONTHS_BACK = previousMonthId(LAST_MONTH);

/** A reading as submitReading writes it, on a device whose floor is `previous`. */
const readingDoc = (
  by: string,
  counters: { bw: number; color: number },
  previous = { bw: 1000, color: 200 },
  extra: Data = {},
): Data => ({
  month: THIS_MONTH,
  ...counters,
  previous,
  by,
  at: serverTimestamp(),
  ...extra,
});

const reading = (device = DEVICE, month = THIS_MONTH) => `equipment/${device}/readings/${month}`;

/** submitReading's write: the reading and DEVICE's stamp of it, together. */
const sendReading = (
  db: Parameters<typeof commitReading>[0],
  data: Data,
  options: { month?: string; stamp?: { bw: number; color: number }; stampAt?: unknown } = {},
) =>
  commitReading(db, {
    device: DEVICE,
    month: options.month ?? THIS_MONTH,
    reading: data,
    ...options,
  });

beforeEach(async () => {
  await seedPortal(seed);
});

describe('clients/{clientId}: admins link verified users; a member reads only their company', () => {
  it('lets an admin link a verified user, and refuses an unverified one or a wrong shape', async () => {
    const admin = dbAs(ADMIN);
    await seed(`users/nora`, user('nora'));
    // The company and its first member in one write; the member must be a verified user.
    const link = (uid: string, companyId: string) => {
      const write = admin.batch();
      write.set(admin.doc(`clients/${companyId}`), clientDoc(uid));
      write.set(admin.doc(`members/${uid}`), memberDoc(uid, companyId, 'administrador'));
      return write.commit();
    };
    await assertFails(link('nora', 'empresa-nora'));
    await assertFails(link('nadie', 'empresa-nadie'));
    expect(await stored('clients/empresa-nora')).toBeUndefined();
    await assertSucceeds(link(GUEST, 'empresa-gabo'));
    expect(await stored(`members/${GUEST}`)).toMatchObject({
      clientId: 'empresa-gabo',
      role: 'administrador',
    });
    await assertFails(admin.doc(`clients/${GUEST}`).set(clientDoc(GUEST, { linkedBy: OTTO })));
    await assertFails(admin.doc(`clients/${GUEST}`).set(clientDoc(GUEST, { linkedAt: T0 })));
    await assertFails(admin.doc(`clients/${GUEST}`).set(clientDoc(GUEST, { extra: true })));
    await assertFails(admin.doc(`clients/${GUEST}`).set(clientDoc(GUEST, { rfc: 'abc' })));
    await assertSucceeds(
      admin.doc(`clients/${GUEST}`).set(clientDoc(GUEST, { rfc: 'HCA010101AB1' })),
    );
    await assertSucceeds(admin.doc(`clients/${GUEST}`).set({ name: 'Gabriel' }, { merge: true }));
    await assertFails(admin.doc(`clients/${GUEST}`).set({ linkedAt: T0 }, { merge: true }));
    await assertFails(admin.doc(`clients/${GUEST}`).delete());
  });

  it('refuses linking to anyone but an admin, the user themselves included', async () => {
    for (const db of [dbAs(GUEST), dbAs(CARLA), visitorDb()]) {
      await assertFails(db.doc(`clients/${GUEST}`).set(clientDoc(GUEST)));
      await assertFails(db.doc(`clients/${CARLA}`).set({ name: 'X' }, { merge: true }));
    }
    expect(await stored(`clients/${GUEST}`)).toBeUndefined();
  });

  it('lets a member read their company, and only admins list or read others', async () => {
    await assertSucceeds(dbAs(CARLA).doc(`clients/${CARLA}`).get());
    await assertSucceeds(dbAs(ADMIN).doc(`clients/${CARLA}`).get());
    await assertSucceeds(dbAs(ADMIN).collection('clients').get());
    for (const db of [dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(`clients/${CARLA}`).get());
    }
    await assertFails(dbAs(CARLA).collection('clients').get());
    // A guest's own (missing) membership reads as nothing, which is how the portal says "not a
    // client"; a company named by their uid tells them nothing more.
    const own = await assertSucceeds(dbAs(GUEST).doc(`members/${GUEST}`).get());
    expect(own.exists).toBe(false);
    await assertFails(dbAs(GUEST).doc(`clients/${GUEST}`).get());
  });
});

describe('equipment/{id}: admins register devices; a client reads only theirs', () => {
  it('lets an admin register a device for a linked client, with a valid contract', async () => {
    const admin = dbAs(ADMIN);
    // Each device with its serial's marker (service-limits.rules.test.ts): a new serial each.
    const register = (id: string, extra: Data = {}) =>
      commitDevice(admin, id, equipmentDoc(CARLA, { serial: `S-${id}`, ...extra }));
    await assertSucceeds(register('nuevo'));
    await assertFails(register('x1', { clientId: GUEST }));
    await assertFails(register('x1b', { clientUid: CARLA }));
    await assertFails(register('x2', { createdBy: OTTO }));
    await assertFails(register('x3', { startCounters: { bw: 1.5, color: 0 } }));
    await assertFails(
      register('x4', {
        contract: { ...(equipmentDoc(CARLA).contract as Data), monthlyFeeMxn: -1 },
      }),
    );
    await assertFails(register('x5', { lastReadingMonth: '2026-01' }));
  });

  it('refuses registering or changing a device to clients, guests and visitors', async () => {
    for (const db of [dbAs(CARLA), dbAs(GUEST), visitorDb()]) {
      await assertFails(commitDevice(db, 'mio', equipmentDoc(CARLA, { serial: 'MIO-1' })));
      await assertFails(db.doc(`equipment/${DEVICE}`).delete());
    }
    expect(await stored('equipment/mio')).toBeUndefined();
  });

  it('lets an admin change a contract; the client never changes its contract or counters', async () => {
    const contract = { ...(equipmentDoc(CARLA).contract as Data), monthlyFeeMxn: 1.16 };
    await assertFails(
      dbAs(CARLA).doc(`equipment/${DEVICE}`).update({ 'contract.monthlyFeeMxn': 1.16 }),
    );
    await assertFails(
      dbAs(CARLA)
        .doc(`equipment/${DEVICE}`)
        .update({ startCounters: { bw: 0, color: 0 } }),
    );
    await assertSucceeds(
      dbAs(ADMIN)
        .doc(`equipment/${DEVICE}`)
        .update({ contract, updatedAt: serverTimestamp(), updatedBy: ADMIN }),
    );
    await assertFails(
      dbAs(ADMIN)
        .doc(`equipment/${DEVICE}`)
        .update({ createdBy: OTTO, updatedAt: serverTimestamp() }),
    );
    expect((await stored(`equipment/${DEVICE}`))?.contract).toMatchObject({ monthlyFeeMxn: 1.16 });
  });

  it('lets a client read and list only their company’s devices', async () => {
    const carla = dbAs(CARLA);
    await assertSucceeds(carla.doc(`equipment/${DEVICE}`).get());
    const mine = await assertSucceeds(
      carla.collection('equipment').where('clientId', '==', CARLA).get(),
    );
    expect(mine.docs.map((d) => d.id)).toEqual([DEVICE]);
    await assertFails(carla.doc(`equipment/${OTTO_DEVICE}`).get());
    await assertFails(carla.collection('equipment').get());
    await assertFails(dbAs(OTTO).doc(`equipment/${DEVICE}`).get());
    // A guest has no company, so no query for devices (the portal reads the membership first).
    await assertFails(dbAs(GUEST).collection('equipment').where('clientId', '==', GUEST).get());
    await assertFails(dbAs(GUEST).collection('equipment').where('clientId', '==', CARLA).get());
    await assertFails(dbAs(GUEST).doc(`equipment/${DEVICE}`).get());
    await assertFails(visitorDb().doc(`equipment/${DEVICE}`).get());
    await assertSucceeds(dbAs(ADMIN).collection('equipment').get());
  });
});

describe('equipment/{id}/readings/{month}: this month, once, never below the last reading', () => {
  it('lets the client send this month’s reading stamped as the last one, in one write', async () => {
    const carla = dbAs(CARLA);
    const counters = { bw: 1500, color: 260 };
    // The stamp's time must be the write's.
    await assertFails(sendReading(carla, readingDoc(CARLA, counters), { stampAt: T0 }));
    await assertSucceeds(sendReading(carla, readingDoc(CARLA, counters)));
    expect((await stored(`equipment/${DEVICE}`))?.lastReadingMonth).toBe(THIS_MONTH);
  });

  it('refuses a reading below the last one, and a stamp that is not the reading', async () => {
    const carla = dbAs(CARLA);
    await seed(
      `equipment/${DEVICE}`,
      storedEquipment(CARLA, {
        lastReading: { month: LAST_MONTH, bw: 1400, color: 250, at: T0 },
        lastReadingMonth: LAST_MONTH,
      }),
    );
    const floor = { bw: 1400, color: 250 };
    // Above the start counters but below the last reading.
    await assertFails(sendReading(carla, readingDoc(CARLA, { bw: 1399, color: 260 }, floor)));
    await assertFails(sendReading(carla, readingDoc(CARLA, { bw: 1400, color: 249 }, floor)));
    // `previous` must be the floor itself.
    await assertFails(
      sendReading(carla, readingDoc(CARLA, { bw: 1500, color: 260 }, { bw: 1000, color: 200 })),
    );
    // Stamping counters with no reading behind them.
    await assertFails(
      carla.doc(`equipment/${DEVICE}`).update({
        lastReading: { month: THIS_MONTH, bw: 9_000_000, color: 260, at: serverTimestamp() },
        lastReadingMonth: THIS_MONTH,
      }),
    );
    // A stamp whose counters differ from the reading's.
    await assertFails(
      sendReading(carla, readingDoc(CARLA, floor, floor), { stamp: { bw: 9_000_000, color: 250 } }),
    );
    await assertSucceeds(sendReading(carla, readingDoc(CARLA, floor, floor)));
  });

  it('refuses another month, a second reading, fractional counters and a changed or deleted one', async () => {
    const carla = dbAs(CARLA);
    await assertFails(
      sendReading(
        carla,
        readingDoc(CARLA, { bw: 1500, color: 260 }, undefined, { month: TWO_MONTHS_BACK }),
        { month: TWO_MONTHS_BACK },
      ),
    );
    await assertFails(sendReading(carla, readingDoc(CARLA, { bw: 1500.5, color: 260 })));
    await assertFails(sendReading(carla, readingDoc(OTTO, { bw: 1500, color: 260 })));
    await assertFails(
      sendReading(carla, readingDoc(CARLA, { bw: 1500, color: 260 }, undefined, { at: T0 })),
    );
    await assertSucceeds(sendReading(carla, readingDoc(CARLA, { bw: 1500, color: 260 })));
    await assertFails(sendReading(carla, readingDoc(CARLA, { bw: 1600, color: 260 })));
    await assertFails(carla.doc(reading()).set(readingDoc(CARLA, { bw: 1600, color: 260 })));
    await assertFails(carla.doc(reading()).update({ bw: 1600 }));
    await assertFails(carla.doc(reading()).delete());
    await assertFails(dbAs(ADMIN).doc(reading()).update({ bw: 1600 }));
    expect((await stored(reading()))?.bw).toBe(1500);
  });

  it('lets an admin record this month’s reading for the client, signed as theirs, stamped with it', async () => {
    const admin = dbAs(ADMIN);
    // Below the floor, signed as the client, or for another month: refused as for the client.
    await assertFails(sendReading(admin, readingDoc(ADMIN, { bw: 999, color: 260 })));
    await assertFails(sendReading(admin, readingDoc(CARLA, { bw: 1500, color: 260 })));
    await assertFails(
      sendReading(
        admin,
        readingDoc(ADMIN, { bw: 1500, color: 260 }, undefined, { month: TWO_MONTHS_BACK }),
        { month: TWO_MONTHS_BACK },
      ),
    );
    // Stamping the device without the reading.
    await assertFails(
      admin.doc(`equipment/${DEVICE}`).update({
        lastReading: { month: THIS_MONTH, bw: 1500, color: 260, at: serverTimestamp() },
        lastReadingMonth: THIS_MONTH,
      }),
    );
    await assertSucceeds(sendReading(admin, readingDoc(ADMIN, { bw: 1500, color: 260 })));
    // Once a month: neither the admin nor the client adds a second one.
    await assertFails(sendReading(admin, readingDoc(ADMIN, { bw: 1600, color: 260 })));
    await assertFails(sendReading(dbAs(CARLA), readingDoc(CARLA, { bw: 1600, color: 260 })));
    expect(await stored(reading())).toMatchObject({ bw: 1500, by: ADMIN });
    expect((await stored(`equipment/${DEVICE}`))?.lastReadingMonth).toBe(THIS_MONTH);
  });

  describe('the month before, while it is not closed (a reading belongs to the month it closes)', () => {
    const USER = 'uli'; // "Usuario" of carla's company
    const BILLING = 'feli'; // "Facturación" of carla's company
    const lastMonth = (by: string, counters = { bw: 1500, color: 260 }) =>
      readingDoc(by, counters, undefined, {
        month: LAST_MONTH,
        source: by === ADMIN ? 'empresa' : 'cliente',
      });
    const sendLastMonth = (db: Parameters<typeof commitReading>[0], by: string) =>
      sendReading(db, lastMonth(by), { month: LAST_MONTH });
    const closeLastMonth = (status: 'cerrado' | 'reabierto') =>
      seed(`monthCloses/${LAST_MONTH}`, { month: LAST_MONTH, status, version: 1 });

    beforeEach(async () => {
      for (const [uid, role] of [
        [USER, 'usuario'],
        [BILLING, 'facturacion'],
      ] as const) {
        await seed(`users/${uid}`, user(uid, { emailVerified: true }));
        await seed(`members/${uid}`, memberDoc(uid, CARLA, role, { addedAt: T0 }));
      }
    });

    it('lets the administrator send it, stored as that month’s and stamped as the last reading', async () => {
      await assertSucceeds(sendLastMonth(dbAs(CARLA), CARLA));
      expect(await stored(reading(DEVICE, LAST_MONTH))).toMatchObject({
        month: LAST_MONTH,
        bw: 1500,
        previous: { bw: 1000, color: 200 },
        by: CARLA,
      });
      expect(await stored(`equipment/${DEVICE}`)).toMatchObject({
        lastReadingMonth: LAST_MONTH,
        lastReading: { month: LAST_MONTH, bw: 1500, color: 260 },
      });
      // This month's reading follows, counted from it.
      await assertSucceeds(
        sendReading(
          dbAs(CARLA),
          readingDoc(CARLA, { bw: 1600, color: 270 }, { bw: 1500, color: 260 }),
        ),
      );
    });

    it('lets a user of the company and an admin send it; billing, another company, a guest and a visitor cannot', async () => {
      await assertFails(sendLastMonth(dbAs(BILLING), BILLING));
      await assertFails(sendLastMonth(dbAs(OTTO), OTTO));
      await assertFails(sendLastMonth(dbAs(GUEST), GUEST));
      await assertFails(sendLastMonth(visitorDb(), CARLA));
      expect(await stored(reading(DEVICE, LAST_MONTH))).toBeUndefined();
      await assertSucceeds(sendLastMonth(dbAs(USER), USER));
      expect((await stored(reading(DEVICE, LAST_MONTH)))?.by).toBe(USER);
    });

    it('lets an admin record it for the client, signed as theirs', async () => {
      await assertFails(sendReading(dbAs(ADMIN), lastMonth(CARLA), { month: LAST_MONTH }));
      await assertSucceeds(sendLastMonth(dbAs(ADMIN), ADMIN));
      expect(await stored(reading(DEVICE, LAST_MONTH))).toMatchObject({
        by: ADMIN,
        source: 'empresa',
      });
    });

    it('refuses it once the month is closed, to everyone; reopened, it is accepted again', async () => {
      await closeLastMonth('cerrado');
      for (const [db, by] of [
        [dbAs(CARLA), CARLA],
        [dbAs(USER), USER],
        [dbAs(ADMIN), ADMIN],
      ] as const)
        await assertFails(sendLastMonth(db, by));
      expect(await stored(reading(DEVICE, LAST_MONTH))).toBeUndefined();
      // Reopened ("Reabrir mes"), the month takes its reading again.
      await closeLastMonth('reabierto');
      await assertSucceeds(sendLastMonth(dbAs(CARLA), CARLA));
    });

    it('refuses it once the device has this month’s reading, and two months back always', async () => {
      await assertSucceeds(sendReading(dbAs(CARLA), readingDoc(CARLA, { bw: 1500, color: 260 })));
      await assertFails(
        sendReading(dbAs(CARLA), lastMonth(CARLA, { bw: 1600, color: 270 }), { month: LAST_MONTH }),
      );
      await seed(`equipment/${DEVICE}`, storedEquipment(CARLA));
      await assertFails(
        sendReading(
          dbAs(CARLA),
          readingDoc(CARLA, { bw: 1500, color: 260 }, undefined, { month: TWO_MONTHS_BACK }),
          { month: TWO_MONTHS_BACK },
        ),
      );
      expect(await stored(reading(DEVICE, LAST_MONTH))).toBeUndefined();
      expect(await stored(reading(DEVICE, TWO_MONTHS_BACK))).toBeUndefined();
    });
  });

  it('refuses readings on a device that is not one’s own', async () => {
    for (const db of [dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(reading()).set(readingDoc(OTTO, { bw: 1500, color: 260 })));
      await assertFails(sendReading(db, readingDoc(OTTO, { bw: 1500, color: 260 })));
    }
    expect(await stored(reading())).toBeUndefined();
  });

  it('lets the client and admins read the readings; nobody else', async () => {
    await seed(reading(DEVICE, LAST_MONTH), {
      month: LAST_MONTH,
      bw: 1400,
      color: 250,
      previous: { bw: 1000, color: 200 },
      by: CARLA,
      at: T0,
    });
    await assertSucceeds(dbAs(CARLA).doc(reading(DEVICE, LAST_MONTH)).get());
    await assertSucceeds(dbAs(CARLA).collection(`equipment/${DEVICE}/readings`).get());
    await assertSucceeds(dbAs(ADMIN).collection(`equipment/${DEVICE}/readings`).get());
    for (const db of [dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(reading(DEVICE, LAST_MONTH)).get());
      await assertFails(db.collection(`equipment/${DEVICE}/readings`).get());
    }
  });
});

describe('tickets/{id}: the client opens them for their devices; admins move and answer them', () => {
  it('lets the client request toner and report a fault, Abierto, for their own device', async () => {
    const carla = dbAs(CARLA);
    // Each ticket is written with the client's count of the day (service-limits.rules.test.ts).
    const open = (id: string, data: Data, count: number) =>
      commitTicket(carla, id, data, { day: today(), count, lastTicketId: id });
    await assertSucceeds(open('t1', tonerTicket(CARLA), 1));
    await assertSucceeds(
      open('t2', faultTicket(CARLA, { photoPath: `ticket_photos/${CARLA}/${DEVICE}/t2` }), 2),
    );
    await assertFails(open('t3', tonerTicket(CARLA, { status: 'Resuelto', open: false }), 3));
    await assertFails(open('t4', tonerTicket(CARLA, { equipmentId: OTTO_DEVICE }), 3));
    await assertFails(open('t5', tonerTicket(CARLA, { tonerColors: ['Rosa'] }), 3));
    await assertFails(open('t6', tonerTicket(CARLA, { tonerColors: [] }), 3));
    await assertFails(open('t7', faultTicket(CARLA, { description: '' }), 3));
    await assertFails(open('t8', faultTicket(CARLA, { category: 'Otra cosa' }), 3));
    await assertFails(
      open('t9', tonerTicket(CARLA, { equipment: { model: 'X', serial: 'Y' } }), 3),
    );
    await assertFails(open('t10', tonerTicket(CARLA, { clientEmail: 'otro@example.com' }), 3));
    // The ticket is the device's company's and its author is the caller.
    await assertFails(open('t12', tonerTicket(CARLA, { clientId: OTTO }), 3));
    await assertFails(open('t13', tonerTicket(CARLA, { authorUid: OTTO }), 3));
    // t1's colours are open (toner-requests.rules.test.ts): another colour joins them.
    await assertSucceeds(
      commitTicket(
        carla,
        't11',
        tonerTicket(CARLA, { tonerColors: ['Magenta'] }),
        { day: today(), count: 3, lastTicketId: 't11' },
        CARLA,
        { colors: { Negro: 't1', Cian: 't1', Magenta: 't11' }, lastTicketId: 't11' },
      ),
    );
  });

  it('offers a B/N device Negro only', async () => {
    await seed(`equipment/${DEVICE}`, storedEquipment(CARLA, { color: false }));
    await assertFails(commitTicket(dbAs(CARLA), 't1', tonerTicket(CARLA)));
    await assertSucceeds(
      commitTicket(dbAs(CARLA), 't1', tonerTicket(CARLA, { tonerColors: ['Negro'] })),
    );
  });

  it('refuses a ticket to another client, a guest and a visitor', async () => {
    await assertFails(commitTicket(dbAs(OTTO), 't1', tonerTicket(OTTO)));
    await assertFails(commitTicket(dbAs(OTTO), 't1', tonerTicket(CARLA)));
    await assertFails(commitTicket(dbAs(GUEST), 't1', tonerTicket(GUEST)));
    await assertFails(commitTicket(visitorDb(), 't1', tonerTicket(CARLA)));
    expect(await stored('tickets/t1')).toBeUndefined();
  });

  it('lets only admins move the status, stamped, with open kept in step', async () => {
    await seed('tickets/t1', { ...tonerTicket(CARLA), createdAt: T0 });
    const change = (status: string, open: boolean, by = ADMIN): Data => ({
      status,
      open,
      statusChangedAt: serverTimestamp(),
      statusChangedBy: by,
    });
    await assertFails(
      dbAs(CARLA)
        .doc('tickets/t1')
        .update(change('Resuelto', false, CARLA)),
    );
    await assertFails(dbAs(ADMIN).doc('tickets/t1').update(change('Resuelto', true)));
    await assertFails(dbAs(ADMIN).doc('tickets/t1').update(change('Cerrado', false)));
    await assertFails(
      dbAs(ADMIN)
        .doc('tickets/t1')
        .update(change('Resuelto', false, CARLA)),
    );
    await assertFails(dbAs(ADMIN).doc('tickets/t1').update({ description: 'otra' }));
    await assertSucceeds(dbAs(ADMIN).doc('tickets/t1').update(change('En proceso', true)));
    await assertSucceeds(dbAs(ADMIN).doc('tickets/t1').update(change('Resuelto', false)));
    await assertFails(dbAs(ADMIN).doc('tickets/t1').delete());
    expect((await stored('tickets/t1'))?.status).toBe('Resuelto');
  });

  it('lets the client read and list only their company’s tickets; admins read all', async () => {
    await seed('tickets/t1', { ...tonerTicket(CARLA), createdAt: T0 });
    await assertSucceeds(dbAs(CARLA).doc('tickets/t1').get());
    await assertSucceeds(
      dbAs(CARLA)
        .collection('tickets')
        .where('clientId', '==', CARLA)
        .orderBy('createdAt', 'desc')
        .get(),
    );
    await assertFails(dbAs(CARLA).collection('tickets').get());
    await assertSucceeds(
      dbAs(ADMIN).collection('tickets').where('open', '==', true).orderBy('createdAt').get(),
    );
    for (const db of [dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc('tickets/t1').get());
    }
  });
});

describe('tickets/{id}/replies/{id}: admins answer; the ticket’s client reads', () => {
  const replyDoc = (uid: string, extra: Data = {}): Data => ({
    text: 'Mañana a las 10 llevamos el tóner.',
    authorUid: uid,
    authorName: 'Soporte Tu Socio',
    at: serverTimestamp(),
    fromClient: false,
    notified: false,
    ...extra,
  });

  beforeEach(async () => {
    await seed('tickets/t1', { ...tonerTicket(CARLA), createdAt: T0 });
  });

  it('lets an admin reply and stamp the ticket; nobody else replies', async () => {
    const admin = dbAs(ADMIN);
    await assertFails(admin.doc('tickets/t1/replies/r0').set(replyDoc(ADMIN, { text: '' })));
    await assertFails(admin.doc('tickets/t1/replies/r0').set(replyDoc(CARLA)));
    await assertSucceeds(admin.doc('tickets/t1/replies/r1').set(replyDoc(ADMIN)));
    await assertSucceeds(admin.doc('tickets/t1').update({ lastReplyAt: serverTimestamp() }));
    await assertFails(admin.doc('tickets/t1').update({ lastReplyAt: T0 }));
    await assertFails(admin.doc('tickets/t1/replies/r1').update({ text: 'otra' }));
    for (const db of [dbAs(CARLA), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc('tickets/t1/replies/r2').set(replyDoc(CARLA)));
    }
    expect(await stored('tickets/t1/replies/r2')).toBeUndefined();
  });

  it('lets the ticket’s client and admins read the replies', async () => {
    await seed('tickets/t1/replies/r1', { ...replyDoc(ADMIN), at: T0 });
    await assertSucceeds(dbAs(CARLA).collection('tickets/t1/replies').get());
    await assertSucceeds(dbAs(ADMIN).doc('tickets/t1/replies/r1').get());
    for (const db of [dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.collection('tickets/t1/replies').get());
    }
  });
});
