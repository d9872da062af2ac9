/**
 * A test CSD made on this machine, for `npm start` and tests without SAT's test files: an RSA key
 * and a self-signed X.509 v3 certificate shaped as SAT's (the serial number is the 20-digit
 * NoCertificado in ASCII; the subject carries the RFC in x500UniqueIdentifier), so the seal, the
 * stand-in PAC and the PDF treat it like a real CSD. node:crypto signs but does not write
 * certificates, so the few DER structures are encoded here. Made at run time, never committed;
 * no PAC accepts it (SAT did not issue it).
 */
import { generateKeyPairSync, randomInt, sign } from 'node:crypto';

const der = (tag: number, body: Buffer): Buffer => {
  const n = body.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const seq = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const integer = (bytes: Buffer) =>
  der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const printable = (text: string) => der(0x13, Buffer.from(text, 'latin1'));
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
/** UTCTime (RFC 5280 for dates before 2050): YYMMDDHHMMSSZ. */
const time = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/gu, '').slice(2, 14)}Z`, 'latin1'));

function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [a * 40 + b];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

const SHA256_RSA = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
const attribute = (type: string, value: Buffer) => set(seq(oid(type), value));

export interface LocalCsdPem {
  certificate: string;
  key: string;
  noCertificado: string;
}

/** A CSD for `rfc` and `nombre`, valid from a day ago for four years. */
export function createLocalCsd(options: {
  rfc: string;
  nombre: string;
  noCertificado?: string;
}): LocalCsdPem {
  const noCertificado =
    options.noCertificado ?? `3000${Array.from({ length: 16 }, () => randomInt(10)).join('')}`;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const subject = seq(
    attribute('2.5.4.3', utf8(options.nombre)),
    attribute('2.5.4.10', utf8(options.nombre)),
    attribute('2.5.4.45', printable(`${options.rfc} / ${options.rfc}`)),
  );
  const from = new Date(Date.now() - 24 * 3600_000);
  const to = new Date(from.getTime() + 4 * 365 * 24 * 3600_000);
  const tbs = seq(
    der(0xa0, integer(Buffer.from([2]))),
    integer(Buffer.from(noCertificado, 'latin1')),
    SHA256_RSA,
    subject, // self-signed: the issuer is the subject
    seq(time(from), time(to)),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(tbs, SHA256_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = certificate
    .toString('base64')
    .replace(/(.{64})/gu, '$1\n')
    .trim();
  return {
    certificate: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    noCertificado,
  };
}
