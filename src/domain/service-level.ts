/**
 * Service levels of the rental contracts (docs/decisions/0042-service-levels.md): the business
 * calendar that response and resolution times are counted on, and a ticket's clock.
 *
 * The calendar: Monday to Friday 9:00–19:00 and Saturday 9:00–14:00, in the company's time
 * (America/Cancun, UTC−5 all year: Quintana Roo left daylight saving in 2015, so the offset is a
 * constant and no time-zone database is needed), without Mexico's mandatory rest days, which are
 * computed for every year (business-days.ts, mexicanRestDays).
 *
 * The clock: a ticket promises a first answer within `responseHours` and a solution within
 * `resolutionHours`, both in business hours from its creation. The company's first reply or first
 * status change stops the response clock. While the ticket waits (for a part or for the client) the
 * resolution clock pauses: the business minutes spent waiting are added to its due time. One
 * function (`clockState`) says what is due and whether it is late; one (`applyClockEvent`) moves the
 * clock when the desk changes a status or replies, or the client replies.
 *
 * Pure: no clock, no I/O; relative imports only (the functions package bundles this module too).
 */
import { mexicanRestDays } from './rest-days';
import {
  addOpenMinutes,
  DAY_MINUTES,
  localMinutes,
  MINUTE_MS,
  openMinutesBetween,
  weekdayOf,
} from './open-hours';
import type { TicketStatus } from './client-portal';
import { DEFAULT_RESOLUTION_HOURS, DEFAULT_RESPONSE_HOURS } from './service-hours';

export {
  DEFAULT_RESOLUTION_HOURS,
  DEFAULT_RESPONSE_HOURS,
  ENDED_READING_MONTH,
  MAX_SERVICE_HOURS,
  MIN_SERVICE_HOURS,
} from './service-hours';

/** Opening and closing minute of each weekday (0 Sunday … 6 Saturday); null: closed. */
const HOURS_BY_WEEKDAY: ReadonlyArray<readonly [number, number] | null> = [
  null,
  [9 * 60, 19 * 60],
  [9 * 60, 19 * 60],
  [9 * 60, 19 * 60],
  [9 * 60, 19 * 60],
  [9 * 60, 19 * 60],
  [9 * 60, 14 * 60],
];

