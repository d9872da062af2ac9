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
import type { ParseResult } from './profile-form';

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

// The profile modal, the password and the profile photo: modules of their own, so a page that
// needs one of them does not load the quote form's schema.
export * from './profile-form';
export * from './password-rules';
export * from './photo-rules';
