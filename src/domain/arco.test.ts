import { describe, expect, it } from 'vitest';
import { arcoDueAt, dueStatus, isOpenArcoStatus } from './arco';

describe('arcoDueAt: 20 business days after the day of receipt', () => {
  it('is the end of the 20th business day, in Cancún', () => {
    // Received Monday 2 March 2026 at 10:00 in Cancún; 16 March is a rest day.
    expect(arcoDueAt(new Date('2026-03-02T15:00:00Z')).toISOString()).toBe(
      '2026-04-01T04:59:59.999Z',
    );
  });

  it('takes the day of receipt on the Cancún calendar, not UTC', () => {
    // 22:00 on 2 March in Cancún (already 3 March in UTC): still received on 2 March.
    expect(arcoDueAt(new Date('2026-03-03T03:00:00Z')).toISOString()).toBe(
      '2026-04-01T04:59:59.999Z',
    );
    // 00:30 on 3 March in Cancún: one business day later.
    expect(arcoDueAt(new Date('2026-03-03T05:30:00Z')).toISOString()).toBe(
      '2026-04-02T04:59:59.999Z',
    );
  });

  it('counts a request received on a weekend from the Monday after', () => {
    expect(arcoDueAt(new Date('2026-03-07T18:00:00Z')).toISOString()).toBe(
      '2026-04-07T04:59:59.999Z',
    );
  });
});

describe('dueStatus', () => {
  const due = new Date('2026-04-01T04:59:59.999Z'); // end of 31 March in Cancún

  it('counts the business days left after today', () => {
    expect(dueStatus(due, new Date('2026-03-27T15:00:00Z'))).toEqual({
      kind: 'left',
      businessDays: 2,
    });
    // Saturday: Monday 30 and Tuesday 31 are left.
    expect(dueStatus(due, new Date('2026-03-28T15:00:00Z'))).toEqual({
      kind: 'left',
      businessDays: 2,
    });
  });

  it('says when it is due today, until midnight in Cancún', () => {
    expect(dueStatus(due, new Date('2026-03-31T14:00:00Z'))).toEqual({ kind: 'today' });
    expect(dueStatus(due, new Date('2026-04-01T04:30:00Z'))).toEqual({ kind: 'today' });
  });

  it('counts calendar days once past due', () => {
    expect(dueStatus(due, new Date('2026-04-01T05:30:00Z'))).toEqual({ kind: 'overdue', days: 1 });
    expect(dueStatus(due, new Date('2026-04-05T12:00:00Z'))).toEqual({ kind: 'overdue', days: 5 });
  });
});

describe('isOpenArcoStatus', () => {
  it('is true while the answer is pending', () => {
    expect(isOpenArcoStatus('Recibida')).toBe(true);
    expect(isOpenArcoStatus('En proceso')).toBe(true);
    expect(isOpenArcoStatus('Respondida')).toBe(false);
    expect(isOpenArcoStatus('Rechazada')).toBe(false);
  });
});
