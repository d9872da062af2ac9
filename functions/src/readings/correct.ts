/**
 * "Corregir lectura" (callable function `correctReading`, readings/functions.ts): an admin corrects a stored
 * meter reading, equipment/{id}/readings/{YYYY-MM}, with a required reason. In one transaction
 * (readings/firestore-correction.ts): the new counters must be at least the reading's
 * `previous` and at most the next stored reading's; the reading keeps the values it had before,
 * who, when and why, in `corrections` (one entry per correction) plus `correctedAt`; the next
 * reading's `previous` follows; the device's last reading follows when this is its latest. So
 * estimates, "Consumo mensual" and the next floor all follow the corrected values. A reading of a
 * closed month (monthCloses/{month}, statements/close.ts) is refused until "Reabrir mes", and so is
 * one whose next reading's month is closed (that month's statement counts from it). Clients
 * and admins cannot change a reading directly (firestore.rules).
 */
import { CallableError } from '../callable-error.js';

export const CORRECTION_MESSAGES = {
  corrected: 'Lectura corregida.',
  notSignedIn: 'Inicia sesión como administrador para corregir lecturas.',
  notAdmin: 'Solo un administrador puede corregir lecturas.',
  invalid: 'Indica el equipo y el mes de la lectura que quieres corregir.',
  counters: 'Escribe contadores enteros, de 0 a 999,999,999.',
  reason: 'Escribe el motivo de la corrección (de 3 a 500 caracteres).',
  notFound: 'Esa lectura no existe.',
  belowPrevious: (floor: number) =>
    `La lectura no puede ser menor que la anterior (${floor.toLocaleString('es-MX')}).`,
  aboveNext: (ceiling: number) =>
    `La lectura no puede ser mayor que la del mes siguiente (${ceiling.toLocaleString('es-MX')}).`,
  unchanged: 'La lectura ya tiene esos contadores.',
  monthClosed: 'El mes está cerrado. Reábrelo para cambiar sus lecturas.',
  nextMonthClosed: 'El mes siguiente está cerrado; reábrelo antes de corregir esta lectura.',
  failed: 'No se pudo corregir la lectura. Intenta de nuevo.',
} as const;

export const REASON_MIN = 3;
export const REASON_MAX = 500;
const MAX_COUNTER = 999_999_999;
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

export interface Counters {
  bw: number;
  color: number;
}

/** One entry of a reading's `corrections`: the values before the correction, who, when, why. */
export interface CorrectionEntry extends Counters {
  by: string;
  at: Date;
  reason: string;
}

/** What the transaction reads. */
export interface CorrectionSnapshot {
  /** The device (null when missing). */
  equipment: { lastReadingMonth: string } | null;
  /** The reading corrected (null when missing). */
  reading: (Counters & { previous: Counters; corrections: CorrectionEntry[] }) | null;
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
  reading: Counters & { corrections: CorrectionEntry[]; correctedAt: Date };
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
  const refuse = (message: string): CorrectionPlan => ({
    kind: 'refused',
    code: 'failed-precondition',
    message,
  });
  if (snapshot.monthClosed) return refuse(CORRECTION_MESSAGES.monthClosed);
  if (next?.monthClosed) return refuse(CORRECTION_MESSAGES.nextMonthClosed);
  if (input.bw < reading.previous.bw)
    return refuse(CORRECTION_MESSAGES.belowPrevious(reading.previous.bw));
  if (input.color < reading.previous.color)
    return refuse(CORRECTION_MESSAGES.belowPrevious(reading.previous.color));
  if (next && input.bw > next.bw) return refuse(CORRECTION_MESSAGES.aboveNext(next.bw));
  if (next && input.color > next.color) return refuse(CORRECTION_MESSAGES.aboveNext(next.color));
  if (input.bw === reading.bw && input.color === reading.color)
    return refuse(CORRECTION_MESSAGES.unchanged);
  const counters = { bw: input.bw, color: input.color };
  return {
    kind: 'write',
    writes: {
      reading: {
        ...counters,
        corrections: [
          ...reading.corrections,
          { bw: reading.bw, color: reading.color, by, at: now, reason: input.reason },
        ],
        correctedAt: now,
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

const isCounter = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNTER;

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
