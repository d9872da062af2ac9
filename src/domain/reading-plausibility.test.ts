import { describe, expect, it } from 'vitest';
import {
  CONFIRM_UNUSUAL_READING,
  unusualReading,
  unusualReadingMessage,
  type ReadingPages,
} from './reading-plausibility';

const contract = { includedPagesBw: 2000, includedPagesColor: 500 };
const floor = { bw: 9_999, color: 200 };
const month = (bw: number, color: number): ReadingPages => ({
  bw: 10_000 + bw,
  color: 1_000 + color,
  previous: { bw: 10_000, color: 1_000 },
});

describe('unusualReading: the question before an implausible reading', () => {
  it('asks about a typo far above the included pages, stating the month’s pages', () => {
    const result = unusualReading({
      typed: { bw: 9_999_999, color: 200 },
      floor,
      contract,
      readings: [],
    });
    expect(result).toEqual({ pages: 9_990_000 });
    expect(unusualReadingMessage(result?.pages ?? 0)).toBe(
      'Esta lectura suma 9,990,000 páginas este mes, mucho más de lo habitual.',
    );
    expect(CONFIRM_UNUSUAL_READING).toBe('Confirmo que la lectura es correcta');
  });

  it('draws the line at 10 times the included pages, B/N or colour, counting both in the pages', () => {
    const at = (bw: number, color: number) =>
      unusualReading({
        typed: { bw: floor.bw + bw, color: floor.color + color },
        floor,
        contract,
        readings: [],
      });
    expect(at(20_000, 0)).toBeNull();
    expect(at(20_001, 0)).toEqual({ pages: 20_001 });
    expect(at(100, 5_000)).toBeNull();
    expect(at(100, 5_001)).toEqual({ pages: 5_101 });
  });

  it('with 3 or more readings, asks above 3 times the average month', () => {
    const readings = [month(300, 10), month(400, 20), month(500, 30)];
    const at = (bw: number, color: number, history = readings) =>
      unusualReading({
        typed: { bw: floor.bw + bw, color: floor.color + color },
        floor,
        contract,
        readings: history,
      });
    expect(at(1_200, 60)).toBeNull();
    expect(at(1_201, 0)).toEqual({ pages: 1_201 });
    expect(at(0, 61)).toEqual({ pages: 61 });
    // Two readings are not enough history for an average.
    expect(at(1_201, 61, readings.slice(0, 2))).toBeNull();
  });

  it('asks nothing against a limit of 0 (no included pages, no pages on average)', () => {
    expect(
      unusualReading({
        typed: { bw: 10_500, color: 200 },
        floor,
        contract: { includedPagesBw: 0, includedPagesColor: 0 },
        readings: [month(0, 0), month(0, 0), month(0, 0)],
      }),
    ).toBeNull();
  });
});
