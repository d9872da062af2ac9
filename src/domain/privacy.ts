/**
 * Consent on record: every form that collects personal data (quote, registration, ARCO request)
 * stores which version of the privacy notice the person was shown (`privacyNoticeVersion`) and
 * when they sent it (`privacyConsentAt`, the server's time, never the browser's). The version is
 * the notice's date; when the notice changes, add the new date at the front of the list and
 * update the notice's "Última actualización" with it. Older versions stay valid: a form opened
 * before a deploy still records what its visitor saw.
 */
export const PRIVACY_NOTICE_VERSIONS = ['2026-11-27', '2026-11-25'] as const;
export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number];

/** The notice the site shows now. */
export const PRIVACY_NOTICE_VERSION: PrivacyNoticeVersion = PRIVACY_NOTICE_VERSIONS[0];

export function isPrivacyNoticeVersion(value: unknown): value is PrivacyNoticeVersion {
  return (
    typeof value === 'string' && (PRIVACY_NOTICE_VERSIONS as readonly string[]).includes(value)
  );
}

/** How many months a lead is kept without activity, or once lost, before it is anonymised. */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;
