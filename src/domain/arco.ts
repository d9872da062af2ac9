/**
 * ARCO requests (docs/product.md, Privacy requests): what a person may ask about their personal
 * data, the steps the company takes, and the legal deadline of its answer. Pure, no validation
 * library (the public page and the desk import it); relative imports only (the functions package
 * bundles it too).
 */
import {
  addBusinessDays,
  businessDaysBetween,
  calendarDaysBetween,
  dateInZone,
  endOfDayInZone,
  MEXICO_TIME_ZONE,
} from './business-days';

/** The rights a person may exercise, stored and shown as these words. */
export const ARCO_RIGHTS = [
  'Acceso',
  'Rectificación',
  'Cancelación',
  'Oposición',
  'Revocación del consentimiento',
] as const;
export type ArcoRight = (typeof ARCO_RIGHTS)[number];

/** Where a request stands on the desk, in this order; a new request is 'Recibida'. */
export const ARCO_STATUSES = ['Recibida', 'En proceso', 'Respondida', 'Rechazada'] as const;
export type ArcoStatus = (typeof ARCO_STATUSES)[number];

/** Statuses of a request still waiting for its answer (the deadline applies to them). */
export const OPEN_ARCO_STATUSES = ['Recibida', 'En proceso'] as const satisfies ArcoStatus[];

export function isOpenArcoStatus(status: ArcoStatus): boolean {
  return (OPEN_ARCO_STATUSES as readonly ArcoStatus[]).includes(status);
}

/** The answer is due this many business days after the day the request was received. */
export const ARCO_RESPONSE_BUSINESS_DAYS = 20;

/** Longest response note an admin keeps on a request (characters). */
export const ARCO_RESPONSE_NOTE_MAX_LENGTH = 2000;

/**
 * When the answer to a request received at `receivedAt` is due: the end of the 20th business
 * day after the day of receipt, on the company's calendar (America/Cancun). A request received on
 * a Saturday counts from the Monday after, as one received on Friday does.
 */
export function arcoDueAt(receivedAt: Date): Date {
  const received = dateInZone(receivedAt, MEXICO_TIME_ZONE);
  return endOfDayInZone(addBusinessDays(received, ARCO_RESPONSE_BUSINESS_DAYS), MEXICO_TIME_ZONE);
}

/** How a deadline stands on a given day. */
export type DueStatus =
  /** Business days left after today, up to the due day included (at least 1). */
  | { kind: 'left'; businessDays: number }
  /** Due today. */
  | { kind: 'today' }
  /** Past due by this many calendar days. */
  | { kind: 'overdue'; days: number };

/** Where `dueAt` stands at `now`, day by day on the company's calendar. */
export function dueStatus(dueAt: Date, now: Date): DueStatus {
  const today = dateInZone(now, MEXICO_TIME_ZONE);
  const due = dateInZone(dueAt, MEXICO_TIME_ZONE);
  if (today === due) return { kind: 'today' };
  if (today < due)
    return { kind: 'left', businessDays: Math.max(1, businessDaysBetween(today, due)) };
  return { kind: 'overdue', days: calendarDaysBetween(due, today) };
}
