/**
 * "Tóner por agotarse" (`?section=servicio&vista=toner`, docs/decisions/0044-month-close.md): the
 * devices whose toner runs out within 10 days (equipment.tonerEndsOn, written by a function from
 * the cartridges' yield, the last delivery and the readings), the soonest first: company, device,
 * the colour that ends first and "Se agota el {fecha}". "Enviar tóner" opens a toner ticket for
 * that colour in the name of the company's administrador (createDeskTicket, as "Nuevo ticket"
 * on the client's page), then links to it.
 *
 * Reads: one query (at most TONER_ALERTS_LIMIT devices) and one client per company; a company's
 * members only when its "Enviar tóner" is pressed. Loaded only when the view opens.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminTicketPath } from '@/config/paths';
import type { Equipment } from '@/data/rental/client-portal';
import { companyNamesOf } from '@/data/rental/service/ticket-companies';
import { CompanyDeviceCells } from './month-close/company-device-cells';
import { listMembers } from '@/data/rental/company/company';
import { failureMessage } from '@/data/failure-message';
import { listTonerAlerts, tonerAlertsKey } from '@/data/rental/month-close/month-close';
import { createDeskTicket } from '@/data/rental/service/ticket-desk';
import { TonerRequestOpenError } from '@/data/rental/service/service-limits';
import type { TonerColor } from '@/domain/client-portal';
import { formatDate } from '@/domain/format';
import { forecastToner, soonestToner } from '@/domain/toner-forecast';
import { DeskReportTable } from '../desk-report-table';
import { TONER_TEXT as T } from './toner-texts';

interface TonerRow {
  device: Equipment;
  company: string;
  /** The colour that runs out first ('Negro' when the forecast cannot tell). */
  color: TonerColor;
}

async function loadTonerRows(now: Date): Promise<TonerRow[]> {
  const devices = await listTonerAlerts(now);
  const names = await companyNamesOf(devices, (device) => device.clientId);
  return devices.map((device, index) => ({
    device,
    company: names[index] ?? device.clientId,
    color: soonestToner(forecastToner(device))?.color ?? 'Negro',
  }));
}

/** The "Enviar tóner" of one device: its button, then the opened ticket's link or the error. */
function SendToner({ row }: { row: TonerRow }) {
  const [busy, setBusy] = useState(false);
  const [ticketId, setTicketId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { device } = row;

  async function send() {
    setBusy(true);
    setFailure(null);
    try {
      const members = await listMembers(device.clientId);
      const admin = members.find((m) => m.role === 'administrador');
      if (!admin) {
        setFailure(T.noAdministrator);
        return;
      }
      setTicketId(
        await createDeskTicket(
          device,
          { kind: 'toner', tonerColors: [row.color], description: T.description },
          { uid: admin.uid, email: admin.email },
        ),
      );
    } catch (error) {
      setFailure(
        error instanceof TonerRequestOpenError
          ? error.message
          : failureMessage(error, { denied: T.denied, failed: T.failed }),
      );
    } finally {
      setBusy(false);
    }
  }

  if (ticketId)
    return (
      <span role="status">
        {T.opened} <Link to={adminTicketPath(ticketId)}>{T.viewTicket}</Link>
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={busy}
        onClick={() => void send()}
      >
        {busy ? T.sending : T.send}
        <span className="visually-hidden">{` a ${row.company}: ${device.model} (serie ${device.serial})`}</span>
      </button>
      {failure && (
        <span role="alert" className="d-block small text-danger mt-1">
          {failure}
        </span>
      )}
    </>
  );
}

export function TonerAlerts({ now }: { now: () => Date }) {
  return (
    <DeskReportTable
      texts={T}
      now={now}
      cacheKey={tonerAlertsKey()}
      load={loadTonerRows}
      columns={[
        T.head.company,
        T.head.device,
        T.head.color,
        T.head.ends,
        <span key="send" className="visually-hidden">
          {T.send}
        </span>,
      ]}
    >
      {(rows) =>
        rows.map((row) => (
          <tr key={row.device.id}>
            <CompanyDeviceCells device={row.device} company={row.company} />
            <td>{row.color}</td>
            <td className="text-nowrap">
              {T.endsOn(formatDate(row.device.tonerEndsOn ?? '', 'long'))}
            </td>
            <td>
              <SendToner row={row} />
            </td>
          </tr>
        ))
      }
    </DeskReportTable>
  );
}
