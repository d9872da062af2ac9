/**
 * firestore.rules for the meter collector (functions/src/agent; docs/decisions/0045-meter-collector.md): agentCodes and agentSites are read by admins only and written by nobody but the
 * functions; a device's snapshots are read like its readings (admins, the company's
 * administrator and users) and written by nobody; `agent` and `agentRefused` on a device are
 * kept unchanged by every client or admin write; a client cannot write a reading whose source is
 * 'automatica'. Each refusal sits beside an accepted read or write, so each test fails when its
 * rule is missing as well as when it lets too much through.
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
  DEVICE,
  GUEST,
  memberDoc,
  OTTO,
  OTTO_DEVICE,
  seedPortal,
  storedEquipment,
  T0,
  THIS_MONTH,
  user,
} from './portal-fixtures';
import { commitReading } from './reading-batch';
import { setUpFirestoreRules } from './rules-env';

type Data = Record<string, unknown>;

/** CARLA's billing member ("Facturación" sees no devices). */
const FER = 'fer';
const CODE = 'agentCodes/0f1e2d3c';
const SITE = 'agentSites/SITE1';
const DAY = '2026-03-02';
const SNAPSHOT = `equipment/${DEVICE}/snapshots/${DAY}`;

const AGENT: Data = {
  siteId: 'SITE1',
  at: T0,
  total: 1500,
  bw: 1200,
  color: 300,
  supplies: [{ description: 'Black Toner', color: 'Negro', level: 40, max: 100, percent: 40 }],
};
const REFUSED: Data = {
  at: T0,
  bw: 900,
  color: 200,
  floorBw: 1000,
  floorColor: 200,
  message: 'El contador es menor que la última lectura (B/N 1,000, color 200).',
};

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

beforeEach(async () => {
  await seedPortal(seed);
  await seed(`users/${FER}`, user(FER, { emailVerified: true }));
  await seed(`members/${FER}`, memberDoc(FER, CARLA, 'facturacion', { addedAt: T0 }));
  await seed(
    `equipment/${DEVICE}`,
    storedEquipment(CARLA, { agent: AGENT, agentRefused: REFUSED }),
  );
  await seed(CODE, {
    clientId: CARLA,
    createdAt: T0,
    createdBy: ADMIN,
    expiresAt: T0,
    usedAt: null,
    siteId: null,
  });
  await seed(SITE, {
    clientId: CARLA,
    keyHash: 'ab'.repeat(32),
    enrolledAt: T0,
    codeCreatedBy: ADMIN,
    agentVersion: '1.0.0',
    revokedAt: null,
    revokedBy: null,
    lastReportAt: null,
    lastReportVersion: null,
  });
  await seed(SNAPSHOT, { day: DAY, ...AGENT });
});

describe('agentCodes and agentSites: admins read; nobody writes from a client', () => {
  it('lets an admin read both, and refuses the company, another user and a visitor', async () => {
    const admin = dbAs(ADMIN);
    expect((await assertSucceeds(admin.doc(SITE).get())).get('clientId')).toBe(CARLA);
    await assertSucceeds(admin.doc(CODE).get());
    await assertSucceeds(admin.collection('agentSites').where('clientId', '==', CARLA).get());
    for (const db of [dbAs(CARLA), dbAs(OTTO), dbAs(GUEST), visitorDb()]) {
      await assertFails(db.doc(SITE).get());
      await assertFails(db.doc(CODE).get());
    }
  });

  it("refuses every write, an admin's included", async () => {
    for (const db of [dbAs(ADMIN), dbAs(CARLA)]) {
      await assertFails(db.doc('agentCodes/nuevo').set({ clientId: CARLA }));
      await assertFails(db.doc('agentSites/NUEVO').set({ clientId: CARLA, keyHash: 'x' }));
      await assertFails(db.doc(SITE).update({ revokedAt: serverTimestamp() }));
      await assertFails(db.doc(CODE).delete());
    }
    expect((await stored(SITE))?.revokedAt).toBeNull();
  });
});

