/**
 * firestore.rules: a meter reading and the device's stamp of it as its last reading are ONE write
 * (submitReading's transaction). A reading alone, or a stamp alone, is refused; the pair is
 * accepted for the device's client and an admin, and refused to another client, a guest (signed
 * in, not a client) and a visitor. Nobody changes a stored reading or moves the last reading
 * directly (an admin corrects through the correctReading function). Run with
 * `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import {
  ADMIN,
  CARLA,
  DEVICE,
  GUEST,
  LAST_MONTH,
  OTTO,
  seedPeople,
  storedEquipment,
  T0,
  THIS_MONTH,
} from './portal-fixtures';
import { commitReading } from './reading-batch';
import { setUpFirestoreRules } from './rules-env';

type Data = Record<string, unknown>;

const READING = `equipment/${DEVICE}/readings/${THIS_MONTH}`;

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

/** DEVICE as stored, with last month's reading (1,400 / 250) as its floor. */
const device = (clientId: string, extra: Data = {}): Data =>
  storedEquipment(clientId, {
    lastReading: { month: LAST_MONTH, bw: 1400, color: 250, at: T0 },
    lastReadingMonth: LAST_MONTH,
    ...extra,
  });

/** This month's reading as submitReading writes it, on the seeded floor (1,400 / 250). */
const readingDoc = (by: string, bw = 1500, color = 260): Data => ({
  month: THIS_MONTH,
  bw,
  color,
  previous: { bw: 1400, color: 250 },
  by,
  at: serverTimestamp(),
});

const stamp = (bw = 1500, color = 260): Data => ({
  lastReading: { month: THIS_MONTH, bw, color, at: serverTimestamp() },
  lastReadingMonth: THIS_MONTH,
});

const send = (db: Parameters<typeof commitReading>[0], by: string) =>
  commitReading(db, { device: DEVICE, month: THIS_MONTH, reading: readingDoc(by) });

const others = () => [
  { who: 'another client', db: dbAs(OTTO), by: OTTO },
  { who: 'a guest', db: dbAs(GUEST), by: GUEST },
  { who: 'a visitor', db: visitorDb(), by: CARLA },
];

beforeEach(async () => {
  await seedPeople(seed);
  await seed(`equipment/${DEVICE}`, device(CARLA));
});

describe('a reading and its stamp are one write', () => {
  it('refuses a lone reading (no stamp), to the owner and to an admin', async () => {
    await assertFails(dbAs(CARLA).doc(READING).set(readingDoc(CARLA)));
    await assertFails(dbAs(ADMIN).doc(READING).set(readingDoc(ADMIN)));
    expect(await stored(READING)).toBeUndefined();
    expect((await stored(`equipment/${DEVICE}`))?.lastReadingMonth).toBe(LAST_MONTH);
  });

  it('refuses a lone stamp, to the owner and to an admin, even over a reading stored alone', async () => {
    await assertFails(dbAs(CARLA).doc(`equipment/${DEVICE}`).update(stamp()));
    await assertFails(dbAs(ADMIN).doc(`equipment/${DEVICE}`).update(stamp()));
    // A reading that got in alone (before these rules) does not let a stamp follow later.
    await seed(READING, { ...readingDoc(CARLA), at: T0 });
    await assertFails(dbAs(CARLA).doc(`equipment/${DEVICE}`).update(stamp()));
    await assertFails(dbAs(ADMIN).doc(`equipment/${DEVICE}`).update(stamp()));
    expect((await stored(`equipment/${DEVICE}`))?.lastReadingMonth).toBe(LAST_MONTH);
  });

  it('accepts the batch from the owner: reading stored, device stamped with it', async () => {
    await assertSucceeds(send(dbAs(CARLA), CARLA));
    expect(await stored(READING)).toMatchObject({ bw: 1500, color: 260, by: CARLA });
    expect(await stored(`equipment/${DEVICE}`)).toMatchObject({
      lastReadingMonth: THIS_MONTH,
      lastReading: { month: THIS_MONTH, bw: 1500, color: 260 },
    });
  });

  it('accepts the batch from an admin, signed as theirs', async () => {
    await assertSucceeds(send(dbAs(ADMIN), ADMIN));
    expect(await stored(READING)).toMatchObject({ bw: 1500, by: ADMIN });
    expect((await stored(`equipment/${DEVICE}`))?.lastReadingMonth).toBe(THIS_MONTH);
  });

  it('refuses the batch, the lone reading and the lone stamp to another client, a guest and a visitor', async () => {
    for (const { who, db, by } of others()) {
      await assertFails(send(db, by)).catch((error: unknown) => {
        throw new Error(`${who}: ${String(error)}`);
      });
      await assertFails(db.doc(READING).set(readingDoc(by)));
      await assertFails(db.doc(`equipment/${DEVICE}`).update(stamp()));
    }
    expect(await stored(READING)).toBeUndefined();
  });

  it('refuses a batch whose stamp does not copy the reading', async () => {
    await assertFails(
      commitReading(dbAs(CARLA), {
        device: DEVICE,
        month: THIS_MONTH,
        reading: readingDoc(CARLA),
        stamp: { bw: 1501, color: 260 },
      }),
    );
    await assertFails(
      commitReading(dbAs(CARLA), {
        device: DEVICE,
        month: THIS_MONTH,
        reading: readingDoc(CARLA),
        stampAt: T0,
      }),
    );
    expect(await stored(READING)).toBeUndefined();
  });
});

describe('stored readings and the last reading move only through the functions', () => {
  it('refuses changing or deleting a reading to everyone, the owner and admins included', async () => {
    await seed(READING, { ...readingDoc(CARLA), at: T0 });
    for (const db of [dbAs(CARLA), dbAs(ADMIN), ...others().map((o) => o.db)]) {
      await assertFails(db.doc(READING).update({ bw: 1450 }));
      await assertFails(db.doc(READING).set({ ...readingDoc(CARLA), bw: 1450 }));
      await assertFails(db.doc(READING).delete());
    }
    expect((await stored(READING))?.bw).toBe(1500);
  });

  it('lets an admin edit a device but not move its last reading', async () => {
    const admin = dbAs(ADMIN);
    // The device holds its serial's marker, as registerEquipment leaves it.
    await seed('equipmentSerials/VCF1234567', { equipmentId: DEVICE });
    await assertSucceeds(
      admin.doc(`equipment/${DEVICE}`).update({
        'location.area': 'Lobby',
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
    await assertFails(
      admin.doc(`equipment/${DEVICE}`).update({
        lastReading: { month: LAST_MONTH, bw: 1300, color: 250, at: T0 },
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
    expect((await stored(`equipment/${DEVICE}`))?.lastReading).toMatchObject({ bw: 1400 });
  });
});
