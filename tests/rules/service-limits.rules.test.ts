/**
 * firestore.rules for the limits on the service side (docs/product.md, "Límites del servicio"):
 * 10 tickets per client per day counted by ticketQuotas/{uid} in the ticket's own write; photos
 * stored only as the exact path of the project's own file; one device per serial number held by
 * equipmentSerials/{key}. As the client who rents the device (owner), another client, a guest who
 * is not a client, an admin and a visitor.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design; SERVER_TIME is serverTimestamp().
import { serverTimestamp } from 'firebase/firestore';
import { COLOR_DEVICE } from '../../src/data/rental/test-utils/client-portal-fixtures';
import { cancunDayId } from '../../src/domain/service-limits';
import {
  ADMIN,
  CARLA,
  DEVICE,
  equipmentDoc,
  faultTicket,
  GUEST,
  OTTO,
  OTTO_DEVICE,
  seedPortal,
  T0,
  THIS_MONTH,
  tonerTicket,
} from './portal-fixtures';
import { commitReading } from './reading-batch';
import { setUpFirestoreRules } from './rules-env';
import { commitDevice, commitTicket, today } from './service-limit-writes';

type Data = Record<string, unknown>;

/** DEVICE's serial, whose marker equipmentSerials/{SERIAL} names DEVICE. */
const SERIAL = COLOR_DEVICE.serial;
const YESTERDAY = cancunDayId(new Date(Date.now() - 24 * 60 * 60 * 1000));

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

const quota = (count: number, lastTicketId: string, day = today()): Data => ({
  day,
  count,
  lastTicketId,
});

beforeEach(async () => {
  await seedPortal(seed);
});

describe('ticketQuotas/{uid}: 10 tickets per client per day of Cancún', () => {
  it('accepts the owner’s 10 tickets of the day, counted one by one, and refuses the 11th', async () => {
    const carla = dbAs(CARLA);
    for (let n = 1; n <= 10; n += 1) {
      // Counting wrong is refused as well as leaving the quota out. (Fault reports: a second
      // toner request for the same colours is refused on its own, toner-requests.rules.test.ts.)
      await assertFails(commitTicket(carla, `t${n}`, faultTicket(CARLA), quota(n + 1, `t${n}`)));
      await assertSucceeds(commitTicket(carla, `t${n}`, faultTicket(CARLA), quota(n, `t${n}`)));
    }
    expect(await stored(`ticketQuotas/${CARLA}`)).toEqual(quota(10, 't10'));
    await assertFails(commitTicket(carla, 't11', tonerTicket(CARLA), quota(11, 't11')));
    await assertFails(commitTicket(carla, 't11', tonerTicket(CARLA), quota(1, 't11')));
    await assertFails(commitTicket(carla, 't11', tonerTicket(CARLA), null));
    await assertFails(commitTicket(carla, 't11', tonerTicket(CARLA), quota(1, 't11', YESTERDAY)));
    expect(await stored('tickets/t11')).toBeUndefined();
  });

  it('starts again at 1 on a new day', async () => {
    await seed(`ticketQuotas/${CARLA}`, quota(10, 'viejo', YESTERDAY));
    const carla = dbAs(CARLA);
    await assertFails(commitTicket(carla, 'hoy1', tonerTicket(CARLA), quota(11, 'hoy1')));
    await assertSucceeds(commitTicket(carla, 'hoy1', tonerTicket(CARLA), quota(1, 'hoy1')));
    expect((await stored(`ticketQuotas/${CARLA}`))?.count).toBe(1);
  });

  it('refuses a ticket the quota does not count, and a quota forged without its ticket', async () => {
    await seed('tickets/viejo', { ...tonerTicket(CARLA), createdAt: T0 });
    const carla = dbAs(CARLA);
    // The ticket alone, or counted under another id.
    await assertFails(commitTicket(carla, 't1', tonerTicket(CARLA), null));
    await assertFails(commitTicket(carla, 't1', tonerTicket(CARLA), quota(1, 'otro')));
    // The quota alone: new, pointing to a stored ticket, or reset to 1 later in the day.
    await assertFails(carla.doc(`ticketQuotas/${CARLA}`).set(quota(1, 'viejo')));
    await assertFails(carla.doc(`ticketQuotas/${CARLA}`).set(quota(1, 'nada')));
    await assertSucceeds(commitTicket(carla, 't1', tonerTicket(CARLA)));
    await assertFails(carla.doc(`ticketQuotas/${CARLA}`).set(quota(1, 'viejo')));
    await assertFails(carla.doc(`ticketQuotas/${CARLA}`).update({ count: 0 }));
    await assertFails(carla.doc(`ticketQuotas/${CARLA}`).delete());
    // Extra fields are refused.
    await assertFails(
      commitTicket(carla, 't2', tonerTicket(CARLA), { ...quota(2, 't2'), extra: true }),
    );
    expect(await stored(`ticketQuotas/${CARLA}`)).toEqual(quota(1, 't1'));
  });

  it('refuses another client, a guest and a visitor; admins only read the counts', async () => {
    await seed(`ticketQuotas/${CARLA}`, quota(3, 'viejo'));
    // Otto: not on Carla's device; not with Carla's quota; his own device counts in his own.
    await assertFails(commitTicket(dbAs(OTTO), 'o1', tonerTicket(OTTO), quota(1, 'o1')));
    await assertFails(
      commitTicket(
        dbAs(OTTO),
        'o2',
        tonerTicket(OTTO, {
          equipmentId: OTTO_DEVICE,
          equipment: { model: COLOR_DEVICE.model, serial: 'OTTO-1' },
        }),
        quota(4, 'o2'),
        CARLA,
      ),
    );
    await assertSucceeds(
      commitTicket(
        dbAs(OTTO),
        'o3',
        tonerTicket(OTTO, {
          equipmentId: OTTO_DEVICE,
          equipment: { model: COLOR_DEVICE.model, serial: 'OTTO-1' },
        }),
      ),
    );
    await assertFails(dbAs(OTTO).doc(`ticketQuotas/${CARLA}`).get());
    // A guest has no device: no ticket, no quota.
    await assertFails(commitTicket(dbAs(GUEST), 'g1', tonerTicket(GUEST), quota(1, 'g1')));
    await assertFails(dbAs(GUEST).doc(`ticketQuotas/${GUEST}`).set(quota(1, 'g1')));
    // Admins read the counts, and write no one's.
    await assertSucceeds(dbAs(ADMIN).doc(`ticketQuotas/${CARLA}`).get());
    await assertFails(dbAs(ADMIN).doc(`ticketQuotas/${CARLA}`).set(quota(1, 'viejo')));
    await assertFails(commitTicket(dbAs(ADMIN), 'a1', tonerTicket(CARLA), quota(4, 'a1'), CARLA));
    // Visitors nothing.
    await assertFails(visitorDb().doc(`ticketQuotas/${CARLA}`).get());
    await assertFails(commitTicket(visitorDb(), 'v1', tonerTicket(CARLA), quota(4, 'v1'), CARLA));
    expect(await stored(`ticketQuotas/${CARLA}`)).toEqual(quota(3, 'viejo'));
    // The owner reads their own count, and a ticket id not yet stored (the transaction's read).
    await assertSucceeds(dbAs(CARLA).doc(`ticketQuotas/${CARLA}`).get());
    await assertSucceeds(dbAs(CARLA).doc('tickets/nuevo').get());
    await assertFails(visitorDb().doc('tickets/nuevo').get());
  });
});

