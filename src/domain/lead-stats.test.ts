import { describe, expect, it } from 'vitest';
import { leadSource, recentWeekStarts, weekStatsId, weekStatsIdOf } from './lead-stats';

describe('lead stats weeks (America/Cancun, Monday first)', () => {
  it('names a week by its Monday', () => {
    expect(weekStatsId('2026-03-02')).toBe('week-2026-03-02');
    // Sunday 8 March, 23:30 in Cancún (04:30Z on Monday): still the week of 2 March.
    expect(weekStatsIdOf(new Date('2026-03-09T04:30:00Z'))).toBe('week-2026-03-02');
    expect(weekStatsIdOf(new Date('2026-03-09T05:00:00Z'))).toBe('week-2026-03-09');
  });

  it('lists the 12 Mondays up to the current week, oldest first, across the new year', () => {
    const weeks = recentWeekStarts(new Date('2026-03-04T17:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2025-12-15');
    expect(weeks).toContain('2025-12-29');
    expect(weeks.at(-1)).toBe('2026-03-02');
    expect(new Set(weeks).size).toBe(12);
  });
});

describe('leadSource', () => {
  const first = (fields: Record<string, string>) => ({
    first: { source: '', referrer: '', ...fields },
  });

  it('is the campaign source lower-cased, else the referring host, else "directo"', () => {
    expect(leadSource(first({ source: ' Google ', referrer: 'www.bing.com' }))).toBe('google');
    expect(leadSource(first({ referrer: 'L.Facebook.com' }))).toBe('l.facebook.com');
    expect(leadSource(first({}))).toBe('directo');
    expect(leadSource(undefined)).toBe('directo');
    expect(leadSource({ first: 'no' })).toBe('directo');
  });
});
