/**
 * tickets/{id} and tickets/{id}/replies/{id}: a client's toner request or fault report on one of
 * their devices, and the company's replies (docs/decisions/0033-client-portal-data.md).
 * "Solicitar tóner"'s and "Reportar una falla"'s forms with their Spanish messages, the desk's
 * reply form, and what stored tickets and replies may hold. firestore.rules mirror them.
 */
import * as v from 'valibot';
import {
  FAULT_CATEGORIES,
  TICKET_KINDS,
  TICKET_STATUSES,
  type FaultCategory,
} from '../client-portal';
import { TONER_COLORS, type TonerColor } from '../toner-colors';
import { ownPhotoPath, type WithOwnPhoto } from './stored-photo';
import { TICKETS, REPLIES } from '../collections';
import {
  DEFAULT_RESOLUTION_HOURS,
  DEFAULT_RESPONSE_HOURS,
  MAX_SERVICE_HOURS,
  MIN_SERVICE_HOURS,
} from '../service-hours';
import type { TicketClock } from '../service-level';

export const TICKETS_COLLECTION = TICKETS;
export const REPLIES_SUBCOLLECTION = REPLIES;

/** Limits (characters), the same in firestore.rules. */
export const TICKET_DESCRIPTION_MAX_LENGTH = 2000;
export const TICKET_REPLY_MAX_LENGTH = 2000;

export const PICK_TONER_MESSAGE = 'Elige al menos un color de tóner.';

const textOrNull = v.fallback(v.nullable(v.string()), null);

/** Who opened a ticket: the client in the portal, or the desk for them ("Nuevo ticket"). */
export const TICKET_OPENERS = ['cliente', 'empresa'] as const;
export type TicketOpener = (typeof TICKET_OPENERS)[number];

/** Limits of a visit (characters), the same in firestore.rules. */
export const VISIT_ADDRESS_MAX_LENGTH = 300;
export const VISIT_PHONE_MAX_LENGTH = 40;

/** A promise in business hours: a whole number from 1 to 200 (the device's contract's). */
const promiseHours = (fallback: number) =>
  v.fallback(
    v.pipe(v.number(), v.integer(), v.minValue(MIN_SERVICE_HOURS), v.maxValue(MAX_SERVICE_HOURS)),
    fallback,
  );

/** "Programar visita" as stored: the day and time window (Cancún), where, whom to call. */
const StoredVisitSchema = v.object({
  /** "YYYY-MM-DD" */
  date: v.string(),
  /** "HH:MM", start before end. */
  start: v.string(),
  end: v.string(),
  address: v.string(),
  phone: v.string(),
  /** When the desk scheduled it (the database's clock, ISO) and who (an admin's uid). */
  scheduledAt: v.string(),
  scheduledBy: v.string(),
});
export type TicketVisit = v.InferOutput<typeof StoredVisitSchema>;

/**
 * A stored ticket, as the portal and the desk read it (timestamps as ISO strings). Its photo is
 * read as the path of the project's own file (stored-photo.ts); a foreign link is dropped.
 */
const StoredTicketSchema = v.object({
  equipmentId: v.string(),
  /** The company (clients/{clientId}) whose device it is. */
  clientId: v.string(),
  /** The member who opened it ("Usuario" reads only their own). */
  authorUid: v.string(),
  /** The author's e-mail (the reply e-mails go there while they are a member). */
  clientEmail: v.fallback(v.string(), ''),
  /** The device's model and serial when the ticket was opened (the desk's list reads no device). */
  equipment: v.object({ model: v.string(), serial: v.string() }),
  kind: v.picklist(TICKET_KINDS),
  /** Toner: the colours asked for. */
  tonerColors: v.fallback(v.array(v.picklist(TONER_COLORS)), []),
  /** Fault: what it is about (toner: ''). */
  category: v.fallback(v.union([v.picklist(FAULT_CATEGORIES), v.literal('')]), ''),
  /** Fault: required; toner: an optional note. */
  description: v.fallback(v.string(), ''),
  /** Fault: its photo, ticket_photos/{clientId}/{equipmentId}/{ticket id}. */
  photoPath: v.fallback(v.optional(v.string()), undefined),
  /** Tickets written before photoPath: the file store's URL (read back as photoPath). */
  photoUrl: v.fallback(v.optional(v.string()), undefined),
  status: v.fallback(v.picklist(TICKET_STATUSES), 'Abierto'),
  /** status != Resuelto: what the desk's "open first" query filters on. */
  open: v.fallback(v.boolean(), true),
  createdAt: v.string(),
  /** The last status change (the database's clock; an admin's uid), null before any. */
  statusChangedAt: textOrNull,
  statusChangedBy: textOrNull,
  /** When the last reply was added, null before any. */
  lastReplyAt: textOrNull,
  // The service-level clock (src/domain/service-level.ts TicketClock), ISO strings here.
  /** The device's contract's promises when the ticket was opened (business hours). */
  responseHours: promiseHours(DEFAULT_RESPONSE_HOURS),
  resolutionHours: promiseHours(DEFAULT_RESOLUTION_HOURS),
  /**
   * The first company reply or status change (stops the response clock). Absent on tickets
   * written before the clock: read as their first status change or reply (below).
   */
  respondedAt: v.fallback(v.optional(v.nullable(v.string())), undefined),
  /** Set while the status is a waiting one. */
  pausedAt: textOrNull,
  /** Business minutes spent paused so far. */
  pausedMinutes: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** When it became Resuelto (absent before the clock: its last status change, if Resuelto). */
  resolvedAt: v.fallback(v.optional(v.nullable(v.string())), undefined),
  /** The promise pending now (what "Fuera de tiempo" queries), null while none. */
  dueAt: textOrNull,
  /** The technician assigned (an admin marked technician), null and '' when none. */
  technicianUid: textOrNull,
  technicianName: v.fallback(v.string(), ''),
  visit: v.fallback(v.nullable(StoredVisitSchema), null),
  openedBy: v.fallback(v.picklist(TICKET_OPENERS), 'cliente'),
  /** Opened by the meter collector's low-toner check (functions/src/agent/report.ts). */
  openedByCollector: v.fallback(v.optional(v.boolean()), undefined),
  /**
   * Whether the service e-mail went out (set only by the functions). false at creation; tickets
   * written before the flag read as notified.
   */
  notified: v.fallback(v.boolean(), true),
});