describe('photos: only the exact path of the project’s own file', () => {
  it('accepts a fault’s photo only at ticket_photos/{uid}/{equipmentId}/{ticket id}', async () => {
    const carla = dbAs(CARLA);
    const own = `ticket_photos/${CARLA}/${DEVICE}/f1`;
    for (const photoPath of [
      'https://evil.example/f.jpg',
      `https://firebasestorage.googleapis.com/v0/b/otro/o/${encodeURIComponent(own)}`,
      `ticket_photos/${CARLA}/${DEVICE}/otro`,
      `ticket_photos/${OTTO}/${DEVICE}/f1`,
      `ticket_photos/${CARLA}/${OTTO_DEVICE}/f1`,
    ]) {
      await assertFails(commitTicket(carla, 'f1', faultTicket(CARLA, { photoPath })));
    }
    await assertFails(
      commitTicket(carla, 'f1', faultTicket(CARLA, { photoUrl: 'https://evil.example/f.jpg' })),
    );
    await assertSucceeds(commitTicket(carla, 'f1', faultTicket(CARLA, { photoPath: own })));
    expect((await stored('tickets/f1'))?.photoPath).toBe(own);
  });

  it('accepts a reading’s photo only at meter_photos/{uid}/{equipmentId}/{month}', async () => {
    const reading = (photoPath: string): Data => ({
      month: THIS_MONTH,
      bw: 1500,
      color: 300,
      previous: COLOR_DEVICE.startCounters,
      photoPath,
      by: CARLA,
      at: serverTimestamp(),
    });
    const send = (photoPath: string) =>
      commitReading(dbAs(CARLA), {
        device: DEVICE,
        month: THIS_MONTH,
        reading: reading(photoPath),
      });
    await assertFails(send('https://evil.example/contador.jpg'));
    await assertFails(send(`meter_photos/${CARLA}/${DEVICE}/2020-01`));
    await assertFails(send(`meter_photos/${OTTO}/${DEVICE}/${THIS_MONTH}`));
    await assertSucceeds(send(`meter_photos/${CARLA}/${DEVICE}/${THIS_MONTH}`));
  });
});

