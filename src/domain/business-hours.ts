/**
 * The sales team's business hours, for the first-response clock of a lead
 * (docs/decisions/0032-speed-to-lead.md): Monday to Friday, 9:00 to 19:00 in the company's time zone (America/Cancun). Cancún keeps
 * UTC−5 all year (no daylight saving since 2015), so the offset is a constant and no time-zone
 * database is needed, in the browser or in the functions.
 *
 * Pure: no clock, no I/O; relative imports only (the functions package bundles this module too).
 */
import {
  addOpenMinutes,
  CANCUN_UTC_OFFSET_MINUTES,
  DAY_MINUTES,
  fromLocalMinutes,
  localMinutes,
  MINUTE_MS,
  openMinutesBetween,
  weekdayOf,
  type Timetable,
} from './open-hours';

export { CANCUN_UTC_OFFSET_MINUTES };

export const BUSINESS_DAY_START_HOUR = 9;
export const BUSINESS_DAY_END_HOUR = 19;
/** FIRST_RESPONSE_HOURS when it is not set. */
export const DEFAULT_FIRST_RESPONSE_HOURS = 2;

const OPEN_MINUTE = BUSINESS_DAY_START_HOUR * 60;
const CLOSE_MINUTE = BUSINESS_DAY_END_HOUR * 60;

/** Monday to Friday, 9:00 to 19:00. */
const businessHours: Timetable = (day) => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 ? [OPEN_MINUTE, CLOSE_MINUTE] : null;
};

/**
 * When `minutes` business minutes have passed since `start`: a lead received on Friday at 18:30
 * with 2 hours due is due on Monday at 10:30; one received on Saturday, on Monday at 11:00.
 */
export function addBusinessMinutes(start: Date, minutes: number): Date {
  return addOpenMinutes(start, minutes, businessHours);
}

/** Business minutes between two instants (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date): number {
  return openMinutesBetween(start, end, businessHours);
}

/** When a lead created at `createdAt` must have had its first answer. */
export function firstResponseDue(
  createdAt: Date,
  hours: number = DEFAULT_FIRST_RESPONSE_HOURS,
): Date {
  return addBusinessMinutes(createdAt, hours * 60);
}

/** 'YYYY-MM-DD' of the local (Cancún) calendar day of an instant. */
export function cancunDate(date: Date): string {
  const day = Math.floor(localMinutes(date) / DAY_MINUTES);
  return new Date(day * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant the local (Cancún) day of `date` ends (next midnight, exclusive). */
export function endOfCancunDay(date: Date): Date {
  const day = Math.floor(localMinutes(date) / DAY_MINUTES);
  return fromLocalMinutes((day + 1) * DAY_MINUTES);
}

/** 'YYYY-MM-DD' of the Monday of the local (Cancún) week of an instant. */
export function cancunWeekStart(date: Date): string {
  const day = Math.floor(localMinutes(date) / DAY_MINUTES);
  const monday = day - ((weekdayOf(day) + 6) % 7);
  return new Date(monday * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}