describe('equipment/{id}/snapshots: read like the readings, written by nobody', () => {
  it("lets admins and the company's administrator read them; refuses billing, others, visitors", async () => {
    await assertSucceeds(dbAs(ADMIN).doc(SNAPSHOT).get());
    const mine = await assertSucceeds(dbAs(CARLA).doc(SNAPSHOT).get());
    expect(mine.get('bw')).toBe(1200);
    await assertSucceeds(dbAs(CARLA).collection(`equipment/${DEVICE}/snapshots`).get());
    await assertFails(dbAs(FER).doc(SNAPSHOT).get());
    await assertFails(dbAs(OTTO).doc(SNAPSHOT).get());
    await assertFails(visitorDb().doc(SNAPSHOT).get());
    await assertSucceeds(dbAs(OTTO).collection(`equipment/${OTTO_DEVICE}/snapshots`).get());
  });

  it('refuses writes by the company and by admins', async () => {
    await assertFails(
      dbAs(CARLA)
        .doc(`equipment/${DEVICE}/snapshots/2026-03-03`)
        .set({ day: '2026-03-03', ...AGENT }),
    );
    await assertFails(dbAs(ADMIN).doc(SNAPSHOT).update({ bw: 5 }));
    await assertFails(dbAs(ADMIN).doc(SNAPSHOT).delete());
  });
});

describe('equipment.agent and agentRefused: kept unchanged by clients and admins', () => {
  const edit = (extra: Data) => ({ ...extra, updatedAt: serverTimestamp(), updatedBy: ADMIN });

  it('lets an admin edit a device that has them, keeping them; refuses changing or clearing them', async () => {
    const admin = dbAs(ADMIN);
    await assertSucceeds(admin.doc(`equipment/${DEVICE}`).update(edit({ model: 'Otro modelo' })));
    await assertFails(
      admin.doc(`equipment/${DEVICE}`).update(edit({ agent: { ...AGENT, bw: 9 } })),
    );
    await assertFails(admin.doc(`equipment/${DEVICE}`).update(edit({ agentRefused: null })));
    await assertFails(admin.doc(`equipment/${OTTO_DEVICE}`).update(edit({ agent: AGENT })));
    const device = await stored(`equipment/${DEVICE}`);
    expect(device?.model).toBe('Otro modelo');
    expect(device?.agent).toMatchObject({ bw: 1200 });
    expect(device?.agentRefused).toMatchObject({ bw: 900 });
  });

  it('refuses a new device that carries them', async () => {
    const admin = dbAs(ADMIN);
    const fresh = (extra: Data) =>
      storedEquipment(CARLA, {
        serial: 'NUEVO-1',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...extra,
      });
    const batchWith = (extra: Data) => {
      const batch = admin.batch();
      batch.set(admin.doc('equipment/nuevo'), fresh(extra));
      batch.set(admin.doc('equipmentSerials/NUEVO1'), { equipmentId: 'nuevo' });
      return batch.commit();
    };
    await assertFails(batchWith({ agent: AGENT }));
    await assertFails(batchWith({ agentRefused: REFUSED }));
    await assertSucceeds(batchWith({}));
  });

  it('lets the company stamp its reading but not touch the agent keys', async () => {
    const carla = dbAs(CARLA);
    const reading = {
      month: THIS_MONTH,
      bw: 1300,
      color: 250,
      previous: { bw: 1000, color: 200 },
      by: CARLA,
      at: serverTimestamp(),
    };
    // A reading of source 'automatica' is the functions' only.
    await assertFails(
      commitReading(carla, {
        device: DEVICE,
        month: THIS_MONTH,
        reading: { ...reading, source: 'automatica' },
      }),
    );
    await assertFails(carla.doc(`equipment/${DEVICE}`).update({ agentRefused: null }));
    await assertSucceeds(commitReading(carla, { device: DEVICE, month: THIS_MONTH, reading }));
    const device = await stored(`equipment/${DEVICE}`);
    expect(device?.lastReadingMonth).toBe(THIS_MONTH);
    expect(device?.agentRefused).toMatchObject({ bw: 900 });
  });
});
