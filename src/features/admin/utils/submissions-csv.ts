/**
 * The quote requests (leads) as a CSV file for Excel (Spanish) and any spreadsheet: UTF-8 with a
 * BOM (so Excel reads the accents right), comma-separated, CRLF line ends, every field quoted
 * (RFC 4180), a Spanish header row, newest request first; the lead's stage and latest internal
 * note last. What a visitor typed can never run as a formula (csvField).
 */
import { describeTouch } from '@/domain/attribution';
import { dateInZone } from '@/domain/business-days';
import type { Lead } from '@/data/leads';
import { EQUIPMENT_QUANTITY_LABELS, formatDateTime } from './format';

/** Byte order mark: EF BB BF once encoded as UTF-8. */
export const UTF8_BOM = '\uFEFF';

type Submission = Pick<
  Lead,
  | 'id'
  | 'fullName'
  | 'clientType'
  | 'corporateEmail'
  | 'phone'
  | 'serviceType'
  | 'equipmentQuantity'
  | 'company'
  | 'state'
  | 'message'
  | 'submittedAt'
  | 'status'
  | 'latestNote'
> &
  Partial<Pick<Lead, 'attribution'>>;

export const CSV_COLUMNS: ReadonlyArray<{
  header: string;
  value: (s: Submission, timeZone?: string) => string;
}> = [
  { header: 'Fecha', value: (s, timeZone) => formatDateTime(s.submittedAt, timeZone) },
  { header: 'Nombre completo', value: (s) => s.fullName },
  { header: 'Tipo de cliente', value: (s) => s.clientType },
  { header: 'Correo corporativo', value: (s) => s.corporateEmail },
  { header: 'Teléfono', value: (s) => s.phone },
  { header: 'Servicio', value: (s) => s.serviceType },
  {
    header: 'Cantidad de equipos',
    value: (s) => EQUIPMENT_QUANTITY_LABELS[s.equipmentQuantity] ?? s.equipmentQuantity,
  },
  { header: 'Empresa', value: (s) => s.company },
  { header: 'Estado', value: (s) => s.state },
  { header: 'Mensaje', value: (s) => s.message },
  { header: 'Fecha (ISO)', value: (s) => s.submittedAt },
  { header: 'ID', value: (s) => s.id },
  { header: 'Etapa', value: (s) => s.status },
  { header: 'Última nota', value: (s) => s.latestNote?.text ?? '' },
  {
    header: 'Origen (primera visita)',
    value: (s) => (s.attribution ? describeTouch(s.attribution.first) : ''),
  },
  {
    header: 'Origen (última visita)',
    value: (s) => (s.attribution ? describeTouch(s.attribution.last) : ''),
  },
];

/**
 * Characters a spreadsheet may skip before it looks for a formula: whitespace (any Unicode space,
 * tab, line breaks), control and invisible format characters, and the double quote (a reader that
 * takes quotes apart differently may drop it).
 */
const IGNORABLE = String.raw`[\s\p{Z}\p{Cc}\p{Cf}"]*`;
/** What starts a formula: = + - @, and their full-width forms. */
const FORMULA_CHAR = String.raw`[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]`;
/**
 * Where a cell may begin: the start of the field, or a character some spreadsheet splits on even
 * inside quotes (a parser that ignores quotes, or a list separator other than the comma: Excel in
 * many Spanish locales and LibreOffice split on ";"; tabs; line breaks).
 */
const CELL_START = String.raw`^|[,;\t\r\n]`;
const FORMULA_START = new RegExp(`(${CELL_START})(${IGNORABLE})(?=${FORMULA_CHAR})`, 'gu');

/**
 * One field, always quoted with inner quotes doubled, and never a formula (OWASP's CSV injection
 * guidance):
 * - every = + - @ that could begin a cell, at the start of the text or after a comma, semicolon,
 *   tab or line break, once leading whitespace and control characters are skipped, gets an
 *   apostrophe right before it: `x;=1+1` becomes `x;'=1+1`, ` =1+1` becomes ` '=1+1`;
 * - a text that starts with a tab or a carriage return gets a leading apostrophe.
 * The apostrophe is shown in the cell: a price, a phone (`'+529981112233`) or a line starting with
 * "-" keeps an extra character. We accept that rather than guessing which values are harmless: for
 * a phone it also keeps the "+" and every digit, which a spreadsheet would otherwise turn into a
 * number (losing the "+", or showing 5.29981E+11).
 */
export function csvField(value: string): string {
  let safe = value.replace(FORMULA_START, "$1$2'");
  if (/^[\t\r]/.test(safe)) safe = `'${safe}`;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The CSV text, BOM first. Rows are sorted newest submittedAt first. */
export function buildSubmissionsCsv(submissions: readonly Submission[], timeZone?: string): string {
  const rows = [...submissions]
    .sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : 0))
    .map((s) => CSV_COLUMNS.map((column) => csvField(column.value(s, timeZone))).join(','));
  const header = CSV_COLUMNS.map((column) => csvField(column.header)).join(',');
  return `${UTF8_BOM}${[header, ...rows].join('\r\n')}\r\n`;
}

/** "solicitudes-2026-03-02.csv", with the date of `now` in Cancún. */
export function csvFileName(now: Date): string {
  return `solicitudes-${dateInZone(now)}.csv`;
}

/** Offers `csv` as a file download (a Blob and a temporary link). */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
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
