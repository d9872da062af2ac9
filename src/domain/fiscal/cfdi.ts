/**
 * The CFDI 4.0 (Comprobante, tipo Ingreso) of a statement: pure, every amount in whole cents
 * (issue 48; docs/decisions/0050-cfdi-invoices.md). Its cadena original and XML: ./cfdi-xml.ts.
 *
 * Amounts. A statement line already carries its amount before IVA (subtotal), its IVA and its
 * total in cents (src/domain/month-close.ts: total = quantity × price with IVA, subtotal =
 * total ÷ 1.16 rounded, IVA the rest), and the statement's totals are the sums of its lines. So
 * no rounding has to be distributed: each Concepto's Importe is its line's subtotal, its
 * Traslado's Base that same Importe and its Importe the line's IVA; the Comprobante's SubTotal,
 * the Traslado totals and Total are the sums of those cents, equal to the statement's to the
 * cent (the builder refuses a statement whose totals are not the sums of its lines). The line's
 * IVA always lies within SAT's tolerance for Base × 0.16 (checked for every total from
 * $0.01 to $20,000.00 in the tests). What is left free is ValorUnitario: the statement's price
 * before IVA (four decimals) when Cantidad × it rounds to the Importe, otherwise the Importe ÷
 * Cantidad with up to six decimals (what t_Importe allows) whose product rounds to the Importe,
 * or failing that the nearest; SAT's rule (Cantidad ± ½ of its last decimal) × (ValorUnitario ±
 * ½ of its last decimal) bounds the Importe and is checked for every concept.
 */
import { dateTimeInZone } from '../business-days';
import type { StatementDoc, StatementLineDoc } from '../schemas/statement';
import { isGenericRfc, normalizeRfc } from './rfc';
import { normalizeRazonSocial } from './fiscal-data';

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const CFDI_SCHEMA_LOCATION =
  'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';
export const INVOICE_SERIE = 'R';
export const IVA_RATE = '0.160000';

export interface CfdiTraslado {
  base: string;
  impuesto: '002';
  tipoFactor: 'Tasa';
  tasaOCuota: string;
  importe: string;
}

export interface CfdiConcepto {
  claveProdServ: string;
  noIdentificacion?: string;
  cantidad: string;
  claveUnidad: string;
  unidad?: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  objetoImp: '02';
  traslados: CfdiTraslado[];
}

export interface Comprobante {
  version: '4.0';
  serie: string;
  folio: string;
  fecha: string;
  /** Set by the seal (base64 RSA-SHA256 of the cadena original). */
  sello: string;
  formaPago: string;
  /** Set by the seal: the CSD's 20-digit number, and the certificate itself (base64 DER). */
  noCertificado: string;
  certificado: string;
  subTotal: string;
  moneda: 'MXN';
  total: string;
  tipoDeComprobante: 'I';
  exportacion: '01';
  metodoPago: 'PUE' | 'PPD';
  lugarExpedicion: string;
  informacionGlobal?: { periodicidad: string; meses: string; año: string };
  cfdiRelacionados?: { tipoRelacion: string; uuids: string[] };
  emisor: { rfc: string; nombre: string; regimenFiscal: string };
  receptor: {
    rfc: string;
    nombre: string;
    domicilioFiscalReceptor: string;
    regimenFiscalReceptor: string;
    usoCfdi: string;
  };
  conceptos: CfdiConcepto[];
  impuestos: { totalImpuestosTrasladados: string; traslados: CfdiTraslado[] };
}

/** The issuer (the rental company), from the functions' configuration. */
export interface IssuerConfig {
  rfc: string;
  nombre: string;
  regimenFiscal: string;
  /** LugarExpedicion: the issuing office's postal code. */
  codigoPostal: string;
}

/** The receiver's "Datos fiscales" (./fiscal-data.ts). */
export interface ReceiverFiscalData {
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
}

