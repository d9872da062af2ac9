import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-in-words';

describe('amount in words', () => {
  it('writes the amounts an invoice prints', () => {
    expect(amountInWords(123450)).toBe('MIL DOSCIENTOS TREINTA Y CUATRO PESOS 50/100 M.N.');
    expect(amountInWords(101)).toBe('UN PESO 01/100 M.N.');
    expect(amountInWords(0)).toBe('CERO PESOS 00/100 M.N.');
    expect(amountInWords(100_000_000)).toBe('UN MILLÓN DE PESOS 00/100 M.N.');
    expect(amountInWords(405_999)).toBe('CUATRO MIL CINCUENTA Y NUEVE PESOS 99/100 M.N.');
  });

  it('handles the irregular words', () => {
    expect(integerInWords(100)).toBe('CIEN');
    expect(integerInWords(101)).toBe('CIENTO UN');
    expect(integerInWords(21)).toBe('VEINTIÚN');
    expect(integerInWords(16)).toBe('DIECISÉIS');
    expect(integerInWords(1_000)).toBe('MIL');
    expect(integerInWords(21_000)).toBe('VEINTIÚN MIL');
    expect(integerInWords(2_500_300)).toBe('DOS MILLONES QUINIENTOS MIL TRESCIENTOS');
    expect(integerInWords(999_999_999)).toBe(
      'NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE',
    );
  });
});
