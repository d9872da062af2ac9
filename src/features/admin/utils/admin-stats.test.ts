import { describe, expect, it } from 'vitest';
import { daysBefore, RECENT_DAYS, totalLeads } from './admin-stats';

describe('daysBefore', () => {
  it('goes back whole 24-hour days', () => {
    const now = new Date('2026-03-04T18:00:00.000Z');
    expect(daysBefore(now, RECENT_DAYS).toISOString()).toBe('2026-02-02T18:00:00.000Z');
    expect(daysBefore(now, 0).toISOString()).toBe(now.toISOString());
  });
});

describe('totalLeads', () => {
  it('adds the counts of every stage', () => {
    expect(totalLeads({ Nuevo: 3, Contactado: 2, Cotizado: 1, Ganado: 0, Perdido: 4 })).toBe(10);
    expect(totalLeads({ Nuevo: 0, Contactado: 0, Cotizado: 0, Ganado: 0, Perdido: 0 })).toBe(0);
  });
});
