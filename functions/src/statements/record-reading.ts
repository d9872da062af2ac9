/**
 * `recordMonthReading` (the desk's "Registrar lectura" and "Estimar" in "Cierre de mes",
 * statements/functions.ts): the reading of a month that already ended and is still open, typed
 * (source 'empresa') or estimated (source 'estimada', the average month of the device's last 3
 * readings), written in one transaction (statements/firestore-close.ts).
 *
 * A month is recorded between its neighbours (docs/decisions/0046-reading-belongs-to-the-month-it-closes.md):
 * when the device already has a later reading (a month the client skipped, or a reading filed
 * under the next month), the new counters go between the counters that later reading counts from
 * (its `previous`) and its own counters, and that later reading's `previous` becomes the new
 * counters, so no page is counted twice nor lost; the device's last reading stays the latest.
 * Refused while the month, or the later reading's month, is closed (its statement was written
 * from those counters). So the close never waits on a month nobody can record.
 */
import type { AdminActionCode } from '../callable-error.js';
import {
  CLOSE_MESSAGES,
  MonthCloseError,
  isCloseCounter,
  monthOf,
  requireAdmin,
  type MonthCloseDeps,
} from './close.js';
import {
  estimateCounters,
  isClosableMonth,
  type ReadingCounters,
  type ReadingSource,
} from '../../../src/domain/month-close.js';
import { readingFloor, type Counters } from '../../../src/domain/schemas/equipment.js';
import type { MonthCloseStatus } from '../../../src/domain/schemas/statement.js';

const ID = /^[A-Za-z0-9_-]{1,128}$/;

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

/** What recordMonthReading writes: the reading (time: server) and what follows from it. */
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

export type ReadingMode = 'estimar' | 'registrar';

export interface ReadingInput {
  month: string;
  mode: ReadingMode;
  /** Typed counters ('registrar'; colour ignored on a B/N device). */
  bw?: number;
  color?: number;
}

/** The decision, pure: refused (with its Spanish answer) or the reading to write. */
export function planReading(
  snapshot: ReadingSnapshot,
  input: ReadingInput,
  by: string,
): ReadingPlan {
  const refused = (
    message: string,
    code: AdminActionCode = 'failed-precondition',
  ): ReadingPlan => ({ kind: 'refused', code, message });
  const { device, next } = snapshot;
  if (!device) return refused(CLOSE_MESSAGES.deviceNotFound, 'not-found');
  if (snapshot.monthStatus === 'cerrado') return refused(CLOSE_MESSAGES.monthClosed);
  if (snapshot.readingExists || device.lastReadingMonth === input.month)
    return refused(CLOSE_MESSAGES.readingExists);
  // A later month stamped without a reading of its own (an ended contract: '9999-12').
  if (!next && device.lastReadingMonth > input.month) return refused(CLOSE_MESSAGES.laterReading);
  if (next?.monthStatus === 'cerrado') return refused(CLOSE_MESSAGES.nextMonthClosed);
  // Between its neighbours: from what the later reading counts from, or the device's floor.
  const floor = next
    ? next.previous
    : readingFloor({
        lastReading: device.lastReading ? { month: '', at: '', ...device.lastReading } : null,
        startCounters: device.startCounters,
      });
  let counters: Counters;
  if (input.mode === 'estimar') {
    const estimate = estimateCounters(floor, snapshot.recent);
    // Never past the later reading: the month takes at most the pages it counted.
    counters = next
      ? { bw: Math.min(estimate.bw, next.bw), color: Math.min(estimate.color, next.color) }
      : estimate;
  } else {
    if (input.bw === undefined || (device.color && input.color === undefined))
      return refused(CLOSE_MESSAGES.counters, 'invalid-argument');
    const bw = input.bw;
    const color = device.color ? (input.color ?? 0) : floor.color;
    if (bw < floor.bw) return refused(CLOSE_MESSAGES.belowPrevious(floor.bw));
    if (color < floor.color) return refused(CLOSE_MESSAGES.belowPrevious(floor.color));
    if (next && bw > next.bw) return refused(CLOSE_MESSAGES.aboveNext(next.bw));
    if (next && color > next.color) return refused(CLOSE_MESSAGES.aboveNext(next.color));
    counters = { bw, color };
  }
  // A B/N device's colour counter never moves.
  if (!device.color) counters = { bw: counters.bw, color: floor.color };
  return {
    kind: 'write',
    reading: {
      month: input.month,
      ...counters,
      previous: floor,
      source: input.mode === 'estimar' ? 'estimada' : 'empresa',
      by,
    },
    nextPrevious: next ? { month: next.month, previous: counters } : null,
  };
}

export interface RecordedReading extends Counters {
  month: string;
  source: ReadingSource;
  message: string;
}

/** "Registrar lectura" / "Estimar" of the close view. */
export async function recordMonthReading(
  data: unknown,
  uid: string | null,
  deps: MonthCloseDeps,
): Promise<RecordedReading> {
  const by = await requireAdmin(uid, deps);
  const { equipmentId, month, mode, bw, color } = (data ?? {}) as Record<string, unknown>;
  if (
    typeof equipmentId !== 'string' ||
    !ID.test(equipmentId) ||
    (mode !== 'estimar' && mode !== 'registrar')
  )
    throw new MonthCloseError('invalid-argument', CLOSE_MESSAGES.invalidReading);
  const closing = monthOf(month);
  if (
    mode === 'registrar' &&
    (!isCloseCounter(bw) || (color !== undefined && color !== null && !isCloseCounter(color)))
  )
    throw new MonthCloseError('invalid-argument', CLOSE_MESSAGES.counters);
  if (!isClosableMonth(closing, deps.now()))
    throw new MonthCloseError('failed-precondition', CLOSE_MESSAGES.readingNotClosable);
  const input: ReadingInput = {
    month: closing,
    mode,
    ...(isCloseCounter(bw) ? { bw } : {}),
    ...(isCloseCounter(color) ? { color } : {}),
  };
  const plan = await deps.store.recordReading(equipmentId, closing, (snapshot) =>
    planReading(snapshot, input, by),
  );
  if (plan.kind === 'refused') throw new MonthCloseError(plan.code, plan.message);
  const { reading } = plan;
  deps.logger.info('cierre: lectura del mes guardada', {
    equipmentId,
    month: closing,
    source: reading.source,
    ...(plan.nextPrevious ? { before: plan.nextPrevious.month } : {}),
  });
  return {
    month: closing,
    bw: reading.bw,
    color: reading.color,
    source: reading.source,
    message: reading.source === 'estimada' ? CLOSE_MESSAGES.estimated : CLOSE_MESSAGES.recorded,
  };
}
