/**
 * The quote request as the notification needs it, read leniently from the stored document: the
 * security rules already shape what visitors write, and an odd field must never stop the sales
 * team from hearing about a lead (it is shown as "(no indicado)" instead). The fields are the
 * quote form's, from the site's schema (src/domain/schemas/lead.ts). The one reader of a stored
 * lead in the trigger path: the intake, the e-mail, the hourly and the morning digests.
 */
import * as v from 'valibot';
import { QUOTE_FIELDS, type QuoteField } from '../../../src/domain/schemas/lead.js';
import { emailSearchKey } from '../../../src/domain/search-keys.js';

export type LeadSubmission = Record<QuoteField, string> & {
  /** ISO timestamps, when present. */
  submittedAt?: string;
  createdAt?: string;
  /** The stored search key of the e-mail, else the e-mail's (src/domain/search-keys.ts). */
  emailKey: string;
  /** The intake already ran (owner, clock, duplicates: leads/intake.ts). */
  intakeDone: boolean;
};

export const MISSING = '(no indicado)';

/** Fields the e-mail does without when empty ('': no Reply-To, no phone links, "(sin mensaje)"). */
const MAY_BE_EMPTY: readonly QuoteField[] = ['corporateEmail', 'phone', 'message'];

/** A field as the e-mail shows it: trimmed text, a number as its digits, '' for anything else. */
const shown = v.fallback(
  v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim()),
  '',
);

/** ISO string of a string date, a Firestore Timestamp (toDate) or a Date; undefined otherwise. */
function isoTime(value: unknown): string | undefined {
  let date: Date | undefined;
  if (typeof value === 'string') date = new Date(value);
  else if (value instanceof Date) date = value;
  else if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const toDate = (value as { toDate: unknown }).toDate;
    if (typeof toDate === 'function') date = (toDate as () => Date).call(value);
  }
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

export function readLeadSubmission(data: Record<string, unknown>): LeadSubmission {
  const fields = Object.fromEntries(
    QUOTE_FIELDS.map((field) => {
      const value = v.parse(shown, data[field]);
      return [field, value || (MAY_BE_EMPTY.includes(field) ? '' : MISSING)];
    }),
  ) as Record<QuoteField, string>;
  const lead: LeadSubmission = {
    ...fields,
    emailKey:
      typeof data.emailKey === 'string' ? data.emailKey : emailSearchKey(fields.corporateEmail),
    intakeDone: data.intakeAt != null,
  };
  const submittedAt = isoTime(data.submittedAt);
  const createdAt = isoTime(data.createdAt);
  if (submittedAt) lead.submittedAt = submittedAt;
  if (createdAt) lead.createdAt = createdAt;
  return lead;
}
