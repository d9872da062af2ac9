import { describe, expect, it } from 'vitest';
import { median, serviceTimes, sharePercent } from './service-times';

/** Wednesday 20 May 2026, noon in Cancún. */
const NOW = new Date('2026-05-20T17:00:00.000Z');

const ticket = (overrides: Record<string, unknown> = {}) => ({
  createdAt: '2026-05-20T15:00:00.000Z',
  responseHours: 4,
  resolutionHours: 16,
  respondedAt: null as string | null,
  pausedAt: null as string | null,
  pausedMinutes: 0,
  resolvedAt: null as string | null,
  technicianUid: null as string | null,
  technicianName: '',
  ...overrides,
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, or null', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('sharePercent', () => {
  it('rounds, and says nothing before anything was decided', () => {
    expect(sharePercent({ met: 0, decided: 0 })).toBeNull();
    expect(sharePercent({ met: 2, decided: 3 })).toBe(67);
  });
});

describe('serviceTimes', () => {
  it('groups by technician (by name, none last) and totals, in business hours', () => {
    const { rows, total } = serviceTimes(
      [
        // Answered in 1 h, resolved in 2 h (in time).
        ticket({
          technicianUid: 'z',
          technicianName: 'Zoila',
          respondedAt: '2026-05-20T16:00:00.000Z',
          resolvedAt: '2026-05-20T17:00:00.000Z',
        }),
        // Monday 9:00 → Tuesday 10:00: 11 business hours (due in 4): late.
        ticket({
          technicianUid: 'a',
          technicianName: 'Ana',
          createdAt: '2026-05-18T14:00:00.000Z',
          respondedAt: '2026-05-19T15:00:00.000Z',
        }),
        // Not answered, not yet due: undecided.
        ticket(),
      ],
      NOW,
    );
    expect(rows.map((row) => row.name)).toEqual(['Ana', 'Zoila', '']);
    expect(rows[0]).toMatchObject({
      tickets: 1,
      respondedInTime: { met: 0, decided: 1 },
      resolvedInTime: { met: 0, decided: 1 },
      medianResponseHours: 11,
      medianResolutionHours: null,
    });
    expect(rows[1]).toMatchObject({
      respondedInTime: { met: 1, decided: 1 },
      resolvedInTime: { met: 1, decided: 1 },
      medianResponseHours: 1,
      medianResolutionHours: 2,
    });
    expect(rows[2]).toMatchObject({
      uid: '',
      tickets: 1,
      respondedInTime: { met: 0, decided: 0 },
      medianResponseHours: null,
    });
    expect(total).toMatchObject({
      tickets: 3,
      respondedInTime: { met: 1, decided: 2 },
      medianResponseHours: 6,
    });
  });

  it('leaves the paused minutes out of the resolution time', () => {
    const { total } = serviceTimes(
      [
        ticket({
          respondedAt: '2026-05-20T15:30:00.000Z',
          pausedMinutes: 60,
          resolvedAt: '2026-05-20T18:00:00.000Z',
        }),
      ],
      NOW,
    );
    // 10:00 → 13:00 is 3 business hours, one of them waiting.
    expect(total.medianResolutionHours).toBe(2);
  });
});
