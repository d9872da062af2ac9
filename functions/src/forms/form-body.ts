/**
 * A public form's body, read the same way by every form endpoint: the form's fields, `id`,
 * `captchaToken` and `privacyNoticeVersion` (the privacy notice the form showed: consent.ts), plus
 * the optional keys an endpoint names (the quote form's `attribution`), nothing else. Checked in
 * this order, the first problem answering: a JSON object -> no unknown key -> the id -> the
 * fields (the form's own schema and Spanish messages) -> the notice's version -> a captcha token.
 */
import * as v from 'valibot';

import type { PrivacyNoticeVersion } from '../../../src/domain/privacy.js';
import { MAX_CAPTCHA_TOKEN_LENGTH } from './captcha.js';
import {
  CONSENT_MESSAGES,
  PRIVACY_NOTICE_VERSION_KEY,
  parsePrivacyNoticeVersion,
} from './consent.js';

/** A Firestore-style auto id: what the form picks once per filled form. */
const ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** The texts a malformed body answers with (forms/messages.ts). */
export interface FormBodyMessages {
  notAnObject: string;
  unknownField: (field: string) => string;
  invalidId: string;
  captchaMissing: string;
}

/** What an endpoint's form is: its fields and their schema, and the optional keys it allows. */
export interface FormShape<S extends v.GenericSchema> {
  fields: readonly string[];
  schema: S;
  optional?: readonly string[];
  messages: FormBodyMessages;
}

/** A body that passed every check. */
export interface FormBody<F> {
  id: string;
  token: string;
  fields: F;
  privacyNoticeVersion: PrivacyNoticeVersion;
  /** The optional keys that were sent, as sent. */
  optional: Record<string, unknown>;
}

export type ParsedFormBody<F> =
  ({ ok: true } & FormBody<F>) | { ok: false; status: number; message: string };

/** The reader of `shape`'s bodies. */
export function formBodyParser<S extends v.GenericSchema>(
  shape: FormShape<S>,
): (body: unknown) => ParsedFormBody<v.InferOutput<S>> {
  const optionalKeys = new Set(shape.optional ?? []);
  const allowed = new Set<string>([
    ...shape.fields,
    ...optionalKeys,
    'id',
    'captchaToken',
    PRIVACY_NOTICE_VERSION_KEY,
  ]);
  const M = shape.messages;
  return (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { ok: false, status: 400, message: M.notAnObject };
    const record = body as Record<string, unknown>;
    const unknown = Object.keys(record).find((key) => !allowed.has(key));
    if (unknown !== undefined)
      return { ok: false, status: 400, message: M.unknownField(unknown.slice(0, 40)) };
    const { id, captchaToken, [PRIVACY_NOTICE_VERSION_KEY]: version, ...rest } = record;
    if (typeof id !== 'string' || !ID_PATTERN.test(id))
      return { ok: false, status: 400, message: M.invalidId };
    const optional: Record<string, unknown> = {};
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (optionalKeys.has(key)) optional[key] = value;
      // Any non-text value reads as empty, so its field's own Spanish message answers.
      else texts[key] = typeof value === 'string' ? value : '';
    }
    const result = v.safeParse(shape.schema, texts, { abortEarly: true });
    if (!result.success) return { ok: false, status: 400, message: result.issues[0].message };
    const privacyNoticeVersion = parsePrivacyNoticeVersion(version);
    if (privacyNoticeVersion === null)
      return { ok: false, status: 400, message: CONSENT_MESSAGES.invalidVersion };
    if (
      typeof captchaToken !== 'string' ||
      captchaToken.trim() === '' ||
      captchaToken.length > MAX_CAPTCHA_TOKEN_LENGTH
    )
      return { ok: false, status: 403, message: M.captchaMissing };
    return {
      ok: true,
      id,
      token: captchaToken,
      fields: result.output,
      privacyNoticeVersion,
      optional,
    };
  };
}
