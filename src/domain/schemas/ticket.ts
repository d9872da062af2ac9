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
  TONER_COLORS,
  type FaultCategory,
  type TonerColor,
} from '../client-portal';
import { optionalText, parseForm, requiredText, type Parsed } from './fields';
import { SELECT_OPTION_MESSAGE, tooLongMessage } from './plain';
import { ownPhotoPath, type WithOwnPhoto } from './stored-photo';
import { TICKETS, REPLIES } from '../collections';

export const TICKETS_COLLECTION = TICKETS;
export const REPLIES_SUBCOLLECTION = REPLIES;

/** Limits (characters), the same in firestore.rules. */
export const TICKET_DESCRIPTION_MAX_LENGTH = 2000;
export const TICKET_REPLY_MAX_LENGTH = 2000;

export const PICK_TONER_MESSAGE = 'Elige al menos un color de tóner.';

const textOrNull = v.fallback(v.nullable(v.string()), null);

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
});

type StoredTicket = v.InferOutput<typeof StoredTicketSchema>;

export const TicketSchema = v.pipe(
  StoredTicketSchema,
  v.transform(({ photoUrl, photoPath, ...ticket }): WithOwnPhoto<StoredTicket> => {
    const own = ownPhotoPath({ photoPath, photoUrl }, 'ticket_photos', {
      owner: ticket.clientId,
      equipmentId: ticket.equipmentId,
    });
    return own === undefined ? ticket : { ...ticket, photoPath: own };
  }),
);
export type TicketDoc = v.InferOutput<typeof TicketSchema>;

export const TicketReplySchema = v.object({
  text: v.string(),
  authorUid: v.string(),
  /** Shown to the client: the admin's name, or the company's. */
  authorName: v.fallback(v.string(), ''),
  at: v.string(),
});
export type TicketReplyDoc = v.InferOutput<typeof TicketReplySchema>;

// ---------------------------------------------------------------------------------------------
// Forms

/** "Solicitar tóner": which colours (at least one; a B/N device offers Negro only) and a note. */
export const TonerRequestFormSchema = v.object({
  tonerColors: v.pipe(
    v.array(v.picklist(TONER_COLORS, SELECT_OPTION_MESSAGE)),
    v.minLength(1, PICK_TONER_MESSAGE),
    v.transform((colors) => TONER_COLORS.filter((color) => colors.includes(color))),
  ),
  description: optionalText(
    TICKET_DESCRIPTION_MAX_LENGTH,
    tooLongMessage(TICKET_DESCRIPTION_MAX_LENGTH),
  ).form,
});
export type TonerRequest = v.InferOutput<typeof TonerRequestFormSchema>;

/** "Reportar una falla": category and description. */
export const FaultReportFormSchema = v.object({
  category: v.picklist(FAULT_CATEGORIES, SELECT_OPTION_MESSAGE),
  description: requiredText(TICKET_DESCRIPTION_MAX_LENGTH).form,
});
export type FaultReport = v.InferOutput<typeof FaultReportFormSchema>;

/** The desk's reply. */
export const TicketReplyFormSchema = v.object({ text: requiredText(TICKET_REPLY_MAX_LENGTH).form });

export function parseTonerRequest(values: {
  tonerColors: readonly string[];
  description: string;
}): Parsed<TonerRequest, 'tonerColors' | 'description'> {
  return parseForm(TonerRequestFormSchema, values);
}

export function parseFaultReport(values: {
  category: string;
  description: string;
}): Parsed<FaultReport, 'category' | 'description'> {
  return parseForm(FaultReportFormSchema, values);
}

export function parseTicketReply(values: { text: string }): Parsed<{ text: string }, 'text'> {
  return parseForm(TicketReplyFormSchema, values);
}

export type { FaultCategory, TonerColor };
