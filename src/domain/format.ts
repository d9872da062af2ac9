/**
 * How the app writes money, counters, months and dates (es-MX): the one place that formats them.
 * Times are Cancún's (America/Cancun) whatever the browser's zone, unless a caller names another
 * zone; calendar days and months ("2026-03", "2026-03-04") are dates, not times, and read as such.
 */
import { MEXICO_TIME_ZONE } from './time-zone';
import type { EquipmentQuantity } from './entities';

export interface MoneyOptions {
  /** The most decimals shown: 2 (default), 4 for a per-page price ("$0.3525"), 0 for whole pesos. */
  maxDecimals?: 0 | 2 | 4;
  /** Appends " MXN": "$1,499.00 MXN" (the desk's client page, a won lead's fee). */
  suffix?: boolean;
}

const moneyFormats = new Map<number, Intl.NumberFormat>();

/**
 * Pesos in es-MX: "$1,499.00"; `{ maxDecimals: 4 }` "$0.3525"; `{ maxDecimals: 0 }` "$12,500";
 * `{ suffix: true }` "$1,499.00 MXN".
 */
export function formatMoney(
  value: number,
  { maxDecimals = 2, suffix = false }: MoneyOptions = {},
): string {
  let format = moneyFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      minimumFractionDigits: Math.min(2, maxDecimals),
      maximumFractionDigits: maxDecimals,
    });
    moneyFormats.set(maxDecimals, format);
  }
  const text = format.format(value);
  return suffix ? `${text} MXN` : text;
}

/** "$4,500.00 MXN": formatMoney with the currency named (a won lead's fee, a client's contract). */
export function formatMxn(
  value: number,
  { maxDecimals = 2 }: Pick<MoneyOptions, 'maxDecimals'> = {},
): string {
  return formatMoney(value, { maxDecimals, suffix: true });
}

/** "$12,500": formatMoney in whole pesos (the dashboard's charts). */
export function formatWholePesos(value: number): string {
  return formatMoney(value, { maxDecimals: 0 });
}

/**
 * An amount for a file, as the invoicing system reads it: two decimals, no sign or separators
 * ("1500.00").
 */
export const formatAmount = (mxn: number): string => (Math.round(mxn * 100) / 100).toFixed(2);

/** A unit price for a file: up to four decimals, at least two ("1.5" → "1.50", "0.12345" → "0.1235"). */
export function formatUnitPrice(mxn: number): string {
  const fixed = (Math.round(mxn * 10_000) / 10_000).toFixed(4);
  return fixed.replace(/(\.\d\d\d?)0+$/, '$1').replace(/(\.\d\d)0$/, '$1');
}

/** Whole numbers in es-MX ("1,234"): counters, pages, readings. */
export function formatCount(value: number): string {
  return value.toLocaleString('es-MX');
}

/** "2026-05" → "mayo de 2026" (the id as it is when it is not a month). */
export function formatMonth(id: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  if (!match) return id;
  return new Intl.DateTimeFormat('es-MX', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/**
 * A calendar day "2026-03-04" → "4 de marzo de 2026" (`'long'`, default) or "4 mar 2026"
 * (`'medium'`); the text as it is when it is not a day.
 */
export function formatDate(day: string, style: 'long' | 'medium' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return new Intl.DateTimeFormat('es-MX', { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}

/** A calendar day without its year: "2026-03-02" → "2 mar" (a week on the dashboard's charts). */
export function formatDayMonth(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
    .replace('.', '');
}

/**
 * "2 mar 2026, 9:04" in es-MX, in Cancún's time (America/Cancun) whatever the browser's zone.
 * Nothing ('') for no time; a value that is not a date is shown as it is.
 */
export function formatDateTime(
  iso: string | null | undefined,
  timeZone: string = MEXICO_TIME_ZONE,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/**
 * Ends a sentence with one period: a text that already ends with one keeps it, so a time that
 * ends the sentence ("4:35 p.m.") does not get a second ("p.m..").
 */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** A time as a Date; null when it is not one. */
function instant(at: Date | string): Date | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The day of a time, in Cancún: "jueves, 26 de noviembre de 2026" (`'full'`, default: a lead's
 * next action, an ARCO request's due date), "26 de noviembre de 2026" (`'long'`), "26 nov 2026"
 * (`'medium'`). A value that is not a time is shown as it is.
 */
export function formatDay(at: Date | string, style: 'full' | 'long' | 'medium' = 'full'): string {
  const date = instant(at);
  if (!date) return String(at);
  return new Intl.DateTimeFormat('es-MX', { dateStyle: style, timeZone: MEXICO_TIME_ZONE }).format(
    date,
  );
}

/**
 * "2 de marzo de 2026, 10:00 a.m.": a time with its long date, in Cancún unless a caller names
 * another zone (the e-mails say which zone they write).
 */
export function formatLongDateTime(at: Date | string, timeZone: string = MEXICO_TIME_ZONE): string {
  const date = instant(at);
  if (!date) return String(at);
  return new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

const weekdayDay = new Intl.DateTimeFormat('es-MX', {
  timeZone: MEXICO_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const clockTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: MEXICO_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** "jueves 26 de noviembre": the weekday and day of a time in Cancún, without the year. */
export function formatWeekdayDay(at: Date): string {
  return weekdayDay.format(at).replace(',', '');
}

/** "11:00 a.m.": the clock time of a time in Cancún. */
export function formatTime(at: Date): string {
  return clockTime.format(at);
}

/**
 * The equipment bands in words. Also keeps spreadsheets from turning "1-10" into a date and
 * "+50" into the number 50.
 */
export const EQUIPMENT_QUANTITY_LABELS: Record<EquipmentQuantity, string> = {
  '1-10': '1 a 10',
  '11-50': '11 a 50',
  '+50': 'Más de 50',
};