/** 'YYYY-MM-DD' of a local day number. */
function dateOfDay(day: number): string {
  return new Date(day * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

const restDaysByYear = new Map<number, ReadonlySet<string>>();

function isRestDay(day: number): boolean {
  const date = dateOfDay(day);
  const year = Number(date.slice(0, 4));
  let days = restDaysByYear.get(year);
  if (!days) {
    days = new Set(mexicanRestDays(year));
    restDaysByYear.set(year, days);
  }
  return days.has(date);
}

/** The opening hours of a local day number, in minutes of the day; null when closed. */
function hoursOfDay(day: number): readonly [number, number] | null {
  const hours = HOURS_BY_WEEKDAY[weekdayOf(day)] ?? null;
  return hours && !isRestDay(day) ? hours : null;
}

/**
 * When `minutes` service minutes have passed since `start`: a fault reported on Friday at 18:30
 * with 4 hours to answer is due on Saturday at 12:30; one reported on Sunday, on Monday at 13:00.
 * Zero minutes from a closed moment is the next opening.
 */
export function addServiceMinutes(start: Date, minutes: number): Date {
  return addOpenMinutes(start, minutes, hoursOfDay);
}

/** Service minutes between two instants (0 when `end` is not after `start`). */
export function serviceMinutesBetween(start: Date, end: Date): number {
  return openMinutesBetween(start, end, hoursOfDay);
}

// ---------------------------------------------------------------------------------------------
// A ticket's clock

/** The statuses that pause the clock. */
export const WAITING_STATUSES: readonly TicketStatus[] = [
  'Esperando refacción',
  'Esperando al cliente',
];

export function isWaitingStatus(status: TicketStatus): boolean {
  return WAITING_STATUSES.includes(status);
}

/** A ticket's clock as stored on it (tickets/{id}). */
export interface TicketClock {
  createdAt: Date;
  responseHours: number;
  resolutionHours: number;
  /** The company's first reply or first status change: the response clock stopped. */
  respondedAt: Date | null;
  /** Since when the ticket waits (a waiting status); null while it runs. */
  pausedAt: Date | null;
  /** Service minutes spent waiting so far (and, after a reopening, resolved). */
  pausedMinutes: number;
  resolvedAt: Date | null;
}

/** Which promise is pending: the answer, the solution, none while paused, none once resolved. */
export type ClockPhase = 'respuesta' | 'solucion' | 'pausa' | 'resuelto';

export interface ClockState {
  phase: ClockPhase;
  responseDue: Date;
  /** null while paused (its due time moves by the time spent waiting). */
  resolutionDue: Date | null;
  /** The promise pending now (`respuesta`: responseDue; `solucion`: resolutionDue), else null. */
  dueAt: Date | null;
  /** dueAt has passed. */
  late: boolean;
  /** null while there is no answer and its time has not passed. */
  respondedInTime: boolean | null;
  /** null while unresolved and its time has not passed (or the clock is paused). */
  resolvedInTime: boolean | null;
  /** Service minutes from creation to the first answer; null before it. */
  responseMinutes: number | null;
  /** Service minutes from creation to the solution, waiting excluded; null before it. */
  resolutionMinutes: number | null;
}

const positiveHours = (hours: number, fallback: number) =>
  Number.isFinite(hours) && hours > 0 ? hours : fallback;

/** What the clock promises at `now`. */
export function clockState(clock: TicketClock, now: Date): ClockState {
  const responseDue = addServiceMinutes(
    clock.createdAt,
    positiveHours(clock.responseHours, DEFAULT_RESPONSE_HOURS) * 60,
  );
  const resolutionMinutesAllowed =
    positiveHours(clock.resolutionHours, DEFAULT_RESOLUTION_HOURS) * 60;
  const paused = clock.resolvedAt === null && clock.pausedAt !== null;
  const resolutionDue = paused
    ? null
    : addServiceMinutes(clock.createdAt, resolutionMinutesAllowed + clock.pausedMinutes);
  const phase: ClockPhase =
    clock.resolvedAt !== null
      ? 'resuelto'
      : paused
        ? 'pausa'
        : clock.respondedAt === null
          ? 'respuesta'
          : 'solucion';
  const dueAt = phase === 'respuesta' ? responseDue : phase === 'solucion' ? resolutionDue : null;
  const responseMinutes =
    clock.respondedAt === null ? null : serviceMinutesBetween(clock.createdAt, clock.respondedAt);
  const resolutionMinutes =
    clock.resolvedAt === null
      ? null
      : Math.max(0, serviceMinutesBetween(clock.createdAt, clock.resolvedAt) - clock.pausedMinutes);
  return {
    phase,
    responseDue,
    resolutionDue,
    dueAt,
    late: dueAt !== null && now.getTime() > dueAt.getTime(),
    respondedInTime:
      clock.respondedAt !== null
        ? clock.respondedAt.getTime() <= responseDue.getTime()
        : now.getTime() > responseDue.getTime()
          ? false
          : null,
    resolvedInTime:
      resolutionMinutes !== null
        ? resolutionMinutes <= resolutionMinutesAllowed
        : resolutionDue !== null && now.getTime() > resolutionDue.getTime()
          ? false
          : null,
    responseMinutes,
    resolutionMinutes,
  };
}

// A clock event (a status change, a reply) and the clock after it: ./ticket-clock-events.ts (the
// desk's writes), apart from what the pages read here.

// ---------------------------------------------------------------------------------------------
// What people read

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "jueves 3 de diciembre" of a local day number. */
function dayText(day: number): string {
  const date = new Date(day * DAY_MINUTES * MINUTE_MS);
  return `${WEEKDAYS[date.getUTCDay()] ?? ''} ${String(date.getUTCDate())} de ${
    MONTHS[date.getUTCMonth()] ?? ''
  }`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "sábado 28 de noviembre, 12:30", in Cancún time. */
export function formatServiceTime(at: Date): string {
  const local = localMinutes(at);
  const day = Math.floor(local / DAY_MINUTES);
  const minute = local - day * DAY_MINUTES;
  return `${dayText(day)}, ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

export interface VisitWindow {
  /** 'YYYY-MM-DD' (Cancún). */
  date: string;
  /** 'HH:MM' */
  start: string;
  end: string;
}

/** "jueves 3 de diciembre, 10:00–12:00" */
export function formatVisit(visit: VisitWindow): string {
  const day = Math.floor(Date.parse(`${visit.date}T00:00:00Z`) / (DAY_MINUTES * MINUTE_MS));
  return `${dayText(day)}, ${visit.start}–${visit.end}`;
}

/** "Visita programada: jueves 3 de diciembre, 10:00–12:00" */
export function visitText(visit: VisitWindow): string {
  return `Visita programada: ${formatVisit(visit)}`;
}

/** The line a client reads on an open ticket: what is promised, or that it is late, or paused. */
export function promiseText(state: ClockState, status: TicketStatus): string | null {
  switch (state.phase) {
    case 'respuesta':
      return state.late
        ? `Vamos tarde: debíamos responderte antes de ${formatServiceTime(state.responseDue)}. Ya estamos en ello.`
        : `Te respondemos antes de ${formatServiceTime(state.responseDue)}.`;
    case 'solucion':
      return state.resolutionDue === null
        ? null
        : state.late
          ? `Vamos tarde: debíamos resolverlo antes de ${formatServiceTime(state.resolutionDue)}. Ya estamos en ello.`
          : `Resolvemos antes de ${formatServiceTime(state.resolutionDue)}.`;
    case 'pausa':
      return status === 'Esperando al cliente'
        ? 'En pausa: esperamos tu respuesta.'
        : 'En pausa mientras llega la refacción.';
    default:
      return null;
  }
}
