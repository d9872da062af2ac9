import { describe, expect, it } from 'vitest';
import { deviceLines, statementTotals, type StatementLine } from '../month-close';
import {
  buildCfdi,
  cancunDateTime,
  CfdiBuildError,
  formatCents,
  formatMillionths,
  importeWithinTolerance,
  trasladoWithinTolerance,
  type BuildCfdiInput,
} from './cfdi';
import { cadenaOriginal, cfdiToXml, escapeXmlAttribute } from './cfdi-xml';

const issuer = {
  rfc: 'EKU9003173C9',
  nombre: 'Escuela Kemper Urgate',
  regimenFiscal: '601',
  codigoPostal: '77500',
};
const receiver = {
  rfc: 'CACX7605101P8',
  razonSocial: 'Xochilt Casas Chavez',
  regimenFiscal: '612',
  codigoPostal: '77710',
  usoCfdi: 'G03',
};
const cents = (mxn: number) => Math.round(mxn * 100);

function statementOf(lines: StatementLine[]): BuildCfdiInput['statement'] {
  return { month: '2026-11', lines, ...statementTotals(lines) };
}

function device(i: number, fee: number, bw: number, color: number, pages = { bw: 0, color: 0 }) {
  return deviceLines(
    {
      id: `eq${i}`,
      model: 'Kyocera TASKalfa 2554ci',
      serial: `SN-${i}`,
      contract: {
        monthlyFeeMxn: fee,
        includedPagesBw: 1000,
        includedPagesColor: 200,
        extraPagePriceBw: bw,
        extraPagePriceColor: color,
      },
    },
    pages,
  );
}

function checkAmounts(input: BuildCfdiInput) {
  const c = buildCfdi(input);
  expect(cents(Number(c.subTotal))).toBe(cents(input.statement.subtotalMxn));
  expect(cents(Number(c.impuestos.totalImpuestosTrasladados))).toBe(cents(input.statement.ivaMxn));
  expect(cents(Number(c.total))).toBe(cents(input.statement.totalMxn));
  expect(c.conceptos).toHaveLength(input.statement.lines.length);
  let sum = 0;
  for (const k of c.conceptos) {
    expect(
      importeWithinTolerance(k.cantidad, k.valorUnitario, k.importe),
      `${k.cantidad} × ${k.valorUnitario} = ${k.importe}`,
    ).toBe(true);
    // Tighter than SAT: the product rounds to the Importe exactly (in integer millionths).
    const millionths = (x: string) => Math.round(Number(x) * 1_000_000);
    expect(Math.round((Number(k.cantidad) * millionths(k.valorUnitario)) / 10_000)).toBe(
      cents(Number(k.importe)),
    );
    const [t] = k.traslados;
    expect(t!.base).toBe(k.importe);
    expect(trasladoWithinTolerance(t!.base, t!.tasaOCuota, t!.importe)).toBe(true);
    sum += cents(Number(k.importe));
  }
  expect(sum).toBe(cents(Number(c.subTotal)));
  return c;
}

