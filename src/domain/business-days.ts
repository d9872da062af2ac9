/**
 * Business days in Mexico, for legal deadlines such as the answer to an ARCO request
 * (docs/product.md, Privacy requests): Monday to Friday, except the mandatory rest days of the
 * Ley Federal del Trabajo (art. 74), counted on the calendar of a Mexican time zone (the
 * company's: America/Cancun, UTC−5 all year).
 *
 * Rest days counted (they are not business days): 1 January; the first Monday of February; the
 * third Monday of March; 1 May; 16 September; 1 October every six years when the federal
 * executive changes hands (2024, 2030, ...); the third Monday of November; 25 December. Election
 * days (art. 74, IX) are set by each election law and are not known in advance, and days off by
 * custom (Holy Thursday and Friday, 2 November, 12 December) are not rest days by law: both
 * count as business days, so a deadline never lands later than the law allows because of them.
 *
 * Dates are calendar dates written 'YYYY-MM-DD'. Pure: no clock, no I/O; relative imports only
 * (the functions package bundles this module too).
 */

import { mexicanRestDays } from './rest-days';
import { MEXICO_TIME_ZONE } from './time-zone';

export { mexicanRestDays };

/** The company's time zone: where "the day a request was received" is decided. */
export { MEXICO_TIME_ZONE };

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: CalendarDate): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Fecha inválida (se espera AAAA-MM-DD): "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Days since 1970-01-01 of a calendar date (its UTC midnight). */
function dayNumber(date: CalendarDate): number {
  const [year, month, day] = parts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromDayNumber(days: number): CalendarDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

const restDaysByYear = new Map<number, ReadonlySet<CalendarDate>>();

function restDays(year: number): ReadonlySet<CalendarDate> {
  let days = restDaysByYear.get(year);
  if (!days) {
    days = new Set(mexicanRestDays(year));
    restDaysByYear.set(year, days);
  }
  return days;
}

/** Monday to Friday and not a mandatory rest day. */
export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !restDays(parts(date)[0]).has(date);
}

/** The `count`-th business day after `date` (`date` itself never counts). */
export function addBusinessDays(date: CalendarDate, count: number): CalendarDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count: ${count}`);
  let day = dayNumber(date);
  let left = count;
  while (left > 0) {
    day += 1;
    if (isBusinessDay(fromDayNumber(day))) left -= 1;
  }
  return fromDayNumber(day);
}

/** How many business days fall after `from` and up to `to` included (0 when `to` ≤ `from`). */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  let count = 0;
  for (let day = dayNumber(from) + 1; day <= dayNumber(to); day += 1)
    if (isBusinessDay(fromDayNumber(day))) count += 1;
  return count;
}

/** Calendar days from `from` to `to` (negative when `to` comes first). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((part) => part.type === type)?.value ?? NaN);
  return Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
    instant.getUTCMilliseconds(),
  );
}

/** "2026-12-07T15:04:05": the wall-clock date and time of `instant` in `timeZone`, to the second. */
export function dateTimeInZone(instant: Date, timeZone: string = MEXICO_TIME_ZONE): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 19);
}

/** The calendar date of `instant` in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string = MEXICO_TIME_ZONE): CalendarDate {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The last millisecond of `date` in `timeZone` (23:59:59.999 there). */
export function endOfDayInZone(date: CalendarDate, timeZone: string = MEXICO_TIME_ZONE): Date {
  const wall = (dayNumber(date) + 1) * DAY_MS - 1;
  // The zone's offset at that moment (twice: a change of offset that day moves the guess).
  let instant = wall;
  for (let i = 0; i < 2; i += 1)
    instant = wall - (wallClock(new Date(instant), timeZone) - instant);
  return new Date(instant);
}
