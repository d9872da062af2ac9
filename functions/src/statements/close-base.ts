/**
 * What the month close's callables share (statements/close.ts: closeMonth, reopenMonth;
 * statements/record-reading.ts: recordMonthReading): their Spanish messages, their error, the
 * store they run on (statements/firestore-close.ts; an in-memory one in the tests), the admin
 * check and the month's parsing. Apart from both, so neither imports the other.
 */
import { CallableError, type AdminActionCode } from '../callable-error.js';
import type { Logger } from '../logger.js';
import type { InvoiceKeys, ReadingSource, StatementLine } from '../../../src/domain/month-close.js';
import { isMonthId, type ContractTerms } from '../../../src/domain/client-portal.js';
import { READING_MESSAGES } from '../../../src/domain/readings/decision.js';
import type { MonthCloseStatus } from '../../../src/domain/schemas/statement.js';
import {
  isCounter,
  type Counters,
  type ReadingPlan,
  type ReadingSnapshot,
} from '../readings/writer.js';

export const CLOSE_MESSAGES = {
  notSignedIn: 'Inicia sesión como administrador.',
  notAdmin: 'Solo un administrador puede cerrar el mes.',
  invalidMonth: 'Indica el mes (AAAA-MM).',
  invalidReading: 'Indica el equipo, el mes y si registras o estimas la lectura.',
  counters: READING_MESSAGES.counters,
  readingNotClosable: 'Solo se registran aquí lecturas de un mes que ya terminó.',
  monthClosed: READING_MESSAGES.monthClosed,
  readingExists: READING_MESSAGES.readingExists,
  laterReading: READING_MESSAGES.laterReading,
  nextMonthClosed: READING_MESSAGES.nextMonthClosed.record,
  aboveNext: READING_MESSAGES.aboveNext,
  deviceNotFound: 'Ese equipo no existe.',
  belowPrevious: READING_MESSAGES.belowPrevious,
  estimated: 'Lectura estimada guardada.',
  recorded: 'Lectura registrada.',
  closeNotClosable: 'Solo se puede cerrar un mes que ya terminó.',
  alreadyClosed: 'El mes ya está cerrado.',
  closed: (statements: number) =>
    statements === 1
      ? 'Mes cerrado: 1 estado de cuenta.'
      : `Mes cerrado: ${String(statements)} estados de cuenta.`,
  reason: 'Escribe el motivo de la reapertura (de 3 a 500 caracteres).',
  notClosed: 'El mes no está cerrado.',
  reopened: 'Mes reabierto.',
  readingFailed: 'No se pudo guardar la lectura. Intenta de nuevo.',
  closeFailed: 'No se pudo cerrar el mes. Intenta de nuevo.',
  reopenFailed: 'No se pudo reabrir el mes. Intenta de nuevo.',
} as const;

export class MonthCloseError extends CallableError<AdminActionCode> {
  constructor(code: AdminActionCode, message: string) {
    super(code, message);
    this.name = 'MonthCloseError';
  }
}

export const refuse = (message: string) => new MonthCloseError('failed-precondition', message);

// ---------------------------------------------------------------------------------------------
// What the store reads and writes

/** A device as the close reads it (equipment/{id}; lenient: one without a contract is skipped). */
export interface CloseDevice {
  id: string;
  clientId: string;
  model: string;
  serial: string;
  color: boolean;
  location: { address: string; area: string };
  contract: ContractTerms & { startDate: string };
  /** Set once its rental ended (then it is not closed). */
  contractEnd: unknown;
}

/** A stored reading as the statement needs it. */
export interface StoredReading extends Counters {
  previous: Counters;
  source: ReadingSource | '';
  /** "Corregir lectura"'s entries, when it was corrected (a corrected estimate is no estimate). */
  corrections?: readonly unknown[];
}

/** One "Reabrir mes": when, who, why. */
export interface Reopening {
  at: Date;
  by: string;
  reason: string;
}

/** monthCloses/{month} as the handlers read it. */
export interface MonthCloseState {
  status: MonthCloseStatus;
  version: number;
}

