import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LEAD_STAGES, type LeadStage } from '@/domain/entities';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useDashboardCounts, useLeadStats } from '../hooks/use-dashboard-counts';
import { ADMIN_TEXT } from '../messages';
import { RECENT_DAYS, totalLeads } from '../utils/admin-stats';
import { formatCount } from '@/domain/format';
import { LoadStatus } from '@/components/ui/load-status';
import { StageBadge } from './stage';
import { ViewHeading } from '@/components/ui/view-heading';
import { DESK_UI_TEXT } from '@/content/desk-ui';

// The charts' code is a chunk of its own, not part of the desk's first download (admin JS budget,
// docs/decisions/0031-dashboard-charts.md). It is read like data, with useQuery, from the moment
// the dashboard opens: no Suspense that a test (or a closed view) could see resolve late, and a
// chunk that failed to download offers "Reintentar".
const loadCharts = () => import('./dashboard-charts');

export interface AdminAccount {
  uid: string;
  email: string | null;
}

/** Solicitudes, filtered by `stage` when given. */
function leadsLink(stage: LeadStage | null): string {
  const params = new URLSearchParams({ section: 'solicitudes' });
  if (stage) params.set('etapa', stage);
  return `${paths.admin}?${params.toString()}`;
}

/** A count that opens the list of its stage; its name says what the number is. */
function CountLink({
  value,
  stage,
  period,
  testId,
}: {
  value: number;
  stage: LeadStage | null;
  period: string;
  testId: string;
}) {
  const what = stage ? `en etapa ${stage}` : 'en total';
  return (
    <Link
      to={leadsLink(stage)}
      data-testid={testId}
      aria-label={`${formatCount(value)} ${value === 1 ? 'solicitud' : 'solicitudes'} ${what}, ${period}: ver la lista`}
    >
      {formatCount(value)}
    </Link>
  );
}

/**
 * The admin's own account (id, e-mail, role), the leads per stage, the registered users and, once
 * the counts are in, the charts (read from the counters' week documents at the same time).
 */
export function DashboardSection({ account, now }: { account: AdminAccount; now: () => Date }) {
  const { state, reload } = useDashboardCounts(now);
  const stats = useLeadStats(now);
  const charts = useQuery('admin/dashboard-charts', loadCharts);
  const Charts = shownValue(charts.state)?.DashboardCharts;
  const recentPeriod = `últimos ${RECENT_DAYS} días`;
  return (
    <>
      <ViewHeading>Dashboard</ViewHeading>
      <section className="card mb-4 shadow-sm" aria-labelledby="admin-account-title">
        <div className="card-body">
          <h3 id="admin-account-title" className="h5">
            Tu cuenta
          </h3>
          <dl className="row mb-0">
            <dt className="col-sm-3">ID de usuario</dt>
            <dd className="col-sm-9 text-break">
              <code>{account.uid}</code>
            </dd>
            <dt className="col-sm-3">Correo</dt>
            <dd className="col-sm-9 text-break">{account.email ?? 'Sin correo'}</dd>
            <dt className="col-sm-3">Rol</dt>
            <dd className="col-sm-9 mb-0">{ADMIN_TEXT.roleLabel}</dd>
          </dl>
        </div>
      </section>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {state.status === 'ready' && (
        <div className="row g-3">
          <div className="col-12 col-xl-8">
            <section className="card h-100 shadow-sm" aria-labelledby="stat-stages-title">
              <div className="card-body">
                <h3 id="stat-stages-title" className="h5">
                  Solicitudes por etapa
                </h3>
                <p className="small text-secondary">
                  Cada número abre la lista de Solicitudes filtrada por su etapa.
                </p>
                <div className="table-responsive">
                  <table className="table table-sm align-middle mb-0">
                    <caption className="visually-hidden">
                      Solicitudes por etapa: últimos {RECENT_DAYS} días e histórico
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Etapa</th>
                        <th scope="col" className="text-end">
                          Últimos {RECENT_DAYS} días
                        </th>
                        <th scope="col" className="text-end">
                          Histórico
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {LEAD_STAGES.map((stage) => (
                        <tr key={stage}>
                          <th scope="row" className="fw-normal">
                            <StageBadge stage={stage} />
                          </th>
                          <td className="text-end">
                            <CountLink
                              value={state.value.recent[stage]}
                              stage={stage}
                              period={recentPeriod}
                              testId={`stat-recent-${stage}`}
                            />
                          </td>
                          <td className="text-end">
                            <CountLink
                              value={state.value.total[stage]}
                              stage={stage}
                              period="histórico"
                              testId={`stat-total-${stage}`}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">Total</th>
                        <td className="text-end fw-semibold">
                          <CountLink
                            value={totalLeads(state.value.recent)}
                            stage={null}
                            period={recentPeriod}
                            testId="stat-recent-total"
                          />
                        </td>
                        <td className="text-end fw-semibold">
                          <CountLink
                            value={totalLeads(state.value.total)}
                            stage={null}
                            period="histórico"
                            testId="stat-total-total"
                          />
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              </div>
            </section>
          </div>
          <div className="col-12 col-md-6 col-xl-4">
            <section className="card h-100 shadow-sm" aria-labelledby="stat-users-label">
              <div className="card-body">
                <h3 id="stat-users-label" className="h5">
                  Usuarios registrados
                </h3>
                <p className="display-6 fw-semibold mb-2" data-testid="stat-users">
                  {formatCount(state.value.users)}
                </p>
                <p className="small text-secondary mb-0">
                  Cuentas con su documento de usuario creado.
                </p>
              </div>
            </section>
          </div>
        </div>
      )}
      {state.status === 'ready' &&
        (Charts ? (
          <Charts counts={state.value.total} stats={stats.state} onRetry={stats.reload} now={now} />
        ) : (
          <LoadStatus texts={DESK_UI_TEXT} state={charts.state} onRetry={charts.reload} />
        ))}
    </>
  );
}
