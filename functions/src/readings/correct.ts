/**
 * "Corregir lectura" (callable function `correctReading`, readings/functions.ts): an admin corrects a stored
 * meter reading, equipment/{id}/readings/{YYYY-MM}, with a required reason. In one transaction
 * (readings/firestore-correction.ts): the new counters must be at least the reading's
 * `previous` and at most the next stored reading's; the reading keeps the values it had before,
 * who, when and why, in `corrections` (one entry per correction) plus `correctedAt`; an estimate
 * ('estimada', "Estimar") corrected holds counters the company typed, so its source becomes
 * 'empresa' and its entry keeps the source it had (src/domain/reading-source.ts); the next
 * reading's `previous` follows; the device's last reading follows when this is its latest. So
 * estimates, "Consumo mensual" and the next floor all follow the corrected values. A reading of a
 * closed month (monthCloses/{month}, statements/close.ts) is refused until "Reabrir mes", and so is
 * one whose next reading's month is closed (that month's statement counts from it). Clients
 * and admins cannot change a reading directly (firestore.rules).
 */
import { CallableError } from '../callable-error.js';
import { READING_MESSAGES } from '../../../src/domain/readings/decision.js';
import { decide, isCounter, type Counters } from './writer.js';

export type { Counters } from './writer.js';

export const CORRECTION_MESSAGES = {
  corrected: 'Lectura corregida.',
  notSignedIn: 'Inicia sesión como administrador para corregir lecturas.',
  notAdmin: 'Solo un administrador puede corregir lecturas.',
  invalid: 'Indica el equipo y el mes de la lectura que quieres corregir.',
  counters: READING_MESSAGES.counters,
  reason: 'Escribe el motivo de la corrección (de 3 a 500 caracteres).',
  notFound: 'Esa lectura no existe.',
  belowPrevious: READING_MESSAGES.belowPrevious,
  aboveNext: READING_MESSAGES.aboveNext,
  unchanged: READING_MESSAGES.unchanged,
  monthClosed: READING_MESSAGES.monthClosed,
  nextMonthClosed: READING_MESSAGES.nextMonthClosed.correct,
  failed: 'No se pudo corregir la lectura. Intenta de nuevo.',
} as const;

export const REASON_MIN = 3;
export const REASON_MAX = 500;
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type CorrectionErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition';

export class CorrectionError extends CallableError<CorrectionErrorCode> {
  constructor(code: CorrectionErrorCode, message: string) {
    super(code, message);
    this.name = 'CorrectionError';
  }
}

/** One entry of a reading's `corrections`: the values before the correction, who, when, why. */
export interface CorrectionEntry extends Counters {
  by: string;
  at: Date;
  reason: string;
  /** The source the reading had before ('estimada' when an estimate was corrected). */
  source?: string;
}

/** What the transaction reads. */
export interface CorrectionSnapshot {
  /** The device (null when missing). */
  equipment: {
    lastReadingMonth: string;
    /** Whether it prints in colour (a B/N device's colour stays as it was); colour if unsaid. */
    color?: boolean;
  } | null;
  /** The reading corrected (null when missing). */
  reading:
    (Counters & { previous: Counters; corrections: CorrectionEntry[]; source?: string }) | null;
  /**
   * The device's next stored reading after that month, if any, and whether its month is closed
   * (its statement counts from this reading: its `previous` may not move).
   */
  next: (Counters & { month: string; monthClosed?: boolean }) | null;
  /** monthCloses/{month} says 'cerrado': its statements were written from these readings. */
  monthClosed?: boolean;
}

/** What the transaction writes: the reading's new fields, the next reading's and the device's. */
export interface CorrectionWrites {
  reading: Counters & {
    corrections: CorrectionEntry[];
    correctedAt: Date;
    /** 'empresa' when an estimate is corrected (its source changes); absent: it stays. */
    source?: 'empresa';
  };
  /** The next reading's new `previous` (null: there is none). */
  nextPrevious: { month: string; previous: Counters } | null;
  /** The device's last reading's new counters (null: this is not its latest reading). */
  lastReading: Counters | null;
}

export interface CorrectionInput extends Counters {
  equipmentId: string;
  month: string;
  reason: string;
}

