/**
 * The desk's side of a ticket through the data seam (docs/decisions/0033-client-portal-data.md):
 * its status and its conversation, tickets/{id}/replies/{id}, each moving the ticket's clock
 * (service-level.ts). Opening and listing tickets is in client-portal.ts; the technician, the
 * visit and the desk's views in ticket-desk.ts.
 */
import { isOpenStatus, type TicketStatus } from '@/domain/client-portal';
import { REPLIES_SUBCOLLECTION, ticketClockOf, TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import { applyClockEvent, type ClockEvent } from '@/domain/ticket-clock-events';
import { withDocuments } from '../../access';
import { parseTicket, type Ticket } from '../client-portal';
import { SERVER_TIME } from '../../doc-values';
import { DataError } from '../../errors';
import type { DocData } from '../../ports';

const repliesOf = (ticketId: string) =>
  `${TICKETS_COLLECTION}/${ticketId}/${REPLIES_SUBCOLLECTION}`;

// Reading the conversation is reply-list.ts's (the client's pages load it without this module).
export { listReplies, repliesKey } from './reply-list';

/**
 * The ticket keys a clock event writes (service-level.ts applyClockEvent at `now`): the clock
 * keys that changed, and `dueAt` for "Fuera de tiempo". A stamp that starts now (the first
 * answer, a pause, the solution) is the database's clock, which firestore.rules compare to the
 * request's time; one that ends is null; one that goes on is left as stored (a ticket from before
 * the clock reads its answer from its first status change, and keeps it unwritten). `dueAt` is
 * counted from the browser's `now`. null when `current` is not a ticket.
 */
function clockWrite(id: string, current: DocData, event: ClockEvent, now: Date): DocData | null {
  const ticket = parseTicket(id, current);
  if (!ticket) return null;
  const before = ticketClockOf(ticket);
  const after = applyClockEvent(ticket.status, before, event, now);
  const keys: DocData = { dueAt: after.dueAt };
  const stamps = ['respondedAt', 'pausedAt', 'resolvedAt'] as const;
  for (const key of stamps) {
    const was = before[key];
    const is = after.clock[key];
    if (was === null && is !== null) keys[key] = SERVER_TIME;
    else if (was !== null && is === null) keys[key] = null;
  }
  if (after.clock.pausedMinutes !== before.pausedMinutes || !('pausedMinutes' in current))
    keys.pausedMinutes = after.clock.pausedMinutes;
  return keys;
}

/**
 * Moves a ticket to `status` (admins), stamped with who and when; `open` follows it, and the
 * clock with it (read and written in one transaction). Resolves to the ticket as stored.
 */
export async function setTicketStatus(
  id: string,
  status: TicketStatus,
  adminUid: string,
  now: Date = new Date(),
): Promise<Ticket> {
  const stored = await withDocuments((store) =>
    store.update(TICKETS_COLLECTION, id, (current) => {
      if (current === null) return null;
      const keys = clockWrite(id, current, { type: 'status', status }, now);
      if (!keys) return null;
      return {
        ...current,
        ...keys,
        status,
        open: isOpenStatus(status),
        statusChangedAt: SERVER_TIME,
        statusChangedBy: adminUid,
      };
    }),
  );
  const ticket = stored ? parseTicket(id, stored) : null;
  if (!ticket) throw new DataError('not-found', `tickets/${id} does not exist.`);
  return ticket;
}

/**
 * Adds the company's reply to a ticket (admins; trimmed, 1 to 2,000 characters, validated by the
 * caller's form for its Spanish message), then stamps the ticket's lastReplyAt and its clock (the
 * first answer stops the response clock). Resolves to the ticket as stored.
 */
export async function replyToTicket(
  id: string,
  text: string,
  author: { uid: string; name: string },
  now: Date = new Date(),
): Promise<Ticket | null> {
  const clean = text.trim();
  if (clean === '' || [...clean].length > 2000)
    throw new DataError('invalid', 'A reply has 1 to 2000 characters.');
  return withDocuments(async (store) => {
    await store.add(repliesOf(id), {
      text: clean,
      authorUid: author.uid,
      authorName: author.name.trim().slice(0, 120),
      at: SERVER_TIME,
      fromClient: false,
      notified: false,
    });
    const stored = await store.update(TICKETS_COLLECTION, id, (current) => {
      if (current === null) return null;
      const keys = clockWrite(id, current, { type: 'company-reply' }, now);
      return { ...current, ...keys, lastReplyAt: SERVER_TIME };
    });
    return stored ? parseTicket(id, stored) : null;
  });
}