describe('equipmentSerials/{key}: one device per serial number', () => {
  const register = (db = dbAs(ADMIN), id = 'nuevo', serial = 'ABC-1', claim?: string | null) =>
    commitDevice(db, id, equipmentDoc(CARLA, { serial }), { claim });

  it('lets an admin register a device with a free serial, holding its marker', async () => {
    await assertFails(register(dbAs(ADMIN), 'nuevo', 'ABC-1', null));
    await assertFails(register(dbAs(ADMIN), 'nuevo', 'ABC-1', 'OTRA'));
    await assertSucceeds(register());
    expect(await stored('equipmentSerials/ABC1')).toEqual({ equipmentId: 'nuevo' });
  });

  it('refuses a second device with a serial another has, however it is written', async () => {
    for (const serial of [SERIAL, 'vcf-1234 567']) {
      await assertFails(register(dbAs(ADMIN), 'copia', serial));
      await assertFails(register(dbAs(ADMIN), 'copia', serial, null));
    }
    expect(await stored('equipment/copia')).toBeUndefined();
    expect(await stored(`equipmentSerials/${SERIAL}`)).toEqual({ equipmentId: DEVICE });
  });

  it('moves the marker when a serial changes; the old serial is then free', async () => {
    const admin = dbAs(ADMIN);
    const change = { serial: 'NEW-2', updatedAt: serverTimestamp(), updatedBy: ADMIN };
    // Changing to a serial another device holds, or keeping the old marker, is refused.
    await assertFails(
      commitDevice(
        admin,
        DEVICE,
        { ...change, serial: 'OTTO 1' },
        { merge: true, claim: 'OTTO1', release: [SERIAL] },
      ),
    );
    await assertFails(commitDevice(admin, DEVICE, change, { merge: true }));
    await assertSucceeds(commitDevice(admin, DEVICE, change, { merge: true, release: [SERIAL] }));
    expect(await stored(`equipmentSerials/${SERIAL}`)).toEqual({ equipmentId: null });
    expect(await stored('equipmentSerials/NEW2')).toEqual({ equipmentId: DEVICE });
    await assertSucceeds(register(admin, 'otro', SERIAL));
    // A marker whose device still has the serial is never released or deleted.
    await assertFails(admin.doc('equipmentSerials/NEW2').set({ equipmentId: null }));
    await assertFails(admin.doc('equipmentSerials/NEW2').delete());
  });

  it('lets an admin change a contract only with the device holding its marker', async () => {
    await seed(
      'equipment/antiguo',
      equipmentDoc(CARLA, { serial: 'OLD-9', createdAt: T0, updatedAt: T0 }),
    );
    const change = {
      'contract.monthlyFeeMxn': 1.16,
      updatedAt: serverTimestamp(),
      updatedBy: ADMIN,
    };
    await assertFails(dbAs(ADMIN).doc('equipment/antiguo').update(change));
    // A device registered before the markers gets its own with its next change.
    await assertSucceeds(
      commitDevice(
        dbAs(ADMIN),
        'antiguo',
        {
          contract: { ...COLOR_DEVICE.contract, monthlyFeeMxn: 1.16 },
          updatedAt: serverTimestamp(),
          updatedBy: ADMIN,
        },
        { merge: true, claim: 'OLD9' },
      ),
    );
    await assertSucceeds(dbAs(ADMIN).doc('equipment/antiguo').update(change));
  });

  it('lets only admins read or write markers', async () => {
    for (const db of [dbAs(CARLA), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(`equipmentSerials/${SERIAL}`).get());
      await assertFails(db.doc('equipmentSerials/LIBRE').set({ equipmentId: DEVICE }));
      await assertFails(db.doc(`equipmentSerials/${SERIAL}`).set({ equipmentId: null }));
      await assertFails(register(db, 'mio', 'MIO-1'));
    }
    await assertSucceeds(dbAs(ADMIN).doc(`equipmentSerials/${SERIAL}`).get());
    // Even an admin's marker must name a device with that serial.
    await assertFails(dbAs(ADMIN).doc('equipmentSerials/LIBRE').set({ equipmentId: DEVICE }));
    expect(await stored('equipmentSerials/LIBRE')).toBeUndefined();
  });
});
