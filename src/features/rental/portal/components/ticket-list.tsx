/**
 * A member's tickets (all they may read on "Mis tickets", one device's on its page), newest first:
 * kind, device, status, date, details, and the company's replies (read only for tickets that have
 * some). Clients read; only the desk replies.
 */
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import { guestEquipmentPath } from '@/config/paths';
import { type Ticket } from '@/data/client-portal';
import { listReplies, repliesKey } from '@/data/ticket-replies';
import type { TicketStatus } from '@/domain/client-portal';
import { LoadStatus } from '@/components/ui/load-status';
import { formatDateTime } from '@/domain/format';
import { shownValue, useQuery, type QueryResult } from '@/hooks/use-query';
import { loadTexts, PORTAL_TEXT } from '../messages';
import { StoredPhotoLink } from './stored-photo-link';

type Level = 2 | 3;

const STATUS_CLASS: Record<TicketStatus, string> = {
  Abierto: 'text-bg-warning',
  'En proceso': 'text-bg-primary',
  Resuelto: 'text-bg-secondary',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`d-inline-block rounded-pill px-2 small fw-semibold ${STATUS_CLASS[status]}`}>
      <span className="visually-hidden">Estado: </span>
      {status}
    </span>
  );
}

export function TicketList({
  query,
  only,
  level,
  showDevice,
  showAuthor = false,
  empty,
}: {
  /** The client's tickets (useMyTickets). */
  query: QueryResult<Ticket[]>;
  /** The tickets to list (e.g. one device's); default all. */
  only?: (ticket: Ticket) => boolean;
  /** The heading level of each ticket (its replies' is one below). */
  level: Level;
  showDevice: boolean;
  /** Who opened each ticket (their e-mail): the administrator's list of the company's. */
  showAuthor?: boolean;
  empty: string;
}) {
  const all = shownValue(query.state);
  const tickets = only ? all?.filter(only) : all;
  if (!tickets)
    return (
      <LoadStatus
        state={query.state}
        onRetry={query.reload}
        texts={loadTexts(PORTAL_TEXT.loadingTickets, PORTAL_TEXT.ticketsLoadFailed)}
      />
    );
  if (tickets.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="mb-3">
          <TicketCard
            ticket={ticket}
            level={level}
            showDevice={showDevice}
            showAuthor={showAuthor}
          />
        </li>
      ))}
    </ul>
  );
}

function TicketCard({
  ticket,
  level,
  showDevice,
  showAuthor,
}: {
  ticket: Ticket;
  level: Level;
  showDevice: boolean;
  showAuthor: boolean;
}) {
  const kind = ticket.kind === 'toner' ? PORTAL_TEXT.kindToner : PORTAL_TEXT.kindFault;
  const device = `${ticket.equipment.model} (serie ${ticket.equipment.serial})`;
  return (
    <article className="card border-0 shadow-sm">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          {createElement(
            `h${String(level)}`,
            { className: 'h6 mb-1' },
            showDevice ? `${kind}: ${device}` : kind,
          )}
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p className="small text-body-secondary mb-2">
          {PORTAL_TEXT.openedOn} {formatDateTime(ticket.createdAt)}
          {showAuthor && ticket.clientEmail && ` · ${PORTAL_TEXT.openedBy} ${ticket.clientEmail}`}
          {showDevice && (
            <>
              {' · '}
              <Link to={guestEquipmentPath(ticket.equipmentId)}>{PORTAL_TEXT.openDevice}</Link>
            </>
          )}
        </p>
        {ticket.kind === 'toner' ? (
          <>
            <p className="mb-1">
              {PORTAL_TEXT.colors}: {ticket.tonerColors.join(', ')}
            </p>
            {ticket.description && (
              <p className="mb-1">
                {PORTAL_TEXT.note}: {ticket.description}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="mb-1">
              {PORTAL_TEXT.category}: {ticket.category}
            </p>
            <p className="mb-1" style={{ whiteSpace: 'pre-line' }}>
              {PORTAL_TEXT.description}: {ticket.description}
            </p>
            {ticket.photoPath && (
              <StoredPhotoLink path={ticket.photoPath} text={PORTAL_TEXT.faultPhotoLink} />
            )}
          </>
        )}
        {ticket.lastReplyAt && (
          <Replies ticketId={ticket.id} level={(level + 1) as 3 | 4} stamp={ticket.lastReplyAt} />
        )}
      </div>
    </article>
  );
}

function Replies({ ticketId, level, stamp }: { ticketId: string; level: 3 | 4; stamp: string }) {
  // Keyed by the last reply's time: a newer reply reads them again.
  const { state, reload } = useQuery(repliesKey(ticketId, stamp), () => listReplies(ticketId));
  const replies = shownValue(state);
  return (
    <section className="mt-3 ps-3 border-start border-primary">
      {createElement(`h${String(level)}`, { className: 'h6' }, PORTAL_TEXT.replies)}
      <LoadStatus
        state={state}
        onRetry={reload}
        texts={loadTexts(PORTAL_TEXT.loadingReplies, PORTAL_TEXT.repliesLoadFailed)}
      />
      {replies && (
        <ol className="list-unstyled mb-0">
          {replies.map((reply) => (
            <li key={reply.id} className="mb-2">
              <p className="small text-body-secondary mb-0">
                <strong className="text-body">{reply.authorName || PORTAL_TEXT.companyName}</strong>
                {' · '}
                <time dateTime={reply.at}>{formatDateTime(reply.at)}</time>
              </p>
              <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                {reply.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
