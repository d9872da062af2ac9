/**
 * client-portal.ts createTicket's write, in a module of its own: the ticket, Abierto, counted by
 * its author's quota of the day (and a toner ticket's colours claimed), in one transaction; the
 * document is service/new-ticket.ts's. The
 * device page loads it on the first ticket sent, not with the forms.
 */
import type { ServiceHours } from '@/domain/service-hours';
import { withDocuments } from '../access';
import type { Equipment } from './portal-docs';
import type { TicketAuthor, TicketInit } from './portal-inputs';
import { newTicket } from './service/new-ticket';
import { createCountedTicket, newDocumentId } from './service/service-limits';

/** See client-portal.ts createTicket (which calls it). */
export async function storeTicket(
  equipment: Pick<Equipment, 'id' | 'model' | 'serial'> & { contract?: ServiceHours },
  init: TicketInit,
  author: TicketAuthor,
  ticketId: string | undefined,
  now: Date,
): Promise<string> {
  const id = ticketId ?? newDocumentId();
  const { ticket, toner } = newTicket(equipment, init, author, 'cliente');
  await withDocuments((store) => createCountedTicket(store, id, author.uid, ticket, now, toner));
  return id;
}
