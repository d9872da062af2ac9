/**
 * "Responder": a client's reply on one of their company's open tickets, written to
 * tickets/{id}/replies/{replyId} with `fromClient: true` and `notified: false` (docs/product.md,
 * "Tiempos de servicio"). The client writes only the reply: the server e-mails it to the service
 * desk and to the assigned technician, marks it notified, and reopens a ticket that was
 * "Esperando al cliente" (firestore.rules refuse a client's write of the ticket). An optional
 * photo is uploaded after the reply is stored naming its one place (client-files.ts
 * replyPhotoPath), as a fault report's photo is.
 */
import { REPLIES_SUBCOLLECTION, TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import { withDocuments } from './access';
import { replyPhotoPath, uploadReplyPhoto } from './client-files';
import type { Ticket, TicketReply } from './client-portal';
import { SERVER_TIME } from './doc-values';
import { DataError } from './errors';
import { newDocumentId } from './service-limits';

/** The longest reply and author name accepted (the same in firestore.rules). */
const REPLY_MAX_LENGTH = 2000;
const NAME_MAX_LENGTH = 120;

/** What the client sends: the text (the form checked it) and an optional, already valid photo. */
export interface ClientReplyInit {
  text: string;
  photo?: File | null;
}

/** The member replying: their uid and their name in the company (shown in the thread). */
export interface ReplyMember {
  uid: string;
  name: string;
}

export interface SentClientReply {
  /** The reply as the thread shows it (its time: this browser's clock, until read back). */
  reply: TicketReply;
  /** The reply is stored, but its photo's upload failed. */
  photoFailed: boolean;
}

/**
 * Stores the member's reply on `ticket` (with a new id chosen first, which names its photo's
 * place) and then uploads the photo, if any. Rejects with DataError 'invalid' for an empty or too
 * long text, and with the store's error when the reply is refused; a failed photo upload does not
 * reject (`photoFailed`).
 */
export async function sendClientReply(
  ticket: Pick<Ticket, 'id' | 'clientId' | 'equipmentId'>,
  init: ClientReplyInit,
  member: ReplyMember,
  now: Date = new Date(),
): Promise<SentClientReply> {
  const text = init.text.trim();
  if (text === '' || [...text].length > REPLY_MAX_LENGTH)
    throw new DataError('invalid', `A reply has 1 to ${String(REPLY_MAX_LENGTH)} characters.`);
  const replyId = newDocumentId();
  const photoPath = init.photo
    ? replyPhotoPath(ticket.clientId, ticket.equipmentId, ticket.id, replyId)
    : undefined;
  const authorName = member.name.trim().slice(0, NAME_MAX_LENGTH);
  await withDocuments((store) =>
    store.set(`${TICKETS_COLLECTION}/${ticket.id}/${REPLIES_SUBCOLLECTION}`, replyId, {
      text,
      authorUid: member.uid,
      authorName,
      at: SERVER_TIME,
      fromClient: true,
      notified: false,
      ...(photoPath ? { photoPath } : {}),
    }),
  );
  let photoFailed = false;
  if (init.photo) {
    try {
      await uploadReplyPhoto(ticket.clientId, ticket.equipmentId, ticket.id, replyId, init.photo);
    } catch {
      photoFailed = true;
    }
  }
  const reply: TicketReply = {
    id: replyId,
    text,
    authorUid: member.uid,
    authorName,
    at: now.toISOString(),
    fromClient: true,
    notified: false,
    ...(photoPath ? { photoPath } : {}),
  };
  return { reply, photoFailed };
}
