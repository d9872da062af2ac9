/**
 * A lead's activities (its internal notes, each with a kind and the date it happened, which may be
 * earlier than when it is logged: a call written down afterwards). Limits kept equal in
 * firestore.rules (isActivityTime).
 */
import { CANCUN_UTC_OFFSET_MINUTES } from './business-hours';

export const ACTIVITY_KINDS = ['Llamada', 'WhatsApp', 'Correo', 'Visita', 'Nota'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The kinds that are a contact with the person (not a note): the first one stops the clock. */
export function isContactKind(kind: ActivityKind): boolean {
  return kind !== 'Nota';
}

/** An activity's date may be at most this far in the future (a clock a little ahead). */
export const ACTIVITY_FUTURE_SLACK_MS = 5 * 60_000;
/** …and at most this far in the past. */
export const ACTIVITY_MAX_AGE_DAYS = 365;

export const ACTIVITY_MESSAGES = {
  invalidDate: 'Escribe la fecha y la hora de la actividad.',
  future: 'La actividad no puede ser posterior a este momento.',
  tooOld: 'La actividad no puede ser de hace más de un año.',
} as const;

/** The Spanish problem with an activity's date, or null when it can be logged. */
export function activityDateProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return ACTIVITY_MESSAGES.invalidDate;
  if (at.getTime() > now.getTime() + ACTIVITY_FUTURE_SLACK_MS) return ACTIVITY_MESSAGES.future;
  if (now.getTime() - at.getTime() > ACTIVITY_MAX_AGE_DAYS * 86_400_000)
    return ACTIVITY_MESSAGES.tooOld;
  return null;
}

/**
 * A date as a datetime-local input shows it, in Cancún's time ("2026-11-27T09:05"), like every
 * time on the desk, whatever the browser's zone.
 */
export function toLocalInputValue(date: Date): string {
  return new Date(date.getTime() + CANCUN_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value read as Cancún's time (an invalid Date when it is not one). */
export function fromLocalInputValue(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return new Date(NaN);
  const wall = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  return new Date(wall - CANCUN_UTC_OFFSET_MINUTES * 60_000);
}

/** When an activity happened: its own date, or when it was logged (notes older than activities). */
export const activityTime = (activity: { at?: string | null; createdAt: string }): string =>
  activity.at || activity.createdAt;
