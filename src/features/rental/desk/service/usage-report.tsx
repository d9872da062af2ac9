import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import {
  listAllUsage,
  listUsage,
  SERVICE_PAGE_SIZE,
  usageKey,
  USAGE_CSV_LIMIT,
  type UsageRow,
} from '@/data/rental/service/service-desk';
import { usePagedList } from '@/hooks/use-paged-list';
import { failureMessage } from '@/data/failure-message';
import { formatCount, formatMoney, formatMonth } from '@/domain/format';
import { PagedTable } from '@/components/ui/paged-table';
import { ClientCell } from './service-readings';
import { BACK_TEXT } from '../back-from';
import { MonthSelect, useMonthParam } from './month-select';
import { SERVICE_TEXT as T } from './service-messages';
import { DESK_UI_TEXT } from '@/content/desk-ui';

/** The report's columns after Cliente and Equipo, all numbers (aligned right). */
const NUMBER_COLUMNS = [
  'Páginas B/N',
  'Páginas color',
  'Excedentes B/N',
  'Excedentes color',
  'Renta',
  'Importe excedentes',
  'Subtotal',
  'IVA',
  'Total',
];

const HEAD = (
  <>
    <th scope="col">Cliente</th>
    <th scope="col">Equipo</th>
    {NUMBER_COLUMNS.map((name) => (
      <th key={name} scope="col" className="text-end">
        {name}
      </th>
    ))}
  </>
);

function UsageTableRow({ row }: { row: UsageRow }) {
  const { equipment, estimate } = row;
  return (
    <tr>
      <ClientCell row={row} backLabel={BACK_TEXT.usage} />
      <td>
        {equipment.model}
        <span className="d-block small text-secondary">
          {T.serialPrefix} {equipment.serial}
          {equipment.location.area ? ` · ${equipment.location.area}` : ''}
        </span>
      </td>
      {estimate ? (
        <>
          <td className="text-end">{formatCount(estimate.pagesBw)}</td>
          <td className="text-end">{formatCount(estimate.pagesColor)}</td>
          <td className="text-end">{formatCount(estimate.extraPagesBw)}</td>
          <td className="text-end">{formatCount(estimate.extraPagesColor)}</td>
          <td className="text-end text-nowrap">{formatMoney(estimate.feeMxn)}</td>
          <td className="text-end text-nowrap">
            {formatMoney(estimate.extraBwMxn + estimate.extraColorMxn)}
          </td>
          <td className="text-end text-nowrap">{formatMoney(estimate.subtotalMxn)}</td>
          <td className="text-end text-nowrap">{formatMoney(estimate.ivaMxn)}</td>
          <td className="text-end text-nowrap fw-semibold">{formatMoney(estimate.totalMxn)}</td>
        </>
      ) : (
        <td colSpan={9} className="text-secondary">
          {T.noReading}
        </td>
      )}
    </tr>
  );
}

/**
 * "Consumo mensual": for a month (`?mes=`, the previous month by default: the last one complete),
 * each device's pages B/N and colour (its reading minus the previous one), the pages beyond the
 * contract's and the month's estimate (subtotal, IVA, total; the prices include IVA). One page of
 * SERVICE_PAGE_SIZE devices, one reading and one client read per device; "Descargar CSV" reads the
 * whole report (up to USAGE_CSV_LIMIT devices).
 */
export function UsageReport({ now, onPageMove }: { now: () => Date; onPageMove: () => void }) {
  const picker = useMonthParam(now, 'previous');
  const { month } = picker;
  const list = usePagedList(usageKey(month), (after) => listUsage(month, after));
  const [exporting, setExporting] = useState(false);
  const [truncated, setTruncated] = useState(false);
  const ready = list.state.status === 'ready' ? list.state.value : null;
  const monthName = formatMonth(month);

  function chooseMonth(value: string) {
    picker.choose(value);
    setTruncated(false);
  }

  async function exportCsv() {
    setExporting(true);
    setTruncated(false);
    try {
      // The CSV code loads on the first click: the report's page does not carry it.
      const [report, { downloadCsv }, { buildUsageCsv, usageCsvFileName }] = await Promise.all([
        listAllUsage(month),
        import('@/lib/csv'),
        import('./usage-csv'),
      ]);
      downloadCsv(buildUsageCsv(report.rows, month), usageCsvFileName(month));
      setTruncated(report.truncated);
      toast.success(T.csvReady(report.rows.length));
    } catch (error) {
      toast.error(failureMessage(error, { denied: T.csvDenied, failed: T.csvFailed }));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <p>{T.usageIntro}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <MonthSelect
            label={T.monthLabel}
            picker={{ ...picker, choose: chooseMonth }}
            className="form-select"
          />
        </div>
        <Button
          variant="primary"
          onClick={() => void exportCsv()}
          disabled={exporting || !ready || (ready.items.length === 0 && list.page === 1)}
        >
          {exporting ? T.preparingCsv : T.downloadCsv}
        </Button>
      </div>
      {truncated && (
        <p className="alert alert-warning" role="status">
          {T.csvTruncated(formatCount(USAGE_CSV_LIMIT))}
        </p>
      )}
      <PagedTable
        texts={DESK_UI_TEXT}
        list={list}
        pageSize={SERVICE_PAGE_SIZE}
        caption={`${T.usageCaption}: ${monthName}`}
        pagesLabel={T.usagePages}
        empty={T.noEquipment}
        summary={(first, last) =>
          T.usageSummary(list.page, formatCount(first), formatCount(last), monthName)
        }
        head={HEAD}
        row={(row) => <UsageTableRow key={row.equipment.id} row={row} />}
        onPageMove={onPageMove}
      />
    </>
  );
}
