import { describe, expect, it } from 'vitest';
import { formatDateTime, sentence } from './format';

describe('a time at the end of a sentence', () => {
  it('writes Cancún time with "p.m." and a sentence keeps one period', () => {
    // 21:35 UTC is 4:35 p.m. in Cancún: es-MX writes the time with its own period.
    const afternoon = formatDateTime('2026-12-01T21:35:00Z');
    expect(afternoon).toBe('1 dic 2026, 4:35 p.m.');
    expect(sentence(`Hoy: ${afternoon}`)).toBe('Hoy: 1 dic 2026, 4:35 p.m.');
    expect(sentence('Listo')).toBe('Listo.');
  });
});
