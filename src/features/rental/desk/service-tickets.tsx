import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminTicketPath } from '@/config/paths';
import {
  deskTicketsKey,
  listTickets,
  TICKET_PAGE_SIZE,
  type Ticket,
  type TicketView,
} from '@/data/client-portal';
import { MEXICO_TIME_ZONE } from '@/domain/business-days';
import { mailtoLink } from '@/domain/contact-links';
import { usePagedList } from '@/hooks/use-paged-list';
import { formatCount, formatDateTime } from '@/domain/format';
import { PagedTable } from '@/components/ui/paged-table';
import {
  ageText,
  SERVICE_TEXT as T,
  TICKET_STATUS_BADGE_CLASS,
  ticketSubject,
} from './service-messages';
import { DESK_UI_TEXT } from '@/content/desk-ui';

const HEAD = (
  <>
    <th scope="col">Ticket</th>
    <th scope="col">Equipo</th>
    <th scope="col">Cliente</th>
    <th scope="col">Estado</th>
    <th scope="col">Creado</th>
    <th scope="col">Última respuesta</th>
  </>
);

function TicketRow({ ticket, now }: { ticket: Ticket; now: Date }) {
  return (
    <tr>
      <td>
        <Link to={adminTicketPath(ticket.id)}>{ticketSubject(ticket)}</Link>
      </td>
      <td>
        {ticket.equipment.model}
        <span className="d-block small text-secondary">
          {T.serialPrefix} {ticket.equipment.serial}
        </span>
      </td>
      <td className="text-break">
        {ticket.clientEmail ? (
          <a href={mailtoLink(ticket.clientEmail)}>{ticket.clientEmail}</a>
        ) : (
          // Only a client who deleted their account leaves a ticket without e-mail.
          <span className="text-secondary">{T.deletedAccount}</span>
        )}
      </td>
      <td>
        <span className={`badge ${TICKET_STATUS_BADGE_CLASS[ticket.status]}`}>{ticket.status}</span>
      </td>
      <td className="text-nowrap">
        {formatDateTime(ticket.createdAt, MEXICO_TIME_ZONE)}
        <span className="d-block small text-secondary">{ageText(ticket.createdAt, now)}</span>
      </td>
      <td className="text-nowrap">
        {ticket.lastReplyAt ? (
          formatDateTime(ticket.lastReplyAt, MEXICO_TIME_ZONE)
        ) : (
          <span className="text-secondary">{T.noReply}</span>
        )}
      </td>
    </tr>
  );
}

/**
 * "Tickets abiertos" (oldest first: who has waited longest leads) or "Tickets resueltos" (newest
 * first): one page of TICKET_PAGE_SIZE; each ticket carries its device and client e-mail, so the
 * page reads nothing else.
 */
export function ServiceTickets({
  view,
  now,
  onPageMove,
}: {
  view: TicketView;
  now: () => Date;
  onPageMove: () => void;
}) {
  // Read once per list: every row's age is counted from the same instant.
  const [listedAt] = useState(now);
  const list = usePagedList(deskTicketsKey(view), (after) => listTickets(view, after));
  return (
    <PagedTable
      texts={DESK_UI_TEXT}
      list={list}
      pageSize={TICKET_PAGE_SIZE}
      caption={T.ticketsCaption}
      pagesLabel={T.ticketsPages}
      empty={view === 'abiertos' ? T.noOpenTickets : T.noResolvedTickets}
      summary={(first, last) =>
        T.ticketsSummary(view, list.page, formatCount(first), formatCount(last))
      }
      head={HEAD}
      row={(ticket) => <TicketRow key={ticket.id} ticket={ticket} now={listedAt} />}
      onPageMove={onPageMove}
    />
  );
}
