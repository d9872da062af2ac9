/**
 * contactSubmissions/{id}, one schema (docs/product.md, Quote form and Admin area): the quote
 * form's fields with their Spanish messages, what a stored request may hold when read back, the
 * sales side of a lead (stage, latest note) and its internal notes. firestore.rules check the same
 * shape in their own language.
 */
import * as v from 'valibot';
import { EQUIPMENT_QUANTITIES, LEAD_STAGES, QUOTE_CLIENT_TYPES, SERVICE_TYPES } from '../entities';
import { MEXICAN_STATES } from '../mexican-states';
import { ACTIVITY_KINDS } from '../activity';
import { TOUCH_KEYS, type TouchKey } from '../attribution';
import { LOST_REASONS } from '../lead-outcome';
import {
  choice,
  emailAddress,
  formSchema,
  optionalText,
  phoneNumber,
  requiredText,
  storedEntries,
  type FormValues,
} from './fields';
import { FIELD_MAX_LENGTH } from './plain';

/** Why a lead was anonymised (functions/src/privacy/anonymize.ts AnonymizeCause). */
export const LEAD_ANONYMIZE_CAUSES = ['account-deleted', 'retention', 'admin', 'arco'] as const;
export type LeadAnonymizeCause = (typeof LEAD_ANONYMIZE_CAUSES)[number];

/** How sales was told about a lead (functions/src/leads/store.ts NotifiedVia). */
export const LEAD_NOTIFIED_VIA = ['email', 'digest'] as const;

export const QUOTE_MESSAGE_TOO_LONG = 'El mensaje no debe superar los 2,000 caracteres.';

/** The quote form's fields, in the form's order (docs/product.md, Quote form). */
export const QUOTE_FORM_FIELDS = {
  fullName: requiredText(FIELD_MAX_LENGTH.fullName),
  clientType: choice(QUOTE_CLIENT_TYPES),
  corporateEmail: emailAddress(),
  phone: phoneNumber(),
  serviceType: choice(SERVICE_TYPES),
  equipmentQuantity: choice(EQUIPMENT_QUANTITIES),
  company: requiredText(FIELD_MAX_LENGTH.company),
  state: choice(MEXICAN_STATES),
  message: optionalText(FIELD_MAX_LENGTH.message, QUOTE_MESSAGE_TOO_LONG),
};

export type QuoteField = keyof typeof QUOTE_FORM_FIELDS;
export const QUOTE_FIELDS = Object.keys(QUOTE_FORM_FIELDS) as QuoteField[];

/** The quote form: the typed values in, the trimmed fields to store out (phone in E.164). */
export const QuoteFormSchema = formSchema(QUOTE_FORM_FIELDS);
export type QuoteFormValues = FormValues<typeof QUOTE_FORM_FIELDS>;
/** What the quote form stores, before the captcha flag and the timestamps are added. */
export type QuoteFormData = v.InferOutput<typeof QuoteFormSchema>;

/**
 * A stored request. The rules let only well-formed requests in, so anything else (a missing text,
 * a value outside its list, recaptcha not true) is refused; a missing message reads as ''.
 */
export const QuoteRequestSchema = quoteRequestSchema();
export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;

/** contactSubmissions/{id}/notes/{noteId}: an admin's internal note (without text: refused). */
export const LeadNoteSchema = leadNoteSchema();
export type LeadNote = v.InferOutput<typeof LeadNoteSchema>;

/** A stored request with the sales side of the lead desk (docs/decisions/0011-admin-lead-desk.md). */
export const LeadSchema = leadSchema();
export type LeadFields = v.InferOutput<typeof LeadSchema>;

// Built by functions marked free of side effects: a bundle that uses none of them drops them.

/* @__NO_SIDE_EFFECTS__ */
function quoteRequestSchema() {
  return v.object({
    ...storedEntries(QUOTE_FORM_FIELDS),
    recaptcha: v.literal(true),
    /** ISO timestamp, from the visitor's clock */
    submittedAt: v.string(),
    /** ISO timestamp of the database's clock when it was stored (absent until then) */
    createdAt: v.fallback(v.optional(v.string()), undefined),
  });
}

