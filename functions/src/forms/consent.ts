/**
 * Consent on record, for every public form that stores what it sent (the quote function, the
 * ARCO request): the body carries `privacyNoticeVersion`, the version of the privacy notice the
 * form showed (src/domain/privacy.ts); a missing or unknown one is refused with
 * CONSENT_MESSAGES.invalidVersion (400, form-body.ts). The stored document gets that version and
 * `privacyConsentAt`, the server's time (never the browser's).
 */
import { isPrivacyNoticeVersion, type PrivacyNoticeVersion } from '../../../src/domain/privacy.js';
import type { FirestoreKit } from '../firestore/admin.js';

/** The body's key. */
export const PRIVACY_NOTICE_VERSION_KEY = 'privacyNoticeVersion';

export const CONSENT_MESSAGES = {
  invalidVersion:
    'No pudimos registrar qué versión del Aviso de privacidad viste. Recarga la página e inténtalo de nuevo.',
} as const;

/** The version the body names, or null when it is missing or not one the site has shown. */
export function parsePrivacyNoticeVersion(value: unknown): PrivacyNoticeVersion | null {
  return isPrivacyNoticeVersion(value) ? value : null;
}

export interface ConsentRecord<Time> {
  privacyNoticeVersion: PrivacyNoticeVersion;
  privacyConsentAt: Time;
}

/** The fields a Firestore document stores: the version and the server's time of the write. */
export function consentFields(
  kit: FirestoreKit,
  version: PrivacyNoticeVersion,
): ConsentRecord<ReturnType<FirestoreKit['FieldValue']['serverTimestamp']>> {
  return { privacyNoticeVersion: version, privacyConsentAt: kit.FieldValue.serverTimestamp() };
}
