/**
 * Phone numbers: what the forms accept, how they are stored (E.164) and shown, and the one-click
 * links sales uses (tel:, WhatsApp; built by ./contact-links.ts). Mexican numbers are the default;
 * any other country is written with + and its code.
 */
import { telLink, whatsappLink } from './contact-links';

/**
 * A phone number in E.164 ("+529981234567"), or null. The default is Mexican: 10 national digits
 * (a leading +52, 52 before 10 digits, or the old mobile "+52 1" prefix are accepted). Any other
 * country is written with + and its code: 8 to 15 digits in all. Spaces, dashes, dots and
 * parentheses are ignored.
 */
export function normalizePhone(raw: string): string | null {
  let digits = raw.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+52')) {
    digits = digits.slice(3);
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  } else if (digits.startsWith('+')) {
    return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
  } else if (digits.length === 12 && digits.startsWith('52')) {
    digits = digits.slice(2);
  }
  return /^[1-9]\d{9}$/.test(digits) ? `+52${digits}` : null;
}

export function isValidPhone(raw: string): boolean {
  return normalizePhone(raw) !== null;
}

/** How a stored phone reads: "+52 998 123 4567" for Mexico, E.164 otherwise (or as stored). */
export function formatPhone(stored: string): string {
  const mexican = /^(?:\+52)?([1-9]\d{2})(\d{3})(\d{4})$/.exec(stored);
  return mexican ? `+52 ${mexican[1]} ${mexican[2]} ${mexican[3]}` : stored;
}

export interface PhoneLinks {
  /** Digits with the country code, no "+": "529981234567". */
  digits: string;
  /** "+52 998 123 4567" for Mexico, else "+<digits>". */
  international: string;
  /** "tel:+529981234567" */
  tel: string;
  /** WhatsApp click-to-chat: "https://wa.me/529981234567" */
  whatsapp: string;
}

/** The links for a stored phone (E.164, or 10 Mexican digits); null when it is neither. */
export function phoneLinks(stored: string): PhoneLinks | null {
  const e164 = normalizePhone(stored);
  if (!e164) return null;
  const digits = e164.slice(1);
  return {
    digits,
    international: formatPhone(e164),
    tel: telLink(e164),
    whatsapp: whatsappLink(e164),
  };
}
