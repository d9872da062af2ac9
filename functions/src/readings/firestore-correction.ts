/**
 * ReadingCorrectionStore on Firestore (Admin SDK): "Corregir lectura"'s one transaction
 * (readings/correct.ts). Reads equipment/{id}, its readings/{month}, the first reading after
 * that month, monthCloses/{month} and the next reading's monthCloses (a closed month's readings
 * and the `previous` its statement counts from stay as billed); writes the reading's corrected
 * counters with its audit trail, the next reading's `previous` and the device's last reading, all
 * or nothing.
 */
import type { DocumentData, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';

import type {
  CorrectionEntry,
  CorrectionPlan,
  CorrectionSnapshot,
  Counters,
  ReadingCorrectionStore,
} from './correct.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { EQUIPMENT, MONTH_CLOSES, READINGS } from '../../../src/domain/collections.js';

const counters = (data: DocumentData | undefined): Counters => ({
  bw: Number(data?.bw ?? 0),
  color: Number(data?.color ?? 0),
});

const toDate = (value: unknown): Date =>
  value && typeof (value as AdminTimestamp).toDate === 'function'
    ? (value as AdminTimestamp).toDate()
    : new Date(String(value));

function entries(value: unknown): CorrectionEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: DocumentData) => ({
    bw: Number(item.bw),
    color: Number(item.color),
    by: String(item.by ?? ''),
    at: toDate(item.at),
    reason: String(item.reason ?? ''),
    ...(typeof item.source === 'string' ? { source: item.source } : {}),
  }));
}

export function createFirestoreReadingCorrectionStore(
  kit: () => Promise<FirestoreKit>,
): ReadingCorrectionStore {
  return {
    async correct(equipmentId, month, plan): Promise<CorrectionPlan> {
      const { db, Timestamp } = await kit();
      const device = db.collection(EQUIPMENT).doc(equipmentId);
      const readings = device.collection(READINGS);
      return db.runTransaction(async (tx) => {
        const [deviceSnap, readingSnap, nextSnap, closeSnap] = await Promise.all([
          tx.get(device),
          tx.get(readings.doc(month)),
          tx.get(readings.where('month', '>', month).orderBy('month', 'asc').limit(1)),
          tx.get(db.collection(MONTH_CLOSES).doc(month)),
        ]);
        const reading = readingSnap.data();
        const nextDoc = nextSnap.docs[0];
        // The next reading's month: its `previous` follows this correction only while it is open.
        const nextClose = nextDoc
          ? await tx.get(db.collection(MONTH_CLOSES).doc(nextDoc.id))
          : null;
        const snapshot: CorrectionSnapshot = {
          equipment: deviceSnap.exists
            ? {
                lastReadingMonth: String(deviceSnap.get('lastReadingMonth') ?? ''),
                color: deviceSnap.get('color') !== false,
              }
            : null,
          reading: reading
            ? {
                ...counters(reading),
                previous: counters(reading.previous as DocumentData | undefined),
                corrections: entries(reading.corrections),
                source: typeof reading.source === 'string' ? reading.source : '',
              }
            : null,
          next: nextDoc
            ? {
                month: nextDoc.id,
                ...counters(nextDoc.data()),
                monthClosed: nextClose?.get('status') === 'cerrado',
              }
            : null,
          monthClosed: closeSnap.get('status') === 'cerrado',
        };
        const decided = plan(snapshot);
        if (decided.kind === 'refused') return decided;
        const { writes } = decided;
        tx.update(readings.doc(month), {
          bw: writes.reading.bw,
          color: writes.reading.color,
          corrections: writes.reading.corrections.map((entry) => ({
            ...entry,
            at: Timestamp.fromDate(entry.at),
          })),
          correctedAt: Timestamp.fromDate(writes.reading.correctedAt),
          ...(writes.reading.source ? { source: writes.reading.source } : {}),
        });
        if (writes.nextPrevious)
          tx.update(readings.doc(writes.nextPrevious.month), {
            previous: writes.nextPrevious.previous,
          });
        if (writes.lastReading)
          tx.update(device, {
            'lastReading.bw': writes.lastReading.bw,
            'lastReading.color': writes.lastReading.color,
          });
        return decided;
      });
    },
  };
}