/** A statement already stored: its version and its data as stored (copied verbatim). */
export interface ExistingStatement {
  version: number;
  data: Record<string, unknown>;
}

/** A statement's fields the close works out (the store adds closedAt, server time). */
export interface StatementData {
  clientId: string;
  month: string;
  version: number;
  company: string;
  rfc: string;
  devices: {
    equipmentId: string;
    model: string;
    serial: string;
    location: string;
    reading: Counters;
    previous: Counters;
    source: ReadingSource | '';
    pagesBw: number;
    pagesColor: number;
  }[];
  lines: StatementLine[];
  subtotalMxn: number;
  ivaMxn: number;
  totalMxn: number;
  closedBy: string;
}

/** What one close writes. */
export interface CloseWrite {
  month: string;
  version: number;
  by: string;
  /** Statements replaced by this close: copied first to statements/{id}/versions/{version}. */
  copies: { id: string; version: number; data: Record<string, unknown> }[];
  statements: { id: string; data: StatementData }[];
  /** monthCloses/{month}'s figures (reopenings are kept as stored). */
  totalMxn: number;
}

export type ReopenPlan =
  | { kind: 'write'; reopening: Reopening }
  | { kind: 'refused'; code: AdminActionCode; message: string };

export interface MonthCloseStore {
  /** monthCloses/{month}, or null. */
  getMonthClose(month: string): Promise<MonthCloseState | null>;
  /** Every device (one query); the store skips, logged, a document without a usable contract. */
  listDevices(): Promise<CloseDevice[]>;
  /** equipment/{id}/readings/{month} of each device, in order (null: none), in one read. */
  getReadings(equipmentIds: readonly string[], month: string): Promise<(StoredReading | null)[]>;
  /** clients/{id}'s company and RFC ('' when missing), per id. */
  getCompanies(
    clientIds: readonly string[],
  ): Promise<Map<string, { company: string; rfc: string }>>;
  /** statements/{id} already stored, per id. */
  getStatements(ids: readonly string[]): Promise<Map<string, ExistingStatement>>;
  /**
   * Writes the copies and the statements (in batches, each copy with its statement), then, in a
   * transaction, monthCloses/{month} = closed at `version` unless it is already closed:
   * 'already-closed' then (another close won; what it wrote is the same version).
   */
  writeClose(write: CloseWrite): Promise<'written' | 'already-closed'>;
  /**
   * One transaction (record-reading.ts): reads what `plan` needs, writes the reading and either
   * the device's stamp or the later reading's `previous`.
   */
  recordReading(
    equipmentId: string,
    month: string,
    plan: (snapshot: ReadingSnapshot) => ReadingPlan,
  ): Promise<ReadingPlan>;
  /** One transaction: reads monthCloses/{month}, sets it 'reabierto' and appends the reopening. */
  reopen(month: string, plan: (state: MonthCloseState | null) => ReopenPlan): Promise<ReopenPlan>;
}

export interface MonthCloseDeps {
  store: MonthCloseStore;
  /** The admin's e-mail when users/{uid} says role == 'admin', else null. */
  adminEmail(uid: string): Promise<string | null>;
  now(): Date;
  invoiceKeys: InvoiceKeys;
  logger: Logger;
}

export async function requireAdmin(uid: string | null, deps: MonthCloseDeps): Promise<string> {
  if (!uid) throw new MonthCloseError('unauthenticated', CLOSE_MESSAGES.notSignedIn);
  if ((await deps.adminEmail(uid)) === null)
    throw new MonthCloseError('permission-denied', CLOSE_MESSAGES.notAdmin);
  return uid;
}

export const fields = (data: unknown) => (data ?? {}) as Record<string, unknown>;

export function monthOf(value: unknown): string {
  if (typeof value !== 'string' || !isMonthId(value))
    throw new MonthCloseError('invalid-argument', CLOSE_MESSAGES.invalidMonth);
  return value;
}

/** A counter as the functions accept it: a whole number from 0 to MAX_COUNTER (the domain's). */
export const isCloseCounter = isCounter;
