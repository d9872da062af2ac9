/**
 * A member's tickets (all they may read on "Mis tickets", one device's on its page), newest first:
 * kind, device, status, date, details, and on an open ticket what the company promised (from the
 * ticket's clock, src/domain/service-level.ts, at this browser's time: "Te respondemos antes
 * de …", "Resolvemos antes de …", late or paused), the scheduled visit and the technician, and
 * "Responder". The thread (read only for tickets with replies; ./ticket-thread.tsx, whose code
 * loads then) holds the company's replies and the client's own, oldest first: the latest page,
 * and earlier ones with "Ver respuestas anteriores".
 */
import { createElement, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { guestEquipmentPath } from '@/config/paths';
import { type Ticket, type TicketReply } from '@/data/rental/client-portal';
import { repliesKey } from '@/data/rental/portal-docs';
import type { ReplyPage } from '@/data/rental/service/reply-list';
import type { TicketStatus } from '@/domain/client-portal';
import { ticketClockOf } from '@/domain/schemas/ticket';
import { clockState, promiseText, visitText } from '@/domain/service-level';
import { LoadStatus } from '@/components/ui/load-status';
import { formatDateTime } from '@/domain/format';
import { shownValue, type QueryResult } from '@/hooks/use-query';
import { getQueryState, setQueryData } from '@/lib/query-cache';
import { loadTexts, PORTAL_TEXT } from '../messages';
import { ReplySection, type ReplyMember } from './reply-section';
import { StoredPhotoLink } from './stored-photo-link';

type Level = 2 | 3;

// A ticket's thread (./ticket-thread.tsx) loads its code for a ticket that has replies only.
const Replies = lazy(() =>
  import('./ticket-thread').then((module) => ({ default: module.TicketThread })),
);

const STATUS_CLASS: Record<TicketStatus, string> = {
  Abierto: 'text-bg-warning',
  'En proceso': 'text-bg-primary',
  'Esperando refacción': 'text-bg-info',
  'Esperando al cliente': 'text-bg-light border',
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
  member,
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
  /** Who replies with "Responder" (the signed-in member); none: no "Responder". */
  member?: ReplyMember;
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
            member={member}
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
  member,
}: {
  ticket: Ticket;
  level: Level;
  showDevice: boolean;
  showAuthor: boolean;
  member: ReplyMember | undefined;
}) {
  // The time of the reply sent from here: the thread shows it before the ticket is read again.
  const [sentAt, setSentAt] = useState<string | null>(null);
  const stamp = latest(ticket.lastReplyAt, sentAt);
  const open = ticket.status !== 'Resuelto';

  function onSent(reply: TicketReply) {
    const shown = shownValue(getQueryState<ReplyPage>(repliesKey(ticket.id, stamp ?? undefined)));
    setQueryData<ReplyPage>(repliesKey(ticket.id, reply.at), {
      replies: [...(shown?.replies ?? []).filter((item) => item.id !== reply.id), reply],
      earlier: shown?.earlier ?? null,
    });
    setSentAt(reply.at);
  }

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
        {open && <ServiceLines ticket={ticket} />}
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
        {stamp && (
          <Suspense
            fallback={
              <p className="mt-3 text-body-secondary" role="status">
                {PORTAL_TEXT.loadingReplies}
              </p>
            }
          >
            <Replies ticketId={ticket.id} level={(level + 1) as 3 | 4} stamp={stamp} />
          </Suspense>
        )}
        {open && member && <ReplySection ticket={ticket} member={member} onSent={onSent} />}
      </div>
    </article>
  );
}

/** The later of two ISO times (either may be missing). */
function latest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}

/**
 * What an open ticket's client reads of the service: the pending promise (or that it is late, or
 * paused), the visit the desk scheduled and the technician who goes.
 */
function ServiceLines({ ticket }: { ticket: Ticket }) {
  const state = clockState(ticketClockOf(ticket), new Date());
  const promise = promiseText(state, ticket.status);
  const tone = state.late ? ' text-danger' : state.phase === 'pausa' ? ' text-body-secondary' : '';
  return (
    <>
      {promise && <p className={`fw-semibold mb-2${tone}`}>{promise}</p>}
      {ticket.visit && <p className="mb-1">{visitText(ticket.visit)}</p>}
      {ticket.technicianName && (
        <p className="mb-2">{PORTAL_TEXT.technician(ticket.technicianName)}</p>
      )}
    </>
  );
}
