/**
 * Closing a month (docs/decisions/0044-month-close.md), the three callables of the desk's
 * "Cierre de mes" (statements/functions.ts), as pure handlers over a store
 * (statements/firestore-close.ts on Firestore; an in-memory one in the tests):
 * - `recordMonthReading` (statements/record-reading.ts): a missing reading of a month that already
 *   ended, typed by the desk ("Registrar lectura") or estimated ("Estimar"), between its
 *   neighbours' counters. The rules keep clients from writing either.
 * - `closeMonth`: once every active device has the month's reading, one statement per company
 *   (statements/{clientId}_{YYYY-MM}: its devices, their lines and totals, worked out by
 *   src/domain/month-close.ts) and monthCloses/{YYYY-MM}. A reclose after "Reabrir mes" writes
 *   the next version and first copies the statement it replaces to versions/{its version}.
 * - `reopenMonth`: a closed month reopened with a reason (kept in monthCloses' reopenings); the
 *   statements stay as they are until the reclose.
 * Only admins (users/{uid}.role == 'admin'); every refusal is a CallableError with its Spanish
 * message.
 */
import { CallableError, type AdminActionCode } from '../callable-error.js';
import type { Logger } from '../logger.js';
import {
  deviceLines,
  isActiveInMonth,
  isClosableMonth,
  missingReadingsMessage,
  statementId,
  statementTotals,
  type InvoiceKeys,
  type ReadingSource,
  type StatementLine,
} from '../../../src/domain/month-close.js';
import { isMonthId, type ContractTerms } from '../../../src/domain/client-portal.js';
import { MAX_COUNTER, type Counters } from '../../../src/domain/schemas/equipment.js';
import {
  aboveNextMessage,
  belowPreviousMessage,
} from '../../../src/domain/schemas/meter-reading.js';
import {
  REOPEN_REASON_MAX,
  REOPEN_REASON_MIN,
  type MonthCloseStatus,
} from '../../../src/domain/schemas/statement.js';
import type { ReadingPlan, ReadingSnapshot } from './record-reading.js';

