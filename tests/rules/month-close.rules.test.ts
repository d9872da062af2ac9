/**
 * firestore.rules for closing a month (docs/decisions/0044-month-close.md): statements/{id} with
 * their versions/{n} and monthCloses/{month}, written only by the functions and read by the
 * company's administrator and "Facturación" and by admins; a reading's `source`; the toner
 * fields of a device (tonerYield from the desk's form, lastToner and tonerEndsOn from the
 * functions only). The company `carla` (CARLA its administrator, UMA a "Usuario", FELI
 * "Facturación") rents DEVICE; OTTO administers another company; GUEST is a verified user with
 * no company; ADMIN is a desk admin; and a visitor. Every refusal sits beside the write or read
 * that is accepted, so each test fails when the rule it is about is missing as well as when it
 * lets too much through.
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design; SERVER_TIME is serverTimestamp().
import { deleteField, serverTimestamp } from 'firebase/firestore';
import { BW_DEVICE } from '../../src/data/rental/test-utils/client-portal-fixtures';
import { serialKey } from '../../src/domain/service-limits';
import {
  ADMIN,
  CARLA,
  DEVICE,
  equipmentDoc,
  GUEST,
  LAST_MONTH,
  memberDoc,
  OTTO,
  seedPortal,
  storedEquipment,
  T0,
  THIS_MONTH,
  user,
} from './portal-fixtures';
import { commitReading } from './reading-batch';
import { setUpFirestoreRules } from './rules-env';
import { commitDevice } from './service-limit-writes';

type Data = Record<string, unknown>;

/** "Usuario" and "Facturación" of the company `carla`. */
const UMA = 'uma';
const FELI = 'feli';
const COMPANY = CARLA;
/** carla's statement of last month (version 2, its version 1 kept) and otto's. */
const STATEMENT = `statements/${COMPANY}_${LAST_MONTH}`;
const VERSION = `${STATEMENT}/versions/1`;
const OTTO_STATEMENT = `statements/${OTTO}_${LAST_MONTH}`;
const MONTH_CLOSE = `monthCloses/${LAST_MONTH}`;

