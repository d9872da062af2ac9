/**
 * The arco endpoint as a pure function: request-like in, {status, headers, body} out; every side
 * effect (captcha, App Check, limits, store, mailer, clock, logger) is injected. It runs the quote
 * function's checks, in the quote function's order (quote/handler.ts), with the same modules:
 *
 * POST: CORS preflight -> origin -> method -> per-address limit -> content type -> size -> JSON ->
 * fields (the ARCO form's schema) and the privacy notice's version -> "this id is already stored"
 * (a retry of the same form answers 200 here, before any token is spent; the same id with other
 * data answers 409) -> App Check (consumed) -> captcha (spent) -> per-e-mail limit -> overall
 * limit -> write -> e-mail to the privacy address (kind `arco-request`).
 *
 * The request is stored with its receipt time and its due date (20 business days, src/domain/
 * arco.ts): that is what the law counts, so a failed e-mail still answers 200 (the desk shows the
 * request; a retry of the same form tries the e-mail again). Every refusal is 4xx JSON
 * {success:false, message} in Spanish; nothing is stored unless every check passed.
 *
 * The steps every form endpoint shares (all but the fields, the retry check and the write) are
 * ../forms/verified-form.ts.
 *
 * GET ?captcha=stand-in (the emulator's stand-in captcha only): a fresh single-use token, as the
 * quote function gives one.
 */
import * as v from 'valibot';

import { arcoDueAt } from '../../../src/domain/arco.js';
import type { PrivacyNoticeVersion } from '../../../src/domain/privacy.js';
import {
  ARCO_FIELDS,
  ArcoFormSchema,
  type ArcoFormData,
} from '../../../src/domain/schemas/arco.js';
import {
  neverThrows,
  openRequest,
  verifyAndLimit,
  type VerifiedFormDeps,
  type VerifiedFormEndpoint,
} from '../forms/verified-form.js';
import type { HttpRequest, HttpResponse } from '../http-types.js';
import { maskEmail } from '../logger.js';
import { CONSENT_MESSAGES, parsePrivacyNoticeVersion } from '../privacy/consent.js';
import type { Mailer } from '../mail/mailer.js';
import { MAX_CAPTCHA_TOKEN_LENGTH } from '../forms/captcha.js';
import { reply } from '../reply.js';
import { DEFAULT_LEASE_MS } from '../leads/store.js';
import { buildArcoEmail } from './email.js';
import { ARCO_MESSAGES as M } from './messages.js';
import { sameArcoRequest, type ArcoRecord, type ArcoStore } from './store.js';

export interface ArcoDeps extends VerifiedFormDeps {
  store: ArcoStore;
  mailer: Mailer;
  /** The company's privacy address(es) (PRIVACY_EMAIL). */
  privacyEmails: readonly string[];
  siteUrl: string;
}

/** A Firestore-style auto id: what the form picks once per filled form. */
const ID_PATTERN = /^[A-Za-z0-9]{20}$/;
const EXTRA_KEYS = ['id', 'captchaToken', 'privacyNoticeVersion'] as const;
const ALLOWED_KEYS = new Set<string>([...ARCO_FIELDS, ...EXTRA_KEYS]);

type Parsed =
  | {
      ok: true;
      id: string;
      token: string;
      fields: ArcoFormData;
      privacyNoticeVersion: PrivacyNoticeVersion;
    }
  | { ok: false; status: number; message: string };

/** The body: the form's fields, `id`, `captchaToken` and `privacyNoticeVersion`, nothing else. */
export function parseArcoBody(body: unknown): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, status: 400, message: M.notAnObject };
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !ALLOWED_KEYS.has(key));
  if (unknown !== undefined)
    return { ok: false, status: 400, message: M.unknownField(unknown.slice(0, 40)) };
  const { id, captchaToken, privacyNoticeVersion, ...fields } = record;
  if (typeof id !== 'string' || !ID_PATTERN.test(id))
    return { ok: false, status: 400, message: M.invalidId };
  // Any non-text value reads as empty, so its field's own Spanish message answers.
  const texts = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
  const result = v.safeParse(ArcoFormSchema, texts, { abortEarly: true });
  if (!result.success) return { ok: false, status: 400, message: result.issues[0].message };
  const version = parsePrivacyNoticeVersion(privacyNoticeVersion);
  if (version === null) return { ok: false, status: 400, message: CONSENT_MESSAGES.invalidVersion };
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
    privacyNoticeVersion: version,
  };
}

