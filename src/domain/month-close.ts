/**
 * Closing a month (docs/decisions/0044-month-close.md): where each month's reading came from,
 * the estimate of a missing one, a statement's lines and totals, and the lines the invoicing
 * system imports. Pure TypeScript (no React, no Firebase), shared by the site and the functions.
 *
 * Money: a contract's prices include IVA (client-portal.ts). Each statement line is worked out
 * on its own, in whole cents: its total is quantity × unit price (rounded to cents, as the
 * month's estimate does), its subtotal the total / 1.16 rounded to cents, its IVA the rest. A
 * statement's subtotal, IVA and total are the sums of its lines, so the export and the statement
 * agree to the cent and every line is what a CFDI 4.0 concept states (importe before IVA, the
 * IVA transferred, the total).
 */
import {
  IVA_PERCENT,
  isMonthId,
  monthId,
  previousMonthId,
  type ContractTerms,
} from './client-portal';
import { formatAmount, formatUnitPrice } from './format';
import type { Counters } from './schemas/equipment';

// ---------------------------------------------------------------------------------------------
// Where a reading came from

// Kept in ./reading-source.ts, a module of its own: the reading schema needs them, and importing
// this whole module there would put the close's code on every page that reads a reading.
export {
  CLIENT_READING_SOURCE_LABELS,
  ESTIMATED_LABEL,
  READING_SOURCE_LABELS,
  READING_SOURCES,
  isReadingSource,
  type ReadingSource,
} from './reading-source';

// ---------------------------------------------------------------------------------------------
// The estimate of a missing reading

/** How many of the last readings "Estimar" averages. */
export const ESTIMATE_WINDOW = 3;

/** A stored reading as the estimate needs it: its counters and the ones before it. */
export interface ReadingCounters extends Counters {
  previous: Counters;
}

/**
 * "Estimar": the counters of a missing month, the device's floor plus the average month of its
 * last 3 readings (fewer when it has fewer; none: no pages, the fee alone), in whole pages
 * (rounded). `recent` are the device's latest readings, newest first; a negative month (a
 * counter reset) counts as none. The next real reading counts its pages from these counters,
 * so what the estimate over- or under-counts moves into the next month (the true-up).
 */
export function estimateCounters(floor: Counters, recent: readonly ReadingCounters[]): Counters {
  const window = recent.slice(0, ESTIMATE_WINDOW);
  if (window.length === 0) return { bw: floor.bw, color: floor.color };
  const average = (pick: (r: ReadingCounters) => number) =>
    Math.round(window.reduce((sum, r) => sum + Math.max(0, pick(r)), 0) / window.length);
  return {
    bw: floor.bw + average((r) => r.bw - r.previous.bw),
    color: floor.color + average((r) => r.color - r.previous.color),
  };
}

// ---------------------------------------------------------------------------------------------
// Which month closes

/** A month closes from the 1st of the next one: the months before `now`'s (Cancún). */
export function isClosableMonth(month: string, now: Date): boolean {
  return isMonthId(month) && month < monthId(now);
}

/** The month the close view opens on: the one before `now`'s. */
export function defaultCloseMonth(now: Date): string {
  return previousMonthId(monthId(now));
}

