/**
 * What the entity schemas share that needs no validation library: the field messages and limits
 * (docs/product.md, Timings and limits and Messages), the e-mail rule and the newsletter's texts.
 * A public page that only shows a limit or checks an address imports this module, never valibot
 * (docs/decisions/0012-entity-schemas.md).
 */
import { formatCount } from '../format';

export const REQUIRED_FIELD_MESSAGE = 'Este campo es obligatorio.';
export const SELECT_OPTION_MESSAGE = 'Selecciona una opción.';
export const INVALID_EMAIL_MESSAGE = 'Ingresa un correo electrónico válido.';
export const INVALID_PHONE_MESSAGE =
  'Ingresa un teléfono de 10 dígitos, o uno internacional con + y el código de país.';
export const tooLongMessage = (max: number): string => `Máximo ${formatCount(max)} caracteres.`;

/** Longest accepted value per free-text field (firestore.rules enforce the same). */
export const FIELD_MAX_LENGTH = {
  fullName: 120,
  company: 150,
  corporateEmail: 254,
  email: 254,
  phone: 25,
  message: 2000,
} as const;

/** Longest local part (before the "@") of an address. */
export const MAX_EMAIL_LOCAL_PART = 64;

/**
 * The shape of an e-mail address, as a whole-string pattern without anchors (so that
 * firestore.rules can use the very same text; a unit test compares them):
 * - the local part: letters, digits and _ ' + -, in dot-separated runs (no leading, trailing or
 *   double dot). Nothing that means something in a link, a header or a CSV cell: no ? & % = # ,
 *   ; < > " spaces or other punctuation, although RFC 5322 allows some of them;
 * - the domain: two or more letter-digit-hyphen labels (none starting or ending with "-", at most
 *   63 characters), the last one a top-level domain of 2 to 63 letters or an xn-- (punycode) name.
 */
export const EMAIL_ADDRESS_PATTERN =
  "[A-Za-z0-9_'+-]+([.][A-Za-z0-9_'+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?[.])+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])";
const EMAIL_ADDRESS = new RegExp(`^(?:${EMAIL_ADDRESS_PATTERN})$`);

/**
 * A plausible e-mail address (surrounding spaces ignored): EMAIL_ADDRESS_PATTERN, a local part of
 * at most 64 characters, at most 254 characters in all. The one e-mail rule of the site: its forms
 * (quote, newsletter, registration, password reset), the quote and newsletter functions, and, in
 * their own language, firestore.rules (isEmailAddress).
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length <= FIELD_MAX_LENGTH.email &&
    email.indexOf('@') <= MAX_EMAIL_LOCAL_PART &&
    EMAIL_ADDRESS.test(email)
  );
}

/** A plain object (`{}` literal or null-prototype), as opposed to arrays, Dates and class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The newsletter function accepts names of at most 100 characters (the quote form cuts fullName). */
export const NEWSLETTER_NAME_MAX = 100;

/** Every answer to a malformed subscription body (./newsletter.ts). */
export const SUBSCRIPTION_MESSAGES = {
  bodyNotObject: 'La solicitud debe ser un objeto JSON con tu correo electrónico.',
  unknownFields: (fields: readonly string[]) =>
    `La solicitud incluye campos no permitidos: ${fields.join(', ')}.`,
  /** docs/product.md, Messages: the footer shows the same text for an empty e-mail. */
  emailRequired: 'Por favor, introduce tu correo electrónico.',
  emailNotText: 'El correo electrónico debe ser texto.',
  /** docs/product.md, Messages: one wording for a malformed address (as /auth and the footer). */
  emailInvalid: 'El formato del correo electrónico es inválido.',
  emailTooLong: 'El correo electrónico no puede tener más de 254 caracteres.',
  nameNotText: 'El nombre debe ser texto.',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres.',
  nameInvalidCharacters: 'El nombre contiene caracteres no válidos.',
} as const;
