import { describe, expect, it } from 'vitest';
import { deviceLines, INVOICE_COLUMNS, invoiceRows } from '@/domain/month-close';
import type { ContractTerms } from '@/domain/client-portal';
import { invoiceCsv } from './invoice-csv';

/** Fee $1,500.00, 1,000 B/N and 100 colour pages included, $0.35 and $1.2345 per extra page. */
const contract: ContractTerms = {
  monthlyFeeMxn: 1500,
  includedPagesBw: 1000,
  includedPagesColor: 100,
  extraPagePriceBw: 0.35,
  extraPagePriceColor: 1.2345,
};
const device = { id: 'eq-1', model: 'Kyocera M5526', serial: 'VCF-1', contract };
const statements = [
  {
    rfc: 'HCA010101AB1',
    company: 'Hotel Caribe, S.A. de C.V.',
    lines: deviceLines(device, { bw: 2234, color: 350 }),
  },
  {
    rfc: '',
    company: 'Taller "El Sol"',
    lines: deviceLines({ ...device, id: 'eq-2', serial: 'BN-2' }, { bw: 0, color: 0 }),
  },
];
const quoted = (cells: readonly string[]) => cells.map((c) => `"${c}"`).join(',');

describe('invoiceCsv: "Descargar para facturación" through the one CSV writer', () => {
  it('writes a BOM, the exact header, CRLF and every cell quoted', () => {
    const csv = invoiceCsv(invoiceRows(statements));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      quoted([
        'rfc',
        'cliente',
        'equipo',
        'concepto',
        'clave_prod_serv',
        'clave_unidad',
        'cantidad',
        'precio_unitario',
        'subtotal',
        'iva',
        'total',
      ]),
    );
    expect(lines[0]).toBe(quoted(INVOICE_COLUMNS));
    expect(lines[1]).toBe(
      '"HCA010101AB1","Hotel Caribe, S.A. de C.V.","Kyocera M5526 (VCF-1)","Renta mensual","80161801","E48","1","1293.1034","1293.10","206.90","1500.00"',
    );
    expect(lines[3]).toBe(
      '"HCA010101AB1","Hotel Caribe, S.A. de C.V.","Kyocera M5526 (VCF-1)","Páginas a color excedentes","80161801","H87","250","1.0642","266.06","42.57","308.63"',
    );
    expect(lines[4]).toBe(
      '"","Taller ""El Sol""","Kyocera M5526 (BN-2)","Renta mensual","80161801","E48","1","1293.1034","1293.10","206.90","1500.00"',
    );
    // A final CRLF, and no bare LF anywhere.
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(invoiceCsv([])).toBe(`\uFEFF${quoted(INVOICE_COLUMNS)}\r\n`);
  });

  it('never lets a company name or a model run as a formula, at a cell start or after a separator', () => {
    const rows = invoiceRows([
      {
        rfc: '',
        company: 'Hotel;=HYPERLINK("http://x","y")',
        lines: deviceLines(
          {
            id: 'e1',
            model: '@Modelo',
            serial: 'S1',
            contract: {
              monthlyFeeMxn: 100,
              includedPagesBw: 0,
              includedPagesColor: 0,
              extraPagePriceBw: 0,
              extraPagePriceColor: 0,
            },
          },
          { bw: 0, color: 0 },
        ),
      },
    ]);
    const line = invoiceCsv(rows).split('\r\n')[1];
    expect(line).toBe(
      `"","Hotel;'=HYPERLINK(""http://x"",""y"")","'@Modelo (S1)","Renta mensual","80161801","E48","1","86.2069","86.21","13.79","100.00"`,
    );
  });
});
