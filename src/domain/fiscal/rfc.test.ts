import { describe, expect, it } from 'vitest';
import { isValidRfc, normalizeRfc, rfcCheckDigit, rfcKind, rfcProblem } from './rfc';

describe('RFC check digit (SAT modulus 11)', () => {
  it('accepts SAT test RFCs and other known valid ones', () => {
    for (const rfc of [
      'EKU9003173C9', // SAT's test CSD, persona moral
      'SAT970701NN3', // SAT itself
      'XIA190128J61',
      'IIA040805DZ4',
      'CACX7605101P8', // personas físicas
      'FUNK671228PH6',
      'JUFA7608212V6',
      'IAÑL750210963', // with Ñ
      'GODE561231GR8',
    ]) {
      expect(rfcProblem(rfc), rfc).toBeNull();
    }
  });

  it('computes the digit, with 10 written A and 11 written 0', () => {
    expect(rfcCheckDigit('EKU9003173C')).toBe('9');
    expect(rfcCheckDigit('CACX7605101P')).toBe('8');
    // Search a body whose digit is A and one whose digit is 0 and check they round-trip.
    const bodies = Array.from(
      { length: 100 },
      (_, i) => `ABC010101${'ABCDEFGHIJ'[i % 10]}${Math.trunc(i / 10)}`,
    );
    const digits = new Set(bodies.map(rfcCheckDigit));
    expect(digits.has('A')).toBe(true);
    expect(digits.has('0')).toBe(true);
    for (const body of bodies) expect(isValidRfc(body + rfcCheckDigit(body))).toBe(true);
  });

  it('refuses a wrong digit, a wrong date and a wrong shape', () => {
    expect(rfcProblem('EKU9003173C8')).toBe('digito');
    expect(rfcProblem('CACX7605101P9')).toBe('digito');
    expect(rfcProblem('EKU9013173C9')).toBe('fecha'); // month 13
    expect(rfcProblem('EKU9002303C9')).toBe('fecha'); // 30 February
    expect(rfcProblem('EKU900317')).toBe('formato');
    expect(rfcProblem('1KU9003173C9')).toBe('formato');
    expect(rfcProblem('EKUX9003173C9X')).toBe('formato');
    expect(rfcProblem('')).toBe('formato');
  });

  it('accepts the generic RFCs as SAT prescribes them', () => {
    expect(isValidRfc('XAXX010101000')).toBe(true);
    expect(isValidRfc('XEXX010101000')).toBe(true);
    // Their digit is not the modulus-11 one: only the exact generic RFCs pass.
    expect(rfcCheckDigit('XAXX01010100')).not.toBe('0');
    expect(isValidRfc('XAXX010101001')).toBe(false);
  });

  it('normalises what is typed and tells the kind', () => {
    expect(normalizeRfc(' eku-900317 3c9 ')).toBe('EKU9003173C9');
    expect(isValidRfc('eku9003173c9')).toBe(true);
    expect(rfcKind('EKU9003173C9')).toBe('moral');
    expect(rfcKind('CACX7605101P8')).toBe('fisica');
  });
});
