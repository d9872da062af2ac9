/**
 * The seal of a CFDI 4.0: NoCertificado and Certificado from the issuer's CSD, then the Sello,
 * RSA-SHA256 (PKCS#1 v1.5) of the cadena original in UTF-8, base64 (Anexo 20). The cadena is
 * the project's own (src/domain/fiscal/cfdi.ts), equal to what SAT's stylesheet makes.
 */
import { createSign, createVerify, X509Certificate } from 'node:crypto';
import type { Comprobante } from '../../../src/domain/fiscal/cfdi.js';
import { cadenaOriginal, cfdiToXml } from '../../../src/domain/fiscal/cfdi-xml.js';
import type { Csd } from './csd.js';

export function signCadena(cadena: string, csd: Pick<Csd, 'privateKey'>): string {
  return createSign('RSA-SHA256').update(cadena, 'utf8').sign(csd.privateKey, 'base64');
}

/** Whether `sello` is the RSA-SHA256 signature of `cadena` by the certificate (base64 DER). */
export function verifySello(cadena: string, sello: string, certificadoBase64: string): boolean {
  try {
    const certificate = new X509Certificate(Buffer.from(certificadoBase64, 'base64'));
    return createVerify('RSA-SHA256')
      .update(cadena, 'utf8')
      .verify(certificate.publicKey, sello, 'base64');
  } catch {
    return false;
  }
}

export interface SealedCfdi {
  comprobante: Comprobante;
  cadena: string;
  xml: string;
}

/** The Comprobante with its certificate and Sello, its cadena original and its XML. */
export function sealCfdi(unsealed: Comprobante, csd: Csd): SealedCfdi {
  if (unsealed.emisor.rfc !== csd.rfc) {
    throw new Error(
      `El RFC del emisor (${unsealed.emisor.rfc}) no es el del certificado (${csd.rfc}).`,
    );
  }
  const withCertificate: Comprobante = {
    ...unsealed,
    noCertificado: csd.noCertificado,
    certificado: csd.certificado,
    sello: '',
  };
  const cadena = cadenaOriginal(withCertificate);
  const comprobante = { ...withCertificate, sello: signCadena(cadena, csd) };
  return { comprobante, cadena, xml: cfdiToXml(comprobante) };
}
