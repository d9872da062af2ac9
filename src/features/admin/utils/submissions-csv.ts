/**
 * The quote requests (leads) as a CSV file for Excel (Spanish) and any spreadsheet: UTF-8 with a
 * BOM (so Excel reads the accents right), comma-separated, CRLF line ends, every field quoted
 * (RFC 4180), a Spanish header row, newest request first; the lead's stage and latest internal
 * note last. What a visitor typed can never run as a formula (csvField).
 */
import { describeTouch } from '@/domain/attribution';
import { dateInZone } from '@/domain/business-days';
import type { Lead } from '@/data/leads';
import { csvTable } from '@/lib/csv';
import { EQUIPMENT_QUANTITY_LABELS, formatDateTime } from '@/domain/format';

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

/** The CSV text, BOM first. Rows are sorted newest submittedAt first. */
export function buildSubmissionsCsv(submissions: readonly Submission[], timeZone?: string): string {
  const rows = [...submissions]
    .sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : 0))
    .map((s) => CSV_COLUMNS.map((column) => column.value(s, timeZone)));
  return csvTable([CSV_COLUMNS.map((column) => column.header), ...rows]);
}

/** "solicitudes-2026-03-02.csv", with the date of `now` in Cancún. */
export function csvFileName(now: Date): string {
  return `solicitudes-${dateInZone(now)}.csv`;
}
