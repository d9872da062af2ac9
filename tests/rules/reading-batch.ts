/**
 * submitReading's one write as the rules see it: this month's reading and the device's stamp of it
 * as its last reading, committed together (a batch; the app uses a transaction, which the rules
 * judge the same way). Used by tests/rules/readings-atomic.rules.test.ts and client-portal's.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';

type Db = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;

export interface ReadingBatch {
  device: string;
  month: string;
  /** The reading document as written. */
  reading: Record<string, unknown>;
  /** The stamp's counters (default: the reading's). */
  stamp?: { bw: number; color: number };
  /** Replaces the stamp's `at` (default: the server's time of the write). */
  stampAt?: unknown;
}

export function commitReading(db: Db, batch: ReadingBatch): Promise<void> {
  const write = db.batch();
  const counters = batch.stamp ?? {
    bw: batch.reading.bw as number,
    color: batch.reading.color as number,
  };
  write.set(db.doc(`equipment/${batch.device}/readings/${batch.month}`), batch.reading);
  write.update(db.doc(`equipment/${batch.device}`), {
    lastReading: { month: batch.month, ...counters, at: batch.stampAt ?? serverTimestamp() },
    lastReadingMonth: batch.month,
  });
  return write.commit();
}
