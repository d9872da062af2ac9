/**
 * Every link that opens a way to contact someone: e-mail (mailto:), phone call (tel:) and WhatsApp
 * (wa.me). The one place such links are built, in the site, on the lead desk and in the
 * functions' e-mails, so that no stored text can add anything to them: an address like
 * "a@b.c?cc=x%40malo.mx&body=..." becomes one (odd) recipient, never extra recipients, a
 * subject or a body.
 *
 * Pure TypeScript with no imports: the functions package bundles this module too.
 */

/** A surrogate pair, or a lone surrogate (on which encodeURIComponent throws). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** encodeURIComponent that never throws: a lone surrogate becomes U+FFFD. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(SURROGATES, (s) => (s.length === 2 ? s : '\uFFFD')));
}

/**
 * An address as the "to" of a mailto: link (RFC 6068): every character percent-encoded except
 * letters, digits, "@" and . _ ~ - + ' (which an address may hold and a mailto: URI allows as
 * they are). So ? & , ; % # = spaces and line breaks can never start a parameter or a second
 * recipient.
 */
function mailtoAddress(address: string): string {
  return address.trim().replace(/[^A-Za-z0-9@._~+'-]/gu, (character) => encode(character));
}

export interface MailtoFields {
  subject?: string;
  body?: string;
}

/**
 * "mailto:ana@empresa.mx", with `?subject=...&body=...` (each encoded) when given. The address
 * should already pass isValidEmail (src/domain/schemas/plain.ts); whatever it holds, it stays one
 * recipient.
 */
export function mailtoLink(address: string, fields: MailtoFields = {}): string {
  const query = (['subject', 'body'] as const)
    .filter((key) => fields[key])
    .map((key) => `${key}=${encode(fields[key] ?? '')}`)
    .join('&');
  return `mailto:${mailtoAddress(address)}${query ? `?${query}` : ''}`;
}

/** The digits of a phone number, with "+" first when the number starts with one (after spaces). */
function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

/** "tel:+529981234567": only the digits, and "+" when the number starts with one. */
export function telLink(phone: string): string {
  return `tel:${dialable(phone)}`;
}

/**
 * A WhatsApp chat: "https://wa.me/529981234567" (the number's digits with the country code, no
 * "+"), with `?text=...` (encoded) when a message is given.
 */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encode(text)}` : base;
}
