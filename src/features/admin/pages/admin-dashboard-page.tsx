import { lazy, Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSignOut } from '@/hooks/use-sign-out';
import { ADMIN_TEXT, parseSection } from '../messages';
import { AdminSidebar } from '../components/admin-sidebar';
import { LoadStatus } from '../components/load-status';
import '../admin.scss';

// The dashboard, the default view, loads as its own chunk: the other views (Servicio, a ticket's
// or a client's page) do not carry its cards and counts. Tests preload it (admin-harness.tsx).
export const DashboardSection = preloadable(() =>
  import('../components/dashboard-section').then((m) => m.DashboardSection),
);

// Configuración (the company's data, from src/content/company.ts) loads when first opened: the
// other views do not carry it or the company module. Tests preload it (admin-harness.tsx).
export const SettingsSection = preloadable(() =>
  import('../components/settings-section').then((m) => m.SettingsSection),
);

// One lead's page (its notes, the user's context, the needs-test recommendation) loads when a
// lead is first opened: the lists do not carry it.
export const LeadDetail = preloadable(() =>
  import('../components/lead-detail').then((m) => m.LeadDetail),
);

// Solicitudes and Usuarios load when first opened: the dashboard, the default view, does not
// carry them (admin JS budget, docs/bench-public.md). Tests preload them (admin-harness.tsx).
export const LeadsSection = preloadable(() =>
  import('../components/leads-section').then((m) => m.LeadsSection),
);
export const UsersSection = preloadable(() =>
  import('../components/users-section').then((m) => m.UsersSection),
);

// The Privacidad section (ARCO requests) loads when it is first opened.
const PrivacySection = lazy(() =>
  import('../components/privacy-section').then((m) => ({ default: m.PrivacySection })),
);

// The Servicio section (tickets, readings, usage), a service ticket's page and a rental client's
// page load when first opened.
const ServiceSection = lazy(() =>
  import('../components/service-section').then((m) => ({ default: m.ServiceSection })),
);
const TicketDetail = lazy(() =>
  import('../components/ticket-detail').then((m) => ({ default: m.TicketDetail })),
);
const ClientPage = lazy(() =>
  import('../components/client-page').then((m) => ({ default: m.ClientPage })),
);

const MAIN_ID = 'contenido-admin';
const systemNow = () => new Date();

/**
 * /admin-dashboard (admin only: the route wraps it in RequireAdmin, and the rules refuse the
 * reads to anyone else). The section comes from `?section=` (dashboard by default);
 * /admin-dashboard/solicitudes/:id shows one lead inside the same layout. Each view reads only
 * what it shows (one page, a count, one document). `now` is for tests.
 */
export function AdminDashboardPage({ now = systemNow }: { now?: () => Date }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const { id: leadId, uid: clientUid, ticketId } = useParams();
  const section = leadId
    ? 'solicitudes'
    : clientUid || ticketId
      ? 'servicio'
      : parseSection(params.get('section'));
  const signOut = useSignOut();

  usePageTitle(ADMIN_TEXT.pageTitle);

  return (
    <div className="admin-layout d-lg-flex">
      <a href={`#${MAIN_ID}`} className="visually-hidden-focusable">
        Saltar al contenido
      </a>
      <AdminSidebar current={section} onSignOut={() => void signOut()} />
      <main id={MAIN_ID} tabIndex={-1} className="admin-main flex-grow-1 bg-light p-3 p-lg-4">
        <h1 className="visually-hidden">{ADMIN_TEXT.pageTitle}</h1>
        {leadId ? (
          <Suspense fallback={<LoadStatus state={{ status: 'loading' }} onRetry={() => {}} />}>
            <LeadDetail key={leadId} id={leadId} now={now} />
          </Suspense>
        ) : clientUid ? (
          <Suspense fallback={<LoadStatus state={{ status: 'loading' }} onRetry={() => {}} />}>
            <ClientPage key={clientUid} uid={clientUid} now={now} />
          </Suspense>
        ) : ticketId ? (
          <Suspense fallback={<LoadStatus state={{ status: 'loading' }} onRetry={() => {}} />}>
            <TicketDetail key={ticketId} id={ticketId} now={now} />
          </Suspense>
        ) : (
          <>
            <Suspense fallback={<LoadStatus state={{ status: 'loading' }} onRetry={() => {}} />}>
              {section === 'dashboard' && (
                <DashboardSection
                  account={{ uid: user?.uid ?? '', email: user?.email ?? null }}
                  now={now}
                />
              )}
              {section === 'solicitudes' && <LeadsSection now={now} />}
              {section === 'usuarios' && <UsersSection />}
              {section === 'privacidad' && <PrivacySection now={now} />}
              {section === 'servicio' && <ServiceSection now={now} />}
              {section === 'configuracion' && <SettingsSection />}
            </Suspense>
          </>
        )}
      </main>
    </div>
  );
}
