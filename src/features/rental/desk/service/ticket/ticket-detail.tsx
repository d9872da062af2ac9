import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { StoredPhotoLink } from '@/components/stored-photo-link';
import { adminClientPath } from '@/config/paths';
import { getTicket, ticketKey, type Ticket } from '@/data/rental/client-portal';
import { MEXICO_TIME_ZONE } from '@/domain/business-days';
import { mailtoLink } from '@/domain/contact-links';
import { shownValue, useQuery } from '@/hooks/use-query';
import { formatDateTime } from '@/domain/format';
import { LoadStatus } from '@/components/ui/load-status';
import {
  ageText,
  isUnnotified,
  serviceViewPath,
  SERVICE_TEXT as T,
  TICKET_STATUS_BADGE_CLASS,
  ticketTitle,
} from '../service-messages';
import { ViewHeading } from '@/components/ui/view-heading';
import { TicketStatusCard } from './ticket-status-card';
import { TicketTechnicianCard } from './ticket-technician';
import { TicketReplies } from './ticket-thread';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { backFrom, BACK_TEXT } from '../../back-from';
import { companyNames } from '@/data/rental/service/ticket-companies';

const when = (iso: string) => formatDateTime(iso, MEXICO_TIME_ZONE);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9 text-break">{children}</dd>
    </>
  );
}

/**
 * A service ticket in the desk (/admin-dashboard/servicio/:ticketId): what the client asked for,
 * on which device and company (its name, clients/{id}: one read), its status with what its clock promises and the buttons that move it
 * (ticket-status-card.tsx), its technician and visit (ticket-technician.tsx), and the conversation
 * with the form that adds the desk's reply (ticket-thread.tsx). Reads the ticket, its replies (at
 * most 100) and the admin's own profile (already known for the role check); the technicians and
 * the device only when their forms open.
 */
export function TicketDetail({ id, now }: { id: string; now: () => Date }) {
  const ticketQuery = useQuery(ticketKey(id), () => getTicket(id));
  const ticket = shownValue(ticketQuery.state);
  const [openedAt] = useState(now);
  const location = useLocation();
  // The company's name (clients/{id}: one read, shared with the ticket lists' names).
  const clientId = ticket?.clientId ?? '';
  const companyQuery = useQuery(clientId ? `${ticketKey(id)}&empresa=${clientId}` : null, () =>
    companyNames([clientId]).then((names) => names.get(clientId) ?? ''),
  );
  const company = shownValue(companyQuery.state) ?? '';

  /** What a write stored (or changed) replaces the ticket shown. */
  function onChanged(patch: Partial<Ticket> | null) {
    if (!patch) return;
    ticketQuery.update((current) => (current ? { ...current, ...patch } : current));
  }

  return (
    <>
      <p className="mb-2">
        <Link to={serviceViewPath(ticket?.open === false ? 'resueltos' : 'abiertos')}>
          <span aria-hidden="true">←</span> {T.back}
        </Link>
      </p>
      <LoadStatus texts={DESK_UI_TEXT} state={ticketQuery.state} onRetry={ticketQuery.reload} />
      {ticket === null && (
        <>
          <ViewHeading focusKey="not-found">Ticket no encontrado</ViewHeading>
          <p className="alert alert-info">{T.notFound}</p>
        </>
      )}
      {ticket && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <ViewHeading focusKey="ready">{ticketTitle(ticket)}</ViewHeading>
            <span className={`badge mb-3 ${TICKET_STATUS_BADGE_CLASS[ticket.status]}`}>
              {ticket.status}
            </span>
            {isUnnotified({ notified: ticket.notified, at: ticket.createdAt }, openedAt) && (
              <span className="badge mb-3 text-bg-danger" title={T.unnotifiedHint}>
                {T.unnotified}
              </span>
            )}
          </div>
          <section className="card mb-4 shadow-sm" aria-label={T.ticketFacts}>
            <div className="card-body">
              <dl className="row mb-0">
                {ticket.kind === 'toner' ? (
                  <Fact term="Colores">{ticket.tonerColors.join(', ') || '—'}</Fact>
                ) : (
                  <Fact term="Categoría">{ticket.category || '—'}</Fact>
                )}
                <Fact term="Descripción">
                  {ticket.description ? (
                    <span className="admin-message">{ticket.description}</span>
                  ) : (
                    <span className="text-secondary">Sin descripción</span>
                  )}
                </Fact>
                {ticket.photoPath && (
                  <Fact term="Foto">
                    <StoredPhotoLink path={ticket.photoPath} className={null} text={T.viewPhoto} />
                  </Fact>
                )}
                <Fact term="Equipo">
                  {ticket.equipment.model}, {T.serialPrefix.toLowerCase()} {ticket.equipment.serial}{' '}
                  <Link
                    to={adminClientPath(ticket.clientId)}
                    state={backFrom(location, BACK_TEXT.ticket)}
                  >
                    {T.viewClient}
                  </Link>
                </Fact>
                <Fact term="Cliente">
                  {company && <span className="d-block fw-semibold">{company}</span>}
                  {ticket.clientEmail ? (
                    <a href={mailtoLink(ticket.clientEmail)}>{ticket.clientEmail}</a>
                  ) : (
                    // Only a client who deleted their account leaves a ticket without e-mail.
                    <span className="text-secondary">{T.deletedAccount}</span>
                  )}
                </Fact>
                {ticket.openedByCollector === true ? (
                  <Fact term="Origen">{T.openedByCollector}</Fact>
                ) : (
                  ticket.openedBy === 'empresa' && <Fact term="Origen">{T.openedByCompany}</Fact>
                )}
                <Fact term="Creado">
                  {when(ticket.createdAt)}{' '}
                  <span className="text-secondary">({ageText(ticket.createdAt, openedAt)})</span>
                </Fact>
                <Fact term="Última respuesta">
                  {ticket.lastReplyAt ? when(ticket.lastReplyAt) : T.noReply}
                </Fact>
                <Fact term="Folio">
                  <code>{ticket.id}</code>
                </Fact>
              </dl>
            </div>
          </section>
          <TicketStatusCard ticket={ticket} now={now} onChanged={onChanged} />
          <TicketTechnicianCard ticket={ticket} now={now} onChanged={onChanged} />
          <TicketReplies
            ticket={ticket}
            now={now}
            onReplied={(stored) => onChanged(stored ?? { lastReplyAt: new Date().toISOString() })}
          />
        </>
      )}
    </>
  );
}
