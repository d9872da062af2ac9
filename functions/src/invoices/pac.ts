/**
 * The PAC (Proveedor Autorizado de Certificación) seam: one call that stamps an XML already
 * sealed by the issuer and answers its TimbreFiscalDigital 1.1 (docs/decisions/0050). The real
 * adapter follows SW sapien's REST "stamp v4" (./sw-sapien.ts); locally and in tests a stand-in
 * (./local-pac.ts) refuses what a PAC refuses.
 */

export interface StampResult {
  /** The folio fiscal. */
  uuid: string;
  /** Cancún time, as the stamp writes it ("2026-12-07T10:00:00"). */
  fechaTimbrado: string;
  selloCfd: string;
  noCertificadoSat: string;
  selloSat: string;
  /** The stamp's cadena original ("||1.1|UUID|…||"), for the PDF. */
  cadenaOriginalSat: string;
  /** The stamped XML: the sealed XML with the TimbreFiscalDigital in cfdi:Complemento. */
  xml: string;
  /** True when the PAC had stamped this very XML before and answered that stamp again. */
  alreadyStamped: boolean;
}

/**
 * A refusal or failure. `code` is the PAC's (SAT's 301 "XML mal formado", 302 "Sello mal formado
 * o inválido", 303 "Sello no corresponde a emisor", 401 "Fecha y hora de generación fuera de
 * rango", …); `retryable` says whether sending the same XML again may succeed (the PAC was down),
 * as opposed to an XML that must be built again.
 */
export class PacRefusal extends Error {
  override name = 'PacRefusal';
  constructor(
    readonly code: string,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

export interface Pac {
  stamp(sealedXml: string): Promise<StampResult>;
}

export const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
export const TFD_SCHEMA_LOCATION =
  'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';

export interface TimbreFiscalDigital {
  uuid: string;
  fechaTimbrado: string;
  rfcProvCertif: string;
  leyenda?: string;
  selloCfd: string;
  noCertificadoSat: string;
  selloSat?: string;
}

/** SAT's cadenaoriginal_TFD_1_1.xslt: ||1.1|UUID|FechaTimbrado|RfcProvCertif|[Leyenda|]SelloCFD|NoCertificadoSAT||. */
export function tfdCadena(t: TimbreFiscalDigital): string {
  const parts = [
    '1.1',
    t.uuid,
    t.fechaTimbrado,
    t.rfcProvCertif,
    ...(t.leyenda ? [t.leyenda] : []),
    t.selloCfd,
    t.noCertificadoSat,
  ];
  return `||${parts.map((p) => p.replace(/\s+/gu, ' ').trim()).join('|')}||`;
}

export function tfdXml(t: TimbreFiscalDigital): string {
  const attrs: [string, string | undefined][] = [
    ['xmlns:tfd', TFD_NAMESPACE],
    ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
    ['xsi:schemaLocation', TFD_SCHEMA_LOCATION],
    ['Version', '1.1'],
    ['UUID', t.uuid],
    ['FechaTimbrado', t.fechaTimbrado],
    ['RfcProvCertif', t.rfcProvCertif],
    ['Leyenda', t.leyenda],
    ['SelloCFD', t.selloCfd],
    ['NoCertificadoSAT', t.noCertificadoSat],
    ['SelloSAT', t.selloSat],
  ];
  const text = attrs
    .filter(([, v]) => v)
    .map(
      ([k, v]) =>
        ` ${k}="${v!.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;')}"`,
    )
    .join('');
  return `<tfd:TimbreFiscalDigital${text}/>`;
}

/** The sealed XML with the stamp added in cfdi:Complemento (the rest of the bytes unchanged). */
export function addComplemento(sealedXml: string, inner: string): string {
  const open = sealedXml.indexOf('<cfdi:Complemento>');
  if (open >= 0) {
    const at = open + '<cfdi:Complemento>'.length;
    return sealedXml.slice(0, at) + inner + sealedXml.slice(at);
  }
  const close = sealedXml.lastIndexOf('</cfdi:Comprobante>');
  if (close < 0) throw new PacRefusal('301', 'XML mal formado: falta </cfdi:Comprobante>.');
  return `${sealedXml.slice(0, close)}<cfdi:Complemento>${inner}</cfdi:Complemento>${sealedXml.slice(close)}`;
}
