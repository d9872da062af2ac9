import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  businessMinutesBetween,
  cancunDate,
  cancunWeekStart,
  endOfCancunDay,
  firstResponseDue,
} from './business-hours';

// Cancún is UTC−5: 9:00 local is 14:00Z. 2026-11-27 is a Friday.
const at = (iso: string) => new Date(iso);

describe('business hours (Mon–Fri 9:00–19:00, America/Cancun)', () => {
  it('adds within the same day', () => {
    expect(firstResponseDue(at('2026-11-26T15:00:00Z')).toISOString()).toBe(
      '2026-11-26T17:00:00.000Z',
    );
  });

  it('starts counting at 9:00 for a lead received before opening', () => {
    // 6:00 local Thursday -> due 11:00 local
    expect(firstResponseDue(at('2026-11-26T11:00:00Z')).toISOString()).toBe(
      '2026-11-26T16:00:00.000Z',
    );
  });

  it('carries over the weekend: Friday 18:30 with 2 h is due Monday 10:30', () => {
    expect(firstResponseDue(at('2026-11-27T23:30:00Z')).toISOString()).toBe(
      '2026-11-30T15:30:00.000Z',
    );
  });

  it('a Saturday lead is due Monday at 11:00 and honours other hour counts', () => {
    expect(firstResponseDue(at('2026-11-28T16:00:00Z')).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    expect(firstResponseDue(at('2026-11-28T16:00:00Z'), 12).toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    );
  });

  it('counts business minutes between two instants, weekends and nights excluded', () => {
    expect(businessMinutesBetween(at('2026-11-26T15:00:00Z'), at('2026-11-26T15:45:00Z'))).toBe(45);
    // Friday 18:30 -> Monday 9:10 local: 30 + 10
    expect(businessMinutesBetween(at('2026-11-27T23:30:00Z'), at('2026-11-30T14:10:00Z'))).toBe(40);
    // three full weeks: 15 days x 600 min
    expect(businessMinutesBetween(at('2026-11-02T14:00:00Z'), at('2026-11-23T14:00:00Z'))).toBe(
      9000,
    );
    expect(businessMinutesBetween(at('2026-11-26T15:00:00Z'), at('2026-11-26T14:00:00Z'))).toBe(0);
  });

  it('agrees with addBusinessMinutes', () => {
    const start = at('2026-11-25T21:17:00Z');
    for (const minutes of [1, 59, 120, 600, 601, 3000, 7777]) {
      expect(businessMinutesBetween(start, addBusinessMinutes(start, minutes))).toBe(minutes);
    }
  });

  it('names local days and weeks', () => {
    expect(cancunDate(at('2026-11-28T04:59:00Z'))).toBe('2026-11-27');
    expect(cancunDate(at('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
    expect(endOfCancunDay(at('2026-11-27T12:00:00Z')).toISOString()).toBe(
      '2026-11-28T05:00:00.000Z',
    );
    expect(cancunWeekStart(at('2026-11-27T12:00:00Z'))).toBe('2026-11-23');
    expect(cancunWeekStart(at('2026-11-30T04:00:00Z'))).toBe('2026-11-23');
    expect(cancunWeekStart(at('2026-11-30T05:00:00Z'))).toBe('2026-11-30');
  });
});
