import { describe, expect, it } from 'vitest';
import {
  deviceReadingMonth,
  dueReadingMonth,
  neighbourBounds,
  notRentedIn,
  readingMonthFor,
  takesReadingOf,
  type ClosedMonths,
} from './reading-month';

/** 10:00 in Cancún (UTC−5) of a day. */
const at = (day: string) => new Date(`${day}T15:00:00.000Z`);
const closed =
  (...months: string[]): ClosedMonths =>
  (month) =>
    months.includes(month);
const none = closed();

describe('readingMonthFor: a reading belongs to the month it closes', () => {
  it('is the month before on the 1st and the 5th while that month is open', () => {
    expect(readingMonthFor(at('2026-12-01'), none)).toBe('2026-11');
    expect(readingMonthFor(at('2026-12-05'), none)).toBe('2026-11');
    expect(readingMonthFor(at('2026-12-05'), closed('2026-10'))).toBe('2026-11');
  });

  it('is the current month on the 1st to 5th once the month before is closed', () => {
    expect(readingMonthFor(at('2026-12-01'), closed('2026-11'))).toBe('2026-12');
    expect(readingMonthFor(at('2026-12-05'), closed('2026-11'))).toBe('2026-12');
  });

  it('is the current month from the 6th, open or closed the month before', () => {
    for (const day of ['06', '12', '24', '25', '31']) {
      expect(readingMonthFor(at(`2026-12-${day}`), none)).toBe('2026-12');
      expect(readingMonthFor(at(`2026-12-${day}`), closed('2026-11'))).toBe('2026-12');
    }
  });

  it('crosses the year: on 1 to 5 January it is December of the year before', () => {
    expect(readingMonthFor(at('2027-01-01'), none)).toBe('2026-12');
    expect(readingMonthFor(at('2027-01-05'), none)).toBe('2026-12');
    expect(readingMonthFor(at('2027-01-03'), closed('2026-12'))).toBe('2027-01');
    expect(readingMonthFor(at('2027-01-06'), none)).toBe('2027-01');
  });

  it('counts the days in Cancún time, not UTC', () => {
    // 5 December 23:59 in Cancún is 6 December in UTC: still November's.
    expect(readingMonthFor(new Date('2026-12-06T04:59:00.000Z'), none)).toBe('2026-11');
    expect(readingMonthFor(new Date('2026-12-06T05:00:00.000Z'), none)).toBe('2026-12');
    // 30 November 23:00 in Cancún is already December in UTC: November's.
    expect(readingMonthFor(new Date('2026-12-01T04:00:00.000Z'), closed('2026-11'))).toBe(
      '2026-11',
    );
  });
});

describe("the portal's view of one device", () => {
  const device = (lastReadingMonth: string, startDate = '2025-01-15') => ({
    lastReadingMonth,
    contract: { startDate },
  });

  it('counts as closed only the months before its contract started', () => {
    expect(notRentedIn(device('', '2026-12-01'))('2026-11')).toBe(true);
    expect(notRentedIn(device('', '2026-11-30'))('2026-11')).toBe(false);
    expect(notRentedIn(device('2026-11', '2026-03-10'))('2026-11')).toBe(false);
  });

  it('is about last month on the 1st to 5th, read or not; this month once it was not rented then', () => {
    expect(deviceReadingMonth(at('2026-12-01'), device('2026-10'))).toBe('2026-11');
    expect(deviceReadingMonth(at('2026-12-05'), device('2026-11'))).toBe('2026-11');
    expect(deviceReadingMonth(at('2026-12-01'), device('', '2026-12-01'))).toBe('2026-12');
    expect(deviceReadingMonth(at('2026-12-06'), device('2026-10'))).toBe('2026-12');
    expect(deviceReadingMonth(at('2026-12-12'), device('2026-10'))).toBe('2026-12');
    expect(deviceReadingMonth(at('2027-01-02'), device('2026-11'))).toBe('2026-12');
  });

  it('takes a month’s reading while it has none of it nor a later one', () => {
    expect(takesReadingOf(device('2026-10'), '2026-11')).toBe(true);
    expect(takesReadingOf(device(''), '2026-11')).toBe(true);
    expect(takesReadingOf(device('2026-11'), '2026-11')).toBe(false);
    expect(takesReadingOf(device('2026-12'), '2026-11')).toBe(false);
  });

  it('asks for the month the reading is for: last month on the 1st, this one from the 25th', () => {
    expect(dueReadingMonth(at('2026-12-01'), device('2026-10'))).toBe('2026-11');
    expect(dueReadingMonth(at('2026-12-05'), device('2026-10'))).toBe('2026-11');
    expect(dueReadingMonth(at('2026-12-01'), device('2026-11'))).toBeNull();
    expect(dueReadingMonth(at('2026-12-06'), device('2026-10'))).toBeNull();
    expect(dueReadingMonth(at('2026-12-24'), device('2026-11'))).toBeNull();
    expect(dueReadingMonth(at('2026-12-25'), device('2026-11'))).toBe('2026-12');
    expect(dueReadingMonth(at('2026-12-31'), device('2026-12'))).toBeNull();
    expect(dueReadingMonth(at('2027-01-02'), device('2026-11'))).toBe('2026-12');
    expect(dueReadingMonth(at('2026-12-02'), device('', '2026-12-01'))).toBeNull();
  });
});

describe('neighbourBounds: a month recorded late goes between its neighbours', () => {
  const reading = (month: string, bw: number, previousBw: number) => ({
    month,
    bw,
    color: 0,
    previous: { bw: previousBw, color: 0 },
  });
  const history = [reading('2026-12', 21_237, 18_900), reading('2026-10', 18_900, 17_600)];

  it('is from what the next reading counts from up to its counters', () => {
    expect(neighbourBounds(history, '2026-11', { bw: 21_237, color: 0 })).toEqual({
      floor: { bw: 18_900, color: 0 },
      ceiling: { bw: 21_237, color: 0 },
    });
    // The first later reading, whatever the order given.
    const more = [reading('2027-01', 22_000, 21_237), ...history];
    expect(neighbourBounds(more, '2026-11', { bw: 22_000, color: 0 }).ceiling).toEqual({
      bw: 21_237,
      color: 0,
    });
  });

  it('is the device’s floor with no ceiling when no later reading exists', () => {
    expect(neighbourBounds(history, '2027-01', { bw: 21_237, color: 0 })).toEqual({
      floor: { bw: 21_237, color: 0 },
      ceiling: null,
    });
  });
});
