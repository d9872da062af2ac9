/**
 * The quote endpoint as a pure function: request-like in, {status, headers, body} out; every side
 * effect (captcha, App Check, limits, store, clock, logger) is injected.
 *
 * POST: CORS preflight -> origin -> method -> per-address limit -> content type -> size -> JSON ->
 * fields (the quote form's schema) -> privacy notice version -> "this id is already stored" (a
 * retry of the same form answers 200 here, before any token is spent; the same id with other data
 * answers 409) ->
 * App Check (consumed) -> captcha (spent) -> per-e-mail limit -> overall limit -> write.
 * The per-e-mail and overall limits count only verified requests, so bots cannot use up a real
 * visitor's budget. Every refusal is 4xx JSON {success:false, message} in Spanish; nothing is
 * stored unless every check passed; no error detail or stack trace ever reaches the answer.
 *
 * The steps every form endpoint shares (all but the fields, the retry check and the write) are
 * ../forms/verified-form.ts.
 *
 * GET ?captcha=stand-in (the emulator's stand-in captcha only): a fresh single-use token.
 */
import * as v from 'valibot';

import { parseAttribution, type Attribution } from '../../../src/domain/attribution.js';
import { QUOTE_FIELDS, QuoteFormSchema } from '../../../src/domain/schemas/lead.js';
import {
  neverThrows,
  openRequest,
  verifyAndLimit,
  type VerifiedFormDeps,
  type VerifiedFormEndpoint,
} from '../forms/verified-form.js';
import type { HttpRequest, HttpResponse } from '../http-types.js';
import { maskEmail } from '../logger.js';
import { reply } from '../reply.js';
import type { PrivacyNoticeVersion } from '../../../src/domain/privacy.js';
import {
  CONSENT_MESSAGES,
  PRIVACY_NOTICE_VERSION_KEY,
  parsePrivacyNoticeVersion,
} from '../privacy/consent.js';
import { MAX_CAPTCHA_TOKEN_LENGTH } from '../forms/captcha.js';
import { QUOTE_MESSAGES as M } from './messages.js';
import { sameQuote, type QuoteStore } from './store.js';

export interface QuoteDeps extends VerifiedFormDeps {
  store: QuoteStore;
}

/** A Firestore-style auto id: what the form picks once per filled form. */
const ID_PATTERN = /^[A-Za-z0-9]{20}$/;
const EXTRA_KEYS = ['id', 'captchaToken', PRIVACY_NOTICE_VERSION_KEY, 'attribution'] as const;
const ALLOWED_KEYS = new Set<string>([...QUOTE_FIELDS, ...EXTRA_KEYS]);

type Parsed =
  | {
      ok: true;
      id: string;
      token: string;
      fields: v.InferOutput<typeof QuoteFormSchema>;
      privacyNoticeVersion: PrivacyNoticeVersion;
      /** Where the visit came from; null when none was sent or what was sent is not one. */
      attribution: Attribution | null;
      /** True when an attribution was sent but is not one (dropped, and logged; the lead stays). */
      attributionDropped: boolean;
    }
  | { ok: false; status: number; message: string };

/**
 * The body: the form's fields, `id`, `captchaToken`, `privacyNoticeVersion` (the privacy notice
 * the form showed: privacy/consent.ts) and, optionally, `attribution` (src/domain/attribution.ts),
 * nothing else. An attribution that is not one is dropped, never a reason to refuse a lead.
 */
export function parseQuoteBody(body: unknown): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, status: 400, message: M.notAnObject };
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !ALLOWED_KEYS.has(key));
  if (unknown !== undefined)
    return { ok: false, status: 400, message: M.unknownField(unknown.slice(0, 40)) };
  const {
    id,
    captchaToken,
    [PRIVACY_NOTICE_VERSION_KEY]: version,
    attribution: sentAttribution,
    ...fields
  } = record;
  if (typeof id !== 'string' || !ID_PATTERN.test(id))
    return { ok: false, status: 400, message: M.invalidId };
  // Any non-text value reads as empty, so its field's own Spanish message answers.
  const texts = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
  const result = v.safeParse(QuoteFormSchema, texts, { abortEarly: true });
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
  const attribution = sentAttribution === undefined ? null : parseAttribution(sentAttribution);
  return {
    ok: true,
    id,
    token: captchaToken,
    fields: result.output,
    privacyNoticeVersion,
    attribution,
    attributionDropped: sentAttribution !== undefined && attribution === null,
  };
}

const ENDPOINT: VerifiedFormEndpoint = { tag: 'quote', messages: M };

async function handle(req: HttpRequest, deps: QuoteDeps): Promise<HttpResponse> {
  const step = await openRequest(req, deps, ENDPOINT);
  if ('answer' in step) return step.answer;
  const { opened } = step;
  const { cors, now } = opened;
  const parsed = parseQuoteBody(opened.body);
  if (!parsed.ok) return reply(parsed.status, false, parsed.message, cors);
  const { id, token, fields, privacyNoticeVersion, attribution } = parsed;
  const email = fields.corporateEmail.toLowerCase();

  // A retry of a form already stored: answered before any token is spent.
  const existing = await deps.store.get(id);
  if (existing) {
    if (sameQuote(existing, fields)) return reply(200, true, M.stored, cors);
    deps.logger.warn('quote: id ya usado con otros datos', { submissionId: id });
    return reply(409, false, M.idConflict, cors);
  }

  const refused = await verifyAndLimit(req, opened, { token, email }, deps, ENDPOINT);
  if (refused) return refused;

  if (parsed.attributionDropped)
    deps.logger.warn('quote: atribución inválida descartada', { submissionId: id });
  const outcome = await deps.store.create(id, fields, now, privacyNoticeVersion, attribution);
  if (outcome === 'exists') {
    // Two deliveries of the same form at once: the other one stored it.
    const stored = await deps.store.get(id);
    if (!stored || !sameQuote(stored, fields)) return reply(409, false, M.idConflict, cors);
  }
  deps.logger.info('quote: solicitud guardada', { submissionId: id, email: maskEmail(email) });
  return reply(200, true, M.stored, cors);
}

/** Never throws: anything unexpected becomes a logged 503 (the store) or 500. */
export function handleQuote(req: HttpRequest, deps: QuoteDeps): Promise<HttpResponse> {
  return neverThrows(req, deps, ENDPOINT, () => handle(req, deps));
}