export const CLOSE_MESSAGES = {
  notSignedIn: 'Inicia sesión como administrador.',
  notAdmin: 'Solo un administrador puede cerrar el mes.',
  invalidMonth: 'Indica el mes (AAAA-MM).',
  invalidReading: 'Indica el equipo, el mes y si registras o estimas la lectura.',
  counters: 'Escribe contadores enteros, de 0 a 999,999,999.',
  readingNotClosable: 'Solo se registran aquí lecturas de un mes que ya terminó.',
  monthClosed: 'El mes está cerrado. Reábrelo para cambiar sus lecturas.',
  readingExists: 'Ese equipo ya tiene lectura de ese mes.',
  laterReading: 'El equipo ya tiene una lectura posterior; corrígela con «Corregir lectura».',
  nextMonthClosed: 'El mes siguiente está cerrado; reábrelo antes de registrar esta lectura.',
  aboveNext: aboveNextMessage,
  deviceNotFound: 'Ese equipo no existe.',
  belowPrevious: belowPreviousMessage,
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

const refuse = (message: string) => new MonthCloseError('failed-precondition', message);

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

const fields = (data: unknown) => (data ?? {}) as Record<string, unknown>;

export function monthOf(value: unknown): string {
  if (typeof value !== 'string' || !isMonthId(value))
    throw new MonthCloseError('invalid-argument', CLOSE_MESSAGES.invalidMonth);
  return value;
}

/** A counter as the functions accept it: a whole number from 0 to 999,999,999. */
export const isCloseCounter = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNTER;

// ---------------------------------------------------------------------------------------------
// closeMonth

/** "Av. Tulum 200 · Recepción": the device's place as the statement shows it. */
export function deviceLocation(location: { address: string; area: string }): string {
  const area = location.area.trim();
  return `${location.address.trim()}${area ? ` · ${area}` : ''}`;
}

/** One company's statement for `month` from its devices and their readings. */
export function buildStatement(
  clientId: string,
  month: string,
  version: number,
  company: { company: string; rfc: string },
  devices: readonly { device: CloseDevice; reading: StoredReading }[],
  keys: InvoiceKeys,
  by: string,
): StatementData {
  const rows = devices.map(({ device, reading }) => {
    const pagesBw = Math.max(0, reading.bw - reading.previous.bw);
    const pagesColor = Math.max(0, reading.color - reading.previous.color);
    return {
      row: {
        equipmentId: device.id,
        model: device.model,
        serial: device.serial,
        location: deviceLocation(device.location),
        reading: { bw: reading.bw, color: reading.color },
        previous: { bw: reading.previous.bw, color: reading.previous.color },
        source: reading.source,
        pagesBw,
        pagesColor,
      },
      lines: deviceLines(device, { bw: pagesBw, color: pagesColor }, keys),
    };
  });
  const lines = rows.flatMap((r) => r.lines);
  return {
    clientId,
    month,
    version,
    company: company.company,
    rfc: company.rfc,
    devices: rows.map((r) => r.row),
    lines,
    ...statementTotals(lines),
    closedBy: by,
  };
}

const byDevice = (a: CloseDevice, b: CloseDevice) =>
  a.model.localeCompare(b.model, 'es') ||
  a.serial.localeCompare(b.serial, 'es') ||
  a.id.localeCompare(b.id);

export interface ClosedMonth {
  month: string;
  version: number;
  statements: number;
  totalMxn: number;
  message: string;
}

/** "Cerrar mes". */
export async function closeMonth(
  data: unknown,
  uid: string | null,
  deps: MonthCloseDeps,
): Promise<ClosedMonth> {
  const by = await requireAdmin(uid, deps);
  const month = monthOf(fields(data).month);
  if (!isClosableMonth(month, deps.now())) throw refuse(CLOSE_MESSAGES.closeNotClosable);
  const state = await deps.store.getMonthClose(month);
  if (state?.status === 'cerrado') throw refuse(CLOSE_MESSAGES.alreadyClosed);

  const devices = (await deps.store.listDevices())
    .filter((device) => isActiveInMonth(device, month))
    .sort(byDevice);
  const readings = await deps.store.getReadings(
    devices.map((d) => d.id),
    month,
  );
  const missing = readings.filter((r) => r === null).length;
  if (missing > 0) throw refuse(missingReadingsMessage(missing));

  const byClient = new Map<string, { device: CloseDevice; reading: StoredReading }[]>();
  devices.forEach((device, i) => {
    const reading = readings[i];
    if (!reading) return;
    const list = byClient.get(device.clientId) ?? [];
    list.push({ device, reading });
    byClient.set(device.clientId, list);
  });
  const clientIds = [...byClient.keys()].sort();
  const ids = clientIds.map((clientId) => statementId(clientId, month));
  const [companies, existing] = await Promise.all([
    deps.store.getCompanies(clientIds),
    deps.store.getStatements(ids),
  ]);

  const version = state ? state.version + 1 : 1;
  const statements = clientIds.map((clientId) => ({
    id: statementId(clientId, month),
    data: buildStatement(
      clientId,
      month,
      version,
      companies.get(clientId) ?? { company: '', rfc: '' },
      byClient.get(clientId) ?? [],
      deps.invoiceKeys,
      by,
    ),
  }));
  // A statement of an earlier version is kept; one of this version (a close that stopped half
  // way, retried) is simply written again.
  const copies = ids.flatMap((id) => {
    const old = existing.get(id);
    return old && old.version < version ? [{ id, version: old.version, data: old.data }] : [];
  });
  const totalCents = statements.reduce((sum, s) => sum + Math.round(s.data.totalMxn * 100), 0);
  const totalMxn = totalCents / 100;
  const outcome = await deps.store.writeClose({
    month,
    version,
    by,
    copies,
    statements,
    totalMxn,
  });
  if (outcome === 'already-closed') throw refuse(CLOSE_MESSAGES.alreadyClosed);
  deps.logger.info('cierre: mes cerrado', {
    month,
    version,
    statements: statements.length,
    devices: devices.length,
    copies: copies.length,
  });
  return {
    month,
    version,
    statements: statements.length,
    totalMxn,
    message: CLOSE_MESSAGES.closed(statements.length),
  };
}

// ---------------------------------------------------------------------------------------------
// reopenMonth

/** "Reabrir mes": a closed month, with the reason. */
export async function reopenMonth(
  data: unknown,
  uid: string | null,
  deps: MonthCloseDeps,
): Promise<{ message: string }> {
  const by = await requireAdmin(uid, deps);
  const { month, reason } = fields(data);
  const reopened = monthOf(month);
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (why.length < REOPEN_REASON_MIN || why.length > REOPEN_REASON_MAX)
    throw new MonthCloseError('invalid-argument', CLOSE_MESSAGES.reason);
  const at = deps.now();
  const plan = await deps.store.reopen(reopened, (state) =>
    state?.status === 'cerrado'
      ? { kind: 'write', reopening: { at, by, reason: why } }
      : { kind: 'refused', code: 'failed-precondition', message: CLOSE_MESSAGES.notClosed },
  );
  if (plan.kind === 'refused') throw new MonthCloseError(plan.code, plan.message);
  deps.logger.info('cierre: mes reabierto', { month: reopened });
  return { message: CLOSE_MESSAGES.reopened };
}
