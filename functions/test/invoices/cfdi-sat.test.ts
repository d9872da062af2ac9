/**
 * The CFDI against SAT's own files (../shared/sat): the XML validates with cfdv40.xsd, the
 * project's cadena original equals xsltproc's with SAT's stylesheet, the Sello made with SAT's
 * test CSD verifies with openssl; the stand-in PAC refuses a tampered XML and its stamped XML
 * validates with all.xsd (CFDI 4.0 with the TimbreFiscalDigital).
 */
import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceLines, statementTotals } from '../../../src/domain/month-close.js';
import { buildCfdi, type BuildCfdiInput } from '../../../src/domain/fiscal/cfdi.js';
import { cadenaOriginal } from '../../../src/domain/fiscal/cfdi-xml.js';
import { loadCsd } from '../../src/invoices/csd.js';
import { LocalPac } from '../../src/invoices/local-pac.js';
import type { PacRefusal } from '../../src/invoices/pac.js';
import { parseCfdiXml } from '../../src/invoices/parse.js';
import { sealCfdi, verifySello } from '../../src/invoices/seal.js';
import {
  opensslVerifies,
  satSkipReason,
  schemaErrors,
  testCsdSource,
  xsltCadena,
} from './sat-files.js';

const issuer = {
  rfc: 'EKU9003173C9',
  nombre: 'ESCUELA KEMPER URGATE',
  regimenFiscal: '601',
  codigoPostal: '42501',
};
const receiver = {
  rfc: 'CACX7605101P8',
  razonSocial: 'XOCHILT CASAS CHAVEZ',
  regimenFiscal: '612',
  codigoPostal: '36257',
  usoCfdi: 'G03',
};

function statement(): BuildCfdiInput['statement'] {
  const contract = {
    monthlyFeeMxn: 3499.99,
    includedPagesBw: 1000,
    includedPagesColor: 200,
    extraPagePriceBw: 2.15,
    extraPagePriceColor: 4.3333,
  };
  const lines = [
    ...deviceLines(
      { id: 'a', model: 'Kyocera TASKalfa 2554ci', serial: 'W1 & "2"', contract },
      { bw: 1160, color: 1201 },
    ),
    ...deviceLines(
      { id: 'b', model: 'Brother  HL-L6200', serial: 'BR-<9>', contract },
      { bw: 400, color: 0 },
    ),
  ];
  return { month: '2026-11', lines, ...statementTotals(lines) };
}

const build = (over: Partial<BuildCfdiInput> = {}) =>
  buildCfdi({ statement: statement(), issuer, receiver, folio: 42, issuedAt: new Date(), ...over });

