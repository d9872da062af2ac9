/**
 * "Visitas de hoy" (`?vista=visitas`): the signed-in technician's visits of today (Cancún), by
 * start time, as cards readable on a phone: the time window, the company, the device, the address
 * with a map link and the phone to call. One query (two equalities, no composite index) and one
 * read of each visited company.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadStatus } from '@/components/ui/load-status';
import { adminTicketPath } from '@/config/paths';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { Ticket } from '@/data/rental/client-portal';
import { companyNamesOf } from '@/data/rental/service/ticket-companies';
import { listTodayVisits, todayVisitsKey } from '@/data/rental/service/ticket-desk';
import { cancunDate } from '@/domain/business-hours';
import { formatDate } from '@/domain/format';
import { phoneLinks } from '@/domain/phone';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { SERVICE_TEXT as T, ticketSubject } from './service-messages';

/** The map search of an address (opens Google Maps' app or site). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

async function visitsWithCompanies(uid: string, day: string) {
  const tickets = await listTodayVisits(uid, day);
  const names = await companyNamesOf(tickets, (ticket) => ticket.clientId, '');
  return tickets.map((ticket, index) => ({ ticket, company: names[index] ?? '' }));
}

function VisitCard({ ticket, company }: { ticket: Ticket; company: string }) {
  const visit = ticket.visit;
  if (!visit) return null;
  const phone = phoneLinks(visit.phone);
  return (
    <li className="card mb-3 shadow-sm">
      <div className="card-body">
        <h4 className="h5 mb-1">
          {visit.start}–{visit.end}
        </h4>
        <p className="fw-semibold mb-1 text-break">{company || ticket.clientEmail}</p>
        <p className="mb-1 text-break">
          {ticket.equipment.model} · {T.serialPrefix} {ticket.equipment.serial}
        </p>
        <p className="mb-2 small text-secondary">
          <Link to={adminTicketPath(ticket.id)}>{ticketSubject(ticket)}</Link>
        </p>
        <p className="mb-2 text-break">{visit.address}</p>
        <div className="d-flex flex-wrap gap-2">
          <a
            className="btn btn-outline-primary"
            href={mapLink(visit.address)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {T.mapLink}
            <span className="visually-hidden"> (se abre en otra pestaña)</span>
          </a>
          {phone && (
            <a className="btn btn-outline-primary" href={phone.tel}>
              {T.callLink(phone.international)}
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

export function ServiceVisits({ now }: { now: () => Date }) {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const [day] = useState(() => cancunDate(now()));
  const query = useQuery(uid ? todayVisitsKey(uid, day) : null, () =>
    visitsWithCompanies(uid, day),
  );
  const visits = shownValue(query.state);
  return (
    <>
      <p>{T.visitsIntro(formatDate(day))}</p>
      <LoadStatus texts={DESK_UI_TEXT} state={query.state} onRetry={query.reload} />
      {visits &&
        (visits.length === 0 ? (
          <p className="alert alert-info">{T.noVisitsToday}</p>
        ) : (
          <ul className="list-unstyled" aria-label={T.views.visitas}>
            {visits.map(({ ticket, company }) => (
              <VisitCard key={ticket.id} ticket={ticket} company={company} />
            ))}
          </ul>
        ))}
    </>
  );
}