export interface BuildCfdiInput {
  statement: Pick<StatementDoc, 'month' | 'lines' | 'subtotalMxn' | 'ivaMxn' | 'totalMxn'>;
  issuer: IssuerConfig;
  receiver: ReceiverFiscalData;
  /** The consecutive folio (a transaction hands it out). */
  folio: number | string;
  /** When it is issued; written in Cancún time. */
  issuedAt: Date;
  /** Paid in full before the invoice: PUE with the payment's c_FormaPago; otherwise PPD / 99. */
  paidWith?: string;
  /** A substitute (after "Reabrir mes"): the cancelled invoices' UUIDs, TipoRelacion 04. */
  substitutes?: string[];
}

export class CfdiBuildError extends Error {
  override name = 'CfdiBuildError';
}

// ---------------------------------------------------------------------------------------------
// Amounts

const cents = (mxn: number) => Math.round(mxn * 100);

/** Whole cents as SAT writes an amount with two decimals ("1234.50"). */
export function formatCents(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Millionths as a decimal with two to six decimals ("1.853400" → "1.8534"). */
export function formatMillionths(value: number): string {
  const whole = Math.trunc(value / 1_000_000);
  let fraction = String(value % 1_000_000).padStart(6, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${whole}.${fraction}`;
}

function decimalsOf(value: string): number {
  return value.includes('.') ? value.split('.')[1]!.length : 0;
}

/**
 * SAT's rule for a Concepto's Importe: between (Cantidad − ½·10^−d) × (ValorUnitario − ½·10^−d')
 * truncated to cents and (Cantidad + ½·10^−d) × (ValorUnitario + ½·10^−d') rounded up to cents,
 * d and d' the decimals each is written with.
 */
export function importeWithinTolerance(
  cantidad: string,
  valorUnitario: string,
  importe: string,
): boolean {
  const q = Number(cantidad);
  const vu = Number(valorUnitario);
  const hq = 10 ** -decimalsOf(cantidad) / 2;
  const hv = 10 ** -decimalsOf(valorUnitario) / 2;
  const eps = 1e-9;
  const low = Math.floor((q - hq) * (vu - hv) * 100 + eps);
  const high = Math.ceil((q + hq) * (vu + hv) * 100 - eps);
  const amount = Math.round(Number(importe) * 100);
  return amount >= low && amount <= high;
}

/** SAT's rule for a Traslado's Importe: Base × Tasa within ½ cent of the Base, as above. */
export function trasladoWithinTolerance(base: string, tasa: string, importe: string): boolean {
  const b = Math.round(Number(base) * 100);
  const t = Number(tasa);
  const eps = 1e-9;
  const low = Math.floor((b - 0.5) * t + eps);
  const high = Math.ceil((b + 0.5) * t - eps);
  const amount = Math.round(Number(importe) * 100);
  return amount >= low && amount <= high;
}

/** ValorUnitario for a line (see the header): in millionths of a peso. */
export function unitValueFor(quantity: number, importeCents: number, netPriceMxn: number): number {
  const stated = Math.round(netPriceMxn * 10_000) * 100;
  const product = (unit: number) => Math.round((quantity * unit) / 10_000);
  if (product(stated) === importeCents) return stated;
  const exact = (importeCents * 10_000) / quantity;
  const candidates = [Math.floor(exact), Math.ceil(exact)];
  return candidates.find((c) => product(c) === importeCents) ?? Math.round(exact);
}

// ---------------------------------------------------------------------------------------------
// Dates and texts

/** "2026-12-07T15:04:05": the instant in Cancún time (the CFDI's Fecha has no zone). */
export function cancunDateTime(at: Date): string {
  return dateTimeInZone(at);
}

/** Whitespace collapsed and trimmed: what SAT's stylesheet signs (normalize-space). */
export const oneLine = (text: string): string => text.replace(/\s+/gu, ' ').trim();

const UNIT_NAMES: Record<string, string> = { E48: 'Unidad de servicio', H87: 'Pieza' };

function conceptoOf(line: StatementLineDoc): CfdiConcepto {
  const importe = cents(line.subtotalMxn);
  const iva = cents(line.ivaMxn);
  if (cents(line.totalMxn) !== importe + iva) {
    throw new CfdiBuildError(`La línea ${line.description} ${line.serial} no suma su IVA.`);
  }
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new CfdiBuildError(`La línea ${line.description} ${line.serial} no tiene cantidad.`);
  }
  const cantidad = String(line.quantity);
  const valorUnitario = formatMillionths(
    unitValueFor(line.quantity, importe, line.unitPriceNetMxn),
  );
  const base = formatCents(importe);
  const unidad = UNIT_NAMES[line.claveUnidad];
  const device = oneLine(
    [line.model, line.serial ? `serie ${line.serial}` : ''].filter(Boolean).join(', '),
  );
  return {
    claveProdServ: line.claveProdServ,
    ...(line.serial ? { noIdentificacion: oneLine(line.serial).slice(0, 100) } : {}),
    cantidad,
    claveUnidad: line.claveUnidad,
    ...(unidad ? { unidad } : {}),
    descripcion: oneLine(device ? `${line.description} (${device})` : line.description).slice(
      0,
      1000,
    ),
    valorUnitario,
    importe: base,
    objetoImp: '02',
    traslados: [
      {
        base,
        impuesto: '002',
        tipoFactor: 'Tasa',
        tasaOCuota: IVA_RATE,
        importe: formatCents(iva),
      },
    ],
  };
}

/** The Comprobante of a statement, unsealed (sello, noCertificado and certificado empty). */
export function buildCfdi(input: BuildCfdiInput): Comprobante {
  const { statement, issuer, receiver } = input;
  if (statement.lines.length === 0)
    throw new CfdiBuildError('El estado de cuenta no tiene líneas.');
  const conceptos = statement.lines.map(conceptoOf);
  const subTotal = statement.lines.reduce((sum, l) => sum + cents(l.subtotalMxn), 0);
  const iva = statement.lines.reduce((sum, l) => sum + cents(l.ivaMxn), 0);
  if (
    subTotal !== cents(statement.subtotalMxn) ||
    iva !== cents(statement.ivaMxn) ||
    subTotal + iva !== cents(statement.totalMxn)
  ) {
    throw new CfdiBuildError('Los totales del estado de cuenta no son la suma de sus líneas.');
  }
  const rfc = normalizeRfc(receiver.rfc);
  const generic = isGenericRfc(rfc);
  const [year = '', month = ''] = statement.month.split('-');
  const paid = input.paidWith && input.paidWith !== '99' ? input.paidWith : undefined;
  return {
    version: '4.0',
    serie: INVOICE_SERIE,
    folio: String(input.folio),
    fecha: cancunDateTime(input.issuedAt),
    sello: '',
    formaPago: paid ?? '99',
    noCertificado: '',
    certificado: '',
    subTotal: formatCents(subTotal),
    moneda: 'MXN',
    total: formatCents(subTotal + iva),
    tipoDeComprobante: 'I',
    exportacion: '01',
    metodoPago: paid ? 'PUE' : 'PPD',
    lugarExpedicion: issuer.codigoPostal,
    ...(generic ? { informacionGlobal: { periodicidad: '04', meses: month, año: year } } : {}),
    ...(input.substitutes?.length
      ? { cfdiRelacionados: { tipoRelacion: '04', uuids: [...input.substitutes] } }
      : {}),
    emisor: {
      rfc: normalizeRfc(issuer.rfc),
      nombre: normalizeRazonSocial(issuer.nombre),
      regimenFiscal: issuer.regimenFiscal,
    },
    receptor: {
      rfc,
      nombre: normalizeRazonSocial(receiver.razonSocial),
      // The público en general's domicile is the place of issue (SAT's rule for XAXX010101000).
      domicilioFiscalReceptor: generic ? issuer.codigoPostal : receiver.codigoPostal,
      regimenFiscalReceptor: generic ? '616' : receiver.regimenFiscal,
      usoCfdi: generic ? 'S01' : receiver.usoCfdi,
    },
    conceptos,
    impuestos: {
      totalImpuestosTrasladados: formatCents(iva),
      traslados: [
        {
          base: formatCents(subTotal),
          impuesto: '002',
          tipoFactor: 'Tasa',
          tasaOCuota: IVA_RATE,
          importe: formatCents(iva),
        },
      ],
    },
  };
}
