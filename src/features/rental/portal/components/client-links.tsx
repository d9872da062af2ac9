/**
 * What the guest area shows a rental client outside their pages: the header's "Mis equipos" and
 * "Mis tickets" links and the dashboard's card. Loaded lazily by the header and the dashboard (one
 * small chunk); for a user who is not a client both render nothing.
 */
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CLIENT_LINK_TEXT } from '../link-texts';
import { useClient } from '../use-client';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link active fw-semibold text-decoration-underline' : 'nav-link';

/** The header's links, as items of its navbar list. */
export function ClientNavItems() {
  const { state } = useClient();
  if (state.status !== 'ready' || !state.value) return null;
  return (
    <>
      <li className="nav-item">
        <NavLink to={paths.guest.equipment} className={navClass}>
          {CLIENT_LINK_TEXT.myEquipment}
        </NavLink>
      </li>
      <li className="nav-item">
        <NavLink to={paths.guest.tickets} className={navClass}>
          {CLIENT_LINK_TEXT.myTickets}
        </NavLink>
      </li>
    </>
  );
}

/** The dashboard's card for a client: their equipment and tickets. */
export function ClientDashboardCard() {
  const { state } = useClient();
  if (state.status !== 'ready' || !state.value) return null;
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="tu-renta">
      <div className="card-body">
        <h2 id="tu-renta" className="h5">
          {CLIENT_LINK_TEXT.rentalCardTitle}
        </h2>
        <p>{CLIENT_LINK_TEXT.rentalCardText}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-action" to={paths.guest.equipment}>
            {CLIENT_LINK_TEXT.myEquipment}
          </Link>
          <Link className="btn btn-outline-primary" to={paths.guest.tickets}>
            {CLIENT_LINK_TEXT.myTickets}
          </Link>
        </div>
      </div>
    </section>
  );
}
