import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDateTime,
  formatDay,
  formatLongDateTime,
  formatTime,
  formatUnitPrice,
  formatWeekdayDay,
  sentence,
} from './format';

describe('a time at the end of a sentence', () => {
  it('writes Cancún time with "p.m." and a sentence keeps one period', () => {
    // 21:35 UTC is 4:35 p.m. in Cancún: es-MX writes the time with its own period.
    const afternoon = formatDateTime('2026-12-01T21:35:00Z');
    expect(afternoon).toBe('1 dic 2026, 4:35 p.m.');
    expect(sentence(`Hoy: ${afternoon}`)).toBe('Hoy: 1 dic 2026, 4:35 p.m.');
    expect(sentence('Listo')).toBe('Listo.');
  });
});

describe("the e-mails' times, written here too", () => {
  // 2026-11-26 16:00 UTC is 11:00 a.m. in Cancún (UTC−5 all year) and 10:00 a.m. in Mexico City.
  const at = new Date('2026-11-26T16:00:00Z');

  it('writes a day, a weekday, a clock time and a long date and time in Cancún', () => {
    expect(formatDay(at)).toBe('jueves, 26 de noviembre de 2026');
    expect(formatDay(at.toISOString(), 'long')).toBe('26 de noviembre de 2026');
    expect(formatDay('no es fecha', 'medium')).toBe('no es fecha');
    expect(formatWeekdayDay(at)).toBe('jueves 26 de noviembre');
    expect(formatTime(at)).toBe('11:00 a.m.');
    expect(formatLongDateTime(at)).toMatch(/^26 de noviembre de 2026.*11:00 a\.m\.$/);
    expect(formatLongDateTime(at, 'America/Mexico_City')).toMatch(/10:00 a\.m\.$/);
  });

  it("writes the invoicing file's amounts without sign or separators", () => {
    expect(formatAmount(1234.5)).toBe('1234.50');
    expect(formatUnitPrice(0.12345)).toBe('0.1235');
  });
});