const { env, dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

type Db = ReturnType<typeof visitorDb>;

/** A statement as closeMonth writes it (one device, its fee alone). */
const statement = (clientId: string, version: number): Data => ({
  clientId,
  month: LAST_MONTH,
  version,
  company: 'Hotel Caribe, S.A.',
  rfc: 'HCA010101AB1',
  devices: [],
  lines: [],
  subtotalMxn: 1000,
  ivaMxn: 160,
  totalMxn: 1160,
  closedAt: T0,
  closedBy: ADMIN,
});

const monthClose = (): Data => ({
  month: LAST_MONTH,
  status: 'cerrado',
  version: 2,
  closedAt: T0,
  closedBy: ADMIN,
  statements: 2,
  totalMxn: 2320,
  reopenings: [{ at: T0, by: ADMIN, reason: 'Lectura corregida' }],
});

/** Every signed-in person and the visitor, by who they are. */
const everyone = (): [string, Db][] => [
  ['administrador', dbAs(CARLA)],
  ['usuario', dbAs(UMA)],
  ['facturación', dbAs(FELI)],
  ['otra empresa', dbAs(OTTO)],
  ['invitado', dbAs(GUEST)],
  ['visitante', visitorDb()],
  ['admin', dbAs(ADMIN)],
];

beforeEach(async () => {
  await seedPortal(seed);
  for (const uid of [UMA, FELI]) await seed(`users/${uid}`, user(uid, { emailVerified: true }));
  await seed(`members/${UMA}`, memberDoc(UMA, COMPANY, 'usuario', { addedAt: T0 }));
  await seed(`members/${FELI}`, memberDoc(FELI, COMPANY, 'facturacion', { addedAt: T0 }));
  await seed(STATEMENT, statement(COMPANY, 2));
  await seed(VERSION, statement(COMPANY, 1));
  await seed(OTTO_STATEMENT, statement(OTTO, 1));
  await seed(MONTH_CLOSE, monthClose());
});

describe('statements: read by the company’s administrator and billing member, and admins', () => {
  it('lets administrador, facturación and admins get the statement; nobody else', async () => {
    for (const uid of [CARLA, FELI, ADMIN]) await assertSucceeds(dbAs(uid).doc(STATEMENT).get());
    for (const db of [dbAs(UMA), dbAs(OTTO), dbAs(GUEST), visitorDb()])
      await assertFails(db.doc(STATEMENT).get());
    // OTTO reads his own company's; carla's members do not.
    await assertSucceeds(dbAs(OTTO).doc(OTTO_STATEMENT).get());
    for (const uid of [CARLA, FELI]) await assertFails(dbAs(uid).doc(OTTO_STATEMENT).get());
  });

  it('lets them list their company’s statements, newest month first, and nothing wider', async () => {
    const companyQuery = (db: Db, clientId = COMPANY) =>
      db.collection('statements').where('clientId', '==', clientId).orderBy('month', 'desc').get();
    for (const uid of [CARLA, FELI]) {
      const listed = await assertSucceeds(companyQuery(dbAs(uid)));
      expect(listed.docs.map((d) => d.id)).toEqual([`${COMPANY}_${LAST_MONTH}`]);
      await assertFails(dbAs(uid).collection('statements').get());
      await assertFails(companyQuery(dbAs(uid), OTTO));
    }
    for (const db of [dbAs(UMA), dbAs(OTTO), dbAs(GUEST), visitorDb()])
      await assertFails(companyQuery(db));
    const all = await assertSucceeds(dbAs(ADMIN).collection('statements').get());
    expect(all.size).toBe(2);
  });

  it('reads a month without statement as nothing to those who would read it', async () => {
    const missing = `statements/${COMPANY}_${THIS_MONTH}`;
    for (const uid of [CARLA, FELI, ADMIN]) {
      const snapshot = await assertSucceeds(dbAs(uid).doc(missing).get());
      expect(snapshot.exists).toBe(false);
    }
    for (const db of [dbAs(UMA), dbAs(OTTO), dbAs(GUEST), visitorDb()])
      await assertFails(db.doc(missing).get());
    // Another company's id, or one that is not {company}_{YYYY-MM}.
    await assertFails(dbAs(CARLA).doc(`statements/${OTTO}_${THIS_MONTH}`).get());
    await assertFails(dbAs(CARLA).doc(`statements/${COMPANY}_x_${THIS_MONTH}`).get());
  });

  it('lets the same people read the earlier versions', async () => {
    for (const uid of [CARLA, FELI, ADMIN]) {
      await assertSucceeds(dbAs(uid).doc(VERSION).get());
      const versions = await assertSucceeds(
        dbAs(uid).collection(`${STATEMENT}/versions`).where('clientId', '==', COMPANY).get(),
      );
      expect(versions.docs.map((d) => d.data().version)).toEqual([1]);
    }
    for (const db of [dbAs(UMA), dbAs(OTTO), dbAs(GUEST), visitorDb()])
      await assertFails(db.doc(VERSION).get());
  });

  it('never lets anyone write a statement or a version, admins included', async () => {
    for (const [, db] of everyone()) {
      await assertFails(db.doc(`statements/${COMPANY}_${THIS_MONTH}`).set(statement(COMPANY, 1)));
      await assertFails(db.doc(STATEMENT).update({ totalMxn: 1 }));
      await assertFails(db.doc(STATEMENT).set(statement(COMPANY, 3)));
      await assertFails(db.doc(STATEMENT).delete());
      await assertFails(db.doc(`${STATEMENT}/versions/2`).set(statement(COMPANY, 2)));
      await assertFails(db.doc(VERSION).update({ totalMxn: 1 }));
      await assertFails(db.doc(VERSION).delete());
    }
    expect(await stored(STATEMENT)).toMatchObject({ version: 2, totalMxn: 1160 });
    expect(await stored(VERSION)).toMatchObject({ version: 1 });
    expect(await stored(`statements/${COMPANY}_${THIS_MONTH}`)).toBeUndefined();
  });
});

describe('monthCloses: read by admins only, written by nobody', () => {
  it('lets admins read and list them; refuses every client and the visitor', async () => {
    await assertSucceeds(dbAs(ADMIN).doc(MONTH_CLOSE).get());
    await assertSucceeds(dbAs(ADMIN).collection('monthCloses').get());
    for (const db of [dbAs(CARLA), dbAs(UMA), dbAs(FELI), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(MONTH_CLOSE).get());
      await assertFails(db.collection('monthCloses').get());
    }
  });

  it('refuses every write, admins included', async () => {
    for (const [, db] of everyone()) {
      await assertFails(db.doc(`monthCloses/${THIS_MONTH}`).set(monthClose()));
      await assertFails(db.doc(MONTH_CLOSE).update({ status: 'reabierto' }));
      await assertFails(db.doc(MONTH_CLOSE).delete());
    }
    expect(await stored(MONTH_CLOSE)).toMatchObject({ status: 'cerrado', version: 2 });
  });
});

describe('readings: the source says who wrote it', () => {
  const readingPath = `equipment/${DEVICE}/readings/${THIS_MONTH}`;

  /** A reading of this month as submitReading writes it, by `by`, with `extra`. */
  const readingDoc = (by: string, extra: Data = {}): Data => ({
    month: THIS_MONTH,
    bw: 1500,
    color: 260,
    previous: { bw: 1000, color: 200 },
    by,
    at: serverTimestamp(),
    ...extra,
  });

  const send = (uid: string, extra: Data = {}) =>
    commitReading(dbAs(uid), {
      device: DEVICE,
      month: THIS_MONTH,
      reading: readingDoc(uid, extra),
    });

  /** The device without this month's reading again. */
  async function unsend(): Promise<void> {
    await env().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(readingPath).delete();
    });
    await seed(`equipment/${DEVICE}`, storedEquipment(CARLA));
  }

  it('accepts "cliente" from a member, and no source (the code before it)', async () => {
    for (const uid of [CARLA, UMA]) {
      for (const wrong of ['empresa', 'estimada', 'automatica', '', 'Cliente', 1])
        await assertFails(send(uid, { source: wrong }));
      await assertSucceeds(send(uid, { source: 'cliente' }));
      expect(await stored(readingPath)).toMatchObject({ source: 'cliente', by: uid });
      await unsend();
    }
    await assertSucceeds(send(CARLA));
    expect((await stored(readingPath))?.source).toBeUndefined();
  });

  it('accepts "empresa" from an admin, never "cliente", "estimada" or "automatica"', async () => {
    for (const wrong of ['cliente', 'estimada', 'automatica', ''])
      await assertFails(send(ADMIN, { source: wrong }));
    await assertSucceeds(send(ADMIN, { source: 'empresa' }));
    expect(await stored(readingPath)).toMatchObject({ source: 'empresa', by: ADMIN });
  });

  it('refuses any reading to billing members, other companies and the visitor', async () => {
    for (const uid of [FELI, OTTO, GUEST]) await assertFails(send(uid, { source: 'cliente' }));
    await assertFails(
      commitReading(visitorDb(), {
        device: DEVICE,
        month: THIS_MONTH,
        reading: readingDoc(CARLA, { source: 'cliente' }),
      }),
    );
    await assertSucceeds(send(UMA, { source: 'cliente' }));
  });
});

