/**
 * The arco endpoint as a pure function: request-like in, {status, headers, body} out; every side
 * effect (captcha, App Check, limits, store, mailer, clock, logger) is injected. Every public
 * form's request pipeline (../forms/endpoint.ts, the quote function's too: origin, method, limits,
 * body, "this id is already stored", App Check, captcha, then the write; every refusal 4xx JSON
 * {success:false, message} in Spanish, nothing stored unless every check passed), with the ARCO
 * form's fields (src/domain/schemas/arco.ts), then an e-mail to the privacy address (kind
 * `arco-request`).
 *
 * The request is stored with its receipt time and its due date (20 business days, src/domain/
 * arco.ts): that is what the law counts, so a failed e-mail still answers 200 (the desk shows the
 * request; a retry of the same form tries the e-mail again). A retry answers 200 when it holds the
 * same fields and privacy notice.
 *
 * GET ?captcha=stand-in (the emulator's stand-in captcha only): a fresh single-use token, as the
 * quote function gives one.
 */
import { arcoDueAt } from '../../../src/domain/arco.js';
import {
  ARCO_FIELDS,
  ArcoFormSchema,
  type ArcoFormData,
} from '../../../src/domain/schemas/arco.js';
import {
  handleVerifiedForm,
  type FormEndpoint,
  type FormRequest,
  type FormSteps,
} from '../forms/endpoint.js';
import { formBodyParser } from '../forms/form-body.js';
import type { VerifiedFormDeps } from '../forms/verified-form.js';
import type { HttpRequest, HttpResponse } from '../http-types.js';
import { maskEmail } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
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

/** The body: the form's fields, `id`, `captchaToken` and `privacyNoticeVersion`, nothing else. */
export const parseArcoBody = formBodyParser({
  fields: ARCO_FIELDS,
  schema: ArcoFormSchema,
  messages: M,
});

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

const ENDPOINT: FormEndpoint = { tag: 'arco', messages: M };

function arcoSteps(deps: ArcoDeps): FormSteps<ArcoFormData> {
  const recordOf = (
    { fields, privacyNoticeVersion }: FormRequest<ArcoFormData>,
    receivedAt: Date,
    dueAt: Date,
  ): ArcoRecord => ({ fields, privacyNoticeVersion, receivedAt, dueAt });
  return {
    idKey: 'requestId',
    parse: parseArcoBody,
    email: (fields) => fields.email.toLowerCase(),
    find: (id) => deps.store.get(id),
    same: (stored, form) => sameArcoRequest(stored, form.fields, form.privacyNoticeVersion),
    // Its e-mail is tried again if it had failed.
    async retried(stored, form) {
      const receivedAt = storedDate(stored.receivedAt);
      const dueAt = storedDate(stored.dueAt);
      if (stored.notified !== true && receivedAt && dueAt)
        await notify(form.id, recordOf(form, receivedAt, dueAt), deps);
    },
    create: (form, { now }) => deps.store.create(form.id, recordOf(form, now, arcoDueAt(now))),
    // Stored by another delivery of the same form: that one e-mails it.
    async stored(form, { now }, created) {
      if (!created) return;
      deps.logger.info('arco: solicitud guardada', {
        requestId: form.id,
        right: form.fields.right,
        email: maskEmail(form.email),
      });
      await notify(form.id, recordOf(form, now, arcoDueAt(now)), deps);
    },
  };
}

/** Never throws: anything unexpected becomes a logged 503. */
export function handleArco(req: HttpRequest, deps: ArcoDeps): Promise<HttpResponse> {
  return handleVerifiedForm(req, deps, ENDPOINT, arcoSteps(deps));
}
