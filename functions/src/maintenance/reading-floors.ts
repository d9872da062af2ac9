/**
 * One-off, for readings stored before a reading and its device's stamp became one write
 * (docs/product.md, "Lecturas"): a reading written alone left its device's last reading (its
 * floor) behind. Each device whose latest stored reading is newer than its `lastReading` gets that
 * reading as its last one, so its floor is again its latest stored reading. Idempotent: a device
 * already right is not written.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { EQUIPMENT, READINGS } from '../../../src/domain/collections.js';

export interface StoredLastReading {
  month: string;
  bw: number;
  color: number;
  /** The reading's own time (a Firestore Timestamp, kept as it is). */
  at: unknown;
}

/** The device's new last reading when its latest stored reading is newer; null when right. */
export function floorPatch(
  lastReadingMonth: string,
  latest: StoredLastReading | null,
): { lastReading: StoredLastReading; lastReadingMonth: string } | null {
  if (!latest || latest.month <= lastReadingMonth) return null;
  return { lastReading: latest, lastReadingMonth: latest.month };
}

/** Stamps every device left behind (one transaction each); how many were read and fixed. */
export async function backfillReadingFloors(
  db: Firestore,
  { dryRun }: { dryRun: boolean },
): Promise<{ read: number; fixed: string[] }> {
  const devices = await db.collection(EQUIPMENT).select('lastReadingMonth').get();
  const fixed: string[] = [];
  for (const device of devices.docs) {
    const changed = await db.runTransaction(async (tx) => {
      const [current, newest] = await Promise.all([
        tx.get(device.ref),
        tx.get(device.ref.collection(READINGS).orderBy('month', 'desc').limit(1)),
      ]);
      const doc = newest.docs[0];
      const latest = doc
        ? {
            month: String(doc.get('month') ?? doc.id),
            bw: Number(doc.get('bw')),
            color: Number(doc.get('color')),
            at: doc.get('at') as unknown,
          }
        : null;
      const patch = floorPatch(String(current.get('lastReadingMonth') ?? ''), latest);
      if (patch && !dryRun) tx.update(device.ref, patch);
      return patch !== null;
    });
    if (changed) fixed.push(device.id);
  }
  return { read: devices.size, fixed };
}
