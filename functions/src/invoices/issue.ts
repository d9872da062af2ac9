/**
 * One invoice from one statement, end to end, for the month close to call later (issue 48): the
 * CFDI built from the statement (src/domain/fiscal/cfdi.ts), sealed with the issuer's CSD,
 * stamped by the PAC, and its PDF. Pure of Firestore: the caller hands out the folio (in a
 * transaction), stores the files and records "Factura timbrada" or "Factura pendiente" with the
 * PacRefusal's message.
 */
import { buildCfdi, type BuildCfdiInput } from '../../../src/domain/fiscal/cfdi.js';
import type { Csd } from './csd.js';
import type { Pac, StampResult } from './pac.js';
import { invoicePdf } from './pdf.js';
import { sealCfdi } from './seal.js';

export interface IssuedInvoice {
  uuid: string;
  serie: string;
  folio: string;
  fecha: string;
  total: string;
  /** The stamped XML, and its PDF (null when asked for none). */
  xml: string;
  pdf: Buffer | null;
  stamp: StampResult;
}

/** Throws CfdiBuildError (a statement that does not add up) or PacRefusal (the stamp). */
export async function issueInvoice(
  input: BuildCfdiInput,
  csd: Csd,
  pac: Pac,
  options: { pdf?: boolean } = {},
): Promise<IssuedInvoice> {
  const sealed = sealCfdi(buildCfdi(input), csd);
  const stamp = await pac.stamp(sealed.xml);
  const pdf = options.pdf === false ? null : await invoicePdf(sealed.comprobante, stamp);
  return {
    uuid: stamp.uuid,
    serie: sealed.comprobante.serie,
    folio: sealed.comprobante.folio,
    fecha: sealed.comprobante.fecha,
    total: sealed.comprobante.total,
    xml: stamp.xml,
    pdf,
    stamp,
  };
}