export type CorrectionPlan =
  | { kind: 'write'; writes: CorrectionWrites }
  | { kind: 'refused'; code: CorrectionErrorCode; message: string };

/** The decision, pure: refused (with its Spanish answer) or the writes. */
export function planCorrection(
  snapshot: CorrectionSnapshot,
  input: CorrectionInput,
  by: string,
  now: Date,
): CorrectionPlan {
  const { reading, next, equipment } = snapshot;
  if (!equipment || !reading)
    return { kind: 'refused', code: 'not-found', message: CORRECTION_MESSAGES.notFound };
  // The reading decision (src/domain/readings/decision.ts), as a correction: between what the
  // reading counts from and the next reading, both months open, something changed.
  const decided = decide(
    {
      mode: 'correct',
      month: input.month,
      device: { color: equipment.color ?? true, lastReadingMonth: equipment.lastReadingMonth },
      monthClosed: snapshot.monthClosed === true,
      readingExists: true,
      next: next ? { ...next, monthClosed: next.monthClosed === true } : null,
      floor: reading.previous,
      proposed: { bw: input.bw, color: input.color },
      current: { bw: reading.bw, color: reading.color },
    },
    'correct',
  );
  if (decided.kind === 'refused')
    return { kind: 'refused', code: 'failed-precondition', message: decided.message };
  const { counters } = decided;
  // An estimate corrected: the counters are now the company's, and the entry keeps "Estimada".
  const estimate = reading.source === 'estimada';
  return {
    kind: 'write',
    writes: {
      reading: {
        ...counters,
        corrections: [
          ...reading.corrections,
          {
            bw: reading.bw,
            color: reading.color,
            by,
            at: now,
            reason: input.reason,
            ...(estimate ? { source: 'estimada' } : {}),
          },
        ],
        correctedAt: now,
        ...(estimate ? { source: 'empresa' as const } : {}),
      },
      nextPrevious: next ? { month: next.month, previous: counters } : null,
      lastReading: equipment.lastReadingMonth === input.month ? counters : null,
    },
  };
}

export interface ReadingCorrectionStore {
  /**
   * One transaction: reads the device, the reading of `month` and the next one, asks `plan`, and
   * writes what it answers (nothing when refused). Resolves to the plan.
   */
  correct(
    equipmentId: string,
    month: string,
    plan: (snapshot: CorrectionSnapshot) => CorrectionPlan,
  ): Promise<CorrectionPlan>;
}

export interface CorrectionDeps {
  store: ReadingCorrectionStore;
  /** The admin's e-mail when users/{uid} says role == 'admin', else null. */
  adminEmail(uid: string): Promise<string | null>;
  now(): Date;
}

/** Checks the caller and the input, then corrects in one transaction. */
export async function correctReading(
  data: unknown,
  uid: string | null,
  deps: CorrectionDeps,
): Promise<{ corrected: true; message: string } & Counters> {
  if (!uid) throw new CorrectionError('unauthenticated', CORRECTION_MESSAGES.notSignedIn);
  if ((await deps.adminEmail(uid)) === null)
    throw new CorrectionError('permission-denied', CORRECTION_MESSAGES.notAdmin);
  const { equipmentId, month, bw, color, reason } = (data ?? {}) as Record<string, unknown>;
  if (typeof equipmentId !== 'string' || !ID.test(equipmentId))
    throw new CorrectionError('invalid-argument', CORRECTION_MESSAGES.invalid);
  if (typeof month !== 'string' || !MONTH.test(month))
    throw new CorrectionError('invalid-argument', CORRECTION_MESSAGES.invalid);
  if (!isCounter(bw) || !isCounter(color))
    throw new CorrectionError('invalid-argument', CORRECTION_MESSAGES.counters);
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (why.length < REASON_MIN || why.length > REASON_MAX)
    throw new CorrectionError('invalid-argument', CORRECTION_MESSAGES.reason);
  const input = { equipmentId, month, bw, color, reason: why };
  const now = deps.now();
  const plan = await deps.store.correct(equipmentId, month, (snapshot) =>
    planCorrection(snapshot, input, uid, now),
  );
  if (plan.kind === 'refused') throw new CorrectionError(plan.code, plan.message);
  return { corrected: true, message: CORRECTION_MESSAGES.corrected, bw, color };
}