describe('CFDI amounts', () => {
  it('prices with four decimals: 160 B/N pages at $2.1500 (net 1.8534 misses a cent) and colour at $4.3333', () => {
    const lines = [...device(1, 3499.99, 2.15, 4.3333, { bw: 1160, color: 1201 })];
    const c = checkAmounts({
      statement: statementOf(lines),
      issuer,
      receiver,
      folio: 1,
      issuedAt: new Date(),
    });
    const bw = c.conceptos[1]!;
    expect(bw.cantidad).toBe('160');
    expect(bw.importe).toBe('296.55');
    expect(bw.valorUnitario).not.toBe('1.8534'); // 160 × 1.8534 = 296.544 → 296.54
    expect(c.conceptos[2]!.cantidad).toBe('1001');
  });

  it('many lines (200 devices, 600 lines) with awkward prices keep the totals to the cent', () => {
    const lines = Array.from({ length: 200 }, (_, i) =>
      device(i, 999.99 + i * 0.37, 0.3333 + (i % 7) * 0.0001, 1.0001 + (i % 5) * 0.1111, {
        bw: 1000 + 17 * i + 3,
        color: 200 + 13 * i + 1,
      }),
    ).flat();
    expect(lines).toHaveLength(600);
    checkAmounts({
      statement: statementOf(lines),
      issuer,
      receiver,
      folio: 2,
      issuedAt: new Date(),
    });
  });

  it('zero extra pages: only the rents', () => {
    const lines = [...device(1, 1500, 0.5, 2, { bw: 10, color: 0 }), ...device(2, 0.01, 0.5, 2)];
    const c = checkAmounts({
      statement: statementOf(lines),
      issuer,
      receiver,
      folio: 3,
      issuedAt: new Date(),
    });
    expect(c.conceptos.map((k) => k.importe)).toEqual(['1293.10', '0.01']);
    expect(c.conceptos[1]!.traslados[0]!.importe).toBe('0.00');
  });

  it("every line total from $0.01 to $20,000.00 has an IVA within SAT's tolerance", () => {
    for (let total = 1; total <= 2_000_000; total++) {
      const sub = Math.round((total * 100) / 116);
      if (!trasladoWithinTolerance(formatCents(sub), '0.160000', formatCents(total - sub))) {
        throw new Error(`total ${total}`);
      }
    }
  });

  it('refuses a statement whose totals are not the sums of its lines', () => {
    const lines = device(1, 1000, 1, 1);
    const statement = { ...statementOf(lines), totalMxn: 1000.01 };
    expect(() =>
      buildCfdi({ statement, issuer, receiver, folio: 4, issuedAt: new Date() }),
    ).toThrow(CfdiBuildError);
  });

  it('SAT tolerance rules refuse a wrong Importe or IVA', () => {
    expect(importeWithinTolerance('160', '1.853450', '296.55')).toBe(true);
    expect(importeWithinTolerance('1.00', '100.00', '100.02')).toBe(true); // SAT's tolerance is that loose
    expect(importeWithinTolerance('1.000000', '100.000000', '100.02')).toBe(false);
    expect(importeWithinTolerance('160', '1.8534', '300.00')).toBe(false);
    expect(trasladoWithinTolerance('100.00', '0.160000', '16.02')).toBe(false);
    expect(trasladoWithinTolerance('100.00', '0.160000', '15.98')).toBe(false);
    expect(trasladoWithinTolerance('100.03', '0.160000', '16.01')).toBe(true);
  });
});

describe('CFDI fields', () => {
  const base = { statement: statementOf(device(1, 1160, 1, 1)), issuer, receiver, folio: 17 };

  it('PPD with FormaPago 99 when unpaid, PUE with the form when paid; Serie R, Exportacion 01', () => {
    const ppd = buildCfdi({ ...base, issuedAt: new Date('2026-12-01T05:30:00Z') });
    expect([ppd.serie, ppd.folio, ppd.metodoPago, ppd.formaPago, ppd.exportacion]).toEqual([
      'R',
      '17',
      'PPD',
      '99',
      '01',
    ]);
    const pue = buildCfdi({ ...base, issuedAt: new Date(), paidWith: '03' });
    expect([pue.metodoPago, pue.formaPago]).toEqual(['PUE', '03']);
  });

  it('writes Fecha in Cancún time (UTC−5)', () => {
    expect(cancunDateTime(new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-30T23:59:59');
    expect(buildCfdi({ ...base, issuedAt: new Date('2026-07-01T12:00:00Z') }).fecha).toBe(
      '2026-07-01T07:00:00',
    );
  });

  it('relates a substitute with TipoRelacion 04 and the cadena lists it', () => {
    const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    const c = buildCfdi({ ...base, issuedAt: new Date(), substitutes: [uuid] });
    expect(c.cfdiRelacionados).toEqual({ tipoRelacion: '04', uuids: [uuid] });
    expect(cadenaOriginal(c)).toContain(`|MXN|1160.00|I|01|PPD|77500|04|${uuid}|EKU9003173C9|`);
  });

  it('formats amounts and escapes attributes', () => {
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatMillionths(1_853_400)).toBe('1.8534');
    expect(formatMillionths(2_000_000)).toBe('2.00');
    expect(escapeXmlAttribute('A & "B" <C>\n')).toBe('A &amp; &quot;B&quot; &lt;C&gt;&#10;');
    const xml = cfdiToXml(
      buildCfdi({
        ...base,
        receiver: { ...receiver, razonSocial: 'Casas & Chávez "XC"' },
        issuedAt: new Date(),
      }),
    );
    expect(xml).toContain('Nombre="CASAS &amp; CHÁVEZ &quot;XC&quot;"');
  });
});
