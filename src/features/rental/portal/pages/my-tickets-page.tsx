/**
 * "Mis tickets" (/main-user/mis-tickets): the client's toner requests and fault reports with their
 * status (Abierto, En proceso, Resuelto) and the company's replies.
 */
import { paths } from '@/config/paths';
import type { Client } from '@/data/client-portal';
import { usePageTitle } from '@/hooks/use-page-title';
import { ClientGate } from '../components/client-gate';
import { PortalPage } from '../components/portal-page';
import { TicketList } from '../components/ticket-list';
import { PORTAL_TEXT } from '../messages';
import { useMyTickets } from '../use-my-tickets';

export function MyTicketsPage() {
  usePageTitle(PORTAL_TEXT.myTickets);
  return <ClientGate>{(client) => <Tickets client={client} />}</ClientGate>;
}

function Tickets({ client }: { client: Client }) {
  const tickets = useMyTickets(client.uid);
  return (
    <PortalPage
      title={PORTAL_TEXT.myTickets}
      intro={PORTAL_TEXT.ticketsIntro}
      link={{ to: paths.guest.equipment, text: PORTAL_TEXT.backToEquipment }}
    >
      <TicketList query={tickets} level={2} showDevice empty={PORTAL_TEXT.noTickets} />
    </PortalPage>
  );
}
