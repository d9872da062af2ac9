import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { adminClientPath } from '@/config/paths';
import { monthId } from '@/domain/client-portal';
import {
  listMissingReadings,
  missingReadingsKey,
  SERVICE_PAGE_SIZE,
  type DeviceWithClient,
} from '@/data/rental/service/service-desk';
import { usePagedList } from '@/hooks/use-paged-list';
import { formatCount, formatMonth } from '@/domain/format';
import { PagedTable } from '@/components/ui/paged-table';
import { SERVICE_TEXT as T } from './service-messages';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { backFrom, BACK_TEXT } from '../back-from';

const HEAD = (
  <>
    <th scope="col">Cliente</th>
    <th scope="col">Modelo</th>
    <th scope="col">Número de serie</th>
    <th scope="col">Área</th>
    <th scope="col">Última lectura</th>
  </>
);

/** The client as the desk names them: company or name, and their e-mail below. */
export function ClientCell({ row, backLabel }: { row: DeviceWithClient; backLabel: string }) {
  const { client, equipment } = row;
  const location = useLocation();
  const name = client
    ? client.company || client.name || client.email || T.deletedAccount
    : equipment.clientId;
  return (
    <td className="text-break">
      <Link to={adminClientPath(equipment.clientId)} state={backFrom(location, backLabel)}>
        {name}
      </Link>
      {client?.deleted && (
        <span className="d-block small badge text-bg-secondary">{T.deletedAccount}</span>
      )}
      {client?.email && client.email !== name && (
        <span className="d-block small text-secondary">{client.email}</span>
      )}
    </td>
  );
}

function ReadingRow({ row }: { row: DeviceWithClient }) {
  const { equipment } = row;
  return (
    <tr>
      <ClientCell row={row} backLabel={BACK_TEXT.missingReadings} />
      <td>{equipment.model}</td>
      <td>{equipment.serial}</td>
      <td>{equipment.location.area || '—'}</td>
      <td className="text-nowrap">
        {equipment.lastReadingMonth ? formatMonth(equipment.lastReadingMonth) : T.neverRead}
      </td>
    </tr>
  );
}

/**
 * "Lecturas pendientes": the devices without this month's reading (Cancún time), the longest
 * without one first; one page of SERVICE_PAGE_SIZE devices and one read per client on it.
 */
export function ServiceReadings({ now, onPageMove }: { now: () => Date; onPageMove: () => void }) {
  const [month] = useState(() => monthId(now()));
  const list = usePagedList(missingReadingsKey(month), (after) =>
    listMissingReadings(month, after),
  );
  const monthName = formatMonth(month);
  return (
    <>
      <p>{T.readingsIntro(monthName)}</p>
      <PagedTable
        texts={DESK_UI_TEXT}
        list={list}
        pageSize={SERVICE_PAGE_SIZE}
        caption={T.readingsCaption}
        pagesLabel={T.readingsPages}
        empty={T.noMissingReadings(monthName)}
        summary={(first, last) =>
          T.readingsSummary(list.page, formatCount(first), formatCount(last))
        }
        head={HEAD}
        row={(row) => <ReadingRow key={row.equipment.id} row={row} />}
        onPageMove={onPageMove}
      />
    </>
  );
}
