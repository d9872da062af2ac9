/**
 * arcoRequests/{id}, one schema (docs/product.md, Privacy requests): the fields of the form at
 * /derechos-arco with their Spanish messages (the arco function parses its body with the same
 * schema), and what a stored request may hold when the desk reads it back. firestore.rules check
 * the admin's changes in their own language.
 */
import * as v from 'valibot';
import { ARCO_RIGHTS, ARCO_STATUSES } from '../arco';
import {
  choice,
  emailAddress,
  formSchema,
  parseForm,
  requiredText,
  storedEntries,
  textsOrEmpty,
  type FormValues,
} from './fields';
import { FIELD_MAX_LENGTH } from './plain';

/** Longest description of what is asked (characters). */
export const ARCO_DETAILS_MAX_LENGTH = 2000;

/** The form's fields, in the form's order. */
export const ARCO_FORM_FIELDS = {
  fullName: requiredText(FIELD_MAX_LENGTH.fullName),
  email: emailAddress(),
  right: choice(ARCO_RIGHTS),
  details: requiredText(ARCO_DETAILS_MAX_LENGTH),
};

export type ArcoField = keyof typeof ARCO_FORM_FIELDS;
export const ARCO_FIELDS = Object.keys(ARCO_FORM_FIELDS) as ArcoField[];

/** The form: the typed values in, the trimmed fields to store out. */
export const ArcoFormSchema = formSchema(ARCO_FORM_FIELDS);
export type ArcoFormValues = FormValues<typeof ARCO_FORM_FIELDS>;
export type ArcoFormData = v.InferOutput<typeof ArcoFormSchema>;
export type ArcoFormErrors = Partial<Record<ArcoField, string>>;

/** Validates the form: the trimmed data, or the first Spanish message of each field. */
export function parseArcoForm(
  values: ArcoFormValues,
): { ok: true; value: ArcoFormData } | { ok: false; errors: ArcoFormErrors } {
  return parseForm(ArcoFormSchema, values);
}

/** A stored request, as the desk reads it (timestamps as ISO strings). */
export const ArcoRequestSchema = arcoRequestSchema();
export type ArcoRequestDoc = v.InferOutput<typeof ArcoRequestSchema>;

/* @__NO_SIDE_EFFECTS__ */
function arcoRequestSchema() {
  const textOrNull = v.fallback(v.nullable(v.string()), null);
  return v.object({
    ...textsOrEmpty(storedEntries(ARCO_FORM_FIELDS)),
    /** A request without a known status has not been worked yet. */
    status: v.fallback(v.picklist(ARCO_STATUSES), 'Recibida'),
    /** The server's time when it was stored (ISO). */
    receivedAt: v.string(),
    /** The end of the 20th business day after receipt (ISO; src/domain/arco.ts arcoDueAt). */
    dueAt: v.string(),
    /** The privacy notice the person was shown (src/domain/privacy.ts), and when they sent it. */
    privacyNoticeVersion: v.fallback(v.string(), ''),
    privacyConsentAt: textOrNull,
    /** What the company answered or did, kept by an admin (at most 2,000 characters). */
    responseNote: v.fallback(v.string(), ''),
    /** The last admin change: when (the database's clock) and who (uid). */
    updatedAt: textOrNull,
    updatedBy: textOrNull,
  });
}
