/**
 * The RFC (Registro Federal de Contribuyentes) of a Mexican taxpayer, as SAT validates it:
 * a legal person (persona moral) has 12 characters (3 letters of the name, the date of
 * incorporation YYMMDD, a 2-character homoclave and the check digit), a physical person
 * (persona física) 13 (4 letters, the date of birth, homoclave, check digit).
 *
 * The check digit is SAT's modulus-11 rule: the RFC without its digit, padded on the left with
 * a space to 12 characters for a persona moral, each character given its value in
 * "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ" (its position) and weighted 13, 12, … 2; the digit
 * is 11 − (sum mod 11), with 11 written "0" and 10 written "A".
 *
 * The generic RFCs SAT prescribes for a receiver without one (XAXX010101000, público en general;
 * XEXX010101000, a foreign resident) are accepted as they are.
 */

export const GENERIC_RFC_NATIONAL = 'XAXX010101000';
export const GENERIC_RFC_FOREIGN = 'XEXX010101000';

const VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/u;

export type RfcKind = 'moral' | 'fisica';

/** The RFC as typed, upper case and without spaces or dashes ("ekU-900317 3C9" → EKU9003173C9). */
export function normalizeRfc(value: string): string {
  return value.toUpperCase().replace(/[\s-]/gu, '');
}

/** SAT's check digit of the first 11 (moral) or 12 (física) characters of an RFC. */
export function rfcCheckDigit(withoutDigit: string): string {
  const padded = withoutDigit.length === 11 ? ` ${withoutDigit}` : withoutDigit;
  let sum = 0;
  const chars = [...padded];
  chars.forEach((char, i) => {
    const value = VALUES.indexOf(char);
    sum += (value < 0 ? 0 : value) * (13 - i);
  });
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit);
}

function validDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  // The century is unknown (00 may be 1900 or 2000): 29 February is accepted on any year
  // divisible by 4, which is a leap year in both centuries except 1900 (RFCs of 1900-02-29 do not exist).
  const year = 2000 + Number(yy);
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type RfcProblem = 'formato' | 'fecha' | 'digito';

/** Why an RFC is not valid, or null when it is (the check digit included). */
export function rfcProblem(value: string): RfcProblem | null {
  const rfc = normalizeRfc(value);
  if (rfc === GENERIC_RFC_NATIONAL || rfc === GENERIC_RFC_FOREIGN) return null;
  const chars = [...rfc];
  if (chars.length !== 12 && chars.length !== 13) return 'formato';
  const match = SHAPE.exec(rfc);
  if (!match) return 'formato';
  const [, letters = '', yy = '', mm = '', dd = ''] = match;
  if ([...letters].length !== chars.length - 9) return 'formato';
  if (!validDate(yy, mm, dd)) return 'fecha';
  const body = chars.slice(0, -1).join('');
  return rfcCheckDigit(body) === chars[chars.length - 1] ? null : 'digito';
}

export function isValidRfc(value: string): boolean {
  return rfcProblem(value) === null;
}

/** 'moral' for 12 characters, 'fisica' for 13 (a generic RFC is 'fisica', as SAT treats it). */
export function rfcKind(value: string): RfcKind {
  return [...normalizeRfc(value)].length === 12 ? 'moral' : 'fisica';
}

export function isGenericRfc(value: string): boolean {
  const rfc = normalizeRfc(value);
  return rfc === GENERIC_RFC_NATIONAL || rfc === GENERIC_RFC_FOREIGN;
}