describe('equipment.tonerYield: the desk’s yield per colour', () => {
  const device = `equipment/${DEVICE}`;
  const BW = 'equipo-bn';

  const yieldUpdate = (tonerYield: unknown): Data => ({
    tonerYield,
    updatedAt: serverTimestamp(),
    updatedBy: ADMIN,
  });

  it('lets an admin set whole pages from 1 to 1,000,000 for the four toner colours', async () => {
    const admin = dbAs(ADMIN);
    const wrong: unknown[] = [
      { Rojo: 5000 },
      { negro: 5000 },
      { Negro: 0 },
      { Negro: -1 },
      { Negro: 1.5 },
      { Negro: 1_000_001 },
      { Negro: '5000' },
      { Negro: null },
      { Negro: 5000, Cian: 0 },
      { Negro: 5000, Magenta: 2.5 },
      { Negro: 5000, Amarillo: 1_000_001 },
      'Negro',
      ['Negro'],
      null,
    ];
    for (const tonerYield of wrong)
      await assertFails(admin.doc(device).update(yieldUpdate(tonerYield)));
    const full = { Negro: 1_000_000, Cian: 1, Magenta: 6000, Amarillo: 6000 };
    await assertSucceeds(admin.doc(device).update(yieldUpdate(full)));
    expect((await stored(device))?.tonerYield).toEqual(full);
    await assertSucceeds(admin.doc(device).update(yieldUpdate({})));
    await assertSucceeds(admin.doc(device).update(yieldUpdate(deleteField())));
  });

  it('gives a B/N device only Negro', async () => {
    await seed(`equipment/${BW}`, storedEquipment(CARLA, { ...BW_DEVICE }));
    await seed(`equipmentSerials/${serialKey(BW_DEVICE.serial)}`, { equipmentId: BW });
    const admin = dbAs(ADMIN);
    for (const color of ['Cian', 'Magenta', 'Amarillo'])
      await assertFails(
        admin.doc(`equipment/${BW}`).update(yieldUpdate({ Negro: 8000, [color]: 5000 })),
      );
    await assertSucceeds(admin.doc(`equipment/${BW}`).update(yieldUpdate({ Negro: 8000 })));
    // Turning a colour device with colour yields into a B/N one keeps only Negro.
    await seed(device, storedEquipment(CARLA, { tonerYield: { Negro: 8000, Cian: 5000 } }));
    await assertFails(
      admin.doc(device).update({ color: false, updatedAt: serverTimestamp(), updatedBy: ADMIN }),
    );
    await assertSucceeds(
      admin.doc(device).update({
        color: false,
        tonerYield: { Negro: 8000 },
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
  });

  it('checks the yield on a new device too', async () => {
    const admin = dbAs(ADMIN);
    const fresh = (tonerYield: unknown) =>
      equipmentDoc(CARLA, { ...BW_DEVICE, serial: 'NEW-1', tonerYield });
    await assertFails(commitDevice(admin, 'nuevo', fresh({ Cian: 5000 })));
    await assertFails(commitDevice(admin, 'nuevo', fresh({ Negro: 0 })));
    await assertSucceeds(commitDevice(admin, 'nuevo', fresh({ Negro: 8000 })));
    expect(await stored(`equipmentSerials/${serialKey('NEW-1')}`)).toEqual({
      equipmentId: 'nuevo',
    });
  });

  it('refuses it from every member of the company', async () => {
    for (const uid of [CARLA, UMA, FELI])
      await assertFails(
        dbAs(uid)
          .doc(device)
          .update({ tonerYield: { Negro: 5000 }, updatedAt: serverTimestamp(), updatedBy: uid }),
      );
    expect((await stored(device))?.tonerYield).toBeUndefined();
  });
});

describe('equipment.lastToner and tonerEndsOn: written by the functions alone', () => {
  const device = `equipment/${DEVICE}`;
  const delivery = {
    at: '2026-02-10T15:00:00.000Z',
    bw: 1200,
    color: 220,
    countersAt: '2026-02-01T15:00:00.000Z',
  };
  const forecast: Data = { lastToner: { Negro: delivery }, tonerEndsOn: '2026-04-20' };
  const edit = (extra: Data): Data => ({
    model: 'Otro',
    updatedAt: serverTimestamp(),
    updatedBy: ADMIN,
    ...extra,
  });

  beforeEach(async () => {
    await seed(device, storedEquipment(CARLA, forecast));
  });

  it('keeps them as stored on every admin edit', async () => {
    const admin = dbAs(ADMIN);
    const wrong: Data[] = [
      { tonerEndsOn: '2026-05-01' },
      { tonerEndsOn: null },
      { tonerEndsOn: deleteField() },
      { lastToner: { Negro: { ...delivery, bw: 1300 } } },
      { lastToner: { Negro: delivery, Cian: delivery } },
      { lastToner: null },
      { lastToner: deleteField() },
    ];
    for (const change of wrong) await assertFails(admin.doc(device).update(edit(change)));
    await assertSucceeds(admin.doc(device).update(edit({})));
    expect(await stored(device)).toMatchObject({ model: 'Otro', ...forecast });
  });

  it('lets an admin set neither on a device that has none', async () => {
    await seed(device, storedEquipment(CARLA));
    const admin = dbAs(ADMIN);
    await assertFails(admin.doc(device).update(edit({ tonerEndsOn: '2026-05-01' })));
    await assertFails(admin.doc(device).update(edit({ lastToner: { Negro: delivery } })));
    await assertSucceeds(admin.doc(device).update(edit({})));
  });

  it('lets a new device start with neither, or both null', async () => {
    const admin = dbAs(ADMIN);
    const fresh = (extra: Data) => equipmentDoc(CARLA, { serial: 'NEW-1', ...extra });
    await assertFails(commitDevice(admin, 'nuevo', fresh({ tonerEndsOn: '2026-05-01' })));
    await assertFails(commitDevice(admin, 'nuevo', fresh({ lastToner: { Negro: delivery } })));
    await assertFails(commitDevice(admin, 'nuevo', fresh({ lastToner: {} })));
    await assertSucceeds(
      commitDevice(admin, 'nuevo', fresh({ lastToner: null, tonerEndsOn: null })),
    );
    await assertSucceeds(commitDevice(admin, 'otro', fresh({ serial: 'NEW-2' })));
  });

  it('refuses them in a reading’s stamp, a member’s or an admin’s', async () => {
    const stampWith = (uid: string, extra: Data) => {
      const db = dbAs(uid);
      const write = db.batch();
      write.set(db.doc(`${device}/readings/${THIS_MONTH}`), {
        month: THIS_MONTH,
        bw: 1500,
        color: 260,
        previous: { bw: 1000, color: 200 },
        by: uid,
        at: serverTimestamp(),
      });
      write.update(db.doc(device), {
        lastReading: { month: THIS_MONTH, bw: 1500, color: 260, at: serverTimestamp() },
        lastReadingMonth: THIS_MONTH,
        ...extra,
      });
      return write.commit();
    };
    for (const uid of [CARLA, UMA, ADMIN]) {
      await assertFails(stampWith(uid, { tonerEndsOn: '2026-05-01' }));
      await assertFails(stampWith(uid, { tonerEndsOn: null }));
      await assertFails(stampWith(uid, { lastToner: {} }));
    }
    await assertSucceeds(stampWith(UMA, {}));
    expect(await stored(device)).toMatchObject({ lastReadingMonth: THIS_MONTH, ...forecast });
  });
});
