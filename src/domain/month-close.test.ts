import { describe, expect, it } from 'vitest';
import { estimateMonth, type ContractTerms } from './client-portal';
import {
  DEFAULT_INVOICE_KEYS,
  defaultCloseMonth,
  deviceLines,
  estimateCounters,
  formatAmount,
  formatUnitPrice,
  invoiceFileName,
  invoiceJson,
  invoiceRows,
  isActiveInMonth,
  isClosableMonth,
  linesCheckBeforeIva,
  missingReadingsMessage,
  monthDays,
  statementId,
  statementTotals,
  type InvoiceKeys,
  type ReadingCounters,
} from './month-close';

const reading = (
  bw: number,
  color: number,
  previous: { bw: number; color: number },
): ReadingCounters => ({ bw, color, previous });

describe('estimateCounters: the floor plus the average month of the last 3 readings', () => {
  const floor = { bw: 10_000, color: 2_000 };

  it('adds nothing without readings (the fee alone)', () => {
    expect(estimateCounters(floor, [])).toEqual({ bw: 10_000, color: 2_000 });
  });

  it('adds the one month there is', () => {
    // 500 B/N and 100 colour pages in that month.
    const one = [reading(10_000, 2_000, { bw: 9_500, color: 1_900 })];
    expect(estimateCounters(floor, one)).toEqual({ bw: 10_500, color: 2_100 });
  });

  it('averages three months, rounded to whole pages', () => {
    // B/N: 500, 400, 600 → 1,500 / 3 = 500. Colour: 100, 50, 61 → 211 / 3 = 70.33 → 70.
    const three = [
      reading(10_000, 2_000, { bw: 9_500, color: 1_900 }),
      reading(9_500, 1_900, { bw: 9_100, color: 1_850 }),
      reading(9_100, 1_850, { bw: 8_500, color: 1_789 }),
    ];
    expect(estimateCounters(floor, three)).toEqual({ bw: 10_500, color: 2_070 });
    // 1 and 2 pages: 1.5 → 2.
    const halves = [reading(10_000, 2_000, { bw: 9_999, color: 1_998 })];
    expect(
      estimateCounters(floor, [...halves, reading(9_999, 1_998, { bw: 9_997, color: 1_997 })]),
    ).toEqual({ bw: 10_002, color: 2_002 });
  });

  it('uses only the newest three of five', () => {
    const five = [
      reading(10_000, 2_000, { bw: 9_700, color: 1_990 }), // 300, 10
      reading(9_700, 1_990, { bw: 9_400, color: 1_980 }), // 300, 10
      reading(9_400, 1_980, { bw: 9_100, color: 1_970 }), // 300, 10
      reading(9_100, 1_970, { bw: 1_000, color: 0 }), // 8,100, 1,970: left out
      reading(1_000, 0, { bw: 0, color: 0 }),
    ];
    expect(estimateCounters(floor, five)).toEqual({ bw: 10_300, color: 2_010 });
  });

  it('counts a month whose counter went back (a reset) as no pages', () => {
    // B/N: 600, reset (300 − 50,000 → 0), 300 → 900 / 3 = 300. Colour: 30, 0, 30 → 20.
    const withReset = [
      reading(10_000, 2_000, { bw: 9_400, color: 1_970 }),
      reading(300, 1_970, { bw: 50_000, color: 1_970 }),
      reading(50_000, 1_970, { bw: 49_700, color: 1_940 }),
    ];
    expect(estimateCounters(floor, withReset)).toEqual({ bw: 10_300, color: 2_020 });
  });
});

describe('which month closes (Cancún, UTC−5)', () => {
  it('closes a month from the 1st of the next one in Cancún', () => {
    // 23:59 of 30 November in Cancún: still November.
    const lastMinute = new Date('2026-12-01T04:59:00.000Z');
    expect(isClosableMonth('2026-11', lastMinute)).toBe(false);
    expect(isClosableMonth('2026-10', lastMinute)).toBe(true);
    expect(defaultCloseMonth(lastMinute)).toBe('2026-10');
    // 00:00 of 1 December in Cancún.
    const firstMinute = new Date('2026-12-01T05:00:00.000Z');
    expect(isClosableMonth('2026-11', firstMinute)).toBe(true);
    expect(isClosableMonth('2026-12', firstMinute)).toBe(false);
    expect(isClosableMonth('2027-01', firstMinute)).toBe(false);
    expect(defaultCloseMonth(firstMinute)).toBe('2026-11');
    expect(defaultCloseMonth(new Date('2027-01-10T12:00:00.000Z'))).toBe('2026-12');
  });

  it('refuses what is not a month', () => {
    const now = new Date('2026-12-10T12:00:00.000Z');
    for (const bad of ['2026-13', '2026-1', '2026-11-01', '', 'noviembre'])
      expect(isClosableMonth(bad, now)).toBe(false);
  });

  it('knows each month’s days and which devices it closes', () => {
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2028-02').last).toBe('2028-02-29');
    expect(monthDays('2026-11').last).toBe('2026-11-30');
    const device = (startDate: string, contractEnd: unknown = null) => ({
      contract: { startDate },
      contractEnd,
    });
    expect(isActiveInMonth(device('2026-11-30'), '2026-11')).toBe(true);
    expect(isActiveInMonth(device('2026-01-15'), '2026-11')).toBe(true);
    expect(isActiveInMonth(device('2026-12-01'), '2026-11')).toBe(false);
    expect(isActiveInMonth(device('2026-01-15', { date: '2026-11-20' }), '2026-11')).toBe(false);
  });

  it('says how many readings are missing', () => {
    expect(missingReadingsMessage(1)).toBe('Faltan lecturas de 1 equipo.');
    expect(missingReadingsMessage(3)).toBe('Faltan lecturas de 3 equipos.');
  });
});

