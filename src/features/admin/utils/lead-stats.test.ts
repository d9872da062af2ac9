import { describe, expect, it } from 'vitest';
import type { LeadStatsWeek, StoredLeadSummary } from '@/data/lead-stats';
import { formatWholePesos as formatPesos } from '@/domain/format';
import {
  formatMinutes,
  formatShare,
  funnelRows,
  leadsOf,
  median,
  OTHER_SOURCES,
  responseStats,
  sourceLabel,
  weekLabel,
  weeklyBySource,
  wonBy,
} from './lead-stats';

const lead = (overrides: Partial<StoredLeadSummary> = {}): StoredLeadSummary => ({
  source: 'google',
  line: 'Renta',
  stage: 'Nuevo',
  wonMxn: null,
  responseMinutes: null,
  createdAt: '2026-03-03T15:00:00.000Z',
  ...overrides,
});

const week = (weekStart: string, leads: StoredLeadSummary[]): LeadStatsWeek => ({
  weekStart,
  leads: Object.fromEntries(leads.map((l, i) => [`${weekStart}-${i}`, l])),
});

describe('weeklyBySource', () => {
  it('counts each week by source, the sources with most leads first, weeks in their order', () => {
    const data = weeklyBySource([
      week('2026-02-23', [lead({ source: 'facebook' })]),
      week('2026-03-02', [lead(), lead(), lead({ source: 'directo' })]),
    ]);
    expect(data.sources).toEqual(['google', 'directo', 'facebook']);
    expect(data.weeks).toEqual([
      { weekStart: '2026-02-23', counts: [0, 0, 1], total: 1 },
      { weekStart: '2026-03-02', counts: [2, 1, 0], total: 3 },
    ]);
    expect(data.total).toBe(4);
  });

  it('adds up the sources past the first few as "Otros orígenes"', () => {
    const sources = ['a', 'b', 'c', 'd', 'e', 'f'];
    const data = weeklyBySource(
      [week('2026-03-02', [...sources.map((source) => lead({ source })), lead({ source: 'a' })])],
      5,
    );
    expect(data.sources).toEqual(['a', 'b', 'c', 'd', OTHER_SOURCES]);
    expect(data.weeks[0]?.counts).toEqual([2, 1, 1, 1, 2]);
    expect(sourceLabel(OTHER_SOURCES)).toBe('Otros orígenes');
    // Exactly five sources: all named.
    expect(
      weeklyBySource([
        week(
          '2026-03-02',
          sources.slice(0, 5).map((source) => lead({ source })),
        ),
      ]).sources,
    ).toHaveLength(5);
  });

  it('has no sources and zero weeks when nothing was counted', () => {
    expect(weeklyBySource([week('2026-03-02', [])])).toEqual({
      sources: [],
      weeks: [{ weekStart: '2026-03-02', counts: [], total: 0 }],
      total: 0,
    });
  });
});

describe('wonBy', () => {
  const leads = [
    lead({ stage: 'Ganado', wonMxn: 12500 }),
    lead({ stage: 'Ganado', wonMxn: 3000, line: 'Venta' }),
    lead({ stage: 'Ganado', wonMxn: 4500, source: 'facebook' }),
    lead({ stage: 'Cotizado', wonMxn: null, source: 'facebook' }),
    // A Ganado lead without its value (stored before the value was asked) adds nothing.
    lead({ stage: 'Ganado', wonMxn: null, source: 'bing' }),
  ];

  it('adds up the monthly value of the Ganado leads by source, largest first', () => {
    expect(wonBy(leads, 'source')).toEqual([
      { key: 'google', count: 2, mxn: 15500 },
      { key: 'facebook', count: 1, mxn: 4500 },
    ]);
  });

  it('and by business line', () => {
    expect(wonBy(leads, 'line')).toEqual([
      { key: 'Renta', count: 2, mxn: 17000 },
      { key: 'Venta', count: 1, mxn: 3000 },
    ]);
  });
});

describe('responseStats', () => {
  const NOW = new Date('2026-03-04T17:00:00.000Z');

  it('takes the median of the leads answered among those created in the last 30 days', () => {
    const stats = responseStats(
      [
        lead({ responseMinutes: 45 }),
        lead({ responseMinutes: 150 }),
        lead({ responseMinutes: 20 }),
        lead({ responseMinutes: null }),
        // 31 days before: outside the window.
        lead({ responseMinutes: 5, createdAt: '2026-02-01T16:00:00.000Z' }),
      ],
      NOW,
    );
    expect(stats).toMatchObject({ median: 45, answered: 3, waiting: 1 });
    expect(stats.bands.map((b) => b.count)).toEqual([1, 1, 0, 1, 0, 0]);
  });

  it('puts a band edge in the band above (30 min is "30 min a 1 h")', () => {
    const stats = responseStats(
      [lead({ responseMinutes: 30 }), lead({ responseMinutes: 480 })],
      NOW,
    );
    expect(stats.bands.map((b) => b.count)).toEqual([0, 1, 0, 0, 0, 1]);
    expect(stats.bands.at(-1)).toEqual({ label: '8 h o más', count: 1 });
  });

  it('has no median while none was answered', () => {
    expect(responseStats([lead()], NOW)).toMatchObject({ median: null, answered: 0, waiting: 1 });
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});

describe('funnelRows', () => {
  it('gives each stage its count and share of all leads', () => {
    expect(
      funnelRows({ Nuevo: 10, Contactado: 5, Cotizado: 3, Ganado: 2, Perdido: 0 }).map(
        (r) => `${r.stage} ${r.count} ${formatShare(r.share)}`,
      ),
    ).toEqual([
      'Nuevo 10 50 %',
      'Contactado 5 25 %',
      'Cotizado 3 15 %',
      'Ganado 2 10 %',
      'Perdido 0 0 %',
    ]);
    expect(
      funnelRows({ Nuevo: 0, Contactado: 0, Cotizado: 0, Ganado: 0, Perdido: 0 })[0]?.share,
    ).toBe(0);
  });
});

describe('formats', () => {
  it('writes pesos, business minutes and weeks in es-MX', () => {
    expect(formatPesos(12500)).toBe('$12,500');
    expect(formatPesos(1234567.6)).toBe('$1,234,568');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125.5)).toBe('2 h 6 min');
    expect(weekLabel('2026-03-02')).toBe('2 mar');
    expect(weekLabel('2025-12-29')).toBe('29 dic');
  });

  it('flattens the weeks into their leads', () => {
    expect(
      leadsOf([week('2026-02-23', [lead()]), week('2026-03-02', [lead(), lead()])]),
    ).toHaveLength(3);
  });
});
