/** The invoice PDF: real PDF bytes carrying the folio fiscal; SAT's verification address. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deviceLines, statementTotals } from '../../../src/domain/month-close.js';
import { buildCfdi } from '../../../src/domain/fiscal/cfdi.js';
import { invoicePdf, verificationUrl } from '../../src/invoices/pdf.js';

const lines = Array.from({ length: 40 }, (_, i) =>
  deviceLines(
    {
      id: `eq${i}`,
      model: 'Kyocera TASKalfa 2554ci',
      serial: `SN-${i}`,
      contract: {
        monthlyFeeMxn: 1999.99,
        includedPagesBw: 1000,
        includedPagesColor: 100,
        extraPagePriceBw: 0.3333,
        extraPagePriceColor: 2.15,
      },
    },
    { bw: 1500 + i, color: 160 },
  ),
).flat();
const comprobante = {
  ...buildCfdi({
    statement: { month: '2026-11', lines, ...statementTotals(lines) },
    issuer: {
      rfc: 'EKU9003173C9',
      nombre: 'ESCUELA KEMPER URGATE',
      regimenFiscal: '601',
      codigoPostal: '42501',
    },
    receiver: {
      rfc: 'CACX7605101P8',
      razonSocial: 'XOCHILT CASAS CHAVEZ',
      regimenFiscal: '612',
      codigoPostal: '36257',
      usoCfdi: 'G03',
    },
    folio: 42,
    issuedAt: new Date('2026-12-01T15:00:00Z'),
  }),
  noCertificado: '30001000000400002434',
  sello: 'A'.repeat(336) + 'Zk9s0Q==',
};
const stamp = {
  uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
  fechaTimbrado: '2026-12-01T10:00:05',
  noCertificadoSat: '00001000000000000001',
  selloSat: 'B'.repeat(344),
  cadenaOriginalSat:
    '||1.1|5FB2822E-396D-4725-8521-CDC4BDD20CCF|2026-12-01T10:00:05|AAA010101AAA|…||',
};

/** Every content stream of the PDF, inflated (pdfkit compresses them). */
function streams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/gu;
  let match: RegExpExecArray | null;
  while ((match = re.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // an image or an uncompressed stream
    }
  }
  return out.join('\n');
}

describe('invoice PDF', () => {
  it('is a PDF with the folio fiscal, over more than one page for 120 concepts', async () => {
    const pdf = await invoicePdf(comprobante, stamp);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/u);
    const raw = pdf.toString('latin1');
    expect(raw).toContain(`Folio fiscal: ${stamp.uuid}`); // the document's Subject
    expect(raw).toMatch(/\/Subtype \/Image/u); // the QR
    expect((raw.match(/\/Type \/Page\b/gu) ?? []).length).toBeGreaterThan(1);
    // The page text: pdfkit writes each run as hex; the folio fiscal is one of them.
    const hex = Buffer.from(stamp.uuid, 'latin1').toString('hex');
    expect(streams(pdf).toLowerCase()).toContain(hex);
  });

  it("points the QR at SAT's verification address", () => {
    const url = new URL(verificationUrl(comprobante, stamp.uuid));
    expect(url.origin + url.pathname).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: stamp.uuid,
      re: 'EKU9003173C9',
      rr: 'CACX7605101P8',
      tt: comprobante.total,
      fe: 'Zk9s0Q==',
    });
  });
});
