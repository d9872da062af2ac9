/**
 * The dashboard's counters through the real emulators (npm --prefix functions run test:emulator):
 * the `countLead` trigger keeps a lead's summary in its week's document as the lead changes, and
 * the store's transaction, merge and delete run on the Firestore emulator.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { createFirestoreLeadStatsStore } from '../../src/leads/firestore-stats.js';
import { countLead } from '../../src/leads/stats.js';
import { recordingLogger } from '../helpers.js';
import { SUBMISSION } from '../lead-fixture.js';

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

const newId = (prefix: string) =>
  `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)}`.padEnd(20, 'x').slice(0, 20);

type Entry = Record<string, unknown> | undefined;

/** leads.{id} of a week's document, as stored (createdAt a Timestamp). */
async function entry(weekId: string, id: string): Promise<Entry> {
  const { db } = await adminFirestore();
  const snap = await db.collection('leadStats').doc(weekId).get();
  return (snap.get('leads') as Record<string, Entry> | undefined)?.[id];
}

describe('countLead', () => {
  it('keeps the summary of a lead in its week as it moves through the stages', async () => {
    const { db, Timestamp } = await adminFirestore();
    const id = newId('Stats');
    // Wednesday 2026-03-04, 10:00 in Cancún; answered at 10:45.
    const createdAt = Timestamp.fromDate(new Date('2026-03-04T15:00:00.000Z'));
    const ref = db.collection('contactSubmissions').doc(id);
    await ref.set({
      ...SUBMISSION,
      status: 'Nuevo',
      createdAt,
      firstResponseAt: null,
      attribution: {
        first: { source: 'Facebook', referrer: 'l.facebook.com', landingPath: '/', at: '' },
        last: { source: '', referrer: '', landingPath: '/', at: '' },
      },
    });
    const created = await waitFor(
      () => entry('week-2026-03-02', id),
      (value) => value !== undefined,
    );
    expect(created).toEqual({
      source: 'facebook',
      line: 'Venta',
      stage: 'Nuevo',
      wonMxn: null,
      responseMinutes: null,
      createdAt,
    });

    await ref.update({
      status: 'Ganado',
      wonMonthlyMxn: 12500,
      firstResponseAt: Timestamp.fromDate(new Date('2026-03-04T15:45:00.000Z')),
    });
    const won = await waitFor(
      () => entry('week-2026-03-02', id),
      (value) => value?.stage === 'Ganado',
    );
    expect(won).toMatchObject({ stage: 'Ganado', wonMxn: 12500, responseMinutes: 45 });
    const week = await db.collection('leadStats').doc('week-2026-03-02').get();
    expect(week.get('weekStart')).toBe('2026-03-02');

    await ref.delete();
    expect(
      await waitFor(
        () => entry('week-2026-03-02', id),
        (value) => value === undefined,
      ),
    ).toBeUndefined();
  });

  it("the store's transaction writes what the lead holds now, and writes it the same twice", async () => {
    const { db, Timestamp } = await adminFirestore();
    const store = createFirestoreLeadStatsStore(adminFirestore);
    const id = newId('Store');
    const logger = recordingLogger();
    const deps = { store, logger, clock: () => new Date() };
    // A week no other test writes; the lead is written with the trigger running too.
    await db
      .collection('contactSubmissions')
      .doc(id)
      .set({
        ...SUBMISSION,
        status: 'Cotizado',
        createdAt: Timestamp.fromDate(new Date('2025-01-08T15:00:00.000Z')),
      });
    const event = { id, before: undefined, time: new Date().toISOString() };
    expect(await countLead(event, deps)).toBe('counted');
    const once = (await db.collection('leadStats').doc('week-2025-01-06').get()).data();
    expect(once?.leads?.[id]).toMatchObject({ stage: 'Cotizado', source: 'directo' });
    expect(await countLead(event, deps)).toBe('counted');
    expect((await db.collection('leadStats').doc('week-2025-01-06').get()).data()).toEqual(once);
    expect(await store.listLeadIds(null, 1000)).toContain(id);
    expect(logger.entries).toEqual([]);
  });
});
