/**
 * "Mis tickets" (/main-user/mis-tickets): toner requests and fault reports with their status, what
 * the company promised, the scheduled visit, the thread and "Responder": every ticket of the company for its
 * administrator, the ones they opened for a "Usuario"; not for "Facturación".
 */
import { paths } from '@/config/paths';
import type { ClientLink } from '@/data/rental/company/client-link';
import { seesDevices, seesEveryTicket } from '@/domain/company';
import { usePageTitle } from '@/hooks/use-page-title';
import { ClientGate } from '../components/client-gate';
import { PortalPage } from '../components/portal-page';
import { TicketList } from '../components/ticket-list';
import { PORTAL_TEXT } from '../messages';
import { replyMember, useMyTickets } from '../use-my-tickets';

/** This page's own texts (the portal's shared ones: ../messages.ts). */
const TICKETS_TEXT = {
  ticketsIntro:
    'Tus solicitudes de tóner y reportes de falla, con su estado y las respuestas de nuestro equipo.',
  /** The administrator's "Mis tickets": every ticket of the company. */
  companyTicketsIntro:
    'Las solicitudes de tóner y reportes de falla de tu empresa, con su estado y las respuestas de nuestro equipo.',
  noTickets: 'Aún no tienes tickets. Pide tóner o reporta una falla desde la página de tu equipo.',
  noCompanyTickets:
    'Tu empresa aún no tiene tickets. Pide tóner o reporta una falla desde la página de un equipo.',
} as const;

export function MyTicketsPage() {
  usePageTitle(PORTAL_TEXT.myTickets);
  return <ClientGate allow={seesDevices}>{(link) => <Tickets link={link} />}</ClientGate>;
}

function Tickets({ link }: { link: ClientLink }) {
  const tickets = useMyTickets(link);
  const all = seesEveryTicket(link.role);
  return (
    <PortalPage
      title={PORTAL_TEXT.myTickets}
      intro={all ? TICKETS_TEXT.companyTicketsIntro : TICKETS_TEXT.ticketsIntro}
      link={{ to: paths.guest.equipment, text: PORTAL_TEXT.backToEquipment }}
    >
      <TicketList
        query={tickets}
        level={2}
        showDevice
        showAuthor={all}
        member={replyMember(link)}
        empty={all ? TICKETS_TEXT.noCompanyTickets : TICKETS_TEXT.noTickets}
      />
    </PortalPage>
  );
}
