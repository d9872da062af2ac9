/**
 * "Descargar para facturación" in a closed month of "Cierre de mes": the month's statement lines,
 * one per concept, as the invoicing system imports them (src/domain/month-close.ts invoiceRows:
 * RFC, SAT keys, quantity, unit price before IVA, IVA, total), as CSV (UTF-8 with BOM, CRLF) or
 * JSON, built in the browser from the statements already read (no extra read) and offered as a
 * file (src/lib/csv.ts downloadFile).
 */
import toast from 'react-hot-toast';
import type { Statement } from '@/data/rental/month-close/month-close';
import { invoiceFileName, invoiceJson, invoiceRows } from '@/domain/month-close';
import { downloadFile } from '@/lib/csv';
import { CLOSE_TEXT as T } from './month-close-messages';
import { invoiceCsv } from './invoice-csv';

const TYPES = { csv: 'text/csv;charset=utf-8', json: 'application/json;charset=utf-8' } as const;

export function InvoiceDownload({
  month,
  statements,
}: {
  month: string;
  statements: readonly Statement[];
}) {
  function download(ext: 'csv' | 'json') {
    const rows = invoiceRows(statements);
    const fileName = invoiceFileName(month, ext);
    downloadFile(ext === 'csv' ? invoiceCsv(rows) : invoiceJson(rows), fileName, TYPES[ext]);
    toast.success(T.downloaded(fileName));
  }

  return (
    <div className="mb-3">
      <div
        role="group"
        aria-label={T.download}
        className="d-flex flex-wrap align-items-center gap-2"
      >
        <span className="fw-semibold">{T.download}:</span>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => download('csv')}>
          {T.csv}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => download('json')}>
          {T.json}
        </button>
      </div>
      <p className="small text-secondary mt-1 mb-0">{T.downloadHint}</p>
    </div>
  );
}
