/**
 * The profile modal's form (customers/{uid}; docs/product.md, Guest area): parsed with the
 * customer schema. A module of its own, re-exported by ./validation.ts, so the guest area does not
 * load the quote form's schema.
 */
import * as v from 'valibot';
import { fieldErrors, FORM_PARSE_CONFIG } from './schemas/fields';
import {
  PROFILE_FIELDS,
  ProfileFormSchema,
  type ProfileField,
  type ProfileFormData,
  type ProfileFormValues,
} from './schemas/customer';

export {
  PROFILE_FIELDS,
  PROFILE_FORM_FIELDS,
  type ProfileField,
  type ProfileFormData,
  type ProfileFormValues,
} from './schemas/customer';

export type ParseResult<T, E> = { ok: true; value: T } | ({ ok: false } & E);

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
