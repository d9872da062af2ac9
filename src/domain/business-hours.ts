/**
 * The sales team's business hours, for the first-response clock of a lead
 * (docs/decisions/0032-speed-to-lead.md): Monday to Friday, 9:00 to 19:00 in the company's time zone (America/Cancun). Cancún keeps
 * UTC−5 all year (no daylight saving since 2015), so the offset is a constant and no time-zone
 * database is needed, in the browser or in the functions.
 *
 * Pure: no clock, no I/O; relative imports only (the functions package bundles this module too).
 */

/** America/Cancun: UTC−5 all year. */
export const CANCUN_UTC_OFFSET_MINUTES = -5 * 60;
export const BUSINESS_DAY_START_HOUR = 9;
export const BUSINESS_DAY_END_HOUR = 19;
/** FIRST_RESPONSE_HOURS when it is not set. */
export const DEFAULT_FIRST_RESPONSE_HOURS = 2;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const OPEN_MINUTE = BUSINESS_DAY_START_HOUR * 60;
const CLOSE_MINUTE = BUSINESS_DAY_END_HOUR * 60;

/** Minutes since 1970-01-01 00:00 on the local (Cancún) wall clock. */
function localMinutes(date: Date): number {
  return Math.floor(date.getTime() / MINUTE_MS) + CANCUN_UTC_OFFSET_MINUTES;
}

function fromLocalMinutes(minutes: number): Date {
  return new Date((minutes - CANCUN_UTC_OFFSET_MINUTES) * MINUTE_MS);
}

/** 1 January 1970 was a Thursday: 0 Sunday … 6 Saturday of a local day number. */
function weekday(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

function isWorkday(dayNumber: number): boolean {
  const day = weekday(dayNumber);
  return day !== 0 && day !== 6;
}

/** Business minutes from local minute `from` to the end of its business day (0 outside). */
function openMinutesOfDay(dayNumber: number, fromMinuteOfDay: number, toMinuteOfDay: number) {
  if (!isWorkday(dayNumber)) return 0;
  const start = Math.max(fromMinuteOfDay, OPEN_MINUTE);
  const end = Math.min(toMinuteOfDay, CLOSE_MINUTE);
  return Math.max(0, end - start);
}

/**
 * When `minutes` business minutes have passed since `start`: a lead received on Friday at 18:30
 * with 2 hours due is due on Monday at 10:30; one received on Saturday, on Monday at 11:00.
 */
export function addBusinessMinutes(start: Date, minutes: number): Date {
  let left = Math.max(0, Math.round(minutes));
  const local = localMinutes(start);
  let day = Math.floor(local / DAY_MINUTES);
  let minuteOfDay = local - day * DAY_MINUTES;
  for (;;) {
    if (isWorkday(day) && minuteOfDay < CLOSE_MINUTE) {
      const from = Math.max(minuteOfDay, OPEN_MINUTE);
      const available = CLOSE_MINUTE - from;
      if (left <= available) return fromLocalMinutes(day * DAY_MINUTES + from + left);
      left -= available;
    }
    day += 1;
    minuteOfDay = 0;
  }
}

/** Business minutes between two instants (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date): number {
  const from = localMinutes(start);
  const to = localMinutes(end);
  if (to <= from) return 0;
  const firstDay = Math.floor(from / DAY_MINUTES);
  const lastDay = Math.floor(to / DAY_MINUTES);
  if (firstDay === lastDay) {
    return openMinutesOfDay(firstDay, from - firstDay * DAY_MINUTES, to - lastDay * DAY_MINUTES);
  }
  let total = openMinutesOfDay(firstDay, from - firstDay * DAY_MINUTES, DAY_MINUTES);
  const fullDays = lastDay - firstDay - 1;
  const fullWeeks = Math.floor(fullDays / 7);
  total += fullWeeks * 5 * (CLOSE_MINUTE - OPEN_MINUTE);
  for (let day = firstDay + 1 + fullWeeks * 7; day < lastDay; day += 1) {
    total += openMinutesOfDay(day, 0, DAY_MINUTES);
  }
  total += openMinutesOfDay(lastDay, 0, to - lastDay * DAY_MINUTES);
  return total;
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
  const monday = day - ((weekday(day) + 6) % 7);
  return new Date(monday * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}
