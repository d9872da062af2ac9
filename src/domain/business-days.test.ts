import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  calendarDaysBetween,
  dateInZone,
  endOfDayInZone,
  isBusinessDay,
  mexicanRestDays,
} from './business-days';

describe('mexicanRestDays', () => {
  it('lists the mandatory rest days of the Ley Federal del Trabajo for a year', () => {
    expect(mexicanRestDays(2026)).toEqual([
      '2026-01-01',
      '2026-02-02', // first Monday of February
      '2026-03-16', // third Monday of March
      '2026-05-01',
      '2026-09-16',
      '2026-11-16', // third Monday of November
      '2026-12-25',
    ]);
  });

  it('adds 1 October only in the years the federal executive changes hands', () => {
    expect(mexicanRestDays(2030)).toContain('2030-10-01');
    expect(mexicanRestDays(2036)).toContain('2036-10-01');
    expect(mexicanRestDays(2026)).not.toContain('2026-10-01');
    expect(mexicanRestDays(2031)).not.toContain('2031-10-01');
  });
});

describe('isBusinessDay', () => {
  it('is Monday to Friday, except the rest days', () => {
    expect(isBusinessDay('2026-03-13')).toBe(true); // Friday
    expect(isBusinessDay('2026-03-14')).toBe(false); // Saturday
    expect(isBusinessDay('2026-03-15')).toBe(false); // Sunday
    expect(isBusinessDay('2026-03-16')).toBe(false); // third Monday of March
    expect(isBusinessDay('2026-03-17')).toBe(true);
    expect(isBusinessDay('2026-12-25')).toBe(false);
  });

  it('counts Holy Thursday and Friday as business days (not rest days by law)', () => {
    expect(isBusinessDay('2026-04-02')).toBe(true);
    expect(isBusinessDay('2026-04-03')).toBe(true);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => isBusinessDay('31/03/2026')).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it('counts from the day after, skipping weekends and rest days', () => {
    // 3–6, 9–13, 17–20 (16 is a rest day), 23–27, 30–31 March.
    expect(addBusinessDays('2026-03-02', 20)).toBe('2026-03-31');
  });

  it('starts on the next business day when the date is a weekend', () => {
    expect(addBusinessDays('2026-03-07', 20)).toBe('2026-04-06');
    expect(addBusinessDays('2026-03-06', 20)).toBe('2026-04-06');
  });

  it('crosses the end of a year and its rest days', () => {
    // 21–24 December, 25 is a rest day, 28 December.
    expect(addBusinessDays('2026-12-18', 5)).toBe('2026-12-28');
    // 29–31 December, 1 January is a rest day, 2 January 2027 is a Saturday: 4 and 5 January.
    expect(addBusinessDays('2026-12-28', 5)).toBe('2027-01-05');
  });

  it('gives the date itself for 0', () => {
    expect(addBusinessDays('2026-03-14', 0)).toBe('2026-03-14');
  });
});

describe('businessDaysBetween and calendarDaysBetween', () => {
  it('counts the business days after the first date up to the second', () => {
    expect(businessDaysBetween('2026-03-27', '2026-03-31')).toBe(2);
    expect(businessDaysBetween('2026-03-13', '2026-03-17')).toBe(1);
    expect(businessDaysBetween('2026-03-31', '2026-03-27')).toBe(0);
  });

  it('counts calendar days, negative backwards', () => {
    expect(calendarDaysBetween('2026-03-31', '2026-04-02')).toBe(2);
    expect(calendarDaysBetween('2026-04-02', '2026-03-31')).toBe(-2);
  });
});

describe('dates in the company time zone (America/Cancun, UTC−5)', () => {
  it('takes the calendar date of an instant there', () => {
    expect(dateInZone(new Date('2026-03-03T03:00:00Z'))).toBe('2026-03-02');
    expect(dateInZone(new Date('2026-03-03T05:00:00Z'))).toBe('2026-03-03');
  });

  it('ends a day at 23:59:59.999 there', () => {
    expect(endOfDayInZone('2026-03-31').toISOString()).toBe('2026-04-01T04:59:59.999Z');
    expect(endOfDayInZone('2026-03-31', 'UTC').toISOString()).toBe('2026-03-31T23:59:59.999Z');
  });
});
