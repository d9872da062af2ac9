/**
 * The member's tickets (one page, newest first), shared by "Mis tickets" and the device pages:
 * the administrator reads every ticket of the company, a "Usuario" the ones they opened.
 */
import type { ClientLink } from '@/data/rental/company/client-link';
import {
  listMyTickets,
  myTicketsKey,
  type Ticket,
  type TicketScope,
} from '@/data/rental/client-portal';
import type { ReplyMember } from '@/data/rental/service/client-replies';
import { seesEveryTicket } from '@/domain/company';
import { useQuery, type QueryResult } from '@/hooks/use-query';
import { useRecheckWhenDenied } from './use-client';

/** Whose tickets `link`'s person reads. */
export function ticketScope(link: ClientLink): TicketScope {
  return { clientId: link.client.uid, authorUid: seesEveryTicket(link.role) ? null : link.uid };
}

/** Who replies with "Responder": the member, by their name in the company (what the rules check). */
export function replyMember(link: ClientLink): ReplyMember {
  return { uid: link.uid, name: link.member.name };
}

export function useMyTickets(link: ClientLink): QueryResult<Ticket[]> {
  const scope = ticketScope(link);
  const query = useQuery(myTicketsKey(scope), () =>
    listMyTickets(scope).then((page) => page.items),
  );
  useRecheckWhenDenied(query.state);
  return query;
}
