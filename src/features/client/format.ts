/** How the clients' portal writes money, counters, months and dates (es-MX). */

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const pagePrice = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const count = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const monthName = new Intl.DateTimeFormat('es-MX', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOnly = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Cancun',
});

/** "$1,160.00" */
export const formatMoney = (mxn: number): string => money.format(mxn);
/** A per-page price, with up to four decimals: "$0.35", "$0.1234". */
export const formatPagePrice = (mxn: number): string => pagePrice.format(mxn);
/** "12,345" */
export const formatCount = (value: number): string => count.format(value);

/** "2026-05" → "mayo de 2026" */
export function formatMonth(id: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  if (!match) return id;
  return monthName.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** "2026-03-01" → "1 de marzo de 2026" */
export function formatDay(isoDate: string): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? isoDate : dateOnly.format(at);
}

/** An ISO time in Cancún's time: "26 may 2026, 10:00". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : dateTime.format(at);
}
