/**
 * A lead's activities (its internal notes, each with a kind and the date it happened, which may be
 * earlier than when it is logged: a call written down afterwards). Limits kept equal in
 * firestore.rules (isActivityTime).
 */
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

/** A date as a datetime-local input shows it, in the browser's time zone ("2026-11-27T09:05"). */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** When an activity happened: its own date, or when it was logged (notes older than activities). */
export const activityTime = (activity: { at?: string | null; createdAt: string }): string =>
  activity.at || activity.createdAt;