/** Fee $1,500.00, 1,000 B/N and 100 colour pages included, $0.35 and $1.2345 per extra page. */
const contract: ContractTerms = {
  monthlyFeeMxn: 1500,
  includedPagesBw: 1000,
  includedPagesColor: 100,
  extraPagePriceBw: 0.35,
  extraPagePriceColor: 1.2345,
};
const device = { id: 'eq-1', model: 'Kyocera M5526', serial: 'VCF-1', contract };
/** 2,234 B/N pages (1,234 extra) and 350 colour pages (250 extra). */
const pages = { bw: 2234, color: 350 };

describe('deviceLines: each concept to the cent', () => {
  it('works out the fee and the extra pages line by line', () => {
    const [rent, bw, color, ...rest] = deviceLines(device, pages);
    expect(rest).toEqual([]);
    // Fee: 1 × 1,500.00 = 1,500.00; subtotal 150,000 / 1.16 = 129,310.34 cents → 1,293.10;
    // IVA 1,500.00 − 1,293.10 = 206.90; the unit price before IVA 1,500 / 1.16 = 1,293.1034.
    expect(rent).toEqual({
      equipmentId: 'eq-1',
      model: 'Kyocera M5526',
      serial: 'VCF-1',
      concept: 'renta',
      description: 'Renta mensual',
      claveProdServ: '80161801',
      claveUnidad: 'E48',
      quantity: 1,
      unitPriceMxn: 1500,
      unitPriceNetMxn: 1293.1034,
      subtotalMxn: 1293.1,
      ivaMxn: 206.9,
      totalMxn: 1500,
    });
    // B/N: 1,234 × 0.35 = 431.90; subtotal 43,190 / 1.16 = 37,232.76 cents → 372.33;
    // IVA 431.90 − 372.33 = 59.57; 0.35 / 1.16 = 0.301724 → 0.3017.
    expect(bw).toMatchObject({
      concept: 'paginas-bn',
      description: 'Páginas B/N excedentes',
      claveProdServ: '80161801',
      claveUnidad: 'H87',
      quantity: 1234,
      unitPriceMxn: 0.35,
      unitPriceNetMxn: 0.3017,
      subtotalMxn: 372.33,
      ivaMxn: 59.57,
      totalMxn: 431.9,
    });
    // Colour: 250 × 1.2345 = 308.625 → 308.63 (half a cent rounds up); subtotal
    // 30,863 / 1.16 = 26,606.03 cents → 266.06; IVA 308.63 − 266.06 = 42.57;
    // 1.2345 / 1.16 = 1.064224 → 1.0642.
    expect(color).toMatchObject({
      concept: 'paginas-color',
      description: 'Páginas a color excedentes',
      quantity: 250,
      unitPriceMxn: 1.2345,
      unitPriceNetMxn: 1.0642,
      subtotalMxn: 266.06,
      ivaMxn: 42.57,
      totalMxn: 308.63,
    });
  });

  it('lists the fee alone when the month stays within the included pages', () => {
    const lines = deviceLines(device, { bw: 1000, color: 100 });
    expect(lines.map((l) => l.concept)).toEqual(['renta']);
    // Negative pages (a reset) and fractions count as whole pages, never below none.
    expect(deviceLines(device, { bw: -50, color: 100.9 }).map((l) => l.concept)).toEqual(['renta']);
    expect(deviceLines(device, { bw: 1001.7, color: 0 })[1]).toMatchObject({
      quantity: 1,
      totalMxn: 0.35,
    });
  });

  it('uses the invoice keys it is given', () => {
    const keys: InvoiceKeys = {
      rentProdServ: '80131500',
      rentUnit: 'MON',
      pagesProdServ: '82121500',
      pagesUnit: 'H87',
    };
    const [rent, bw] = deviceLines(device, pages, keys);
    expect(rent).toMatchObject({ claveProdServ: '80131500', claveUnidad: 'MON' });
    expect(bw).toMatchObject({ claveProdServ: '82121500', claveUnidad: 'H87' });
    expect(DEFAULT_INVOICE_KEYS).toEqual({
      rentProdServ: '80161801',
      rentUnit: 'E48',
      pagesProdServ: '80161801',
      pagesUnit: 'H87',
    });
  });
});

