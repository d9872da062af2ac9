/**
 * Limits on the service side of the rental portal (docs/product.md, "Límites del servicio"):
 * at most TICKET_DAILY_LIMIT tickets per client per day of Cancún, counted by
 * ticketQuotas/{uid}, at most REPLY_DAILY_LIMIT client replies, counted by replyQuotas/{uid}, and
 * one device per serial number, held by equipmentSerials/{serialKey}.
 * firestore.rules enforce both; these are the same rules for the page's messages.
 */
import { CANCUN_UTC_OFFSET_MINUTES } from './business-hours';
import { TICKET_QUOTAS, EQUIPMENT_SERIALS, REPLY_QUOTAS } from './collections';

export const TICKET_QUOTAS_COLLECTION = TICKET_QUOTAS;
export const REPLY_QUOTAS_COLLECTION = REPLY_QUOTAS;
export const EQUIPMENT_SERIALS_COLLECTION = EQUIPMENT_SERIALS;

/** Tickets one client may open per day (Cancún's day). */
export const TICKET_DAILY_LIMIT = 10;

export const DAILY_TICKET_LIMIT_MESSAGE =
  'Ya recibimos varias solicitudes tuyas hoy. Si es urgente, llámanos.';

/** Replies ("Responder") one person may send per day (Cancún's day); the desk's are not counted. */
export const REPLY_DAILY_LIMIT = 30;

export const DAILY_REPLY_LIMIT_MESSAGE =
  'Ya recibimos varias respuestas tuyas hoy. Si es urgente, llámanos.';

/** "Ya existe un equipo con la serie X." (X: the serial as typed). */
export const duplicateSerialMessage = (serial: string): string =>
  `Ya existe un equipo con la serie ${serial}.`;

/** The day `at` falls on in Cancún (UTC−5, no daylight saving time): "2026-05-26". */
export function cancunDayId(at: Date): string {
  return new Date(at.getTime() + CANCUN_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * The key of a serial number: its ASCII letters and digits, upper-cased ("ab-12 3" and "AB123"
 * are the same device). firestore.rules compute the same key. Empty when the serial has no
 * letter or digit (such a serial cannot be registered).
 */
export function serialKey(serial: string): string {
  return serial.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** ticketQuotas/{uid}: the client's tickets of one day, and the last one counted. */
export interface TicketQuota {
  day: string;
  count: number;
  lastTicketId: string;
}

/**
 * The quota after opening `ticketId` at `now`, or null when the day's limit was reached.
 * A new day starts again at 1.
 */
export function nextTicketQuota(
  current: Partial<TicketQuota> | null,
  ticketId: string,
  now: Date,
): TicketQuota | null {
  const day = cancunDayId(now);
  const count = current?.day === day && typeof current.count === 'number' ? current.count + 1 : 1;
  return count > TICKET_DAILY_LIMIT ? null : { day, count, lastTicketId: ticketId };
}

/** replyQuotas/{uid}: the person's client replies of one day, and the last one counted. */
export interface ReplyQuota {
  day: string;
  count: number;
  lastTicketId: string;
  lastReplyId: string;
}

/**
 * The quota after replying `replyId` on `ticketId` at `now`, or null when the day's limit was
 * reached. A new day starts again at 1.
 */
export function nextReplyQuota(
  current: Partial<ReplyQuota> | null,
  ticketId: string,
  replyId: string,
  now: Date,
): ReplyQuota | null {
  const day = cancunDayId(now);
  const count = current?.day === day && typeof current.count === 'number' ? current.count + 1 : 1;
  return count > REPLY_DAILY_LIMIT
    ? null
    : { day, count, lastTicketId: ticketId, lastReplyId: replyId };
}
