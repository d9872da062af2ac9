/**
 * The stand-in PAC, for `npm start`, the demo and the tests: it refuses what a PAC refuses and
 * answers a TimbreFiscalDigital 1.1 signed with its own key, made at run time (never stored):
 * - 301 the XML is not a well-formed CFDI 4.0 of the shape this project issues (./parse.ts, the
 *   schema's rules for those nodes) or its amounts break SAT's rules (Importe = Cantidad ×
 *   ValorUnitario within tolerance, IVA = Base × 0.16 within tolerance, the sums);
 * - 302 the Sello does not verify against the cadena original with the embedded certificate, or
 *   NoCertificado is not that certificate's;
 * - 303 the issuer's RFC is not the certificate's;
 * - 401 Fecha is more than 72 hours old (or more than 10 minutes ahead);
 * - 307 the XML already carries a stamp. The same sealed XML sent again is answered with the stamp
 *   it got the first time (alreadyStamped), as SW sapien does, so it is never stamped twice.
 */
import {
  createSign,
  generateKeyPairSync,
  randomUUID,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { cadenaOriginal } from '../../../src/domain/fiscal/cfdi-xml.js';
import {
  cancunDateTime,
  formatCents,
  importeWithinTolerance,
  trasladoWithinTolerance,
  type Comprobante,
} from '../../../src/domain/fiscal/cfdi.js';
import { certificateNumber, certificateRfc } from './csd.js';
import { CfdiXmlError, parseCfdiXml } from './parse.js';
import {
  addComplemento,
  PacRefusal,
  tfdCadena,
  tfdXml,
  type Pac,
  type StampResult,
} from './pac.js';
import { verifySello } from './seal.js';

export const LOCAL_PAC_RFC = 'AAA010101AAA';
export const LOCAL_PAC_CERTIFICATE_NUMBER = '00001000000000000001';
const HOURS_72 = 72 * 3600_000;
const AHEAD = 10 * 60_000;

/** "2026-12-07T10:00:00" in Cancún (UTC−5 all year) as an instant. */
function cancunInstant(fecha: string): number {
  return Date.parse(`${fecha}-05:00`);
}

const toCents = (value: string) => Math.round(Number(value) * 100);

/** SAT's amount rules for the nodes this project issues; the first broken one, or null. */
export function amountProblem(c: Comprobante): string | null {
  let subTotal = 0;
  let iva = 0;
  let base = 0;
  for (const [i, k] of c.conceptos.entries()) {
    if (!importeWithinTolerance(k.cantidad, k.valorUnitario, k.importe)) {
      return `El Importe del Concepto ${i + 1} no es Cantidad × ValorUnitario.`;
    }
    for (const t of k.traslados) {
      if (t.base !== k.importe) return `La Base del Concepto ${i + 1} no es su Importe.`;
      if (!trasladoWithinTolerance(t.base, t.tasaOCuota, t.importe)) {
        return `El IVA del Concepto ${i + 1} no es su Base × TasaOCuota.`;
      }
      iva += toCents(t.importe);
      base += toCents(t.base);
    }
    subTotal += toCents(k.importe);
  }
  const [total] = c.impuestos.traslados;
  if (c.impuestos.traslados.length !== 1 || !total)
    return 'Se espera un solo Traslado de IVA en Impuestos.';
  if (toCents(c.subTotal) !== subTotal)
    return `SubTotal no es la suma de los Importes (${formatCents(subTotal)}).`;
  if (toCents(total.base) !== base)
    return 'La Base del Traslado no es la suma de las Bases de los Conceptos.';
  if (toCents(total.importe) !== iva || toCents(c.impuestos.totalImpuestosTrasladados) !== iva) {
    return 'El IVA trasladado no es la suma del IVA de los Conceptos.';
  }
  if (toCents(c.total) !== subTotal + iva)
    return 'Total no es SubTotal más los impuestos trasladados.';
  return null;
}

export class LocalPac implements Pac {
  /** The stand-in's key, made when it starts; its public half verifies every SelloSAT. */
  readonly publicKey: KeyObject;
  readonly #privateKey: KeyObject;
  readonly #stamped = new Map<string, StampResult>();
  readonly #now: () => Date;

  constructor(options: { now?: () => Date } = {}) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.publicKey = publicKey;
    this.#privateKey = privateKey;
    this.#now = options.now ?? (() => new Date());
  }

  async stamp(sealedXml: string): Promise<StampResult> {
    let parsed;
    try {
      parsed = parseCfdiXml(sealedXml);
    } catch (error) {
      if (error instanceof CfdiXmlError)
        throw new PacRefusal('301', `XML mal formado: ${error.message}`);
      throw error;
    }
    const { comprobante: c, complementos } = parsed;
    if (complementos.includes('tfd:TimbreFiscalDigital')) {
      throw new PacRefusal('307', 'El CFDI contiene un timbre previo.');
    }
    const amounts = amountProblem(c);
    if (amounts) throw new PacRefusal('301', `XML mal formado: ${amounts}`);

    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(Buffer.from(c.certificado, 'base64'));
    } catch {
      throw new PacRefusal('302', 'Sello mal formado o inválido: el Certificado no se puede leer.');
    }
    if (certificateNumber(certificate) !== c.noCertificado) {
      throw new PacRefusal(
        '302',
        'Sello mal formado o inválido: NoCertificado no es el del Certificado.',
      );
    }
    if (!verifySello(cadenaOriginal(c), c.sello, c.certificado)) {
      throw new PacRefusal('302', 'Sello mal formado o inválido.');
    }
    // A valid seal over the same cadena: the XML this PAC already stamped (never stamped twice).
    const previous = this.#stamped.get(c.sello);
    if (previous) return { ...previous, alreadyStamped: true };

    const now = this.#now().getTime();
    const issued = cancunInstant(c.fecha);
    if (!(now - issued <= HOURS_72 && issued - now <= AHEAD)) {
      throw new PacRefusal('401', 'Fecha y hora de generación fuera de rango (más de 72 horas).');
    }
    if (certificateRfc(certificate) !== c.emisor.rfc) {
      throw new PacRefusal(
        '303',
        'Sello no corresponde a emisor: el RFC del emisor no es el del certificado.',
      );
    }

    const timbre = {
      uuid: randomUUID().toUpperCase(),
      fechaTimbrado: cancunDateTime(new Date(now)),
      rfcProvCertif: LOCAL_PAC_RFC,
      selloCfd: c.sello,
      noCertificadoSat: LOCAL_PAC_CERTIFICATE_NUMBER,
    };
    const cadenaOriginalSat = tfdCadena(timbre);
    const selloSat = createSign('RSA-SHA256')
      .update(cadenaOriginalSat, 'utf8')
      .sign(this.#privateKey, 'base64');
    const result: StampResult = {
      uuid: timbre.uuid,
      fechaTimbrado: timbre.fechaTimbrado,
      selloCfd: c.sello,
      noCertificadoSat: timbre.noCertificadoSat,
      selloSat,
      cadenaOriginalSat,
      xml: addComplemento(sealedXml, tfdXml({ ...timbre, selloSat })),
      alreadyStamped: false,
    };
    this.#stamped.set(c.sello, result);
    return result;
  }
}
