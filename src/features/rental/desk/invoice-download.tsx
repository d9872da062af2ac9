/**
 * "Descargar para facturación" in a closed month of "Cierre de mes": the month's statement lines,
 * one per concept, as the invoicing system imports them (src/domain/month-close.ts invoiceRows:
 * RFC, SAT keys, quantity, unit price before IVA, IVA, total), as CSV (UTF-8 with BOM, CRLF) or
 * JSON, built in the browser from the statements already read (no extra read) and offered as a
 * file (a Blob and a temporary link, as the usage report's CSV).
 */
import toast from 'react-hot-toast';
import type { Statement } from '@/data/month-close';
import { invoiceCsv, invoiceFileName, invoiceJson, invoiceRows } from '@/domain/month-close';
import { CLOSE_TEXT as T } from './month-close-messages';

const TYPES = { csv: 'text/csv;charset=utf-8', json: 'application/json;charset=utf-8' } as const;

/** Offers `text` as the file `fileName`. */
function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
    downloadText(ext === 'csv' ? invoiceCsv(rows) : invoiceJson(rows), fileName, TYPES[ext]);
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
