/**
 * The reading-floor backfill against the Firestore emulator: a device whose reading of a month was
 * stored alone (before the rules required the stamp in the same write) gets that reading as its
 * last one; a device already right is not written.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { backfillReadingFloors } from '../../src/maintenance/reading-floors.js';

describe('backfillReadingFloors in the emulator', () => {
  it('moves a device’s floor to its latest stored reading, once', async () => {
    const { db, Timestamp } = await adminFirestore();
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const behind = db.collection('equipment').doc(`atrasado-${suffix}`);
    const right = db.collection('equipment').doc(`al-dia-${suffix}`);
    const at = Timestamp.fromDate(new Date('2026-11-03T15:00:00.000Z'));
    const october = { month: '2026-10', bw: 1_400, color: 250, at };
    await behind.set({ lastReading: october, lastReadingMonth: '2026-10' });
    await behind.collection('readings').doc('2026-10').set(october);
    // Stored alone: the device still says October.
    await behind
      .collection('readings')
      .doc('2026-11')
      .set({ month: '2026-11', bw: 1_600, color: 260, at });
    await right.set({ lastReading: october, lastReadingMonth: '2026-10' });
    await right.collection('readings').doc('2026-10').set(october);

    const dry = await backfillReadingFloors(db, { dryRun: true });
    expect(dry.fixed).toContain(behind.id);
    expect((await behind.get()).get('lastReadingMonth')).toBe('2026-10');

    const report = await backfillReadingFloors(db, { dryRun: false });
    expect(report.fixed).toContain(behind.id);
    expect(report.fixed).not.toContain(right.id);
    const fixed = (await behind.get()).data();
    expect(fixed?.lastReadingMonth).toBe('2026-11');
    expect(fixed?.lastReading).toMatchObject({ month: '2026-11', bw: 1_600, color: 260 });
    expect((await backfillReadingFloors(db, { dryRun: false })).fixed).not.toContain(behind.id);
  });
});