type StoredTicket = v.InferOutput<typeof StoredTicketSchema>;
type ReadTicket = Omit<StoredTicket, 'respondedAt' | 'resolvedAt'> & {
  respondedAt: string | null;
  resolvedAt: string | null;
};

export const TicketSchema = v.pipe(
  StoredTicketSchema,
  v.transform(
    ({ photoUrl, photoPath, respondedAt, resolvedAt, ...stored }): WithOwnPhoto<ReadTicket> => {
      const ticket: ReadTicket = {
        ...stored,
        respondedAt:
          respondedAt === undefined ? (stored.statusChangedAt ?? stored.lastReplyAt) : respondedAt,
        resolvedAt:
          resolvedAt === undefined
            ? stored.status === 'Resuelto'
              ? stored.statusChangedAt
              : null
            : resolvedAt,
      };
      const own = ownPhotoPath({ photoPath, photoUrl }, 'ticket_photos', {
        owner: ticket.clientId,
        equipmentId: ticket.equipmentId,
      });
      return own === undefined ? ticket : { ...ticket, photoPath: own };
    },
  ),
);
export type TicketDoc = v.InferOutput<typeof TicketSchema>;

const dateOrNull = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/** The fields of a read ticket that make its service-level clock. */
export type ClockFields = Pick<
  TicketDoc,
  | 'createdAt'
  | 'responseHours'
  | 'resolutionHours'
  | 'respondedAt'
  | 'pausedAt'
  | 'pausedMinutes'
  | 'resolvedAt'
>;

/** A read ticket's service-level clock, as src/domain/service-level.ts computes with it. */
export function ticketClockOf(ticket: ClockFields): TicketClock {
  return {
    createdAt: new Date(ticket.createdAt),
    responseHours: ticket.responseHours,
    resolutionHours: ticket.resolutionHours,
    respondedAt: dateOrNull(ticket.respondedAt),
    pausedAt: dateOrNull(ticket.pausedAt),
    pausedMinutes: ticket.pausedMinutes,
    resolvedAt: dateOrNull(ticket.resolvedAt),
  };
}

const StoredReplySchema = v.object({
  text: v.string(),
  authorUid: v.string(),
  /** Shown to the client: the admin's name, or the company's; a client's: their member name. */
  authorName: v.fallback(v.string(), ''),
  at: v.string(),
  /** A client's reply ("Responder"); the desk's replies (and those before the flag) are false. */
  fromClient: v.fallback(v.boolean(), false),
  /** A client reply's photo, ticket_photos/{clientId}/{equipmentId}/{ticketId}-{replyId}. */
  photoPath: v.fallback(v.optional(v.string()), undefined),
  /** Whether its e-mail went out (functions only); replies before the flag read as notified. */
  notified: v.fallback(v.boolean(), true),
});

type StoredReply = v.InferOutput<typeof StoredReplySchema>;

/** A stored reply; its photo only when it is the project's own ticket photo (stored-photo.ts). */
export const TicketReplySchema = v.pipe(
  StoredReplySchema,
  v.transform(({ photoPath, ...reply }): WithOwnPhoto<StoredReply> => {
    const own = ownPhotoPath({ photoPath }, 'ticket_photos');
    return own === undefined ? reply : { ...reply, photoPath: own };
  }),
);
export type TicketReplyDoc = v.InferOutput<typeof TicketReplySchema>;

/** The one place a client reply's photo may be (firestore.rules and storage.rules agree). */
export function replyPhotoPath(
  ticket: Pick<TicketDoc, 'clientId' | 'equipmentId'>,
  ticketId: string,
  replyId: string,
): string {
  return `ticket_photos/${ticket.clientId}/${ticket.equipmentId}/${ticketId}-${replyId}`;
}

// The forms ("Solicitar tóner", "Reportar una falla", the replies, "Programar visita") are
// ./ticket-form.ts; what the first two give:

/** "Solicitar tóner": the colours picked (at least one, in TONER_COLORS' order) and the note. */
export interface TonerRequest {
  tonerColors: TonerColor[];
  description: string;
}

/** "Reportar una falla": the category and the description. */
export interface FaultReport {
  category: FaultCategory;
  description: string;
}

export type { FaultCategory, TonerColor };
