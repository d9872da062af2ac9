/**
 * The monthly usage report ("Consumo mensual") as a CSV file for Excel (Spanish) and any
 * spreadsheet, the same way as the leads' CSV (src/lib/csv.ts): UTF-8 with a BOM, every
 * field quoted and never a formula, CRLF line ends, a Spanish header row. Numbers are plain
 * (no thousands separator, a decimal point, as Excel in es-MX reads them); amounts in MXN with
 * two decimals, IVA included as in the contract.
 */
import type { UsageRow } from '@/data/rental/service/service-desk';
import { csvTable } from '@/lib/csv';

const money = (mxn: number) => mxn.toFixed(2);
const whole = (n: number) => String(n);

/** Columns that only a device with a reading in the month has (blank without one). */
type Column = { header: string; value: (row: UsageRow) => string };

type WithReading = UsageRow & {
  reading: NonNullable<UsageRow['reading']>;
  estimate: NonNullable<UsageRow['estimate']>;
};

const withReading =
  (value: (row: WithReading) => string) =>
  ({ reading, estimate, ...rest }: UsageRow) =>
    reading && estimate ? value({ ...rest, reading, estimate }) : '';

export const USAGE_CSV_COLUMNS: ReadonlyArray<Column> = [
  { header: 'Cliente', value: (r) => r.client?.name ?? '' },
  { header: 'Empresa', value: (r) => r.client?.company ?? '' },
  { header: 'Correo del cliente', value: (r) => r.client?.email ?? '' },
  { header: 'Modelo', value: (r) => r.equipment.model },
  { header: 'Número de serie', value: (r) => r.equipment.serial },
  { header: 'Área', value: (r) => r.equipment.location.area },
  { header: 'Lectura del mes', value: (r) => (r.reading ? 'Con lectura' : 'Sin lectura') },
  { header: 'Contador B/N', value: withReading((r) => whole(r.reading.bw)) },
  { header: 'Contador color', value: withReading((r) => whole(r.reading.color)) },
  { header: 'Contador B/N anterior', value: withReading((r) => whole(r.reading.previous.bw)) },
  {
    header: 'Contador color anterior',
    value: withReading((r) => whole(r.reading.previous.color)),
  },
  { header: 'Páginas B/N', value: withReading((r) => whole(r.estimate.pagesBw)) },
  { header: 'Páginas color', value: withReading((r) => whole(r.estimate.pagesColor)) },
  { header: 'Incluidas B/N', value: (r) => whole(r.equipment.contract.includedPagesBw) },
  { header: 'Incluidas color', value: (r) => whole(r.equipment.contract.includedPagesColor) },
  { header: 'Excedentes B/N', value: withReading((r) => whole(r.estimate.extraPagesBw)) },
  { header: 'Excedentes color', value: withReading((r) => whole(r.estimate.extraPagesColor)) },
  {
    header: 'Precio página excedente B/N',
    value: (r) => String(r.equipment.contract.extraPagePriceBw),
  },
  {
    header: 'Precio página excedente color',
    value: (r) => String(r.equipment.contract.extraPagePriceColor),
  },
  { header: 'Renta mensual', value: withReading((r) => money(r.estimate.feeMxn)) },
  { header: 'Importe excedentes B/N', value: withReading((r) => money(r.estimate.extraBwMxn)) },
  {
    header: 'Importe excedentes color',
    value: withReading((r) => money(r.estimate.extraColorMxn)),
  },
  { header: 'Subtotal', value: withReading((r) => money(r.estimate.subtotalMxn)) },
  { header: 'IVA', value: withReading((r) => money(r.estimate.ivaMxn)) },
  { header: 'Total', value: withReading((r) => money(r.estimate.totalMxn)) },
  { header: 'ID del equipo', value: (r) => r.equipment.id },
];

/** The CSV text of `month`'s report (a "Mes" column first), BOM first, rows in the given order. */
export function buildUsageCsv(rows: readonly UsageRow[], month: string): string {
  return csvTable([
    ['Mes', ...USAGE_CSV_COLUMNS.map((column) => column.header)],
    ...rows.map((row) => [month, ...USAGE_CSV_COLUMNS.map((column) => column.value(row))]),
  ]);
}

/** "consumo-2026-05.csv". */
export function usageCsvFileName(month: string): string {
  return `consumo-${month}.csv`;
}
