/**
 * The desk's side of a ticket through the data seam (docs/decisions/0033-client-portal-data.md):
 * its status and its conversation, tickets/{id}/replies/{id}. Opening and listing tickets is in
 * client-portal.ts.
 */
import { isOpenStatus, type TicketStatus } from '@/domain/client-portal';
import { REPLIES_SUBCOLLECTION, TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import { withDocuments } from './access';
import { parseTicketReply, type TicketReply } from './client-portal';
import { SERVER_TIME } from './doc-values';
import { DataError } from './errors';

const REPLIES_LIMIT = 100;

const repliesOf = (ticketId: string) =>
  `${TICKETS_COLLECTION}/${ticketId}/${REPLIES_SUBCOLLECTION}`;

/** Moves a ticket to `status` (admins), stamped with who and when; `open` follows it. */
export async function setTicketStatus(
  id: string,
  status: TicketStatus,
  adminUid: string,
): Promise<void> {
  await withDocuments((store) =>
    store.set(
      TICKETS_COLLECTION,
      id,
      {
        status,
        open: isOpenStatus(status),
        statusChangedAt: SERVER_TIME,
        statusChangedBy: adminUid,
      },
      { merge: true },
    ),
  );
}

/**
 * Adds the company's reply to a ticket (admins; trimmed, 1 to 2,000 characters, validated by the
 * caller's form for its Spanish message) and stamps the ticket's lastReplyAt.
 */
export async function replyToTicket(
  id: string,
  text: string,
  author: { uid: string; name: string },
): Promise<void> {
  const clean = text.trim();
  if (clean === '' || [...clean].length > 2000)
    throw new DataError('invalid', 'A reply has 1 to 2000 characters.');
  await withDocuments(async (store) => {
    await store.add(repliesOf(id), {
      text: clean,
      authorUid: author.uid,
      authorName: author.name.trim().slice(0, 120),
      at: SERVER_TIME,
    });
    await store.set(TICKETS_COLLECTION, id, { lastReplyAt: SERVER_TIME }, { merge: true });
  });
}

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
