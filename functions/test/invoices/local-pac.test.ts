/**
 * The seal and the stand-in PAC with a CSD made here (./local-csd.ts): runs without ../shared/sat.
 * The checks against SAT's own schema and stylesheet are in cfdi-sat.test.ts.
 */
import { createVerify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceLines, statementTotals } from '../../../src/domain/month-close.js';
import { buildCfdi, type BuildCfdiInput } from '../../../src/domain/fiscal/cfdi.js';
import { cadenaOriginal } from '../../../src/domain/fiscal/cfdi-xml.js';
import { loadCsd } from '../../src/invoices/csd.js';
import { createLocalCsd } from '../../src/invoices/local-csd.js';
import { LocalPac } from '../../src/invoices/local-pac.js';
import { parseCfdiXml } from '../../src/invoices/parse.js';
import { issueInvoice } from '../../src/invoices/issue.js';
import { sealCfdi, verifySello } from '../../src/invoices/seal.js';

const RFC = 'TSI1503108Q9';
const issuer = { rfc: RFC, nombre: 'TU SOCIO IDEAL', regimenFiscal: '601', codigoPostal: '77500' };
const receiver = {
  rfc: 'EKU9003173C9',
  razonSocial: 'ESCUELA KEMPER URGATE',
  regimenFiscal: '601',
  codigoPostal: '42501',
  usoCfdi: 'G03',
};
const contract = {
  monthlyFeeMxn: 2500,
  includedPagesBw: 500,
  includedPagesColor: 0,
  extraPagePriceBw: 0.45,
  extraPagePriceColor: 0,
};
const lines = deviceLines(
  { id: 'a', model: 'Kyocera M3655idn', serial: 'K1', contract },
  { bw: 2345, color: 0 },
);
const build = (over: Partial<BuildCfdiInput> = {}) =>
  buildCfdi({
    statement: { month: '2026-11', lines, ...statementTotals(lines) },
    issuer,
    receiver,
    folio: 7,
    issuedAt: new Date(),
    ...over,
  });

const pem = createLocalCsd({ rfc: RFC, nombre: 'TU SOCIO IDEAL' });
const csd = loadCsd(pem);

