/**
 * "Responder": a client's reply on one of their company's open tickets, written to
 * tickets/{id}/replies/{replyId} with `fromClient: true` and `notified: false` (docs/product.md,
 * "Tiempos de servicio"). The client writes only the reply: the server e-mails it to the service
 * desk and to the assigned technician, marks it notified, and reopens a ticket that was
 * "Esperando al cliente" (firestore.rules refuse a client's write of the ticket). An optional
 * photo (one per reply) is uploaded after the reply is stored naming its one place
 * (client-files.ts replyPhotoPath), as a fault report's photo is. Each reply is counted, in the
 * same transaction, by its author's replyQuotas/{uid} (docs/product.md, "Límites del servicio":
 * REPLY_DAILY_LIMIT a day, firestore.rules check it), and signed with the member's name exactly
 * as members/{uid} holds it (the rules refuse any other).
 */
import { REPLIES_SUBCOLLECTION, TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import {
  DAILY_REPLY_LIMIT_MESSAGE,
  nextReplyQuota,
  REPLY_QUOTAS_COLLECTION,
} from '@/domain/service-limits';
import { withDocuments } from '../../access';
import { replyPhotoPath, uploadReplyPhoto } from '../equipment/client-files';
import type { Ticket, TicketReply } from '../client-portal';
import { SERVER_TIME } from '../../doc-values';
import { DataError } from '../../errors';
import { newDocumentId } from './service-limits';

/** The longest reply accepted (the same in firestore.rules). */
const REPLY_MAX_LENGTH = 2000;

/** The person already sent the day's maximum of replies; `message` is the Spanish text. */
export class DailyReplyLimitError extends DataError {
  constructor() {
    super('invalid', DAILY_REPLY_LIMIT_MESSAGE);
    this.name = 'DailyReplyLimitError';
  }
}

/** What the client sends: the text (the form checked it) and an optional, already valid photo. */
export interface ClientReplyInit {
  text: string;
  photo?: File | null;
}

/** The member replying: their uid and their name in the company (members/{uid}.name). */
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
 * place), counted by their quota of the day, and then uploads the photo, if any. Rejects with
 * DataError 'invalid' for an empty or too long text, with DailyReplyLimitError past the day's
 * limit, and with the store's error when the reply is refused; a failed photo upload does not
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
  const authorName = member.name.trim();
  const data = {
    text,
    authorUid: member.uid,
    authorName,
    at: SERVER_TIME,
    fromClient: true,
    notified: false,
    ...(photoPath ? { photoPath } : {}),
  };
  let overLimit = false;
  await withDocuments((store) =>
    store.updateAll(
      [
        { collection: `${TICKETS_COLLECTION}/${ticket.id}/${REPLIES_SUBCOLLECTION}`, id: replyId },
        { collection: REPLY_QUOTAS_COLLECTION, id: member.uid },
      ],
      ([, quota]) => {
        const next = nextReplyQuota(quota ?? null, ticket.id, replyId, now);
        overLimit = next === null;
        return next === null ? null : [data, { ...next }];
      },
    ),
  );
  if (overLimit) throw new DailyReplyLimitError();
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
