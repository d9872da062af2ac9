/**
 * Mexico's mandatory rest days (Ley Federal del Trabajo, art. 74, I to VIII), computed for any
 * year: what business-days.ts (legal deadlines) and service-level.ts (service hours) leave out.
 * Apart from both so that a page that needs only the days loads only this. Dates 'YYYY-MM-DD'.
 * Pure: no clock, no I/O.
 */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY-MM-DD' of the `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The mandatory rest days of a year (Ley Federal del Trabajo, art. 74, I to VIII), sorted. */
export function mexicanRestDays(year: number): string[] {
  const days = [
    `${year}-01-01`,
    nthWeekday(year, 2, 1, 1),
    nthWeekday(year, 3, 1, 3),
    `${year}-05-01`,
    `${year}-09-16`,
    nthWeekday(year, 11, 1, 3),
    `${year}-12-25`,
  ];
  // The change of the federal executive: 1 October 2024, and every six years after.
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push(`${year}-10-01`);
  return days.sort();
}