describe('a CSD made here', () => {
  it("is read as SAT's: NoCertificado from the serial, the RFC from x500UniqueIdentifier", () => {
    expect(csd.noCertificado).toBe(pem.noCertificado);
    expect(csd.noCertificado).toMatch(/^\d{20}$/u);
    expect(csd.rfc).toBe(RFC);
    const cert = new X509Certificate(pem.certificate);
    expect(cert.verify(cert.publicKey)).toBe(true); // self-signed
    expect(new Date(cert.validTo).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a key that is not the certificate’s', () => {
    const other = createLocalCsd({ rfc: RFC, nombre: 'OTRA' });
    expect(() => loadCsd({ certificate: pem.certificate, key: other.key })).toThrow(
      /no corresponde/u,
    );
  });
});

describe('seal and stand-in PAC (local CSD)', () => {
  it('seals: the Sello verifies against the cadena; the XML reads back to the same cadena', () => {
    const sealed = sealCfdi(build(), csd);
    expect(sealed.comprobante.noCertificado).toBe(csd.noCertificado);
    expect(
      verifySello(sealed.cadena, sealed.comprobante.sello, sealed.comprobante.certificado),
    ).toBe(true);
    expect(
      verifySello(
        sealed.cadena.replace('|7|', '|8|'),
        sealed.comprobante.sello,
        sealed.comprobante.certificado,
      ),
    ).toBe(false);
    expect(cadenaOriginal(parseCfdiXml(sealed.xml).comprobante)).toBe(sealed.cadena);
  });

  it('stamps once, with a TimbreFiscalDigital whose SelloSAT verifies', async () => {
    const pac = new LocalPac();
    const sealed = sealCfdi(build(), csd);
    const stamp = await pac.stamp(sealed.xml);
    expect(stamp.xml).toContain(`<cfdi:Complemento><tfd:TimbreFiscalDigital`);
    expect(stamp.xml).toContain(`UUID="${stamp.uuid}"`);
    expect(
      stamp.xml.startsWith(sealed.xml.slice(0, sealed.xml.indexOf('</cfdi:Comprobante>'))),
    ).toBe(true);
    expect(stamp.cadenaOriginalSat).toBe(
      `||1.1|${stamp.uuid}|${stamp.fechaTimbrado}|AAA010101AAA|${sealed.comprobante.sello}|${stamp.noCertificadoSat}||`,
    );
    expect(
      createVerify('RSA-SHA256')
        .update(stamp.cadenaOriginalSat)
        .verify(pac.publicKey, stamp.selloSat, 'base64'),
    ).toBe(true);
    expect(await pac.stamp(sealed.xml)).toMatchObject({ uuid: stamp.uuid, alreadyStamped: true });
    await expect(pac.stamp(stamp.xml)).rejects.toMatchObject({ code: '307' });
    // Changed after its stamp, the same Sello does not fetch the earlier stamp: the seal breaks.
    await expect(pac.stamp(sealed.xml.replace('Folio="7"', 'Folio="8"'))).rejects.toMatchObject({
      code: '302',
    });
  });

  it('refuses a tampered XML (302), a wrong amount (301), another issuer (303) and an old Fecha (401)', async () => {
    const pac = new LocalPac();
    const sealed = sealCfdi(build(), csd);
    const code = (xml: string) =>
      pac.stamp(xml).then(
        () => 'stamped',
        (e: { code: string }) => e.code,
      );
    expect(await code(sealed.xml.replace('Cantidad="1845"', 'Cantidad="1846"'))).toBe('301'); // Importe no longer checks
    expect(await code(sealed.xml.replace('Folio="7"', 'Folio="8"'))).toBe('302');
    expect(await code(sealed.xml.replace('UsoCFDI="G03"', 'UsoCFDI="S01"'))).toBe('302');
    expect(
      await code(
        sealed.xml.replace(/NoCertificado="\d+"/u, 'NoCertificado="30001000000400002434"'),
      ),
    ).toBe('302');
    const other = loadCsd(createLocalCsd({ rfc: 'XIA190128J61', nombre: 'OTRO' }));
    const byOther = sealCfdi(build(), { ...other, rfc: RFC });
    expect(await code(byOther.xml)).toBe('303');
    const now = Date.now();
    const timed = new LocalPac({ now: () => new Date(now + 72 * 3600_000 + 60_000) });
    expect(
      await timed.stamp(sealed.xml).then(
        () => 'stamped',
        (e: { code: string }) => e.code,
      ),
    ).toBe('401');
    expect(await code(sealed.xml)).toBe('stamped');
  });
});

describe('issueInvoice', () => {
  it('builds, seals, stamps and prints one statement; the stamped XML states its totals', async () => {
    const statement = { month: '2026-11', lines, ...statementTotals(lines) };
    const invoice = await issueInvoice(
      { statement, issuer, receiver, folio: 9, issuedAt: new Date() },
      csd,
      new LocalPac(),
    );
    expect([invoice.serie, invoice.folio]).toEqual(['R', '9']);
    expect(invoice.total).toBe(statement.totalMxn.toFixed(2));
    const { comprobante } = parseCfdiXml(invoice.xml);
    expect([
      comprobante.subTotal,
      comprobante.impuestos.totalImpuestosTrasladados,
      comprobante.total,
    ]).toEqual(
      [statement.subtotalMxn, statement.ivaMxn, statement.totalMxn].map((n) => n.toFixed(2)),
    );
    expect(invoice.xml).toContain(`UUID="${invoice.uuid}"`);
    expect(invoice.pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a refusal reaches the caller as a PacRefusal', async () => {
    const old = {
      statement: { month: '2026-11', lines, ...statementTotals(lines) },
      issuer,
      receiver,
      folio: 10,
      issuedAt: new Date(Date.now() - 80 * 3600_000),
    };
    await expect(issueInvoice(old, csd, new LocalPac(), { pdf: false })).rejects.toMatchObject({
      name: 'PacRefusal',
      code: '401',
    });
  });
});
