/**
 * A CSD (Certificado de Sello Digital): the issuer's certificate and private key, read from the
 * secrets (PEM, or SAT's DER .cer and password-protected PKCS#8 .key). NoCertificado is the
 * certificate's serial number, which SAT writes as the ASCII codes of its 20 digits; the issuer's
 * RFC is the first one in the subject's x500UniqueIdentifier ("EKU9003173C9 / XIQB891116QE4").
 */
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';

export interface Csd {
  /** The 20-digit certificate number (Comprobante/@NoCertificado). */
  noCertificado: string;
  /** The certificate, base64 DER (Comprobante/@Certificado). */
  certificado: string;
  /** The holder's RFC, from the certificate. */
  rfc: string;
  certificate: X509Certificate;
  privateKey: KeyObject;
}

export interface CsdSource {
  /** PEM text, or the DER bytes of SAT's .cer file. */
  certificate: string | Buffer;
  /** PEM text, or the DER bytes of SAT's .key file (encrypted PKCS#8). */
  key: string | Buffer;
  password?: string;
}

/** "3330303031…" → "30001000000400002434". */
export function certificateNumber(certificate: X509Certificate): string {
  const hex =
    certificate.serialNumber.length % 2 ? `0${certificate.serialNumber}` : certificate.serialNumber;
  const ascii = Buffer.from(hex, 'hex').toString('latin1');
  return /^\d{20}$/u.test(ascii) ? ascii : hex;
}

/** The holder's RFC (the first of x500UniqueIdentifier), '' when the certificate has none. */
export function certificateRfc(certificate: X509Certificate): string {
  const line = certificate.subject.split('\n').find((l) => l.startsWith('x500UniqueIdentifier='));
  return line ? (line.slice('x500UniqueIdentifier='.length).split('/')[0] ?? '').trim() : '';
}

export function loadCsd(source: CsdSource): Csd {
  const certificate = new X509Certificate(source.certificate);
  const privateKey =
    typeof source.key === 'string'
      ? createPrivateKey({ key: source.key, format: 'pem', passphrase: source.password })
      : createPrivateKey({
          key: source.key,
          format: 'der',
          type: 'pkcs8',
          passphrase: source.password,
        });
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new Error('La llave privada no corresponde al certificado del CSD.');
  }
  return {
    noCertificado: certificateNumber(certificate),
    certificado: certificate.raw.toString('base64'),
    rfc: certificateRfc(certificate),
    certificate,
    privateKey,
  };
}
