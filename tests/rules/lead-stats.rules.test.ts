/**
 * firestore.rules for leadStats/{weekId}, the dashboard's counters (src/domain/lead-stats.ts):
 * admins read them (one document per week, by id, as src/data/lead-stats.ts does); a guest,
 * another user and a visitor read nothing; nobody writes from a client, admins included (only the
 * `countLead` trigger writes, with the Admin SDK).
 *
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
// The rules tests are Firestore clients by design (rules-unit-testing hands out SDK instances).
import { Timestamp } from 'firebase/firestore';
import { newUserDoc } from '../../src/data/user-doc';
import { LEAD_STATS_COLLECTION, weekStatsId } from '../../src/domain/lead-stats';
import { setUpFirestoreRules } from './rules-env';

type Data = Record<string, unknown>;
const asData = (value: object): Data => JSON.parse(JSON.stringify(value)) as Data;

const GUEST = 'alice';
const OTHER = 'bob';
const ADMIN = 'boss';
const NOW = '2026-03-02T15:04:05.678Z';

const WEEK = `${LEAD_STATS_COLLECTION}/${weekStatsId('2026-03-02')}`;

/** A week's document as the countLead trigger writes it (functions/src/leads/stats.ts). */
const weekDoc = (): Data => ({
  weekStart: '2026-03-02',
  leads: {
    'lead-1': {
      source: 'google',
      line: 'Renta',
      stage: 'Ganado',
      wonMxn: 12500,
      responseMinutes: 45,
      createdAt: Timestamp.fromDate(new Date('2026-03-04T15:00:00.000Z')),
    },
  },
});

const { dbAs, visitorDb, seed, stored } = setUpFirestoreRules();

const user = (name: string, uid: string) =>
  asData(
    newUserDoc(
      { name, email: `${uid}@example.com`, photoURL: null, authProvider: 'password' },
      NOW,
    ),
  );

beforeEach(async () => {
  // A new account is a guest (userType 'guest', no role).
  await seed(`users/${GUEST}`, user('Alicia Núñez', GUEST));
  await seed(`users/${OTHER}`, user('Roberto Peña', OTHER));
  await seed(`users/${ADMIN}`, { ...user('Administración', ADMIN), role: 'admin' });
  await seed(WEEK, weekDoc());
});

describe('leadStats/{weekId}: admins read the counters, nobody writes them from a client', () => {
  it('lets an admin read a week by id, a week not written yet, and the collection', async () => {
    const db = dbAs(ADMIN);
    const snap = await assertSucceeds(db.doc(WEEK).get());
    expect(snap.get('leads.lead-1.wonMxn')).toBe(12500);
    await assertSucceeds(db.doc(`${LEAD_STATS_COLLECTION}/${weekStatsId('2026-02-23')}`).get());
    await assertSucceeds(db.collection(LEAD_STATS_COLLECTION).get());
  });

  it('refuses reading to a guest, another user and a visitor', async () => {
    for (const db of [dbAs(GUEST), dbAs(OTHER), visitorDb()]) {
      await assertFails(db.doc(WEEK).get());
      await assertFails(db.collection(LEAD_STATS_COLLECTION).get());
    }
  });

  it('refuses a user whose role was taken away on the very next read', async () => {
    await seed(`users/${ADMIN}`, user('Administración', ADMIN));
    await assertFails(dbAs(ADMIN).doc(WEEK).get());
  });

  it('refuses every write from a client, admins included', async () => {
    const other = `${LEAD_STATS_COLLECTION}/${weekStatsId('2026-03-09')}`;
    for (const db of [dbAs(ADMIN), dbAs(GUEST), dbAs(OTHER), visitorDb()]) {
      await assertFails(db.doc(other).set(weekDoc()));
      await assertFails(db.doc(WEEK).set({ 'leads.lead-1.wonMxn': 999_999 }, { merge: true }));
      await assertFails(db.doc(WEEK).update({ 'leads.lead-1.wonMxn': 999_999 }));
      await assertFails(db.doc(WEEK).delete());
    }
    expect(await stored(other)).toBeUndefined();
    expect((await stored(WEEK))?.leads).toMatchObject({ 'lead-1': { wonMxn: 12500 } });
  });
});
