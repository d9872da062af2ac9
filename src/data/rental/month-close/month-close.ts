/**
 * The month close on the site's side (docs/decisions/0044-month-close.md): the devices a month
 * closes with their readings, the month's state and statements, a company's statements, the
 * devices whose toner runs out soon, and the three callable functions that write (an admin's
 * late reading or estimate, "Cerrar mes", "Reabrir mes"). Statements and monthCloses are written
 * only by those functions (firestore.rules); every read here is one query or one document per
 * device closed, never the history.
 */
import * as v from 'valibot';
import {
  isActiveInMonth,
  statementId,
  type ClosedMonth,
  type ReadingSource,
} from '@/domain/month-close';
import { EQUIPMENT_COLLECTION, type Counters } from '@/domain/schemas/equipment';
import { READINGS_SUBCOLLECTION } from '@/domain/schemas/meter-reading';
import {
  MONTH_CLOSES_COLLECTION,
  MonthCloseSchema,
  STATEMENTS_COLLECTION,
  StatementSchema,
  type MonthCloseDoc,
  type StatementDoc,
} from '@/domain/schemas/statement';
import { tonerAlertUntil } from '@/domain/toner-forecast';
import { withDocuments } from '../../access';
import {
  parseEquipment,
  parseMeterReading,
  type Equipment,
  type MeterReading,
} from '../client-portal';
import { isPlainObject } from '../../doc-values';

export type Statement = StatementDoc & { id: string };
export type MonthClose = MonthCloseDoc;

/** The most devices one close reads (the whole fleet, a few hundred at most). */
export const CLOSE_DEVICES_LIMIT = 1000;
/** A company's statements listed: two years. */
export const COMPANY_STATEMENTS_LIMIT = 24;
/** The devices "Tóner por agotarse" lists. */
export const TONER_ALERTS_LIMIT = 50;

function parse<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(schema, raw);
  return result.success ? result.output : null;
}

const parseStatement = (id: string, raw: unknown): Statement | null => {
  const statement = parse(StatementSchema, raw);
  return statement ? { ...statement, id } : null;
};

// ---------------------------------------------------------------------------------------------
// "Cierre de mes"

/** A device the month closes, with its reading of that month (null: "Sin lectura"). */
export interface CloseDevice {
  device: Equipment;
  reading: MeterReading | null;
}

/**
 * The devices active in `month` (isActiveInMonth), each with its readings/{month}: one query of
 * the devices, then one document per device active that month. Sorted by company (its
 * id) and serial.
 */
export async function listCloseDevices(month: string): Promise<CloseDevice[]> {
  return withDocuments(async (store) => {
    // Devices written before "Terminar contrato" lack contractEnd, so no filter on it.
    const rows = await store.list(EQUIPMENT_COLLECTION, { limit: CLOSE_DEVICES_LIMIT });
    const devices = rows
      .flatMap((row) => parseEquipment(row.id, row.data) ?? [])
      .filter((device) => isActiveInMonth(device, month));
    const readings = await Promise.all(
      devices.map((device) =>
        store.get(`${EQUIPMENT_COLLECTION}/${device.id}/${READINGS_SUBCOLLECTION}`, month),
      ),
    );
    return devices
      .map((device, i) => ({ device, reading: parseMeterReading(month, readings[i]) }))
      .sort(
        (a, b) =>
          a.device.clientId.localeCompare(b.device.clientId) ||
          a.device.serial.localeCompare(b.device.serial, 'es'),
      );
  });
}

export const closeDevicesKey = (month: string): string =>
  `${MONTH_CLOSES_COLLECTION}/${month}/devices`;

/** monthCloses/{month}, or null while the month was never closed. */
export async function getMonthClose(month: string): Promise<MonthClose | null> {
  const raw = await withDocuments((store) => store.get(MONTH_CLOSES_COLLECTION, month));
  return parse(MonthCloseSchema, raw);
}

export const monthCloseKey = (month: string): string => `${MONTH_CLOSES_COLLECTION}/${month}`;

