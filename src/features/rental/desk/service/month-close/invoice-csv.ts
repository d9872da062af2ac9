/**
 * "Descargar para facturación" as CSV: the month's lines for the invoicing system
 * (src/domain/month-close.ts invoiceRows), written by the site's one CSV writer (src/lib/csv.ts:
 * UTF-8 with a BOM, every field quoted, never a formula, CRLF), the header row first.
 */
import { INVOICE_COLUMNS, type InvoiceRow } from '@/domain/month-close';
import { csvTable } from '@/lib/csv';

export function invoiceCsv(rows: readonly InvoiceRow[]): string {
  return csvTable([INVOICE_COLUMNS, ...rows.map((row) => INVOICE_COLUMNS.map((c) => row[c]))]);
}
