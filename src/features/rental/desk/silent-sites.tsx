/**
 * "Lectores sin reportes" (`?section=servicio&vista=lectores`, docs/decisions/0045-meter-collector.md):
 * every company's meter collector that is live and has sent nothing for more than 3 days (its last
 * report, or its installation when it never reported), the longest quiet first: the company (a
 * link to its page, where "Revocar" is), when it was installed, its last report and the alert
 * "Sin reportes desde hace 3 días".
 *
 * Reads: one query of the sites (at most ALL_AGENT_SITES_LIMIT) and one client per company.
 * Loaded only when the view opens.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadStatus } from '@/components/ui/load-status';
import { adminClientPath } from '@/config/paths';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { listSilentSites, silentSitesKey, type AgentSite } from '@/data/agent-sites';
import { clientsByIds, companyNameOf } from '@/data/service-desk';
import { formatDateTime } from '@/domain/format';
import { shownValue, useQuery } from '@/hooks/use-query';
import { AGENT_TEXT } from './agent-texts';

const T = {
  intro:
    'Lectores instalados que no envían reportes desde hace más de 3 días: revisa con el cliente que la computadora esté encendida y conectada.',
  none: 'Todos los lectores enviaron reportes en los últimos 3 días.',
  caption: 'Lectores sin reportes',
  company: 'Empresa',
  enrolled: 'Instalado',
  lastReport: 'Último reporte',
  state: 'Estado',
} as const;

interface SilentRow {
  site: AgentSite;
  company: string;
}

async function loadSilentRows(now: Date): Promise<SilentRow[]> {
  const sites = await listSilentSites(now);
  const clients = await clientsByIds(sites.map((site) => site.clientId));
  return sites.map((site) => ({
    site,
    company: companyNameOf(clients.get(site.clientId), site.clientId),
  }));
}

export function SilentSites({ now }: { now: () => Date }) {
  const [today] = useState(now);
  const query = useQuery(silentSitesKey(), () => loadSilentRows(today));
  const rows = shownValue(query.state);
  return (
    <>
      <p>{T.intro}</p>
      <LoadStatus texts={DESK_UI_TEXT} state={query.state} onRetry={query.reload} />
      {rows &&
        (rows.length === 0 ? (
          <p className="alert alert-info">{T.none}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm table-striped align-middle">
              <caption className="visually-hidden">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.company}</th>
                  <th scope="col">{T.enrolled}</th>
                  <th scope="col">{T.lastReport}</th>
                  <th scope="col">{T.state}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ site, company }) => (
                  <tr key={site.id}>
                    <th scope="row">
                      <Link to={adminClientPath(site.clientId)}>{company}</Link>
                    </th>
                    <td>{formatDateTime(site.enrolledAt)}</td>
                    <td>
                      {site.lastReportAt ? formatDateTime(site.lastReportAt) : AGENT_TEXT.noReport}
                    </td>
                    <td>
                      <span className="badge text-bg-danger">{AGENT_TEXT.silent}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </>
  );
}
