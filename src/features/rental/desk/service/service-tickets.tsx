import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { adminClientPath, adminTicketPath } from '@/config/paths';
import {
  deskTicketsKey,
  listTickets,
  TICKET_PAGE_SIZE,
  type TicketView,
} from '@/data/rental/client-portal';
import { MEXICO_TIME_ZONE } from '@/domain/business-days';
import { mailtoLink } from '@/domain/contact-links';
import { usePagedList } from '@/hooks/use-paged-list';
import { formatCount, formatDateTime } from '@/domain/format';
import { PagedTable } from '@/components/ui/paged-table';
import { listOverdueTickets, overdueTicketsKey } from '@/data/rental/service/ticket-desk';
import { withCompanies, type TicketWithCompany } from '@/data/rental/service/ticket-companies';
import { backFrom, BACK_TEXT } from '../back-from';
import {
  ageText,
  isUnnotified,
  SERVICE_TEXT as T,
  TICKET_STATUS_BADGE_CLASS,
  ticketSubject,
} from './service-messages';
import { PromiseLine } from './ticket-promise';
import { DESK_UI_TEXT } from '@/content/desk-ui';

const HEAD = (
  <>
    <th scope="col">Ticket</th>
    <th scope="col">Equipo</th>
    <th scope="col">Cliente</th>
    <th scope="col">Estado</th>
    <th scope="col">Creado</th>
    <th scope="col">Última respuesta</th>
    <th scope="col">{T.dueColumn}</th>
  </>
);

function TicketRow({ ticket, company, now }: TicketWithCompany & { now: Date }) {
  const location = useLocation();
  return (
    <tr>
      <td>
        <Link to={adminTicketPath(ticket.id)}>{ticketSubject(ticket)}</Link>
        {isUnnotified({ notified: ticket.notified, at: ticket.createdAt }, now) && (
          <span className="d-block">
            <span className="badge text-bg-danger" title={T.unnotifiedHint}>
              {T.unnotified}
            </span>
          </span>
        )}
      </td>
      <td>
        {ticket.equipment.model}
        <span className="d-block small text-secondary">
          {T.serialPrefix} {ticket.equipment.serial}
        </span>
      </td>
      <td className="text-break">
        <Link
          to={adminClientPath(ticket.clientId)}
          state={backFrom(location, BACK_TEXT.tickets)}
          className="fw-semibold d-inline-block py-1"
        >
          {company || ticket.clientId}
        </Link>
        <span className="d-block small">
          {ticket.clientEmail ? (
            // Each link its own 24 px box (WCAG 2.5.8): on a phone a long company name or address
            // wraps, and the two links sit one under the other.
            <a href={mailtoLink(ticket.clientEmail)} className="d-inline-block py-1">
              {ticket.clientEmail}
            </a>
          ) : (
            // Only a client who deleted their account leaves a ticket without e-mail.
            <span className="text-secondary">{T.deletedAccount}</span>
          )}
        </span>
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
      <td className="small">
        {ticket.open ? (
          <PromiseLine ticket={ticket} now={now} />
        ) : (
          <span aria-hidden="true">—</span>
        )}
      </td>
    </tr>
  );
}

/** The desk's ticket lists: the two of client-portal.ts and "Fuera de tiempo". */
export type DeskTicketView = TicketView | 'fuera-de-tiempo';

/**
 * "Tickets abiertos" (oldest first: who has waited longest leads), "Tickets resueltos" (newest
 * first) or "Fuera de tiempo" (the pending promise passed, the most overdue first): one page of
 * TICKET_PAGE_SIZE; each ticket carries its device, its author's e-mail and clock; "Cliente" names
 * the company (clients/{id}, read once per company of the page, ticket-companies.ts) with the
 * member who opened it below. "Vence": what the ticket's clock promises now.
 */
export function ServiceTickets({
  view,
  now,
  onPageMove,
}: {
  view: DeskTicketView;
  now: () => Date;
  onPageMove: () => void;
}) {
  // Read once per list: every row's age is counted from the same instant.
  const [listedAt] = useState(now);
  const list = usePagedList(
    `${view === 'fuera-de-tiempo' ? overdueTicketsKey() : deskTicketsKey(view)}&empresas`,
    (after) =>
      withCompanies(
        view === 'fuera-de-tiempo' ? listOverdueTickets(listedAt, after) : listTickets(view, after),
      ),
  );
  return (
    <PagedTable
      texts={DESK_UI_TEXT}
      list={list}
      pageSize={TICKET_PAGE_SIZE}
      pagesLabel={T.ticketsPages}
      caption={view === 'fuera-de-tiempo' ? T.overdueCaption : T.ticketsCaption}
      empty={
        view === 'abiertos'
          ? T.noOpenTickets
          : view === 'resueltos'
            ? T.noResolvedTickets
            : T.noOverdue
      }
      summary={(first, last) =>
        view === 'fuera-de-tiempo'
          ? T.overdueSummary(list.page, formatCount(first), formatCount(last))
          : T.ticketsSummary(view, list.page, formatCount(first), formatCount(last))
      }
      head={HEAD}
      row={(item) => <TicketRow key={item.ticket.id} {...item} now={listedAt} />}
      onPageMove={onPageMove}
    />
  );
}
