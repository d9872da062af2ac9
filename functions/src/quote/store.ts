/**
 * Where the quote function keeps a request: contactSubmissions/{id}, written with the Admin SDK
 * (the rules let no browser create one). The id is the one the form chose for this filled form,
 * so a retry finds the first attempt instead of making a second lead.
 */
import { QUOTE_FIELDS, type QuoteFormData } from '../../../src/domain/schemas/lead.js';
import type { Attribution } from '../../../src/domain/attribution.js';
import type { PrivacyNoticeVersion } from '../../../src/domain/privacy.js';
import { leadSearchKeys } from '../../../src/domain/search-keys.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { consentFields } from '../privacy/consent.js';
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
 * (`privacyNoticeVersion`, `privacyConsentAt` the server's time: privacy/consent.ts).
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
  const ref = async (id: string) => {
    const kit = await getKit();
    return { kit, doc: kit.db.collection(CONTACT_SUBMISSIONS).doc(id) };
  };
  return {
    async get(id) {
      const { doc } = await ref(id);
      const snap = await doc.get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    async create(id, fields, now, privacyNoticeVersion, attribution = null) {
      const { kit, doc } = await ref(id);
      try {
        await doc.create({
          ...quoteDocument(fields, now, attribution),
          ...consentFields(kit, privacyNoticeVersion),
          createdAt: kit.FieldValue.serverTimestamp(),
        });
        return 'created';
      } catch (error) {
        if ((error as { code?: unknown }).code === 6) return 'exists';
        throw error;
      }
    },
  };
}

/** In memory (tests, and an emulator without Firestore). */
export function createMemoryQuoteStore(): QuoteStore & {
  docs: Map<string, Record<string, unknown>>;
} {
  const docs = new Map<string, Record<string, unknown>>();
  return {
    docs,
    async get(id) {
      return docs.get(id) ?? null;
    },
    async create(id, fields, now, privacyNoticeVersion, attribution = null) {
      if (docs.has(id)) return 'exists';
      docs.set(id, {
        ...quoteDocument(fields, now, attribution),
        privacyNoticeVersion,
        privacyConsentAt: now.toISOString(),
        createdAt: now.toISOString(),
      });
      return 'created';
    },
  };
}
