/**
 * Form validation (docs/product.md: Quote form, Accounts, Guest area, Timings and limits): the quote
 * form and the profile form parse with their entity's schema (./schemas), plus the password and the
 * profile photo. Field messages the product rules do not fix are short Spanish sentences.
 */
import * as v from 'valibot';
import { fieldErrors, FORM_PARSE_CONFIG } from './schemas/fields';
import {
  QuoteFormSchema,
  type QuoteField,
  type QuoteFormData,
  type QuoteFormValues,
} from './schemas/lead';
import {
  PROFILE_FIELDS,
  ProfileFormSchema,
  type ProfileField,
  type ProfileFormData,
  type ProfileFormValues,
} from './schemas/customer';

export { formatPhone, normalizePhone } from './phone';
export {
  FIELD_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isValidEmail,
  REQUIRED_FIELD_MESSAGE,
  SELECT_OPTION_MESSAGE,
  tooLongMessage,
} from './schemas/plain';
export {
  QUOTE_FIELDS,
  QUOTE_FORM_FIELDS,
  QUOTE_MESSAGE_TOO_LONG,
  type QuoteField,
  type QuoteFormData,
  type QuoteFormValues,
} from './schemas/lead';
export {
  PROFILE_FIELDS,
  PROFILE_FORM_FIELDS,
  type ProfileField,
  type ProfileFormData,
  type ProfileFormValues,
} from './schemas/customer';

export type ParseResult<T, E> = { ok: true; value: T } | ({ ok: false } & E);

// ---------------------------------------------------------------------------------------------
// Quote form (contactSubmissions)

export type QuoteFormErrors = Partial<Record<QuoteField, string>>;

/** Validates and returns the trimmed data to store (phone in E.164), or every field's error. */
export function parseQuoteForm(
  values: QuoteFormValues,
): ParseResult<QuoteFormData, { errors: QuoteFormErrors }> {
  const result = v.safeParse(QuoteFormSchema, values, FORM_PARSE_CONFIG);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: fieldErrors<QuoteField>(result.issues) };
}

/** Per-field Spanish errors; an empty object means the form is valid. */
export function validateQuoteForm(values: QuoteFormValues): QuoteFormErrors {
  const parsed = parseQuoteForm(values);
  return parsed.ok ? {} : parsed.errors;
}

// ---------------------------------------------------------------------------------------------
// Profile modal (customers/{uid})

export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

/** docs/product.md, Guest area (profile modal), exactly: any of the five fields missing. */
export const PROFILE_REQUIRED_MESSAGE = 'Por favor, completa todos los campos obligatorios.';
/** All fields present but one is malformed (e.g. the phone). */
export const PROFILE_INVALID_MESSAGE = 'Por favor, corrige los campos marcados.';

export interface ProfileFormProblem {
  message: string;
  errors: ProfileFormErrors;
}

/** Validates and returns the trimmed customer fields to store (phone in E.164). */
export function parseProfileForm(
  values: ProfileFormValues,
): ParseResult<ProfileFormData, ProfileFormProblem> {
  const result = v.safeParse(ProfileFormSchema, values, FORM_PARSE_CONFIG);
  if (result.success) return { ok: true, value: result.output };
  const anyMissing = PROFILE_FIELDS.some((field) => (values[field] ?? '').trim() === '');
  return {
    ok: false,
    message: anyMissing ? PROFILE_REQUIRED_MESSAGE : PROFILE_INVALID_MESSAGE,
    errors: fieldErrors<ProfileField>(result.issues),
  };
}

/** null when valid; otherwise the form-level message and the per-field errors. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormProblem | null {
  const parsed = parseProfileForm(values);
  return parsed.ok ? null : { message: parsed.message, errors: parsed.errors };
}

// ---------------------------------------------------------------------------------------------
// Password (registration)

export const PASSWORD_MIN_LENGTH = 6;
/** docs/product.md, Auth error texts (weak-password), exactly. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'La contraseña debe tener al menos 6 caracteres.';

export function validatePassword(password: string): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : PASSWORD_TOO_SHORT_MESSAGE;
}

// ---------------------------------------------------------------------------------------------
// Profile photo

export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** 5 MB */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The file input's accept attribute. */
export const PROFILE_PHOTO_ACCEPT = PROFILE_PHOTO_TYPES.join(',');

export const PHOTO_REQUIRED_MESSAGE = 'Por favor, selecciona una imagen primero.';
export const PHOTO_NOT_IMAGE_MESSAGE = 'El archivo seleccionado no es una imagen.';
export const PHOTO_TOO_LARGE_MESSAGE = 'La imagen no debe superar los 5 MB.';
export const PHOTO_SIGN_IN_REQUIRED_MESSAGE = 'Debes iniciar sesión para subir una foto de perfil.';

/** null when the file may be uploaded; SVG and other types are refused. */
export function validateProfilePhoto(
  file: { type: string; size: number } | null | undefined,
): string | null {
  if (!file) return PHOTO_REQUIRED_MESSAGE;
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type) || file.size <= 0)
    return PHOTO_NOT_IMAGE_MESSAGE;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
