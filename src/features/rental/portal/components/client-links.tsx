/**
 * What the guest area shows a member of a rental client outside their pages: the header's links
 * and the dashboard's card, each with what their role may use ("Mis equipos" and "Mis tickets"
 * for the administrator and the users, "Estados de cuenta" for the administrator and billing,
 * "Mi empresa" for everyone). Loaded lazily by the header and the dashboard (one small chunk);
 * for a person without a company both render nothing.
 */
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { seesDevices, seesStatements, type MemberRole } from '@/domain/company';
import { CLIENT_LINK_TEXT } from '../link-texts';
import { useClient } from '../use-client';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link active fw-semibold text-decoration-underline' : 'nav-link';

/** The portal's pages a role may open, in the menu's order. */
export function portalLinks(role: MemberRole): { to: string; text: string }[] {
  return [
    ...(seesDevices(role)
      ? [
          { to: paths.guest.equipment, text: CLIENT_LINK_TEXT.myEquipment },
          { to: paths.guest.tickets, text: CLIENT_LINK_TEXT.myTickets },
        ]
      : []),
    ...(seesStatements(role)
      ? [{ to: paths.guest.statements, text: CLIENT_LINK_TEXT.statements }]
      : []),
    { to: paths.guest.company, text: CLIENT_LINK_TEXT.myCompany },
  ];
}

/** The header's links, as items of its navbar list. */
export function ClientNavItems() {
  const { state } = useClient();
  if (state.status !== 'ready' || !state.value) return null;
  return (
    <>
      {portalLinks(state.value.role).map((link) => (
        <li key={link.to} className="nav-item">
          <NavLink to={link.to} className={navClass}>
            {link.text}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** The dashboard's card for a member: the pages their role may use. */
export function ClientDashboardCard() {
  const { state } = useClient();
  if (state.status !== 'ready' || !state.value) return null;
  const role = state.value.role;
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="tu-renta">
      <div className="card-body">
        <h2 id="tu-renta" className="h5">
          {CLIENT_LINK_TEXT.rentalCardTitle}
        </h2>
        <p>
          {seesDevices(role) ? CLIENT_LINK_TEXT.rentalCardText : CLIENT_LINK_TEXT.billingCardText}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {portalLinks(role).map((link, index) => (
            <Link
              key={link.to}
              className={index === 0 ? 'btn btn-action' : 'btn btn-outline-primary'}
              to={link.to}
            >
              {link.text}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
