/**
 * customers/{uid}, one schema (docs/product.md, Guest area: the profile modal): the five fields of
 * the form with their Spanish messages, and what a stored record may hold when read back.
 * firestore.rules check the same shape in their own language.
 */
import * as v from 'valibot';
import { CUSTOMER_CLIENT_TYPES } from '../entities';
import { MEXICAN_STATES } from '../mexican-states';
import {
  choice,
  formSchema,
  phoneNumber,
  requiredText,
  storedEntries,
  textsOrEmpty,
  type FormValues,
} from './fields';
import { FIELD_MAX_LENGTH } from './plain';

/** The profile modal's fields, in the form's order. */
export const PROFILE_FORM_FIELDS = {
  fullName: requiredText(FIELD_MAX_LENGTH.fullName),
  phone: phoneNumber(),
  company: requiredText(FIELD_MAX_LENGTH.company),
  clientType: choice(CUSTOMER_CLIENT_TYPES),
  state: choice(MEXICAN_STATES),
};

export type ProfileField = keyof typeof PROFILE_FORM_FIELDS;
export const PROFILE_FIELDS = Object.keys(PROFILE_FORM_FIELDS) as ProfileField[];

/** The profile form: the typed values in, the trimmed customer fields out (phone in E.164). */
export const ProfileFormSchema = formSchema(PROFILE_FORM_FIELDS);
export type ProfileFormValues = FormValues<typeof PROFILE_FORM_FIELDS>;
export type ProfileFormData = v.InferOutput<typeof ProfileFormSchema>;

/**
 * A stored customer record. Missing texts read as '' (the reader puts the document id in a missing
 * userId); a clientType or state outside its list is refused, since the form could not show it.
 */
export const CustomerSchema = customerSchema();
export type CustomerDoc = v.InferOutput<typeof CustomerSchema>;

/** Built by a function marked free of side effects: a bundle that does not use it drops it. */
/* @__NO_SIDE_EFFECTS__ */
function customerSchema() {
  return v.object({
    userId: v.string(),
    email: v.fallback(v.string(), ''),
    ...textsOrEmpty(storedEntries(PROFILE_FORM_FIELDS)),
    /** ISO timestamp */
    updatedAt: v.fallback(v.string(), ''),
  });
}
