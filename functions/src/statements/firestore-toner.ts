/**
 * TonerStore on Firestore (Admin SDK), for statements/toner.ts: one transaction on
 * equipment/{id} that reads the device and writes the patch decided from it. A delivery's times
 * (lastToner.{colour}.at and countersAt) are stored as Timestamps, like every stored time; the
 * site reads them back as ISO strings.
 */
import type { FirestoreKit } from '../firestore/admin.js';
import type { TonerStore } from './toner.js';
import { EQUIPMENT } from '../../../src/domain/collections.js';

type Data = Record<string, unknown>;

export function createFirestoreTonerStore(getKit: () => Promise<FirestoreKit>): TonerStore {
  return {
    async updateDevice(equipmentId, decide) {
      const { db, Timestamp } = await getKit();
      const ref = db.collection(EQUIPMENT).doc(equipmentId);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const patch = decide(snap.exists ? (snap.data() ?? {}) : null);
        if (!patch) return null;
        const stored: Data = {};
        for (const [key, value] of Object.entries(patch)) {
          if (key.startsWith('lastToner.') && typeof value === 'object' && value !== null) {
            const delivery = value as Data;
            stored[key] = {
              ...delivery,
              at: Timestamp.fromDate(new Date(String(delivery.at))),
              countersAt: Timestamp.fromDate(new Date(String(delivery.countersAt))),
            };
          } else stored[key] = value;
        }
        tx.update(ref, stored);
        return patch;
      });
    },
  };
}
