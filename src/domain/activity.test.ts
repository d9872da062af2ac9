import { describe, expect, it } from 'vitest';
import firestoreRules from '../../firestore.rules?raw';
import {
  ACTIVITY_KINDS,
  ACTIVITY_MESSAGES,
  activityDateProblem,
  activityTime,
  toLocalInputValue,
} from './activity';

const now = new Date('2026-11-27T15:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('activityDateProblem', () => {
  it('accepts now, a moment ahead (a clock a little fast) and up to a year back', () => {
    expect(activityDateProblem(now, now)).toBeNull();
    expect(activityDateProblem(minutes(5), now)).toBeNull();
    expect(activityDateProblem(minutes(-365 * 24 * 60), now)).toBeNull();
  });

  it('refuses the future, more than a year back and no date', () => {
    expect(activityDateProblem(minutes(6), now)).toBe(ACTIVITY_MESSAGES.future);
    expect(activityDateProblem(minutes(-366 * 24 * 60), now)).toBe(ACTIVITY_MESSAGES.tooOld);
    expect(activityDateProblem(new Date(''), now)).toBe(ACTIVITY_MESSAGES.invalidDate);
  });
});

describe('activities', () => {
  it('date older notes by when they were logged', () => {
    expect(activityTime({ at: null, createdAt: '2026-01-01T00:00:00.000Z' })).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(
      activityTime({ at: '2025-12-31T10:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' }),
    ).toBe('2025-12-31T10:00:00.000Z');
  });

  it('fill a datetime-local input in Cancún time', () => {
    expect(toLocalInputValue(new Date('2026-11-27T14:05:00Z'))).toBe('2026-11-27T09:05');
  });

  it('have the same kinds as firestore.rules', () => {
    const list = /function activityKinds\(\) \{\s*return \[([^\]]*)\];/.exec(firestoreRules)?.[1];
    expect(list?.split(',').map((item) => item.trim().replace(/'/g, ''))).toEqual([
      ...ACTIVITY_KINDS,
    ]);
  });
});
