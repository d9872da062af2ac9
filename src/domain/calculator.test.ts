import { formatMoney as formatMXN } from './format';
import {
  CALCULATOR_INVALID_MESSAGE,
  calculateSavings,
  validateCalculatorInput,
  type CalculatorInput,
} from './calculator';

const valid = {
  pagesBN: '2000',
  pagesColor: '500',
  costBN: '0.80',
  costColor: '3.50',
  printers: '2',
};

describe('validateCalculatorInput', () => {
  it('spells the failure toast exactly as docs/product.md, Calculator', () => {
    expect(CALCULATOR_INVALID_MESSAGE).toBe(
      'Por favor, introduce valores numéricos válidos y positivos en todos los campos. El volumen de páginas puede ser cero si no aplica.',
    );
  });

  it.each([
    [
      'typical values',
      valid,
      { pagesBN: 2000, pagesColor: 500, costBN: 0.8, costColor: 3.5, printers: 2 },
    ],
    [
      'zero pages allowed',
      { ...valid, pagesBN: '0', pagesColor: '0' },
      { pagesBN: 0, pagesColor: 0, costBN: 0.8, costColor: 3.5, printers: 2 },
    ],
    [
      '"-0" pages read as 0',
      { ...valid, pagesBN: '-0' },
      { pagesBN: 0, pagesColor: 500, costBN: 0.8, costColor: 3.5, printers: 2 },
    ],
    [
      'minimum cost 0.01',
      { ...valid, costBN: '0.01', costColor: '0.01' },
      { pagesBN: 2000, pagesColor: 500, costBN: 0.01, costColor: 0.01, printers: 2 },
    ],
    [
      'one printer',
      { ...valid, printers: '1' },
      { pagesBN: 2000, pagesColor: 500, costBN: 0.8, costColor: 3.5, printers: 1 },
    ],
    [
      'surrounding spaces',
      { ...valid, pagesBN: ' 150 ' },
      { pagesBN: 150, pagesColor: 500, costBN: 0.8, costColor: 3.5, printers: 2 },
    ],
  ])('accepts %s', (_label, raw, expected) => {
    expect(validateCalculatorInput(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty B/N pages', { ...valid, pagesBN: '' }],
    ['blank colour pages', { ...valid, pagesColor: '   ' }],
    ['empty cost', { ...valid, costBN: '' }],
    ['empty printers', { ...valid, printers: '' }],
    ['negative pages', { ...valid, pagesBN: '-1' }],
    ['negative colour pages', { ...valid, pagesColor: '-0.5' }],
    ['zero B/N cost', { ...valid, costBN: '0' }],
    ['zero colour cost', { ...valid, costColor: '0' }],
    ['cost below 0.01', { ...valid, costColor: '0.009' }],
    ['negative cost', { ...valid, costBN: '-2' }],
    ['zero printers', { ...valid, printers: '0' }],
    ['fractional printers', { ...valid, printers: '1.5' }],
    ['negative printers', { ...valid, printers: '-3' }],
    ['text', { ...valid, pagesBN: 'mil' }],
    ['NaN', { ...valid, costBN: 'NaN' }],
    ['Infinity', { ...valid, pagesColor: 'Infinity' }],
    ['-Infinity', { ...valid, costColor: '-Infinity' }],
    ['huge overflow', { ...valid, pagesBN: '1e400' }],
    ['comma decimal', { ...valid, costBN: '0,80' }],
    [
      'missing field',
      { pagesBN: '1', pagesColor: '1', costBN: '1', costColor: '1' } as unknown as typeof valid,
    ],
  ])('rejects %s with the toast text', (_label, raw) => {
    expect(validateCalculatorInput(raw)).toEqual({
      ok: false,
      message: CALCULATOR_INVALID_MESSAGE,
    });
  });
});

describe('calculateSavings', () => {
  const input = (over: Partial<CalculatorInput>): CalculatorInput => ({
    pagesBN: 0,
    pagesColor: 0,
    costBN: 0.3,
    costColor: 2.3,
    printers: 1,
    ...over,
  });

  it.each([
    // 2000×0.50 + 500×1.20 + 100 = 1700
    [
      'mixed volumes',
      input({ pagesBN: 2000, pagesColor: 500, costBN: 0.8, costColor: 3.5, printers: 2 }),
      1700,
      20400,
    ],
    ['no pages: only the per-printer saving', input({ printers: 3 }), 150, 1800],
    [
      'costs equal to ours: 50 per printer',
      input({ pagesBN: 10000, pagesColor: 3000, printers: 1 }),
      50,
      600,
    ],
    // 1000×(0.35−0.30) = 50 exactly, not 49.99999…
    ['float noise removed', input({ pagesBN: 1000, costBN: 0.35, printers: 1 }), 100, 1200],
    // 3×(0.4−0.3)=0.3 (float 0.30000000000000004) + 50
    ['tiny volume', input({ pagesBN: 3, costBN: 0.4 }), 50.3, 603.6],
    // 1×(1.305−0.30) = 1.005 → 1.01 (half-up on the cent, despite 1.005 being 1.00499… in binary)
    ['half cent rounds up', input({ pagesBN: 1, costBN: 1.305, printers: 1 }), 51.01, 612.12],
    // cheaper than us today: 5000×(0.10−0.30) = −1000 + 50 → negative, floored
    ['negative saving floored at 0', input({ pagesBN: 5000, costBN: 0.1, printers: 1 }), 0, 0],
    // −1000 + 1000×(3.30−2.30)=1000 + 50 → 50
    [
      'one negative term offset by another',
      input({ pagesBN: 5000, costBN: 0.1, pagesColor: 1000, costColor: 3.3 }),
      50,
      600,
    ],
    // exactly zero
    ['exactly zero', input({ pagesBN: 500, costBN: 0.2, printers: 1 }), 0, 0],
    [
      'large fleet',
      input({ pagesBN: 120000, costBN: 0.65, pagesColor: 30000, costColor: 4.1, printers: 25 }),
      97250,
      1167000,
    ],
  ])('%s', (_label, value, monthly, annual) => {
    const result = calculateSavings(value);
    expect(result).toEqual({ monthly, annual });
    expect(Object.is(result.monthly, -0)).toBe(false);
    expect(Object.is(result.annual, -0)).toBe(false);
  });

  it('keeps the annual figure equal to 12 × the monthly figure shown', () => {
    for (const costBN of [0.31, 0.333, 0.4567, 0.999, 1.234]) {
      const { monthly, annual } = calculateSavings(input({ pagesBN: 777, costBN, printers: 2 }));
      expect(Math.round(monthly * 100) * 12).toBe(Math.round(annual * 100));
    }
  });
});

describe('formatMXN', () => {
  it.each([
    [0, '$0.00'],
    [50, '$50.00'],
    [1700, '$1,700.00'],
    [12345.6, '$12,345.60'],
    [1167000, '$1,167,000.00'],
    [0.5, '$0.50'],
  ])('%s -> %s', (amount, text) => {
    expect(formatMXN(amount)).toBe(text);
  });
});
