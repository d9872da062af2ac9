/**
 * What the entity schemas share that needs no validation library: the field messages and limits
 * (docs/product.md, Timings and limits and Messages), the e-mail rule and the newsletter's texts.
 * A public page that only shows a limit or checks an address imports this module, never valibot
 * (docs/decisions/0012-entity-schemas.md).
 */

export const REQUIRED_FIELD_MESSAGE = 'Este campo es obligatorio.';
export const SELECT_OPTION_MESSAGE = 'Selecciona una opción.';
export const INVALID_EMAIL_MESSAGE = 'Ingresa un correo electrónico válido.';
export const INVALID_PHONE_MESSAGE =
  'Ingresa un teléfono de 10 dígitos, o uno internacional con + y el código de país.';
export const tooLongMessage = (max: number): string =>
  `Máximo ${max.toLocaleString('es-MX')} caracteres.`;

/** Longest accepted value per free-text field (firestore.rules enforce the same). */
export const FIELD_MAX_LENGTH = {
  fullName: 120,
  company: 150,
  corporateEmail: 254,
  email: 254,
  phone: 25,
  message: 2000,
} as const;

const MAX_EMAIL_LOCAL_PART = 64;
// dot-atom local part (RFC 5322 without quoted strings) and an LDH domain with a 2+ letter TLD.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * A plausible e-mail address (surrounding spaces ignored): local@domain.tld, one "@", a local part
 * of at most 64 characters without spaces or double dots, at most 254 characters in all. The site's
 * forms and the newsletter function share this one rule.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > FIELD_MAX_LENGTH.email) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  if (local.length > MAX_EMAIL_LOCAL_PART || !LOCAL_PART.test(local)) return false;
  const labels = email.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TLD.test(tld);
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
