import { describe, expect, it } from 'vitest';
import { formatSpan, responseClock } from './response-clock';

const NOW = new Date('2026-11-26T16:00:00.000Z');
const clock = (firstResponseDueAt: string | null, firstResponseAt: string | null = null) =>
  responseClock({ firstResponseDueAt, firstResponseAt }, NOW);

describe('responseClock', () => {
  it('counts down to the due time', () => {
    expect(clock('2026-11-26T16:45:00.000Z')).toEqual({ kind: 'due', text: 'vence en 45 min' });
    expect(clock('2026-11-26T18:10:00.000Z')).toEqual({ kind: 'due', text: 'vence en 2 h' });
  });

  it('says how late a lead is once past it', () => {
    expect(clock('2026-11-26T13:00:00.000Z')).toEqual({
      kind: 'overdue',
      text: 'vencida hace 3 h',
    });
    expect(clock('2026-11-23T13:00:00.000Z')?.text).toBe('vencida hace 3 días');
    expect(clock('2026-11-26T16:00:00.000Z')?.text).toBe('vencida hace 1 min');
  });

  it('stops at the first answer, and says nothing for leads older than the clock', () => {
    expect(clock('2026-11-26T13:00:00.000Z', '2026-11-26T12:00:00.000Z')?.text).toBe(
      'Respondida',
    );
    expect(clock(null)).toBeNull();
  });

  it('rounds spans down', () => {
    expect(formatSpan(59 * 60_000 + 59_000)).toBe('59 min');
    expect(formatSpan(47 * 3_600_000 + 59 * 60_000)).toBe('47 h');
    expect(formatSpan(-30_000)).toBe('1 min');
  });
});