/** The first and last day of a month, "YYYY-MM-DD". */
export function monthDays(month: string): { first: string; last: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/**
 * Whether a device is closed in `month`: its contract started by the month's last day and has
 * not ended (an ended contract's last month is invoiced by the desk by hand).
 */
export function isActiveInMonth(
  device: { contract: { startDate: string }; contractEnd: unknown },
  month: string,
): boolean {
  return device.contractEnd == null && device.contract.startDate <= monthDays(month).last;
}

/** "Faltan lecturas de N equipos." (one: "Faltan lecturas de 1 equipo."). */
export function missingReadingsMessage(count: number): string {
  return `Faltan lecturas de ${String(count)} ${count === 1 ? 'equipo' : 'equipos'}.`;
}

// ---------------------------------------------------------------------------------------------
// Statement lines

/** A statement's concepts, in the order they are listed for each device. */
export const STATEMENT_CONCEPTS = ['renta', 'paginas-bn', 'paginas-color'] as const;
export type StatementConcept = (typeof STATEMENT_CONCEPTS)[number];

export const STATEMENT_CONCEPT_LABELS: Record<StatementConcept, string> = {
  renta: 'Renta mensual',
  'paginas-bn': 'Páginas B/N excedentes',
  'paginas-color': 'Páginas a color excedentes',
};

/**
 * The SAT catalogue keys of each line (CFDI 4.0: ClaveProdServ and ClaveUnidad). Configurable in
 * the functions' environment (functions/src/statements/config.ts); these are the defaults:
 * 80161801 "Servicios de alquiler o arrendamiento de fotocopiadoras" for the rent and the pages,
 * E48 "Unidad de servicio" for the rent and H87 "Pieza" for each page.
 */
export interface InvoiceKeys {
  rentProdServ: string;
  rentUnit: string;
  pagesProdServ: string;
  pagesUnit: string;
}

export const DEFAULT_INVOICE_KEYS: InvoiceKeys = {
  rentProdServ: '80161801',
  rentUnit: 'E48',
  pagesProdServ: '80161801',
  pagesUnit: 'H87',
};

/** One line of a statement: one concept of one device. Amounts in MXN (cents exact). */
export interface StatementLine {
  equipmentId: string;
  model: string;
  serial: string;
  concept: StatementConcept;
  /** The concept's label ("Renta mensual", …). */
  description: string;
  claveProdServ: string;
  claveUnidad: string;
  quantity: number;
  /** The contract's price, IVA included. */
  unitPriceMxn: number;
  /** The price before IVA, rounded to four decimals (what the invoice states). */
  unitPriceNetMxn: number;
  /** Before IVA. */
  subtotalMxn: number;
  ivaMxn: number;
  /** With IVA: quantity × unitPriceMxn, rounded to cents. */
  totalMxn: number;
}

/** A price in ten-thousandths of a peso (per-page prices may have four decimals). */
const tenThousandths = (mxn: number) => Math.round(mxn * 10_000);
const wholePages = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

function line(
  device: { id: string; model: string; serial: string },
  concept: StatementConcept,
  quantity: number,
  unitPriceMxn: number,
  keys: InvoiceKeys,
): StatementLine {
  const unit = tenThousandths(unitPriceMxn);
  const totalCents = Math.round((quantity * unit) / 100);
  const subtotalCents = Math.round((totalCents * 100) / (100 + IVA_PERCENT));
  const rent = concept === 'renta';
  return {
    equipmentId: device.id,
    model: device.model,
    serial: device.serial,
    concept,
    description: STATEMENT_CONCEPT_LABELS[concept],
    claveProdServ: rent ? keys.rentProdServ : keys.pagesProdServ,
    claveUnidad: rent ? keys.rentUnit : keys.pagesUnit,
    quantity,
    unitPriceMxn: unit / 10_000,
    unitPriceNetMxn: Math.round((unit * 100) / (100 + IVA_PERCENT)) / 10_000,
    subtotalMxn: subtotalCents / 100,
    ivaMxn: (totalCents - subtotalCents) / 100,
    totalMxn: totalCents / 100,
  };
}

/**
 * A device's lines for a month: the fee (quantity 1), and the B/N and colour pages beyond the
 * included ones when there are any. `pages` are the month's pages (reading − previous).
 */
export function deviceLines(
  device: { id: string; model: string; serial: string; contract: ContractTerms },
  pages: { bw: number; color: number },
  keys: InvoiceKeys = DEFAULT_INVOICE_KEYS,
): StatementLine[] {
  const { contract } = device;
  const extraBw = Math.max(0, wholePages(pages.bw) - wholePages(contract.includedPagesBw));
  const extraColor = Math.max(0, wholePages(pages.color) - wholePages(contract.includedPagesColor));
  const lines = [line(device, 'renta', 1, contract.monthlyFeeMxn, keys)];
  if (extraBw > 0) lines.push(line(device, 'paginas-bn', extraBw, contract.extraPagePriceBw, keys));
  if (extraColor > 0) {
    lines.push(line(device, 'paginas-color', extraColor, contract.extraPagePriceColor, keys));
  }
  return lines;
}

export interface StatementTotals {
  subtotalMxn: number;
  ivaMxn: number;
  totalMxn: number;
}

/** A statement's totals: the sums of its lines, in whole cents. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  const cents = (pick: (l: StatementLine) => number) =>
    lines.reduce((sum, l) => sum + Math.round(pick(l) * 100), 0);
  return {
    subtotalMxn: cents((l) => l.subtotalMxn) / 100,
    ivaMxn: cents((l) => l.ivaMxn) / 100,
    totalMxn: cents((l) => l.totalMxn) / 100,
  };
}

/**
 * Whether every line checks by hand before IVA: quantity × the unit price before IVA (four
 * decimals) rounds to the line's amount before IVA. It may miss by a cent (160 × 1.8534 =
 * 296.54, the line's 296.55 being 344.00 ÷ 1.16), since each line's amount is worked out from
 * its price with IVA; a statement then shows its prices with IVA, which always check.
 */
export function linesCheckBeforeIva(lines: readonly StatementLine[]): boolean {
  return lines.every(
    (l) =>
      Math.round((l.quantity * tenThousandths(l.unitPriceNetMxn)) / 100) ===
      Math.round(l.subtotalMxn * 100),
  );
}

// ---------------------------------------------------------------------------------------------
// "Descargar para facturación"

/** The export's columns, in order. */
export const INVOICE_COLUMNS = [
  'rfc',
  'cliente',
  'equipo',
  'concepto',
  'clave_prod_serv',
  'clave_unidad',
  'cantidad',
  'precio_unitario',
  'subtotal',
  'iva',
  'total',
] as const;
export type InvoiceColumn = (typeof INVOICE_COLUMNS)[number];

/** One exported line: every value as the invoicing system reads it (text). */
export type InvoiceRow = Record<InvoiceColumn, string>;

// The export's amounts as the invoicing system reads them ("1500.00", "0.1235"): ./format.ts.
export { formatAmount, formatUnitPrice };

/** The statement facts the export needs. */
export interface InvoiceStatement {
  rfc: string;
  company: string;
  lines: readonly StatementLine[];
}

/** "Modelo (serie)": the device as a line names it. */
export const deviceLabel = (l: Pick<StatementLine, 'model' | 'serial'>): string =>
  `${l.model} (${l.serial})`;

/** The month's lines for the invoicing system, statement by statement, line by line. */
export function invoiceRows(statements: readonly InvoiceStatement[]): InvoiceRow[] {
  return statements.flatMap((s) =>
    s.lines.map((l) => ({
      rfc: s.rfc,
      cliente: s.company,
      equipo: deviceLabel(l),
      concepto: l.description,
      clave_prod_serv: l.claveProdServ,
      clave_unidad: l.claveUnidad,
      cantidad: String(l.quantity),
      precio_unitario: formatUnitPrice(l.unitPriceNetMxn),
      subtotal: formatAmount(l.subtotalMxn),
      iva: formatAmount(l.ivaMxn),
      total: formatAmount(l.totalMxn),
    })),
  );
}

/** The JSON: an array of the same rows, amounts as text with their decimals. */
export function invoiceJson(rows: readonly InvoiceRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** The downloaded files' names: facturacion-2026-11.csv / .json. */
export const invoiceFileName = (month: string, ext: 'csv' | 'json'): string =>
  `facturacion-${month}.${ext}`;

/** statements/{clientId}_{YYYY-MM} */
/** What "Cerrar mes" answers (the closeMonth callable): the month, its version, the statements. */
export interface ClosedMonth {
  month: string;
  version: number;
  statements: number;
  totalMxn: number;
  message: string;
}

export const statementId = (clientId: string, month: string): string => `${clientId}_${month}`;
