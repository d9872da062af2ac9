/**
 * statements/{clientId}_{YYYY-MM} (with its earlier versions in versions/{n}) and
 * monthCloses/{YYYY-MM}: what the month close writes (docs/decisions/0044-month-close.md), as
 * the site reads it (timestamps as ISO strings). Only the close functions write them
 * (functions/src/statements); firestore.rules refuse every other write.
 */
import * as v from 'valibot';
import { STATEMENT_CONCEPTS, READING_SOURCES } from '../month-close';
import { MONTH_CLOSES, STATEMENTS, STATEMENT_VERSIONS } from '../collections';

export const STATEMENTS_COLLECTION = STATEMENTS;
export const STATEMENT_VERSIONS_SUBCOLLECTION = STATEMENT_VERSIONS;
export const MONTH_CLOSES_COLLECTION = MONTH_CLOSES;

const money = v.number();
const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const counters = v.object({ bw: whole, color: whole });

/** One line (src/domain/month-close.ts StatementLine). */
export const StatementLineSchema = v.object({
  equipmentId: v.string(),
  model: v.string(),
  serial: v.string(),
  concept: v.picklist(STATEMENT_CONCEPTS),
  description: v.string(),
  claveProdServ: v.string(),
  claveUnidad: v.string(),
  quantity: whole,
  unitPriceMxn: money,
  unitPriceNetMxn: money,
  subtotalMxn: money,
  ivaMxn: money,
  totalMxn: money,
});

/** Each device of the statement with the reading it was billed on. */
export const StatementDeviceSchema = v.object({
  equipmentId: v.string(),
  model: v.string(),
  serial: v.string(),
  /** Its address and area ("Recepción"), as the statement shows it. */
  location: v.fallback(v.string(), ''),
  /**
   * Whether it prints in colour (a B/N device shows no colour counter). Statements closed before
   * it was recorded have none: a device whose colour counters are both 0 is shown as B/N.
   */
  color: v.optional(v.boolean()),
  /** The month's reading and the counters before it. */
  reading: counters,
  previous: counters,
  /** Where the reading came from; 'estimada' is shown as "Estimada". */
  source: v.fallback(v.union([v.picklist(READING_SOURCES), v.literal('')]), ''),
  pagesBw: whole,
  pagesColor: whole,
});

/** A statement (and each of its earlier versions). */
export const StatementSchema = v.object({
  clientId: v.string(),
  month: v.string(),
  /** 1 on the first close; each reclose after "Reabrir mes" adds one. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The company's name and RFC ('' when unknown) when closed. */
  company: v.fallback(v.string(), ''),
  rfc: v.fallback(v.string(), ''),
  devices: v.array(StatementDeviceSchema),
  lines: v.array(StatementLineSchema),
  subtotalMxn: money,
  ivaMxn: money,
  totalMxn: money,
  closedAt: v.string(),
  /** The admin who pressed "Cerrar mes" (uid). */
  closedBy: v.fallback(v.string(), ''),
});
export type StatementDoc = v.InferOutput<typeof StatementSchema>;
export type StatementLineDoc = v.InferOutput<typeof StatementLineSchema>;
export type StatementDeviceDoc = v.InferOutput<typeof StatementDeviceSchema>;

/** A month's state: closed, or reopened by an admin with a reason. */
export const MONTH_CLOSE_STATUSES = ['cerrado', 'reabierto'] as const;
export type MonthCloseStatus = (typeof MONTH_CLOSE_STATUSES)[number];

export const MonthCloseSchema = v.object({
  month: v.string(),
  status: v.picklist(MONTH_CLOSE_STATUSES),
  /** The version the last close wrote (1, 2, …). */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  closedAt: v.string(),
  closedBy: v.fallback(v.string(), ''),
  /** How many statements and their total (MXN, IVA included) on the last close. */
  statements: v.fallback(whole, 0),
  totalMxn: v.fallback(money, 0),
  /** Every "Reabrir mes": when, by whom, why (oldest first). */
  reopenings: v.fallback(
    v.array(v.object({ at: v.string(), by: v.string(), reason: v.string() })),
    [],
  ),
});
export type MonthCloseDoc = v.InferOutput<typeof MonthCloseSchema>;

/** "Motivo de la reapertura": 3 to 500 characters. */
export const REOPEN_REASON_MIN = 3;
export const REOPEN_REASON_MAX = 500;
