/**
 * SAT's catalogues (Anexo 20, CFDI 4.0) that "Datos fiscales" chooses from: c_RegimenFiscal and
 * c_UsoCFDI, restricted to the codes a print-rental company's clients use, each shown as
 * "601 General de Ley Personas Morales" (docs/product.md and docs/decisions/0050-cfdi-invoices.md).
 * `moral` / `fisica` say to which kind of RFC SAT lets a code apply (a CFDI whose receiver's
 * régimen does not match its RFC's kind is refused by the PAC).
 */

export interface CatalogEntry {
  code: string;
  description: string;
  moral: boolean;
  fisica: boolean;
}

export const REGIMENES_FISCALES: readonly CatalogEntry[] = [
  { code: '601', description: 'General de Ley Personas Morales', moral: true, fisica: false },
  {
    code: '603',
    description: 'Personas Morales con Fines no Lucrativos',
    moral: true,
    fisica: false,
  },
  {
    code: '605',
    description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
    moral: false,
    fisica: true,
  },
  { code: '606', description: 'Arrendamiento', moral: false, fisica: true },
  {
    code: '612',
    description: 'Personas Físicas con Actividades Empresariales y Profesionales',
    moral: false,
    fisica: true,
  },
  { code: '616', description: 'Sin obligaciones fiscales', moral: false, fisica: true },
  {
    code: '620',
    description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    moral: true,
    fisica: false,
  },
  { code: '621', description: 'Incorporación Fiscal', moral: false, fisica: true },
  {
    code: '622',
    description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    moral: true,
    fisica: false,
  },
  { code: '623', description: 'Opcional para Grupos de Sociedades', moral: true, fisica: false },
  { code: '624', description: 'Coordinados', moral: true, fisica: false },
  {
    code: '625',
    description:
      'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    moral: false,
    fisica: true,
  },
  { code: '626', description: 'Régimen Simplificado de Confianza', moral: true, fisica: true },
];

export const USOS_CFDI: readonly CatalogEntry[] = [
  { code: 'G01', description: 'Adquisición de mercancías', moral: true, fisica: true },
  { code: 'G03', description: 'Gastos en general', moral: true, fisica: true },
  { code: 'I04', description: 'Equipo de computo y accesorios', moral: true, fisica: true },
  { code: 'I08', description: 'Otra maquinaria y equipo', moral: true, fisica: true },
  { code: 'S01', description: 'Sin efectos fiscales', moral: true, fisica: true },
];

/** "Uso del CFDI" when the company has not chosen one. */
export const DEFAULT_USO_CFDI = 'G03';

export const REGIMEN_FISCAL_CODES = REGIMENES_FISCALES.map((r) => r.code);
export const USO_CFDI_CODES = USOS_CFDI.map((u) => u.code);

/** "601 General de Ley Personas Morales", as the form's options and the PDF show it. */
export function catalogLabel(entry: CatalogEntry): string {
  return `${entry.code} ${entry.description}`;
}

function label(list: readonly CatalogEntry[], code: string): string {
  const entry = list.find((e) => e.code === code);
  return entry ? catalogLabel(entry) : code;
}

export const regimenFiscalLabel = (code: string): string => label(REGIMENES_FISCALES, code);
export const usoCfdiLabel = (code: string): string => label(USOS_CFDI, code);

/** Whether a régimen applies to a kind of RFC (12 characters moral, 13 física). */
export function regimenFitsRfc(code: string, kind: 'moral' | 'fisica'): boolean {
  const entry = REGIMENES_FISCALES.find((r) => r.code === code);
  return Boolean(entry && entry[kind]);
}

/**
 * The régimenes SAT's c_UsoCFDI lets each uso go with (a PAC refuses another pair): G01, G03,
 * I04 and I08 with the business régimenes, S01 with any.
 */
const BUSINESS_REGIMENES = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
];
const USO_REGIMENES: Record<string, readonly string[] | 'all'> = {
  G01: BUSINESS_REGIMENES,
  G03: BUSINESS_REGIMENES,
  I04: BUSINESS_REGIMENES,
  I08: BUSINESS_REGIMENES,
  S01: 'all',
};

export function usoFitsRegimen(uso: string, regimen: string): boolean {
  const allowed = USO_REGIMENES[uso];
  return allowed === 'all' || Boolean(allowed?.includes(regimen));
}

/** c_FormaPago, the forms "Registrar pago" offers, and 99 for PPD. */
export const FORMAS_PAGO = {
  efectivo: '01',
  cheque: '02',
  transferencia: '03',
  tarjetaCredito: '04',
  tarjetaDebito: '28',
  porDefinir: '99',
} as const;
export type FormaPago = (typeof FORMAS_PAGO)[keyof typeof FORMAS_PAGO];
