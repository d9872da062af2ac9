/**
 * A ticket's conversation as read by the desk's thread and the client's tickets
 * (tickets/{id}/replies/{id}, docs/decisions/0033-client-portal-data.md), one page at a time: a
 * thread opens with its latest REPLIES_PAGE_SIZE replies and reads the earlier ones page by page
 * when asked ("Ver respuestas anteriores"), so every reply can be read and a long thread costs
 * only the pages shown. Apart from ticket-replies.ts, whose status changes and desk replies move
 * the ticket's clock, so that the client's pages do not load the desk's writes.
 */
import { withDocuments } from '../../access';
import { parseTicketReply, type TicketReply } from '../client-portal';
import { repliesOf } from '../portal-docs';
import type { PageCursor } from '../../ports';

/** The replies' cache key lives with the portal's documents (the ticket lists use it too). */
export { repliesKey } from '../portal-docs';

/** Replies read per page. */
export const REPLIES_PAGE_SIZE = 100;

/** One page of a ticket's replies. */
export interface ReplyPage {
  /** Oldest first (the conversation's order). */
  replies: TicketReply[];
  /** Where the page of earlier replies starts; null when there are none. */
  earlier: PageCursor | null;
}

/**
 * The latest page of a ticket's replies, or with `before` (a page's `earlier`) the page just
 * before it. One document more than the page is read to know whether earlier ones remain.
 */
export async function listReplies(
  id: string,
  before: PageCursor | null = null,
): Promise<ReplyPage> {
  const rows = await withDocuments((store) =>
    store.list(repliesOf(id), {
      orderBy: { field: 'at', direction: 'desc' },
      limit: REPLIES_PAGE_SIZE + 1,
      ...(before ? { startAfter: before } : {}),
    }),
  );
  const page = rows.slice(0, REPLIES_PAGE_SIZE);
  const oldest = page[page.length - 1];
  return {
    replies: page.flatMap((row) => parseTicketReply(row.id, row.data) ?? []).reverse(),
    earlier: rows.length > REPLIES_PAGE_SIZE && oldest?.cursor ? oldest.cursor : null,
  };
}
