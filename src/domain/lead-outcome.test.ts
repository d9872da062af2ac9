import { describe, expect, it } from 'vitest';
import firestoreRules from '../../firestore.rules?raw';
import { formatMxn } from './format';
import {
  LOST_REASONS,
  OUTCOME_MESSAGES,
  outcomeFields,
  parseMonthlyMxn,
  readOutcome,
} from './lead-outcome';

const draft = { monthly: '', equipment: '', reason: '', detail: '' };

describe('parseMonthlyMxn', () => {
  it('reads amounts as people type them', () => {
    expect(parseMonthlyMxn('4500')).toBe(4500);
    expect(parseMonthlyMxn('$4,500.50')).toBe(4500.5);
    expect(parseMonthlyMxn(' 12 000 MXN ')).toBe(12000);
  });

  it('refuses what is not an amount above zero', () => {
    for (const text of ['', '0', '-5', 'cuatro mil', '4.555', '1e5', '4,5,0.0.1'])
      expect(parseMonthlyMxn(text), text).toBeNull();
  });
});

describe('readOutcome', () => {
  it('Ganado needs a value and the equipment', () => {
    expect(readOutcome('Ganado', draft)).toEqual({
      errors: {
        monthly: OUTCOME_MESSAGES.monthlyInvalid,
        equipment: OUTCOME_MESSAGES.equipmentRequired,
      },
    });
    expect(readOutcome('Ganado', { ...draft, monthly: '20000000', equipment: 'x' })).toEqual({
      errors: { monthly: OUTCOME_MESSAGES.monthlyTooHigh },
    });
    const won = readOutcome('Ganado', { ...draft, monthly: '4,500', equipment: ' 2 equipos ' });
    expect(won).toEqual({ outcome: { stage: 'Ganado', monthlyMxn: 4500, equipment: '2 equipos' } });
    if ('outcome' in won)
      expect(outcomeFields(won.outcome)).toEqual({
        wonMonthlyMxn: 4500,
        wonEquipment: '2 equipos',
      });
  });

  it('Perdido needs one of the fixed reasons, and a detail for "Otro"', () => {
    expect(readOutcome('Perdido', draft)).toEqual({
      errors: { reason: OUTCOME_MESSAGES.reasonRequired },
    });
    expect(readOutcome('Perdido', { ...draft, reason: 'Caro' })).toEqual({
      errors: { reason: OUTCOME_MESSAGES.reasonRequired },
    });
    expect(readOutcome('Perdido', { ...draft, reason: 'Otro' })).toEqual({
      errors: { detail: OUTCOME_MESSAGES.detailRequired },
    });
    const lost = readOutcome('Perdido', { ...draft, reason: 'Precio' });
    expect(lost).toEqual({ outcome: { stage: 'Perdido', reason: 'Precio', detail: '' } });
    if ('outcome' in lost)
      expect(outcomeFields(lost.outcome)).toEqual({ lostReason: 'Precio', lostDetail: '' });
  });

  it('keeps the reasons equal to the rules and formats pesos for Mexico', () => {
    const rules = firestoreRules;
    const list = /function lostReasons\(\) \{\s*return \[([^\]]*)\];/.exec(rules)?.[1] ?? '';
    expect(list.split(',').map((item) => item.trim().replace(/'/g, ''))).toEqual([...LOST_REASONS]);
    expect(formatMxn(4500)).toBe('$4,500.00 MXN');
  });
});
