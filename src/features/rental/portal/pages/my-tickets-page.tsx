/**
 * "Mis tickets" (/main-user/mis-tickets): the client's toner requests and fault reports with their
 * status (Abierto, En proceso, Resuelto) and the company's replies.
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Client } from '@/data/client-portal';
import { usePageTitle } from '@/hooks/use-page-title';
import { ClientGate } from '../components/client-gate';
import { TicketList } from '../components/ticket-list';
import { PORTAL_TEXT } from '../messages';
import { useMyTickets } from '../use-my-tickets';

export function MyTicketsPage() {
  usePageTitle(PORTAL_TEXT.myTickets);
  return <ClientGate>{(client) => <Tickets client={client} />}</ClientGate>;
}

function Tickets({ client }: { client: Client }) {
  const { state, reload } = useMyTickets(client.uid);
  return (
    <div className="container py-4">
      <h1 className="h2 mb-1">{PORTAL_TEXT.myTickets}</h1>
      <p className="lead mb-3">{PORTAL_TEXT.ticketsIntro}</p>
      <p className="mb-4">
        <Link to={paths.guest.equipment}>{PORTAL_TEXT.backToEquipment}</Link>
      </p>
      <TicketList
        tickets={state.status === 'error' ? undefined : state.value}
        error={state.status === 'error'}
        onRetry={() => void reload()}
        level={2}
        showDevice
        empty={PORTAL_TEXT.noTickets}
      />
    </div>
  );
}
