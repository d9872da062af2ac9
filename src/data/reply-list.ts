/**
 * A ticket's conversation as read by the desk's thread and the client's tickets
 * (tickets/{id}/replies/{id}, docs/decisions/0033-client-portal-data.md). Apart from
 * ticket-replies.ts, whose status changes and desk replies move the ticket's clock, so that the
 * client's pages do not load the desk's writes.
 */
import { REPLIES_SUBCOLLECTION, TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import { withDocuments } from './access';
import { parseTicketReply, type TicketReply } from './client-portal';

const REPLIES_LIMIT = 100;

const repliesOf = (ticketId: string) =>
  `${TICKETS_COLLECTION}/${ticketId}/${REPLIES_SUBCOLLECTION}`;

/** A ticket's replies, oldest first (the conversation's order). */
export async function listReplies(id: string): Promise<TicketReply[]> {
  const rows = await withDocuments((store) =>
    store.list(repliesOf(id), { orderBy: { field: 'at' }, limit: REPLIES_LIMIT }),
  );
  return rows.flatMap((row) => parseTicketReply(row.id, row.data) ?? []);
}

/**
 * The cache key of a ticket's replies (the desk's thread and the client's). A `version` (the
 * last reply's time, which the client's ticket carries) reads them anew when a reply arrives.
 */
export const repliesKey = (ticketId: string, version?: string): string =>
  `${repliesOf(ticketId)}${version === undefined ? '' : `@${version}`}`;