/** The month's statements (admins), by company name. */
export async function listMonthStatements(month: string): Promise<Statement[]> {
  const rows = await withDocuments((store) =>
    store.list(STATEMENTS_COLLECTION, {
      where: [{ field: 'month', op: '==', value: month }],
      limit: CLOSE_DEVICES_LIMIT,
    }),
  );
  return rows
    .flatMap((row) => parseStatement(row.id, row.data) ?? [])
    .sort((a, b) => a.company.localeCompare(b.company, 'es') || a.id.localeCompare(b.id));
}

export const monthStatementsKey = (month: string): string =>
  `${STATEMENTS_COLLECTION}?month=${month}`;

// ---------------------------------------------------------------------------------------------
// "Estados de cuenta" (the company's administrator and "Facturación", and admins)

/** A company's statements, newest month first (at most two years). */
export async function listCompanyStatements(clientId: string): Promise<Statement[]> {
  const rows = await withDocuments((store) =>
    store.list(STATEMENTS_COLLECTION, {
      where: [{ field: 'clientId', op: '==', value: clientId }],
      orderBy: { field: 'month', direction: 'desc' },
      limit: COMPANY_STATEMENTS_LIMIT,
    }),
  );
  return rows.flatMap((row) => parseStatement(row.id, row.data) ?? []);
}

export const companyStatementsKey = (clientId: string): string =>
  `${STATEMENTS_COLLECTION}?client=${clientId}`;

/** One statement (its latest version), or null. */
export async function getStatement(clientId: string, month: string): Promise<Statement | null> {
  const id = statementId(clientId, month);
  const raw = await withDocuments((store) => store.get(STATEMENTS_COLLECTION, id));
  return parseStatement(id, raw);
}

export const statementKey = (clientId: string, month: string): string =>
  `${STATEMENTS_COLLECTION}/${statementId(clientId, month)}`;

// ---------------------------------------------------------------------------------------------
// "Tóner por agotarse"

/** Devices whose toner runs out by today + 10 days (Cancún), the soonest first. */
export async function listTonerAlerts(now: Date): Promise<Equipment[]> {
  const rows = await withDocuments((store) =>
    store.list(EQUIPMENT_COLLECTION, {
      where: [{ field: 'tonerEndsOn', op: '<=', value: tonerAlertUntil(now) }],
      orderBy: { field: 'tonerEndsOn', direction: 'asc' },
      limit: TONER_ALERTS_LIMIT,
    }),
  );
  return rows
    .flatMap((row) => parseEquipment(row.id, row.data) ?? [])
    .filter((device) => device.contractEnd === null);
}

export const tonerAlertsKey = (): string => `${EQUIPMENT_COLLECTION}?toner=pronto`;

// ---------------------------------------------------------------------------------------------
// The functions that write

/** The callable functions' client, loaded on the first call (as reading-corrections.ts does). */
const callFunction = async <Req, Res>(name: string, data: Req): Promise<Res> =>
  (await import('@/lib/functions')).callFunction<Req, Res>(name, data);

export type MonthReadingInit = { mode: 'estimar' } | ({ mode: 'registrar' } & Counters);

export interface RecordedMonthReading extends Counters {
  month: string;
  source: ReadingSource;
  message: string;
}

/**
 * "Registrar lectura" or "Estimar" in "Cierre de mes": the device's reading of a finished,
 * open month. Rejects with a FunctionCallError whose message is Spanish.
 */
export function recordMonthReading(
  equipmentId: string,
  month: string,
  init: MonthReadingInit,
): Promise<RecordedMonthReading> {
  return callFunction('recordMonthReading', { equipmentId, month, ...init });
}

export type { ClosedMonth };

/** "Cerrar mes": refused with "Faltan lecturas de N equipos." while a device lacks one. */
export function closeMonth(month: string): Promise<ClosedMonth> {
  return callFunction('closeMonth', { month });
}

/** "Reabrir mes" with its "Motivo de la reapertura". Resolves to the Spanish answer. */
export async function reopenMonth(month: string, reason: string): Promise<string> {
  const answer = await callFunction<{ month: string; reason: string }, { message: string }>(
    'reopenMonth',
    { month, reason },
  );
  return answer.message;
}
