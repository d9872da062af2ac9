/** Validation of the subscription body `{ email, name? }`: pure, no I/O. */
import { MESSAGES } from './messages.js';

export const MAX_BODY_BYTES = 10 * 1024;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LOCAL_PART = 64;

export interface Subscription {
  /** Trimmed and lower-cased. */
  email: string;
  /** Trimmed; absent when not sent or blank. */
  name?: string;
}

export type ValidationResult = { ok: true; value: Subscription } | { ok: false; message: string };

const ALLOWED_FIELDS = new Set(['email', 'name']);

// dot-atom local part (RFC 5322 without quoted strings) and an LDH domain with a 2+ letter TLD.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
// C0/C1 control characters, DEL, and the Unicode line/paragraph separators.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > MAX_EMAIL_LOCAL_PART || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((label) => DOMAIN_LABEL.test(label)) && TLD.test(tld);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks shape, unknown fields, e-mail format/length and name length. */
export function validateSubscription(body: unknown): ValidationResult {
  if (!isPlainObject(body)) return { ok: false, message: MESSAGES.bodyNotObject };

  const unknown = Object.keys(body).filter((key) => !ALLOWED_FIELDS.has(key));
  if (unknown.length > 0) return { ok: false, message: MESSAGES.unknownFields(unknown) };

  const rawEmail = body.email;
  if (rawEmail === undefined) return { ok: false, message: MESSAGES.emailRequired };
  if (typeof rawEmail !== 'string') return { ok: false, message: MESSAGES.emailNotText };
  const email = rawEmail.trim().toLowerCase();
  if (email === '') return { ok: false, message: MESSAGES.emailRequired };
  if (email.length > MAX_EMAIL_LENGTH) return { ok: false, message: MESSAGES.emailTooLong };
  if (!isValidEmail(email)) return { ok: false, message: MESSAGES.emailInvalid };

  const rawName = body.name;
  if (rawName === undefined) return { ok: true, value: { email } };
  if (typeof rawName !== 'string') return { ok: false, message: MESSAGES.nameNotText };
  const name = rawName.trim();
  // Count characters (code points), not UTF-16 units: "Peña" is 4 characters.
  if ([...name].length > MAX_NAME_LENGTH) return { ok: false, message: MESSAGES.nameTooLong };
  if (CONTROL_CHARS.test(name)) return { ok: false, message: MESSAGES.nameInvalidCharacters };
  return { ok: true, value: name === '' ? { email } : { email, name } };
}

/** `application/json`, optionally with parameters (`; charset=utf-8`); case-insensitive. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}
