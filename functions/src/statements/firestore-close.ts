/**
 * MonthCloseStore on Firestore (Admin SDK), for statements/close.ts:
 * - the close's reads: one query of every device (only the fields the statement needs), the
 *   month's reading of each (getAll), clients/{id} and statements/{id} of each company (getAll):
 *   they grow with the devices closed, never with their history;
 * - the close's writes: in batches of at most 400 operations, each replaced statement copied to
 *   statements/{id}/versions/{its version} in the same batch as the statement that replaces it;
 *   then monthCloses/{month} in a transaction that refuses when another close got there first;
 * - recordMonthReading's and reopenMonth's one transaction each (a month recorded before a later
 *   reading also reads that reading's month state and rewrites its `previous`).
 * Times written are server times (closedAt, a reading's `at`), except a reopening's `at` (an
 * array item cannot hold one: the function's clock).
 */
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  WriteBatch,
} from 'firebase-admin/firestore';

import type { FirestoreKit } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import type {
  CloseDevice,
  ExistingStatement,
  MonthCloseState,
  MonthCloseStore,
  StoredReading,
} from './close-base.js';
import {
  CLOSE_DEVICE_FIELDS,
  parseCloseDevice,
  parseDevice,
  writeNewReading,
  type NextReading,
  type ReadingSnapshot,
} from '../readings/writer.js';
import {
  CLIENTS,
  EQUIPMENT,
  MONTH_CLOSES,
  READINGS,
  STATEMENTS,
  STATEMENT_VERSIONS,
} from '../../../src/domain/collections.js';
import { isReadingSource } from '../../../src/domain/month-close.js';
import { readingFloor, type Counters } from '../../../src/domain/schemas/equipment.js';

/** Firestore allows 500 writes per batch; the close stays well under. */
export const CLOSE_BATCH_OPS = 400;
/** Documents per getAll call. */
const GET_ALL_CHUNK = 300;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
const record = (value: unknown): DocumentData =>
  typeof value === 'object' && value !== null ? (value as DocumentData) : {};
const counters = (value: unknown): Counters => {
  const data = record(value);
  return { bw: num(data.bw), color: num(data.color) };
};

/**
 * A device as the close reads it (the domain's EquipmentSchema, its close fields), or null when
 * they do not parse or it has no company.
 */
export function readCloseDevice(id: string, data: DocumentData): CloseDevice | null {
  const device = parseCloseDevice(data);
  if (!device || !device.clientId) return null;
  const { contract } = device;
  return {
    id,
    clientId: device.clientId,
    model: device.model,
    serial: device.serial,
    color: device.color,
    location: { address: device.location.address, area: device.location.area },
    contract: {
      startDate: contract.startDate,
      monthlyFeeMxn: contract.monthlyFeeMxn,
      includedPagesBw: contract.includedPagesBw,
      includedPagesColor: contract.includedPagesColor,
      extraPagePriceBw: contract.extraPagePriceBw,
      extraPagePriceColor: contract.extraPagePriceColor,
    },
    contractEnd: device.contractEnd,
  };
}

function readStoredReading(data: DocumentData | undefined): StoredReading | null {
  if (!data) return null;
  return {
    ...counters(data),
    previous: counters(data.previous),
    source: isReadingSource(data.source) ? data.source : '',
    ...(Array.isArray(data.corrections) ? { corrections: data.corrections as unknown[] } : {}),
  };
}

function readMonthClose(snap: DocumentSnapshot): MonthCloseState | null {
  if (!snap.exists) return null;
  return {
    status: snap.get('status') === 'cerrado' ? 'cerrado' : 'reabierto',
    version: Math.max(0, Math.trunc(num(snap.get('version')))),
  };
}

async function getAllChunked(
  kit: FirestoreKit,
  refs: readonly DocumentReference[],
): Promise<DocumentSnapshot[]> {
  const snaps: DocumentSnapshot[] = [];
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
    const chunk = refs.slice(i, i + GET_ALL_CHUNK);
    if (chunk.length > 0) snaps.push(...(await kit.db.getAll(...chunk)));
  }
  return snaps;
}

