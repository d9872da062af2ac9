/**
 * Which month a reading is for (docs/product.md, "Lecturas: una sola escritura…", and
 * docs/decisions/0046-reading-belongs-to-the-month-it-closes.md). A reading belongs to the month
 * it closes: from the 25th of a month to the 5th of the next (Cancún time), while that month is not
 * closed, a reading sent by the client or the collector is that month's (read on 1 December, it
 * is November's); any other day it is the current month's. Pure TypeScript, shared by the portal,
 * the collector's function and the meter reminders; firestore.rules keep the same rule in their
 * own language (readingMonthAllowed).
 */
import { dayOfMonth, monthId, previousMonthId, READING_DUE_DAY } from './client-portal';
import type { Counters } from './schemas/equipment';

/** The last day of a month (Cancún) on which a reading still belongs to the month before. */
export const LATE_READING_LAST_DAY = 5;

/** Whether a month ("YYYY-MM") is closed (monthCloses/{month} says 'cerrado'). */
export type ClosedMonths = (month: string) => boolean;

/**
 * The month a reading sent at `at` is for: the month before on its 1st to 5th day (Cancún) while
 * that month is not closed, else the current month. From the 25th the current month is the one
 * the reading closes, so the window of a month is its 25th to the next month's 5th.
 */
export function readingMonthFor(at: Date, isClosed: ClosedMonths): string {
  const current = monthId(at);
  if (dayOfMonth(at) > LATE_READING_LAST_DAY) return current;
  const previous = previousMonthId(current);
  return isClosed(previous) ? current : previous;
}

/**
 * Whether a reading of `month` (the one readingMonthFor answers) is asked for at `at`: the month
 * before always (its 1st to 5th are its last days), the current month from day 25. The portal's
 * "Lecturas pendientes", the collector's automatic reading and the meter reminder follow it.
 */
export function isReadingWindow(at: Date, month: string): boolean {
  return month !== monthId(at) || dayOfMonth(at) >= READING_DUE_DAY;
}

/** A device as the portal knows it: its last reading's month and its contract's start. */
export interface ReadingDevice {
  lastReadingMonth: string;
  contract: { startDate: string };
}

/**
 * The months a client's page counts as closed for one of its devices: those before its contract
 * started (it takes no reading of them). The portal does not read monthCloses (admins only): a
 * month closes only once every device rented in it has that month's reading, so a month the
 * device was rented in and has no reading of is still open; the rules check the month's real
 * state on the write.
 */
export function notRentedIn(device: ReadingDevice): ClosedMonths {
  return (month) => device.contract.startDate > `${month}-31`;
}

/**
 * The month a client's page is about for `device` at `at` (the form's "Lectura de …", the
 * reading and estimate shown, "Falta la lectura de …"): the month a reading sent now is for. On
 * the 1st to 5th that is the month before even once it has its reading: the page shows that
 * reading rather than asking already for the new month's.
 */
export function deviceReadingMonth(at: Date, device: ReadingDevice): string {
  return readingMonthFor(at, notRentedIn(device));
}

/** Whether the device still takes the reading of `month` (it has none of it, nor a later one). */
export const takesReadingOf = (device: ReadingDevice, month: string): boolean =>
  device.lastReadingMonth < month;

/**
 * The month whose reading the portal asks for ("Lecturas pendientes"), or null: the page's month
 * when the device has no reading of it yet and the month is in its window (from day 25 of the
 * current month, or the 1st to 5th for the month before).
 */
export function dueReadingMonth(at: Date, device: ReadingDevice): string | null {
  const month = deviceReadingMonth(at, device);
  return takesReadingOf(device, month) && isReadingWindow(at, month) ? month : null;
}

/** A stored reading as its neighbours need it. */
export interface NeighbourReading extends Counters {
  month: string;
  previous: Counters;
}

/**
 * The counters a reading of `month` must lie between when it is recorded late, between its
 * neighbours (the desk's "Registrar lectura" in "Cierre de mes", functions/src/statements
 * record-reading.ts): from what the first later reading counts from (its `previous`) up to that
 * reading's counters; with no later reading, from the device's floor with no ceiling.
 * `readings`: the device's readings, in any order.
 */
export function neighbourBounds(
  readings: readonly NeighbourReading[],
  month: string,
  deviceFloor: Counters,
): { floor: Counters; ceiling: Counters | null } {
  const next = readings
    .filter((r) => r.month > month)
    .reduce<NeighbourReading | null>(
      (first, r) => (!first || r.month < first.month ? r : first),
      null,
    );
  return next
    ? {
        floor: { bw: next.previous.bw, color: next.previous.color },
        ceiling: { bw: next.bw, color: next.color },
      }
    : { floor: deviceFloor, ceiling: null };
}
