import { describe, expect, it } from 'vitest';
import {
  dayOfMonth,
  estimateMonth,
  isMonthId,
  isOpenStatus,
  isReadingDue,
  monthId,
  previousMonthId,
  type ContractTerms,
} from './client-portal';

const contract: ContractTerms = {
  monthlyFeeMxn: 1160,
  includedPagesBw: 2000,
  includedPagesColor: 500,
  extraPagePriceBw: 0.35,
  extraPagePriceColor: 1.5,
};

describe('monthId: the month in the company time (America/Cancun, UTC−5)', () => {
  it('is the local month, not the UTC one, around midnight of the first', () => {
    expect(monthId(new Date('2026-06-01T04:59:59.999Z'))).toBe('2026-05');
    expect(monthId(new Date('2026-06-01T05:00:00.000Z'))).toBe('2026-06');
    expect(monthId(new Date('2026-01-01T04:00:00.000Z'))).toBe('2025-12');
    expect(monthId(new Date('2026-10-15T12:00:00.000Z'))).toBe('2026-10');
  });

  it('knows a month id and the month before one', () => {
    expect(isMonthId('2026-05')).toBe(true);
    expect(isMonthId('2026-13')).toBe(false);
    expect(isMonthId('2026-5')).toBe(false);
    expect(previousMonthId('2026-01')).toBe('2025-12');
    expect(previousMonthId('2026-10')).toBe('2026-09');
    expect(() => previousMonthId('mayo')).toThrow(RangeError);
  });

  it('says a reading is due from day 25 until this month has one', () => {
    const the24th = new Date('2026-05-25T04:59:00.000Z');
    const the25th = new Date('2026-05-25T05:00:00.000Z');
    expect(dayOfMonth(the24th)).toBe(24);
    expect(isReadingDue(the24th, '2026-04')).toBe(false);
    expect(isReadingDue(the25th, '2026-04')).toBe(true);
    expect(isReadingDue(the25th, '')).toBe(true);
    expect(isReadingDue(the25th, '2026-05')).toBe(false);
  });

  it('counts only Resuelto as closed', () => {
    expect(isOpenStatus('Abierto')).toBe(true);
    expect(isOpenStatus('En proceso')).toBe(true);
    expect(isOpenStatus('Resuelto')).toBe(false);
  });
});

describe('estimateMonth: fee plus extra pages, IVA taken out of the total', () => {
  it('charges only the fee within the included pages', () => {
    const estimate = estimateMonth(contract, { bw: 2000, color: 120 });
    expect(estimate).toEqual({
      pagesBw: 2000,
      pagesColor: 120,
      extraPagesBw: 0,
      extraPagesColor: 0,
      feeMxn: 1160,
      extraBwMxn: 0,
      extraColorMxn: 0,
      subtotalMxn: 1000,
      ivaMxn: 160,
      totalMxn: 1160,
    });
  });

  it('adds the extra pages at their price, to the cent', () => {
    const estimate = estimateMonth(contract, { bw: 2345, color: 503 });
    expect(estimate.extraPagesBw).toBe(345);
    expect(estimate.extraPagesColor).toBe(3);
    expect(estimate.extraBwMxn).toBe(120.75);
    expect(estimate.extraColorMxn).toBe(4.5);
    expect(estimate.totalMxn).toBe(1285.25);
    // 1285.25 / 1.16 = 1107.974… → 1107.97; IVA is the rest.
    expect(estimate.subtotalMxn).toBe(1107.97);
    expect(estimate.ivaMxn).toBe(177.28);
    expect(Math.round((estimate.subtotalMxn + estimate.ivaMxn) * 100)).toBe(128525);
  });

  it('rounds each line half up to cents, without binary drift', () => {
    // 3 × 0.335 = 1.005 (1.00499… in binary floating point) → 1.01
    const estimate = estimateMonth(
      { ...contract, monthlyFeeMxn: 0, includedPagesBw: 0, extraPagePriceBw: 0.335 },
      { bw: 3, color: 0 },
    );
    expect(estimate.extraBwMxn).toBe(1.01);
    expect(estimate.totalMxn).toBe(1.01);
    expect(estimate.subtotalMxn).toBe(0.87);
    expect(estimate.ivaMxn).toBe(0.14);
  });

  it('reads negative or fractional page counts as whole pages from 0', () => {
    const estimate = estimateMonth(contract, { bw: -40, color: 600.9 });
    expect(estimate.pagesBw).toBe(0);
    expect(estimate.pagesColor).toBe(600);
    expect(estimate.extraPagesColor).toBe(100);
    expect(estimate.extraColorMxn).toBe(150);
  });
});
