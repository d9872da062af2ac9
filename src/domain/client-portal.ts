/**
 * The rental clients' portal (docs/decisions/0033-client-portal-data.md): the value lists its
 * documents use, the month a reading belongs to, and the month's estimate. Pure TypeScript (no
 * React, no Firebase); firestore.rules keep the same lists in their own language.
 */
import { CANCUN_UTC_OFFSET_MINUTES } from './business-hours';
import type { Counters } from './schemas/equipment';

/**
 * A service ticket's statuses, in order (docs/decisions/0042-service-levels.md). Resuelto closes
 * it; the two waiting statuses pause its clock (service-level.ts).
 */
export const TICKET_STATUSES = [
  'Abierto',
  'En proceso',
  'Esperando refacción',
  'Esperando al cliente',
  'Resuelto',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** "Solicitar tóner" or "Reportar una falla". */
export const TICKET_KINDS = ['toner', 'falla'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** The toner colours a client can ask for (a B/N device only Negro): ./toner-colors.ts. */
export { TONER_COLORS, type TonerColor } from './toner-colors';

/** What a fault report is about. */
export const FAULT_CATEGORIES = [
  'Atasco de papel',
  'Calidad de impresión',
  'No enciende',
  'Mensaje de error',
  'Red o escaneo',
  'Otro',
] as const;
export type FaultCategory = (typeof FAULT_CATEGORIES)[number];

/** Whether a ticket in this status still needs the desk (stored as `open`). */
export function isOpenStatus(status: TicketStatus): boolean {
  return status !== 'Resuelto';
}

/** IVA in Mexico: 16 %. */
export const IVA_PERCENT = 16;

/** The day of the month from which the portal shows "Lecturas pendientes". */
export const READING_DUE_DAY = 25;

const MONTH_ID = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The id of the month `at` falls in, in the company's time (America/Cancun, UTC−5): "2026-05".
 * A device has at most one reading per month, stored under this id; firestore.rules compute the
 * same id from the server's clock and accept a reading only for the current month.
 */
export function monthId(at: Date): string {
  const local = new Date(at.getTime() + CANCUN_UTC_OFFSET_MINUTES * 60_000);
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${String(local.getUTCFullYear())}-${month}`;
}

export function isMonthId(value: string): boolean {
  return MONTH_ID.test(value);
}

/** The month before `id` ("2026-01" → "2025-12"). */
export function previousMonthId(id: string): string {
  const match = MONTH_ID.exec(id);
  if (!match) throw new RangeError(`Not a month id: ${id}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month === 1
    ? `${String(year - 1)}-12`
    : `${String(year)}-${String(month - 1).padStart(2, '0')}`;
}

/** The day of the month of `at` in the company's time (1–31). */
export function dayOfMonth(at: Date): number {
  return new Date(at.getTime() + CANCUN_UTC_OFFSET_MINUTES * 60_000).getUTCDate();
}

/** Whether the portal shows "Lecturas pendientes": from day 25, when this month has no reading. */
export function isReadingDue(at: Date, lastReadingMonth: string): boolean {
  return dayOfMonth(at) >= READING_DUE_DAY && lastReadingMonth !== monthId(at);
}

/** A rental contract's money terms (equipment/{id}.contract). Every price includes IVA. */
export interface ContractTerms {
  /** The monthly fee in MXN, IVA included. */
  monthlyFeeMxn: number;
  includedPagesBw: number;
  includedPagesColor: number;
  /** MXN per page beyond the included ones, IVA included. */
  extraPagePriceBw: number;
  extraPagePriceColor: number;
}

/** Pages printed in a month: this reading's counters minus the previous ones. */
export interface MonthPages {
  bw: number;
  color: number;
}

export interface MonthEstimate {
  pagesBw: number;
  pagesColor: number;
  extraPagesBw: number;
  extraPagesColor: number;
  /** Amounts in MXN rounded to cents; each includes IVA, as the contract's prices do. */
  feeMxn: number;
  extraBwMxn: number;
  extraColorMxn: number;
  /** total = subtotal + iva exactly; subtotal = total / 1.16 rounded to cents. */
  subtotalMxn: number;
  ivaMxn: number;
  totalMxn: number;
}

/** A price in ten-thousandths of a peso: per-page prices may have more than two decimals. */
const toTenThousandths = (mxn: number) => Math.round(mxn * 10_000);

/** Whole pages, never negative (a counter reset reads as none). */
const pagesOf = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

/**
 * The month's estimate: the fee plus the pages beyond the included ones at their price. The
 * contract's prices include IVA (docs/decisions/0033-client-portal-data.md), so the total is that
 * sum and the subtotal and IVA are taken out of it: subtotal = total / 1.16 rounded to cents, and
 * IVA the rest, so that subtotal + IVA is the total to the cent. Integer arithmetic in cents.
 */
export function estimateMonth(contract: ContractTerms, pages: MonthPages): MonthEstimate {
  const pagesBw = pagesOf(pages.bw);
  const pagesColor = pagesOf(pages.color);
  const extraPagesBw = Math.max(0, pagesBw - pagesOf(contract.includedPagesBw));
  const extraPagesColor = Math.max(0, pagesColor - pagesOf(contract.includedPagesColor));
  const feeCents = Math.round(toTenThousandths(contract.monthlyFeeMxn) / 100);
  const extraBwCents = Math.round(
    (extraPagesBw * toTenThousandths(contract.extraPagePriceBw)) / 100,
  );
  const extraColorCents = Math.round(
    (extraPagesColor * toTenThousandths(contract.extraPagePriceColor)) / 100,
  );
  const totalCents = feeCents + extraBwCents + extraColorCents;
  const subtotalCents = Math.round((totalCents * 100) / (100 + IVA_PERCENT));
  return {
    pagesBw,
    pagesColor,
    extraPagesBw,
    extraPagesColor,
    feeMxn: feeCents / 100,
    extraBwMxn: extraBwCents / 100,
    extraColorMxn: extraColorCents / 100,
    subtotalMxn: subtotalCents / 100,
    ivaMxn: (totalCents - subtotalCents) / 100,
    totalMxn: totalCents / 100,
  };
}

/**
 * The month's pages of a reading: its counters minus the counters before it (`previous`, stored
 * with the reading). The one place that works them out.
 */
export function monthPages(reading: Counters & { previous: Counters }): MonthPages {
  return { bw: reading.bw - reading.previous.bw, color: reading.color - reading.previous.color };
}

/** The month's figures of a device from its reading (null without one). */
export function usageOf(
  equipment: { contract: ContractTerms },
  reading: (Counters & { previous: Counters }) | null,
): MonthEstimate | null {
  return reading ? estimateMonth(equipment.contract, monthPages(reading)) : null;
}