/**
 * E-mails the privacy address once: under the request's lease (store.claimNotify), so a retry of
 * the form while the first delivery is sending, or after it sent, sends nothing. A failed send
 * drops the lease (a later retry of the form sends it) and is logged: the request is stored and
 * on the desk either way.
 */
async function notify(id: string, record: ArcoRecord, deps: ArcoDeps): Promise<void> {
  const claimedAt = deps.clock();
  const claim = await deps.store.claimNotify(id, claimedAt, DEFAULT_LEASE_MS);
  if (claim !== 'claimed') {
    deps.logger.info('arco: el aviso ya se envió o se está enviando', { requestId: id, claim });
    return;
  }
  try {
    await deps.mailer.send(
      buildArcoEmail(record, { id, siteUrl: deps.siteUrl, to: deps.privacyEmails }),
    );
  } catch (error) {
    deps.logger.error('arco: no se pudo avisar al correo de privacidad', {
      requestId: id,
      mailer: deps.mailer.name,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    await deps.store.releaseNotify(id, claimedAt).catch(() => {});
    return;
  }
  try {
    await deps.store.markNotified(id, deps.clock());
  } catch (error) {
    // Sent: the lease keeps a retry from sending it again; logged for a person to see.
    deps.logger.error('arco: aviso enviado, pero no se pudo registrar', {
      requestId: id,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}

/** A stored time (Firestore Timestamp, Date or ISO string) as a Date; null when none. */
function storedDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string') return new Date(value);
  if (typeof value === 'object' && value !== null && 'toDate' in value)
    return (value as { toDate: () => Date }).toDate();
  return null;
}

const ENDPOINT: VerifiedFormEndpoint = { tag: 'arco', messages: M };

async function handle(req: HttpRequest, deps: ArcoDeps): Promise<HttpResponse> {
  const step = await openRequest(req, deps, ENDPOINT);
  if ('answer' in step) return step.answer;
  const { opened } = step;
  const { cors, now } = opened;
  const parsed = parseArcoBody(opened.body);
  if (!parsed.ok) return reply(parsed.status, false, parsed.message, cors);
  const { id, token, fields, privacyNoticeVersion } = parsed;
  const email = fields.email.toLowerCase();

  // A retry of a form already stored: answered before any token is spent; its e-mail is tried
  // again if it had failed.
  const existing = await deps.store.get(id);
  if (existing) {
    if (!sameArcoRequest(existing, fields, privacyNoticeVersion)) {
      deps.logger.warn('arco: id ya usado con otros datos', { requestId: id });
      return reply(409, false, M.idConflict, cors);
    }
    const receivedAt = storedDate(existing.receivedAt);
    const dueAt = storedDate(existing.dueAt);
    if (existing.notified !== true && receivedAt && dueAt)
      await notify(id, { fields, privacyNoticeVersion, receivedAt, dueAt }, deps);
    return reply(200, true, M.stored, cors);
  }

  const refused = await verifyAndLimit(req, opened, { token, email }, deps, ENDPOINT);
  if (refused) return refused;

  const record: ArcoRecord = {
    fields,
    privacyNoticeVersion,
    receivedAt: now,
    dueAt: arcoDueAt(now),
  };
  const outcome = await deps.store.create(id, record);
  if (outcome === 'exists') {
    // Two deliveries of the same form at once: the other one stored it (and e-mails it).
    const stored = await deps.store.get(id);
    if (!stored || !sameArcoRequest(stored, fields, privacyNoticeVersion))
      return reply(409, false, M.idConflict, cors);
    return reply(200, true, M.stored, cors);
  }
  deps.logger.info('arco: solicitud guardada', {
    requestId: id,
    right: fields.right,
    email: maskEmail(email),
  });
  await notify(id, record, deps);
  return reply(200, true, M.stored, cors);
}

/** Never throws: anything unexpected becomes a logged 503. */
export function handleArco(req: HttpRequest, deps: ArcoDeps): Promise<HttpResponse> {
  return neverThrows(req, deps, ENDPOINT, () => handle(req, deps));
}
