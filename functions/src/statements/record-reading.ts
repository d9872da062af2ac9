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
} from './close-base.js';
import {
  estimateCounters,
  isClosableMonth,
  type ReadingSource,
} from '../../../src/domain/month-close.js';
import { checkReadingMonth, readingMessage } from '../../../src/domain/readings/decision.js';
import { readingFloor } from '../../../src/domain/schemas/equipment.js';
import {
  decide,
  refusalCode,
  type Counters,
  type ReadingPlan,
  type ReadingSnapshot,
} from '../readings/writer.js';

export type {
  NextReading,
  ReadingDevice,
  ReadingPlan,
  ReadingSnapshot,
  ReadingWrite,
} from '../readings/writer.js';

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export type ReadingMode = 'estimar' | 'registrar';

export interface ReadingInput {
  month: string;
  mode: ReadingMode;
  /** Typed counters ('registrar'; colour ignored on a B/N device). */
  bw?: number;
  color?: number;
}

/**
 * The decision, pure: refused (with its Spanish answer) or the reading to write. The month and
 * the typed counters are src/domain/readings/decision.ts's questions; an estimate's counters are
 * the estimate's (estimateCounters), never past the later reading.
 */
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
  // Between its neighbours: from what the later reading counts from, or the device's floor.
  const floor = next
    ? next.previous
    : readingFloor({
        lastReading: device.lastReading ? { month: '', at: '', ...device.lastReading } : null,
        startCounters: device.startCounters,
      });
  const facts = {
    mode: 'new' as const,
    month: input.month,
    device: { color: device.color, lastReadingMonth: device.lastReadingMonth },
    monthClosed: snapshot.monthStatus === 'cerrado',
    readingExists: snapshot.readingExists,
    next: next
      ? {
          month: next.month,
          bw: next.bw,
          color: next.color,
          monthClosed: next.monthStatus === 'cerrado',
        }
      : null,
  };
  let counters: Counters;
  if (input.mode === 'estimar') {
    const month = checkReadingMonth(facts);
    if (month.kind !== 'ok') return refused(readingMessage(month, 'record'));
    const estimate = estimateCounters(floor, snapshot.recent);
    // Never past the later reading: the month takes at most the pages it counted; a B/N
    // device's colour counter never moves.
    counters = {
      bw: next ? Math.min(estimate.bw, next.bw) : estimate.bw,
      color: !device.color
        ? floor.color
        : next
          ? Math.min(estimate.color, next.color)
          : estimate.color,
    };
  } else {
    const decided = decide(
      { ...facts, floor, proposed: { bw: input.bw, color: input.color } },
      'record',
    );
    if (decided.kind === 'refused') return refused(decided.message, refusalCode(decided.outcome));
    counters = decided.counters;
  }
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
