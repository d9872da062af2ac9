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
import { Link } from 'react-router-dom';
import { adminClientPath } from '@/config/paths';
import type { AgentSite } from '@/data/rental/agent/agent-sites';
import { listSilentSites, silentSitesKey } from '@/data/rental/agent/silent-agent-sites';
import { companyNamesOf } from '@/data/rental/service/ticket-companies';
import { formatDateTime } from '@/domain/format';
import { DeskReportTable } from '../desk-report-table';
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
  const names = await companyNamesOf(sites, (site) => site.clientId);
  return sites.map((site, index) => ({ site, company: names[index] ?? site.clientId }));
}

export function SilentSites({ now }: { now: () => Date }) {
  return (
    <DeskReportTable
      texts={T}
      now={now}
      cacheKey={silentSitesKey()}
      load={loadSilentRows}
      columns={[T.company, T.enrolled, T.lastReport, T.state]}
    >
      {(rows) =>
        rows.map(({ site, company }) => (
          <tr key={site.id}>
            <th scope="row">
              <Link to={adminClientPath(site.clientId)}>{company}</Link>
            </th>
            <td>{formatDateTime(site.enrolledAt)}</td>
            <td>{site.lastReportAt ? formatDateTime(site.lastReportAt) : AGENT_TEXT.noReport}</td>
            <td>
              <span className="badge text-bg-danger">{AGENT_TEXT.silent}</span>
            </td>
          </tr>
        ))
      }
    </DeskReportTable>
  );
}
