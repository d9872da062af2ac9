/**
 * Form validation rules (docs/product.md: Quote form, Accounts, Guest area, Timings and limits):
 * quote form, profile form, password and profile photo. Field messages the product rules do not
 * fix are short Spanish sentences.
 */
import { isValidPhone, normalizePhone } from './phone';
import {
  CUSTOMER_CLIENT_TYPES,
  EQUIPMENT_QUANTITIES,
  QUOTE_CLIENT_TYPES,
  SERVICE_TYPES,
  type ContactSubmission,
  type CustomerDoc,
} from './entities';
import { isMexicanState } from './mexican-states';

export { formatPhone, normalizePhone } from './phone';

export const REQUIRED_FIELD_MESSAGE = 'Este campo es obligatorio.';
export const SELECT_OPTION_MESSAGE = 'Selecciona una opción.';
export const INVALID_EMAIL_MESSAGE = 'Ingresa un correo electrónico válido.';
export const INVALID_PHONE_MESSAGE =
  'Ingresa un teléfono de 10 dígitos, o uno internacional con + y el código de país.';
export const tooLongMessage = (max: number): string =>
  `Máximo ${max.toLocaleString('es-MX')} caracteres.`;

/** Longest accepted value per free-text field (the security rules should enforce the same). */
export const FIELD_MAX_LENGTH = {
  fullName: 120,
  company: 150,
  corporateEmail: 254,
  email: 254,
  phone: 25,
  message: 2000,
} as const;

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A plausible e-mail address (surrounding spaces ignored): local@domain.tld, no spaces or double dots. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= FIELD_MAX_LENGTH.email && EMAIL_PATTERN.test(email);
}

function oneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Quote form (contactSubmissions)

export const QUOTE_FIELDS = [
  'fullName',
  'clientType',
  'corporateEmail',
  'phone',
  'serviceType',
  'equipmentQuantity',
  'company',
  'state',
  'message',
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
/** The form's raw values, as typed/selected. */
export type QuoteFormValues = Record<QuoteField, string>;
export type QuoteFormErrors = Partial<Record<QuoteField, string>>;
/** What the quote form stores, before the captcha flag and timestamp are added. */
export type QuoteFormData = Omit<ContactSubmission, 'recaptcha' | 'submittedAt'>;

export const QUOTE_MESSAGE_TOO_LONG = 'El mensaje no debe superar los 2,000 caracteres.';

function requiredText(value: string, max: number): string | undefined {
  const v = value.trim();
  if (v === '') return REQUIRED_FIELD_MESSAGE;
  if (v.length > max) return tooLongMessage(max);
  return undefined;
}

function emailError(value: string): string | undefined {
  if (value.trim() === '') return REQUIRED_FIELD_MESSAGE;
  return isValidEmail(value) ? undefined : INVALID_EMAIL_MESSAGE;
}

function phoneError(value: string): string | undefined {
  if (value.trim() === '') return REQUIRED_FIELD_MESSAGE;
  return isValidPhone(value) ? undefined : INVALID_PHONE_MESSAGE;
}

function choiceError(valid: boolean): string | undefined {
  return valid ? undefined : SELECT_OPTION_MESSAGE;
}

function compact<K extends string>(
  errors: Record<K, string | undefined>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message !== undefined) out[key] = message;
  }
  return out;
}

/** Per-field Spanish errors; an empty object means the form is valid. */
export function validateQuoteForm(values: QuoteFormValues): QuoteFormErrors {
  const message = values.message ?? '';
  return compact<QuoteField>({
    fullName: requiredText(values.fullName ?? '', FIELD_MAX_LENGTH.fullName),
    clientType: choiceError(oneOf(QUOTE_CLIENT_TYPES, values.clientType ?? '')),
    corporateEmail: emailError(values.corporateEmail ?? ''),
    phone: phoneError(values.phone ?? ''),
    serviceType: choiceError(oneOf(SERVICE_TYPES, values.serviceType ?? '')),
    equipmentQuantity: choiceError(oneOf(EQUIPMENT_QUANTITIES, values.equipmentQuantity ?? '')),
    company: requiredText(values.company ?? '', FIELD_MAX_LENGTH.company),
    state: choiceError(isMexicanState(values.state ?? '')),
    message: message.trim().length > FIELD_MAX_LENGTH.message ? QUOTE_MESSAGE_TOO_LONG : undefined,
  });
}

export type ParseResult<T, E> = { ok: true; value: T } | ({ ok: false } & E);

/** Validates and returns the trimmed data to store (phone in E.164). */
export function parseQuoteForm(
  values: QuoteFormValues,
): ParseResult<QuoteFormData, { errors: QuoteFormErrors }> {
  const errors = validateQuoteForm(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fullName: values.fullName.trim(),
      clientType: values.clientType as QuoteFormData['clientType'],
      corporateEmail: values.corporateEmail.trim(),
      phone: normalizePhone(values.phone) as string,
      serviceType: values.serviceType as QuoteFormData['serviceType'],
      equipmentQuantity: values.equipmentQuantity as QuoteFormData['equipmentQuantity'],
      company: values.company.trim(),
      state: values.state as QuoteFormData['state'],
      message: (values.message ?? '').trim(),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Profile modal (customers/{uid})

export const PROFILE_FIELDS = ['fullName', 'phone', 'company', 'clientType', 'state'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;
export type ProfileFormData = Pick<CustomerDoc, ProfileField>;

/** docs/product.md, Guest area (profile modal), exactly: any of the five fields missing. */
export const PROFILE_REQUIRED_MESSAGE = 'Por favor, completa todos los campos obligatorios.';
/** All fields present but one is malformed (e.g. the phone). */
export const PROFILE_INVALID_MESSAGE = 'Por favor, corrige los campos marcados.';

export interface ProfileFormProblem {
  message: string;
  errors: ProfileFormErrors;
}

/** null when valid; otherwise the form-level message and the per-field errors. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormProblem | null {
  const fullName = values.fullName ?? '';
  const phone = values.phone ?? '';
  const company = values.company ?? '';
  const clientType = values.clientType ?? '';
  const state = values.state ?? '';
  const errors = compact<ProfileField>({
    fullName: requiredText(fullName, FIELD_MAX_LENGTH.fullName),
    phone: phoneError(phone),
    company: requiredText(company, FIELD_MAX_LENGTH.company),
    clientType: choiceError(oneOf(CUSTOMER_CLIENT_TYPES, clientType)),
    state: choiceError(isMexicanState(state)),
  });
  if (Object.keys(errors).length === 0) return null;
  const anyMissing = [fullName, phone, company, clientType, state].some((v) => v.trim() === '');
  return { message: anyMissing ? PROFILE_REQUIRED_MESSAGE : PROFILE_INVALID_MESSAGE, errors };
}

/** Validates and returns the trimmed customer fields to store (phone in E.164). */
export function parseProfileForm(
  values: ProfileFormValues,
): ParseResult<ProfileFormData, ProfileFormProblem> {
  const problem = validateProfileForm(values);
  if (problem) return { ok: false, ...problem };
  return {
    ok: true,
    value: {
      fullName: values.fullName.trim(),
      phone: normalizePhone(values.phone) as string,
      company: values.company.trim(),
      clientType: values.clientType as ProfileFormData['clientType'],
      state: values.state as ProfileFormData['state'],
    },
  };
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
  if (!oneOf(PROFILE_PHOTO_TYPES, file.type) || file.size <= 0) return PHOTO_NOT_IMAGE_MESSAGE;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