/* @__NO_SIDE_EFFECTS__ */
function leadNoteSchema() {
  const textOrEmpty = v.fallback(v.string(), '');
  return v.object({
    text: v.string(),
    authorUid: textOrEmpty,
    authorEmail: textOrEmpty,
    /** ISO timestamp of the database's clock: when it was logged */
    createdAt: textOrEmpty,
    /** What it was (src/domain/activity.ts); notes older than activities are "Nota". */
    kind: v.fallback(v.picklist(ACTIVITY_KINDS), 'Nota'),
    /** ISO timestamp of when it happened (may be before createdAt); null for older notes. */
    at: v.fallback(v.nullable(v.string()), null),
  });
}

/* @__NO_SIDE_EFFECTS__ */
function leadAnonymizedSchema() {
  const textOrEmpty = v.fallback(v.string(), '');
  return v.object({
    at: textOrEmpty,
    by: textOrEmpty,
    cause: v.fallback(v.picklist(LEAD_ANONYMIZE_CAUSES), 'admin'),
    reason: textOrEmpty,
  });
}

/* @__NO_SIDE_EFFECTS__ */
function textOrEmptyOutcome() {
  return v.fallback(v.string(), '');
}

/* @__NO_SIDE_EFFECTS__ */
function touchSchema() {
  const text = v.fallback(v.string(), '');
  return v.object(
    Object.fromEntries(TOUCH_KEYS.map((key) => [key, text])) as Record<TouchKey, typeof text>,
  );
}

/* @__NO_SIDE_EFFECTS__ */
function leadSchema() {
  const textOrNull = v.fallback(v.nullable(v.string()), null);
  return v.object({
    ...quoteRequestSchema().entries,
    /** A request without a known stage is new. */
    status: v.fallback(v.picklist(LEAD_STAGES), 'Nuevo'),
    statusChangedAt: textOrNull,
    statusChangedBy: textOrNull,
    /** A copy of the latest activity (by when it happened), for the list and the CSV. */
    latestNote: v.fallback(
      v.nullable(v.pick(leadNoteSchema(), ['text', 'authorEmail', 'createdAt', 'kind', 'at'])),
      null,
    ),
    /**
     * Whether sales was e-mailed about it (only the functions write it: false when the quote
     * function stores the lead, true once told; functions/src/leads). Requests stored before the
     * field existed were e-mailed by the trigger: missing reads as true.
     */
    notified: v.fallback(v.optional(v.boolean(), true), true),
    /** ISO timestamp of the database's clock when sales was told. */
    notifiedAt: textOrNull,
    /** How: the lead's own e-mail or the hourly digest. */
    notifiedVia: v.fallback(v.nullable(v.picklist(LEAD_NOTIFIED_VIA)), null),
    /**
     * Set once the person's data was replaced (functions/src/privacy/anonymize.ts: only the
     * functions write it): when (ISO), by whom (a uid, or 'sistema'), why (the cause and an
     * admin's reason). Its name, e-mail, phone and message are then placeholders or empty.
     */
    anonymized: v.fallback(v.nullable(leadAnonymizedSchema()), null),
    /**
     * Where the visit came from (src/domain/attribution.ts): the first and the latest touch,
     * written once by the quote function; null for requests sent without one.
     */
    /** How it ended (src/domain/lead-outcome.ts): set with the move to Ganado or Perdido. */
    wonMonthlyMxn: v.fallback(v.nullable(v.number()), null),
    wonEquipment: textOrEmptyOutcome(),
    lostReason: v.fallback(v.nullable(v.picklist(LOST_REASONS)), null),
    lostDetail: textOrEmptyOutcome(),
    attribution: v.fallback(
      v.nullable(v.object({ first: touchSchema(), last: touchSchema() })),
      null,
    ),
    /**
     * Speed to lead (functions/src/leads/intake.ts, docs/decisions/0032-speed-to-lead.md): the
     * sales admin who owns the lead (given in turn by the lead trigger, handed on by an admin), when its first answer
     * is due and when it came (ISO; null while awaiting, and for requests older than the clock),
     * the follow-up date, the earlier leads and accounts it may repeat, and the lead it was
     * merged into.
     */
    owner: v.fallback(v.nullable(v.object({ uid: v.string(), email: v.string() })), null),
    firstResponseDueAt: textOrNull,
    firstResponseAt: textOrNull,
    nextActionAt: textOrNull,
    duplicateLeadIds: v.fallback(v.array(v.string()), []),
    duplicateUserIds: v.fallback(v.array(v.string()), []),
    mergedInto: textOrNull,
  });
}
