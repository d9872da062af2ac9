/**
 * The quote requests (leads) as a CSV file for Excel (Spanish) and any spreadsheet: UTF-8 with a
 * BOM (so Excel reads the accents right), comma-separated, CRLF line ends, RFC 4180 quoting, a
 * Spanish header row, newest request first; the lead's stage and latest internal note last.
 */
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
>;

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
];

/**
 * One field: a text that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe; a field with a comma, quote, line break or
 * surrounding space is quoted, with inner quotes doubled.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text, BOM first. Rows are sorted newest submittedAt first. */
export function buildSubmissionsCsv(submissions: readonly Submission[], timeZone?: string): string {
  const rows = [...submissions]
    .sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : 0))
    .map((s) => CSV_COLUMNS.map((column) => csvField(column.value(s, timeZone))).join(','));
  const header = CSV_COLUMNS.map((column) => csvField(column.header)).join(',');
  return `${UTF8_BOM}${[header, ...rows].join('\r\n')}\r\n`;
}

/** "solicitudes-2026-03-02.csv", with the local date of `now`. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `solicitudes-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
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
