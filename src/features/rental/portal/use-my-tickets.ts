/** The client's tickets (one page, newest first), shared by "Mis tickets" and the device pages. */
import { listMyTickets, myTicketsKey, type Ticket } from '@/data/client-portal';
import { useQuery, type QueryResult } from '@/hooks/use-query';

export function useMyTickets(uid: string): QueryResult<Ticket[]> {
  return useQuery(myTicketsKey(uid), () => listMyTickets(uid).then((page) => page.items));
}
