/**
 * Where the quote function keeps a request: contactSubmissions/{id}, as every public form keeps
 * one (forms/store.ts): the id is the one the form chose, so a retry finds the first attempt
 * instead of making a second lead.
 */
import { QUOTE_FIELDS, type QuoteFormData } from '../../../src/domain/schemas/lead.js';
import type { Attribution } from '../../../src/domain/attribution.js';
import type { PrivacyNoticeVersion } from '../../../src/domain/privacy.js';
import { leadSearchKeys } from '../../../src/domain/search-keys.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { consentFields } from '../forms/consent.js';
import { firestoreFormDocs, memoryFormDocs, type MemoryDocs } from '../forms/store.js';
import { CONTACT_SUBMISSIONS } from '../../../src/domain/collections.js';

export interface QuoteStore {
  /** The stored request's form fields, or null when there is none under `id`. */
  get(id: string): Promise<Record<string, unknown> | null>;
  /**
   * Stores a new request with the privacy notice the visitor was shown and where the visit came
   * from (when known); 'exists' when `id` was taken meanwhile (nothing written then).
   */
  create(
    id: string,
    fields: QuoteFormData,
    now: Date,
    privacyNoticeVersion: PrivacyNoticeVersion,
    attribution?: Attribution | null,
  ): Promise<'created' | 'exists'>;
}

/** True when the stored request holds exactly these form fields (a retry of the same form). */
export function sameQuote(stored: Record<string, unknown>, fields: QuoteFormData): boolean {
  return QUOTE_FIELDS.every((field) => (stored[field] ?? '') === (fields[field] ?? ''));
}

/**
 * The stored document: the form's fields, `recaptcha: true` (verified by this function),
 * `submittedAt` and `createdAt` from the server's clock, the first stage, `notified: false`
 * until sales has been told (functions/src/leads/notify.ts), the desk search's keys
 * (emailKey, nameKey, companyKey: src/domain/search-keys.ts), and the consent on record
 * (`privacyNoticeVersion`, `privacyConsentAt` the server's time: forms/consent.ts).
 */
export function quoteDocument(
  fields: QuoteFormData,
  now: Date,
  attribution: Attribution | null = null,
) {
  return {
    ...(attribution && { attribution }),
    ...fields,
    ...leadSearchKeys(fields),
    message: fields.message ?? '',
    recaptcha: true,
    submittedAt: now.toISOString(),
    status: 'Nuevo',
    notified: false,
  };
}

export function createFirestoreQuoteStore(getKit: () => Promise<FirestoreKit>): QuoteStore {
  const docs = firestoreFormDocs(getKit, CONTACT_SUBMISSIONS);
  return {
    get: docs.get,
    create: (id, fields, now, privacyNoticeVersion, attribution = null) =>
      docs.create(id, (kit) => ({
        ...quoteDocument(fields, now, attribution),
        ...consentFields(kit, privacyNoticeVersion),
        createdAt: kit.FieldValue.serverTimestamp(),
      })),
  };
}

/** In memory (tests, and an emulator without Firestore). */
export function createMemoryQuoteStore(): QuoteStore & MemoryDocs {
  const memory = memoryFormDocs();
  return {
    ...memory,
    create: (id, fields, now, privacyNoticeVersion, attribution = null) =>
      memory.put(id, {
        ...quoteDocument(fields, now, attribution),
        privacyNoticeVersion,
        privacyConsentAt: now.toISOString(),
        createdAt: now.toISOString(),
      }),
  };
}
