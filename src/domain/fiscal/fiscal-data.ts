/**
 * "Datos fiscales" of a company (issue 48; docs/decisions/0050-cfdi-invoices.md):
 * RFC (12 or 13 characters, check digit verified), Razón social (as in the Constancia de
 * Situación Fiscal, without the capital regime, e.g. "ESCUELA KEMPER URGATE", not "… SA DE CV"),
 * Régimen fiscal (c_RegimenFiscal, fitting the RFC's kind), Código postal (5 digits, the
 * receiver's DomicilioFiscalReceptor) and Uso del CFDI (default G03). Valibot, Spanish messages.
 */
import * as v from 'valibot';
import { normalizeRfc, rfcKind, rfcProblem } from './rfc';
import {
  DEFAULT_USO_CFDI,
  REGIMEN_FISCAL_CODES,
  USO_CFDI_CODES,
  regimenFitsRfc,
  usoFitsRegimen,
} from './catalogs';

export const FISCAL_DATA_MESSAGES = {
  required: 'Este campo es obligatorio.',
  rfcFormat:
    'El RFC tiene 12 caracteres (persona moral) o 13 (persona física): letras, fecha AAMMDD y homoclave.',
  rfcDate: 'La fecha del RFC (AAMMDD) no existe.',
  rfcDigit:
    'El dígito verificador del RFC no corresponde. Revisa que esté escrito como en tu Constancia de Situación Fiscal.',
  razonSocialLength: 'La razón social tiene como máximo 254 caracteres.',
  razonSocialRegime:
    'Escribe la razón social sin el régimen capital (sin "S.A. de C.V.", "S. de R.L." …), como en tu Constancia de Situación Fiscal.',
  regimen: 'Selecciona el régimen fiscal.',
  regimenKind: 'Ese régimen fiscal no corresponde al tipo de RFC (persona moral o física).',
  codigoPostal: 'El código postal tiene 5 dígitos.',
  uso: 'Selecciona el uso del CFDI.',
  usoRegimen:
    'Ese uso del CFDI no corresponde al régimen fiscal; para este régimen usa S01 Sin efectos fiscales.',
} as const;

/** Razón social: at most 254 characters (cfdv40.xsd, Receptor/@Nombre). */
export const RAZON_SOCIAL_MAX = 254;

const CAPITAL_REGIME =
  /(?:^|[\s,])(?:S\.?\s?A\.?\s?(?:P\.?\s?I\.?\s?)?(?:B\.?\s?)?(?:DE\s+C\.?\s?V\.?)?|S\.?\s?(?:DE\s+)?R\.?\s?L\.?(?:\s+DE\s+C\.?\s?V\.?)?|S\.?\s?C\.?|A\.?\s?C\.?)\s*$/iu;

/** The text as SAT compares it: spaces collapsed, trimmed, upper case. */
export function normalizeRazonSocial(value: string): string {
  return value.replace(/\s+/gu, ' ').trim().toUpperCase();
}

const trimmed = v.pipe(v.string(FISCAL_DATA_MESSAGES.required), v.trim());

export const FiscalDataSchema = v.pipe(
  v.object({
    rfc: v.pipe(
      trimmed,
      v.nonEmpty(FISCAL_DATA_MESSAGES.required),
      v.transform(normalizeRfc),
      v.check((rfc) => rfcProblem(rfc) !== 'formato', FISCAL_DATA_MESSAGES.rfcFormat),
      v.check((rfc) => rfcProblem(rfc) !== 'fecha', FISCAL_DATA_MESSAGES.rfcDate),
      v.check((rfc) => rfcProblem(rfc) !== 'digito', FISCAL_DATA_MESSAGES.rfcDigit),
    ),
    razonSocial: v.pipe(
      trimmed,
      v.nonEmpty(FISCAL_DATA_MESSAGES.required),
      v.transform(normalizeRazonSocial),
      v.maxLength(RAZON_SOCIAL_MAX, FISCAL_DATA_MESSAGES.razonSocialLength),
      v.check((name) => !CAPITAL_REGIME.test(name), FISCAL_DATA_MESSAGES.razonSocialRegime),
    ),
    regimenFiscal: v.picklist(REGIMEN_FISCAL_CODES, FISCAL_DATA_MESSAGES.regimen),
    codigoPostal: v.pipe(trimmed, v.regex(/^\d{5}$/u, FISCAL_DATA_MESSAGES.codigoPostal)),
    usoCfdi: v.optional(v.picklist(USO_CFDI_CODES, FISCAL_DATA_MESSAGES.uso), DEFAULT_USO_CFDI),
  }),
  v.forward(
    v.check(
      (data) => regimenFitsRfc(data.regimenFiscal, rfcKind(data.rfc)),
      FISCAL_DATA_MESSAGES.regimenKind,
    ),
    ['regimenFiscal'],
  ),
  v.forward(
    v.check(
      (data) => usoFitsRegimen(data.usoCfdi, data.regimenFiscal),
      FISCAL_DATA_MESSAGES.usoRegimen,
    ),
    ['usoCfdi'],
  ),
);

export type FiscalDataInput = v.InferInput<typeof FiscalDataSchema>;
export type FiscalData = v.InferOutput<typeof FiscalDataSchema>;

/** Each field's first message, keyed by field (for the form), or null when the data is valid. */
export function fiscalDataErrors(input: unknown): Partial<Record<keyof FiscalData, string>> | null {
  const result = v.safeParse(FiscalDataSchema, input);
  if (result.success) return null;
  const errors: Partial<Record<keyof FiscalData, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof FiscalData | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