describe('statementTotals: the sums of the lines', () => {
  it('adds the lines to the cent, and matches the month’s estimate in total', () => {
    const lines = deviceLines(device, pages);
    // Subtotal 1,293.10 + 372.33 + 266.06 = 1,931.49; IVA 206.90 + 59.57 + 42.57 = 309.04;
    // total 1,500.00 + 431.90 + 308.63 = 2,240.53 (= 1,931.49 + 309.04).
    expect(statementTotals(lines)).toEqual({
      subtotalMxn: 1931.49,
      ivaMxn: 309.04,
      totalMxn: 2240.53,
    });
    expect(statementTotals(lines).totalMxn).toBe(estimateMonth(contract, pages).totalMxn);
    expect(statementTotals([])).toEqual({ subtotalMxn: 0, ivaMxn: 0, totalMxn: 0 });
  });

  it('sums many lines without floating-point drift', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is 0.30 exactly.
    const cheap = { ...device, contract: { ...contract, extraPagePriceBw: 0.1 } };
    const lines = [
      ...deviceLines(cheap, { bw: 1001, color: 0 }),
      ...deviceLines({ ...cheap, id: 'eq-2' }, { bw: 1002, color: 0 }),
    ];
    expect(statementTotals(lines).totalMxn).toBe(3000.3);
  });
});

describe('"Descargar para facturación"', () => {
  const statements = [
    {
      rfc: 'HCA010101AB1',
      company: 'Hotel Caribe, S.A. de C.V.',
      lines: deviceLines(device, pages),
    },
    {
      rfc: '',
      company: 'Taller "El Sol"',
      lines: deviceLines({ ...device, id: 'eq-2', serial: 'BN-2' }, { bw: 0, color: 0 }),
    },
  ];

  it('gives one row per line with the RFC, the keys, quantity, unit price before IVA and amounts', () => {
    const rows = invoiceRows(statements);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      rfc: 'HCA010101AB1',
      cliente: 'Hotel Caribe, S.A. de C.V.',
      equipo: 'Kyocera M5526 (VCF-1)',
      concepto: 'Renta mensual',
      clave_prod_serv: '80161801',
      clave_unidad: 'E48',
      cantidad: '1',
      precio_unitario: '1293.1034',
      subtotal: '1293.10',
      iva: '206.90',
      total: '1500.00',
    });
    expect(rows[1]).toMatchObject({
      concepto: 'Páginas B/N excedentes',
      clave_unidad: 'H87',
      cantidad: '1234',
      precio_unitario: '0.3017',
      subtotal: '372.33',
      iva: '59.57',
      total: '431.90',
    });
    expect(rows[2]).toMatchObject({ precio_unitario: '1.0642', total: '308.63' });
    expect(rows[3]).toMatchObject({
      rfc: '',
      cliente: 'Taller "El Sol"',
      equipo: 'Kyocera M5526 (BN-2)',
    });
  });

  it('writes the JSON as the same rows, amounts as text', () => {
    const rows = invoiceRows(statements);
    const parsed = JSON.parse(invoiceJson(rows)) as unknown;
    expect(parsed).toEqual(rows);
    expect((parsed as Record<string, string>[])[1]?.total).toBe('431.90');
    expect(invoiceFileName('2026-11', 'csv')).toBe('facturacion-2026-11.csv');
    expect(invoiceFileName('2026-11', 'json')).toBe('facturacion-2026-11.json');
    expect(statementId('hotel', '2026-11')).toBe('hotel_2026-11');
  });

  it('formats amounts with two decimals and unit prices with two to four', () => {
    expect(formatAmount(1500)).toBe('1500.00');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatAmount(59.565)).toBe('59.57');
    expect(formatUnitPrice(1.5)).toBe('1.50');
    expect(formatUnitPrice(2)).toBe('2.00');
    expect(formatUnitPrice(0.12)).toBe('0.12');
    expect(formatUnitPrice(0.123)).toBe('0.123');
    expect(formatUnitPrice(0.1)).toBe('0.10');
    expect(formatUnitPrice(0.3017)).toBe('0.3017');
    expect(formatUnitPrice(0.12345)).toBe('0.1235');
    expect(formatUnitPrice(1293.1034)).toBe('1293.1034');
  });
});

describe('linesCheckBeforeIva: can a client check each line before IVA by hand?', () => {
  const priced = (unit: number) => ({ ...contract, extraPagePriceBw: unit, includedPagesBw: 0 });
  it('says no when quantity × the unit price before IVA misses the amount by a cent', () => {
    // 160 pages at $2.15 with IVA = $344.00 → $296.55 before IVA; 160 × 1.8534 = 296.544.
    const [, pagesLine] = deviceLines({ ...device, contract: priced(2.15) }, { bw: 160, color: 0 });
    expect(pagesLine).toMatchObject({
      unitPriceNetMxn: 1.8534,
      subtotalMxn: 296.55,
      totalMxn: 344,
    });
    expect(linesCheckBeforeIva([pagesLine!])).toBe(false);
  });

  it('says yes when every line checks', () => {
    const lines = deviceLines({ ...device, contract: priced(1.16) }, { bw: 100, color: 0 });
    expect(lines[1]).toMatchObject({ unitPriceNetMxn: 1, subtotalMxn: 100 });
    expect(linesCheckBeforeIva(lines)).toBe(true);
  });
});
