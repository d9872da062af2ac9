/**
 * Minutes on a timetable of Cancún's wall clock (America/Cancun: UTC−5 all year, no daylight
 * saving since 2015, so the offset is a constant and no time-zone database is needed): the one
 * engine behind the sales team's business hours (business-hours.ts) and the service desk's hours
 * (service-level.ts). A timetable gives, for a local day number (days since 1970-01-01 in Cancún),
 * its open span in minutes of that day, or null when it is closed.
 *
 * Pure: no clock, no I/O; relative imports only (the functions package bundles this module too).
 */

/** America/Cancun: UTC−5 all year. */
export const CANCUN_UTC_OFFSET_MINUTES = -5 * 60;
export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 24 * 60;

/** A local day number's open span [open, close) in minutes of the day; null: closed. */
export type Timetable = (day: number) => readonly [number, number] | null;

/** Minutes since 1970-01-01 00:00 on the local (Cancún) wall clock. */
export function localMinutes(date: Date): number {
  return Math.floor(date.getTime() / MINUTE_MS) + CANCUN_UTC_OFFSET_MINUTES;
}

export function fromLocalMinutes(minutes: number): Date {
  return new Date((minutes - CANCUN_UTC_OFFSET_MINUTES) * MINUTE_MS);
}

/** 1 January 1970 was a Thursday: 0 Sunday … 6 Saturday of a local day number. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Open minutes of local day `day` between two minutes of that day. */
function openMinutesOfDay(hours: Timetable, day: number, from: number, to: number): number {
  const open = hours(day);
  if (!open) return 0;
  return Math.max(0, Math.min(to, open[1]) - Math.max(from, open[0]));
}

/**
 * When `minutes` open minutes have passed since `start`; zero minutes from a closed moment is the
 * next opening.
 */
export function addOpenMinutes(start: Date, minutes: number, hours: Timetable): Date {
  let left = Math.max(0, Math.round(minutes));
  const local = localMinutes(start);
  let day = Math.floor(local / DAY_MINUTES);
  let minuteOfDay = local - day * DAY_MINUTES;
  // At most a few rest days and a weekend in a row: a decade is plenty of room.
  for (let guard = 0; guard < 4000; guard += 1) {
    const open = hours(day);
    if (open && minuteOfDay < open[1]) {
      const from = Math.max(minuteOfDay, open[0]);
      const available = open[1] - from;
      if (left <= available) return fromLocalMinutes(day * DAY_MINUTES + from + left);
      left -= available;
    }
    day += 1;
    minuteOfDay = 0;
  }
  throw new RangeError(`Too many open minutes: ${minutes}`);
}

/** Open minutes between two instants (0 when `end` is not after `start`). */
export function openMinutesBetween(start: Date, end: Date, hours: Timetable): number {
  const from = localMinutes(start);
  const to = localMinutes(end);
  if (to <= from) return 0;
  const firstDay = Math.floor(from / DAY_MINUTES);
  const lastDay = Math.floor(to / DAY_MINUTES);
  const fromMinute = from - firstDay * DAY_MINUTES;
  const toMinute = to - lastDay * DAY_MINUTES;
  if (firstDay === lastDay) return openMinutesOfDay(hours, firstDay, fromMinute, toMinute);
  let total = openMinutesOfDay(hours, firstDay, fromMinute, DAY_MINUTES);
  for (let day = firstDay + 1; day < lastDay; day += 1) {
    total += openMinutesOfDay(hours, day, 0, DAY_MINUTES);
  }
  return total + openMinutesOfDay(hours, lastDay, 0, toMinute);
}
