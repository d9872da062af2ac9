/**
 * The one server-side writer of meter readings (docs/decisions/0049-one-reading-decision.md).
 * Every function that writes equipment/{id}/readings/{month} goes through it: the desk's late
 * reading and "Estimar" (statements/record-reading.ts, in the month close's store
 * statements/firestore-close.ts), the collector (agent/report.ts, agent/firestore-store.ts) and
 * "Corregir lectura" (readings/correct.ts, readings/firestore-correction.ts). It holds:
 * - how a device is read: the domain's EquipmentSchema (src/domain/schemas/equipment.ts), after
 *   the Admin SDK's Timestamps are turned into the ISO strings the schema reads;
 * - the decision, asked of src/domain/readings/decision.ts, answered as a plan: the reading to
 *   write or the refusal with its Spanish message;
 * - the documents written: the reading, and then either the device's stamp (lastReading,
 *   lastReadingMonth) or, for a month recorded before a later reading, that reading's `previous`.
 */
import * as v from 'valibot';
import type { DocumentData, Transaction, DocumentReference } from 'firebase-admin/firestore';

import type { AdminActionCode } from '../callable-error.js';
import {
  decideReading,
  readingMessage,
  type Counters,
  type ReadingDecision,
  type ReadingRequest,
  type ReadingWriter,
  type RefusedReading,
} from '../../../src/domain/readings/decision.js';
import { EquipmentSchema, type EquipmentDoc } from '../../../src/domain/schemas/equipment.js';
import type { ReadingCounters, ReadingSource } from '../../../src/domain/month-close.js';
import type { MonthCloseStatus } from '../../../src/domain/schemas/statement.js';
import { READINGS } from '../../../src/domain/collections.js';

export type { Counters } from '../../../src/domain/readings/decision.js';
export { isCounter, MAX_COUNTER } from '../../../src/domain/readings/decision.js';

// ---------------------------------------------------------------------------------------------
// Reading a device

const isTimestamp = (value: unknown): value is { toDate(): Date } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { toDate?: unknown }).toDate === 'function';

/** A stored document as the domain's schemas read it: Timestamps (and Dates) as ISO strings. */
export function plainDocument(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plainDocument);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, plainDocument(item)]));
  return value;
}

/** equipment/{id} through EquipmentSchema; null when missing or not a device. */
export function parseDevice(data: DocumentData | undefined): EquipmentDoc | null {
  if (!data) return null;
  const parsed = v.safeParse(EquipmentSchema, plainDocument(data));
  return parsed.success ? parsed.output : null;
}

/** The fields the month close selects (its query reads only these). */
export const CLOSE_DEVICE_FIELDS = [
  'clientId',
  'model',
  'serial',
  'color',
  'location',
  'contract',
  'contractEnd',
] as const;
const CloseDeviceSchema = v.pick(EquipmentSchema, CLOSE_DEVICE_FIELDS);
export type CloseDeviceDoc = v.InferOutput<typeof CloseDeviceSchema>;

/** A device's close fields through EquipmentSchema (v.pick); null when they do not parse. */
export function parseCloseDevice(data: DocumentData | undefined): CloseDeviceDoc | null {
  if (!data) return null;
  const parsed = v.safeParse(CloseDeviceSchema, plainDocument(data));
  return parsed.success ? parsed.output : null;
}

// ---------------------------------------------------------------------------------------------
// The desk's late reading (recordMonthReading): what its transaction reads and writes

/** A device as recordMonthReading reads it in its transaction. */
export interface ReadingDevice {
  color: boolean;
  startCounters: Counters;
  lastReading: Counters | null;
  lastReadingMonth: string;
}

/** The device's first reading after the month recorded, with the state of its month. */
export interface NextReading extends Counters {
  month: string;
  previous: Counters;
  /** monthCloses/{its month}'s status, or null when never closed. */
  monthStatus: MonthCloseStatus | null;
}

/** What recordMonthReading's transaction reads. */
export interface ReadingSnapshot {
  device: ReadingDevice | null;
  /** monthCloses/{month}'s status, or null when never closed. */
  monthStatus: MonthCloseStatus | null;
  /** Whether equipment/{id}/readings/{month} exists. */
  readingExists: boolean;
  /** The device's latest readings (before the month), newest first, at most 3. */
  recent: ReadingCounters[];
  /** The first reading after the month (null: none; the month becomes the device's latest). */
  next: NextReading | null;
}

/** What a new reading writes: the reading (time: the writer's) and what follows from it. */
export interface ReadingWrite extends Counters {
  month: string;
  previous: Counters;
  source: ReadingSource;
  by: string;
}

export type ReadingPlan =
  | {
      kind: 'write';
      reading: ReadingWrite;
      /** The later reading's new `previous` (null: none; the device's last reading moves). */
      nextPrevious: { month: string; previous: Counters } | null;
    }
  | { kind: 'refused'; code: AdminActionCode; message: string };

// ---------------------------------------------------------------------------------------------
// The decision, as the functions ask it

export type WriterAnswer =
  | { kind: 'ok'; counters: Counters; previous: Counters }
  | { kind: 'refused'; outcome: RefusedReading; message: string };

/** decideReading, with the refusal's Spanish message worded for `writer`. */
export function decide(request: ReadingRequest, writer: ReadingWriter): WriterAnswer {
  const decision: ReadingDecision = decideReading(request);
  if (decision.kind === 'ok') return decision;
  return { kind: 'refused', outcome: decision, message: readingMessage(decision, writer) };
}

/** A refusal's callable code: invalid counters are the caller's input, the rest preconditions. */
export const refusalCode = (outcome: RefusedReading): 'invalid-argument' | 'failed-precondition' =>
  outcome.kind === 'invalid-counters' ? 'invalid-argument' : 'failed-precondition';

// ---------------------------------------------------------------------------------------------
// The documents written

/** equipment/{id}'s stamp of its new last reading. */
export const readingStamp = (reading: { month: string } & Counters, at: unknown) => ({
  lastReading: { month: reading.month, bw: reading.bw, color: reading.color, at },
  lastReadingMonth: reading.month,
});

/**
 * Writes a new reading in `tx`: readings/{month} (created: refused by Firestore if another
 * writer got there first), then the later reading's `previous` (`next`: a month recorded before
 * it) or the device's stamp, with `deviceFields` (the collector's `agent`) in the same update.
 */
export function writeNewReading(
  tx: Transaction,
  device: DocumentReference,
  reading: ReadingWrite | ({ month: string; previous: Counters } & Counters & DocumentData),
  at: unknown,
  next: { ref: DocumentReference; previous: Counters } | null,
  deviceFields: DocumentData = {},
): void {
  tx.create(device.collection(READINGS).doc(reading.month), { ...reading, at });
  if (next) {
    tx.update(next.ref, { previous: next.previous });
    if (Object.keys(deviceFields).length) tx.update(device, deviceFields);
  } else tx.update(device, { ...deviceFields, ...readingStamp(reading, at) });
}