describe.skipIf(satSkipReason !== null)("CFDI 4.0 against SAT's files", () => {
  const csd = () => loadCsd(testCsdSource());

  it('reads NoCertificado, the certificate and its RFC from the CSD', () => {
    const { noCertificado, rfc, certificado } = csd();
    expect(noCertificado).toBe('30001000000400002434');
    expect(rfc).toBe('EKU9003173C9');
    expect(certificado).toMatch(/^MII/u);
  });

  it("validates with cfdv40.xsd; the cadena is SAT's stylesheet's; the Sello verifies", () => {
    for (const over of [
      {},
      { substitutes: ['5FB2822E-396D-4725-8521-CDC4BDD20CCF'] },
      { paidWith: '03' },
    ]) {
      const sealed = sealCfdi(build(over), csd());
      expect(schemaErrors(sealed.xml, 'cfd/4/cfdv40.xsd')).toBe('');
      expect(sealed.cadena).toBe(xsltCadena(sealed.xml));
      expect(
        opensslVerifies(sealed.cadena, sealed.comprobante.sello, sealed.comprobante.certificado),
      ).toBe(true);
      expect(
        verifySello(sealed.cadena, sealed.comprobante.sello, sealed.comprobante.certificado),
      ).toBe(true);
      // Reading the XML back gives the same cadena (what the stand-in PAC checks).
      expect(cadenaOriginal(parseCfdiXml(sealed.xml).comprobante)).toBe(sealed.cadena);
    }
  });

  it('a public-en-general receiver (XAXX010101000) carries InformacionGlobal and still matches', () => {
    const sealed = sealCfdi(
      build({
        receiver: {
          rfc: 'XAXX010101000',
          razonSocial: 'PUBLICO EN GENERAL',
          regimenFiscal: '616',
          codigoPostal: '42501',
          usoCfdi: 'S01',
        },
      }),
      csd(),
    );
    expect(schemaErrors(sealed.xml, 'cfd/4/cfdv40.xsd')).toBe('');
    expect(sealed.cadena).toBe(xsltCadena(sealed.xml));
  });

  it('an openssl check fails for a changed cadena (the check can fail)', () => {
    const sealed = sealCfdi(build(), csd());
    expect(
      opensslVerifies(
        sealed.cadena.replace('|42|', '|43|'),
        sealed.comprobante.sello,
        sealed.comprobante.certificado,
      ),
    ).toBe(false);
  });

  it('refuses to seal for an issuer that is not the certificate holder', () => {
    expect(() => sealCfdi(build({ issuer: { ...issuer, rfc: 'XIA190128J61' } }), csd())).toThrow(
      /no es el del certificado/u,
    );
  });

  it('the stand-in PAC stamps: the stamped XML validates with all.xsd, its SelloSAT verifies', async () => {
    const pac = new LocalPac();
    const sealed = sealCfdi(build(), csd());
    const stamp = await pac.stamp(sealed.xml);
    expect(stamp.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/u);
    expect(stamp.selloCfd).toBe(sealed.comprobante.sello);
    expect(schemaErrors(stamp.xml, 'cfd/all.xsd')).toBe('');
    expect(schemaErrors(stamp.xml, 'cfd/4/cfdv40.xsd')).not.toBe(''); // the wildcard needs the TFD schema
    // SAT's stamp stylesheet reads the TimbreFiscalDigital as its own document.
    const tfd = /<tfd:TimbreFiscalDigital[^>]*\/>/u.exec(stamp.xml)?.[0] ?? '';
    expect(xsltCadena(tfd, 'cfd/TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt')).toBe(
      stamp.cadenaOriginalSat,
    );
    expect(
      createVerify('RSA-SHA256')
        .update(stamp.cadenaOriginalSat)
        .verify(pac.publicKey, stamp.selloSat, 'base64'),
    ).toBe(true);
    // The seal still verifies on the stamped XML: the stamp is outside the cadena.
    expect(xsltCadena(stamp.xml)).toBe(sealed.cadena);
    // The same XML again gets the same stamp, never a second one; a stamped XML is refused.
    const again = await pac.stamp(sealed.xml);
    expect([again.uuid, again.alreadyStamped]).toEqual([stamp.uuid, true]);
    await expect(pac.stamp(stamp.xml)).rejects.toMatchObject({ code: '307' });
  });

  it('the stand-in PAC refuses a tampered XML, a foreign issuer, an old date and broken amounts', async () => {
    const pac = new LocalPac();
    const sealed = sealCfdi(build(), csd());
    const refusal = (xml: string) =>
      pac.stamp(xml).then(
        () => null,
        (e: unknown) => e as PacRefusal,
      );

    const tampered = sealed.xml.replace('Total="', 'Total="1');
    expect(tampered).not.toBe(sealed.xml);
    expect(await refusal(tampered)).toMatchObject({ code: '301' }); // Total ≠ SubTotal + IVA
    const folio = sealed.xml.replace('Folio="42"', 'Folio="43"');
    expect(await refusal(folio)).toMatchObject({ code: '302' });
    const name = sealed.xml.replace(
      'Nombre="XOCHILT CASAS CHAVEZ"',
      'Nombre="XOCHILT CASAS CHÁVEZ"',
    );
    expect(await refusal(name)).toMatchObject({ code: '302' });
    expect(
      await refusal(sealed.xml.replace('<cfdi:Emisor', '<cfdi:Otro/><cfdi:Emisor')),
    ).toMatchObject({ code: '301' });
    expect(await refusal('<cfdi:Comprobante')).toMatchObject({ code: '301' });

    // An issuer's RFC changed after sealing breaks the seal (302) ...
    const swapped = sealed.xml.replace('Rfc="EKU9003173C9"', 'Rfc="XIA190128J61"');
    expect(await refusal(swapped)).toMatchObject({ code: '302' });
    // ... and one sealed, validly, with a CSD that is not its own is refused as not the issuer's (303).
    const notOurs = { ...csd(), rfc: 'XIA190128J61' };
    const sealedByOther = sealCfdi(build({ issuer: { ...issuer, rfc: 'XIA190128J61' } }), notOurs);
    expect(
      verifySello(
        sealedByOther.cadena,
        sealedByOther.comprobante.sello,
        sealedByOther.comprobante.certificado,
      ),
    ).toBe(true);
    expect(await refusal(sealedByOther.xml)).toMatchObject({ code: '303' });

    const old = sealCfdi(build({ issuedAt: new Date(Date.now() - 73 * 3600_000) }), csd());
    expect(await refusal(old.xml)).toMatchObject({ code: '401' });
    const recent = sealCfdi(build({ issuedAt: new Date(Date.now() - 71 * 3600_000) }), csd());
    expect(await refusal(recent.xml)).toBeNull();

    const unbalanced = sealCfdi({ ...build(), total: '1.00' }, csd());
    expect(await refusal(unbalanced.xml)).toMatchObject({ code: '301' });
  });
});
