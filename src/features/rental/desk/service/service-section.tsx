import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ServiceReadings } from './service-readings';
import {
  parseServiceView,
  serviceViewPath,
  SERVICE_PARAMS,
  SERVICE_TEXT as T,
  SERVICE_VIEWS,
} from './service-messages';
import { ServiceTickets } from './service-tickets';
import { UsageReport } from './usage-report';
import { ViewHeading } from '@/components/ui/view-heading';
import { ServiceVisits } from './service-visits';
import { DESK_UI_TEXT } from '@/content/desk-ui';

// The month's service times draw the dashboard's charts: their code loads with the view.
const ServiceTimes = lazy(() =>
  import('./service-times').then((module) => ({ default: module.ServiceTimes })),
);
// "Cierre de mes" (its forms, the invoicing export) and "Tóner por agotarse" load with their views.
const MonthClose = lazy(() =>
  import('./month-close/month-close').then((module) => ({ default: module.MonthClose })),
);
const TonerAlerts = lazy(() =>
  import('./toner-alerts').then((module) => ({ default: module.TonerAlerts })),
);
// "Lectores sin reportes": the meter collectors gone quiet, with its view.
const SilentSites = lazy(() =>
  import('../agent/silent-sites').then((module) => ({ default: module.SilentSites })),
);

/**
 * Servicio: the rental clients' tickets (open ones first, oldest first; the resolved ones; those
 * past their promised time, "Fuera de tiempo"), the signed-in technician's visits of today, the
 * month's service times, the devices whose reading for this month is missing, the monthly
 * usage report with its CSV, the month's close ("Cierre de mes": readings, statements, the
 * invoicing export), the devices whose toner runs out within 10 days and the meter collectors
 * that stopped reporting. The view comes from `?vista=` (Tickets abiertos by default); each
 * reads one page of at most 50 (the service times: one query of the month's tickets).
 */
export function ServiceSection({ now }: { now: () => Date }) {
  const [params] = useSearchParams();
  const view = parseServiceView(params.get(SERVICE_PARAMS.view));
  const [pageMoves, setPageMoves] = useState(0);
  const onPageMove = () => setPageMoves((n) => n + 1);

  return (
    <>
      <ViewHeading focusKey={`${view}-${pageMoves}`}>{T.title}</ViewHeading>
      <p className="text-secondary">{T.intro}</p>
      <nav aria-label={T.viewsLabel} className="mb-3">
        <ul className="nav nav-pills flex-wrap gap-2">
          {SERVICE_VIEWS.map((v) => (
            <li key={v} className="nav-item">
              <Link
                to={serviceViewPath(v)}
                className={v === view ? 'nav-link active' : 'nav-link'}
                aria-current={v === view ? 'page' : undefined}
              >
                {T.views[v]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h3 className="h4 mb-3">{T.views[view]}</h3>
      {(view === 'abiertos' || view === 'resueltos' || view === 'fuera-de-tiempo') && (
        <ServiceTickets key={view} view={view} now={now} onPageMove={onPageMove} />
      )}
      {view === 'visitas' && <ServiceVisits now={now} />}
      {(view === 'tiempos' || view === 'cierre' || view === 'toner' || view === 'lectores') && (
        <Suspense
          fallback={
            <p role="status" className="text-secondary">
              {DESK_UI_TEXT.loading}
            </p>
          }
        >
          {view === 'tiempos' && <ServiceTimes now={now} />}
          {view === 'cierre' && <MonthClose now={now} />}
          {view === 'toner' && <TonerAlerts now={now} />}
          {view === 'lectores' && <SilentSites now={now} />}
        </Suspense>
      )}
      {view === 'lecturas' && <ServiceReadings now={now} onPageMove={onPageMove} />}
      {view === 'consumo' && <UsageReport now={now} onPageMove={onPageMove} />}
    </>
  );
}