export function createFirestoreMonthCloseStore(
  getKit: () => Promise<FirestoreKit>,
  logger: Logger,
): MonthCloseStore {
  return {
    async getMonthClose(month) {
      const kit = await getKit();
      return readMonthClose(await kit.db.collection(MONTH_CLOSES).doc(month).get());
    },

    async listDevices() {
      const kit = await getKit();
      const snap = await kit.db
        .collection(EQUIPMENT)
        .select(...CLOSE_DEVICE_FIELDS)
        .get();
      return snap.docs.flatMap((doc) => {
        const device = readCloseDevice(doc.id, doc.data());
        if (!device) {
          logger.warn('cierre: equipo sin empresa o sin contrato; no entra al cierre', {
            equipmentId: doc.id,
          });
          return [];
        }
        return [device];
      });
    },

    async getReadings(equipmentIds, month) {
      const kit = await getKit();
      const equipment = kit.db.collection(EQUIPMENT);
      const snaps = await getAllChunked(
        kit,
        equipmentIds.map((id) => equipment.doc(id).collection(READINGS).doc(month)),
      );
      return snaps.map((snap) => readStoredReading(snap.data()));
    },

    async getCompanies(clientIds) {
      const kit = await getKit();
      const clients = kit.db.collection(CLIENTS);
      const snaps = await getAllChunked(
        kit,
        clientIds.map((id) => clients.doc(id)),
      );
      return new Map(
        snaps.map((snap) => [
          snap.id,
          { company: text(snap.get('company')), rfc: text(snap.get('rfc')) },
        ]),
      );
    },

    async getStatements(ids) {
      const kit = await getKit();
      const statements = kit.db.collection(STATEMENTS);
      const snaps = await getAllChunked(
        kit,
        ids.map((id) => statements.doc(id)),
      );
      const found = new Map<string, ExistingStatement>();
      for (const snap of snaps) {
        const data = snap.data();
        if (data) found.set(snap.id, { version: Math.trunc(num(data.version)), data });
      }
      return found;
    },

    async writeClose(write) {
      const kit = await getKit();
      const { db, FieldValue } = kit;
      const statements = db.collection(STATEMENTS);
      const copies = new Map(write.copies.map((copy) => [copy.id, copy]));
      let batch: WriteBatch = db.batch();
      let ops = 0;
      const commits: WriteBatch[] = [];
      for (const { id, data } of write.statements) {
        const copy = copies.get(id);
        const needed = copy ? 2 : 1;
        if (ops + needed > CLOSE_BATCH_OPS) {
          commits.push(batch);
          batch = db.batch();
          ops = 0;
        }
        const ref = statements.doc(id);
        if (copy)
          batch.set(ref.collection(STATEMENT_VERSIONS).doc(String(copy.version)), copy.data);
        batch.set(ref, { ...data, closedAt: FieldValue.serverTimestamp() });
        ops += needed;
      }
      if (ops > 0) commits.push(batch);
      // One after the other: a failure leaves the month open, and a retry writes them again.
      for (const pending of commits) await pending.commit();

      const closeRef = db.collection(MONTH_CLOSES).doc(write.month);
      return db.runTransaction(async (tx) => {
        const current = readMonthClose(await tx.get(closeRef));
        if (current?.status === 'cerrado') return 'already-closed' as const;
        tx.set(
          closeRef,
          {
            month: write.month,
            status: 'cerrado',
            version: write.version,
            closedAt: FieldValue.serverTimestamp(),
            closedBy: write.by,
            statements: write.statements.length,
            totalMxn: write.totalMxn,
            ...(current ? {} : { reopenings: [] }),
          },
          { merge: true },
        );
        return 'written' as const;
      });
    },

    async recordReading(equipmentId, month, plan) {
      const { db, FieldValue } = await getKit();
      const deviceRef = db.collection(EQUIPMENT).doc(equipmentId);
      const readings = deviceRef.collection(READINGS);
      const closes = db.collection(MONTH_CLOSES);
      return db.runTransaction(async (tx) => {
        const [deviceSnap, readingSnap, closeSnap, recentSnap, nextSnap] = await Promise.all([
          tx.get(deviceRef),
          tx.get(readings.doc(month)),
          tx.get(closes.doc(month)),
          tx.get(readings.where('month', '<', month).orderBy('month', 'desc').limit(3)),
          tx.get(readings.where('month', '>', month).orderBy('month', 'asc').limit(1)),
        ]);
        const nextDoc = nextSnap.docs[0];
        let next: NextReading | null = null;
        if (nextDoc) {
          const nextMonth = text(nextDoc.get('month')) || nextDoc.id;
          next = {
            month: nextMonth,
            ...counters(nextDoc.data()),
            previous: counters(nextDoc.get('previous')),
            monthStatus: readMonthClose(await tx.get(closes.doc(nextMonth)))?.status ?? null,
          };
        }
        const device = parseDevice(deviceSnap.data());
        const snapshot: ReadingSnapshot = {
          device: device
            ? {
                color: device.color,
                startCounters: device.startCounters,
                lastReading: device.lastReading ? readingFloor(device) : null,
                lastReadingMonth: device.lastReadingMonth,
              }
            : null,
          monthStatus: readMonthClose(closeSnap)?.status ?? null,
          readingExists: readingSnap.exists,
          recent: recentSnap.docs.map((doc) => ({
            ...counters(doc.data()),
            previous: counters(doc.get('previous')),
          })),
          next,
        };
        const decided = plan(snapshot);
        if (decided.kind === 'refused') return decided;
        const { reading, nextPrevious } = decided;
        // Between its neighbours: the later reading counts from it; the device's last stays.
        writeNewReading(
          tx,
          deviceRef,
          reading,
          FieldValue.serverTimestamp(),
          nextPrevious && nextDoc ? { ref: nextDoc.ref, previous: nextPrevious.previous } : null,
        );
        return decided;
      });
    },

    async reopen(month, plan) {
      const { db, FieldValue, Timestamp } = await getKit();
      const ref = db.collection(MONTH_CLOSES).doc(month);
      return db.runTransaction(async (tx) => {
        const decided = plan(readMonthClose(await tx.get(ref)));
        if (decided.kind === 'refused') return decided;
        const { at, by, reason } = decided.reopening;
        tx.update(ref, {
          status: 'reabierto',
          reopenings: FieldValue.arrayUnion({ at: Timestamp.fromDate(at), by, reason }),
        });
        return decided;
      });
    },
  };
}
