/**
 * Validation of the subscription body `{ email, name? }`: pure, no I/O. The shape, the rules and
 * the Spanish answers are the site's own schema (src/domain/schemas/newsletter.ts, valibot),
 * bundled into the function (docs/decisions/0012-entity-schemas.md).
 */
import * as v from 'valibot';
import { FIELD_MAX_LENGTH, isValidEmail } from '../../src/domain/schemas/plain.js';
import {
  NEWSLETTER_NAME_MAX,
  SubscriptionSchema,
  type Subscription,
} from '../../src/domain/schemas/newsletter.js';

export { isValidEmail, type Subscription };

export const MAX_BODY_BYTES = 10 * 1024;
export const MAX_EMAIL_LENGTH = FIELD_MAX_LENGTH.email;
export const MAX_NAME_LENGTH = NEWSLETTER_NAME_MAX;

export type ValidationResult = { ok: true; value: Subscription } | { ok: false; message: string };

/** Checks shape, unknown fields, e-mail format/length and name; the first problem is the answer. */
export function validateSubscription(body: unknown): ValidationResult {
  const result = v.safeParse(SubscriptionSchema, body, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, message: result.issues[0].message };
}

/** `application/json`, optionally with parameters (`; charset=utf-8`); case-insensitive. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}
