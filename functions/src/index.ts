/**
 * Cloud Functions entry points:
 * - `quote` (HTTP): quote requests, verified (captcha, App Check), limited and stored with the
 *   Admin SDK; the pure handler in quote/handler.ts.
 * - `arco` (HTTP): ARCO requests from /derechos-arco, with the quote function's checks and limits,
 *   stored with the Admin SDK and e-mailed to the privacy address; the pure handler in
 *   arco/handler.ts.
 * - `newsletter` (HTTP): double opt-in subscription; the pure handler in handler.ts.
 * - `notifyLead` (Firestore, contactSubmissions/{id} created): gives the lead an owner in turn,
 *   starts its first-response clock and marks possible duplicates (leads/intake.ts), then
 *   e-mails the owner (the other sales addresses copied), exactly once, within an hourly
 *   ceiling; the pure function in leads/notify.ts.
 * - `sweepLeadNotifications` (every 15 minutes): retries what was not sent, sends the hourly
 *   digest (leads/sweep.ts). In the emulator, `npm start` runs it from a local timer.
 * - `resendLeadNotification` (callable, admins): "Reenviar aviso" (leads/resend.ts).
 * - `mergeLeads` (callable, admins): "Fusionar en esta" on a possible duplicate (leads/merge.ts).
 * - `correctReading` (callable, admins): "Corregir lectura" on a rental client's page, with a
 *   reason and the values before kept on the reading (readings/correct.ts).
 * - `anonymizeLead` (callable, admins): "Anonimizar" on a lead's page, with a reason
 *   (privacy/admin-anonymize.ts, through privacy/anonymize.ts).
 * - `exportMyData`, `deleteMyAccount` (callable, the signed-in user): "Tus datos" in Mi Perfil
 *   (privacy/account.ts).
 * - `confirmEmailVerified` (callable, the signed-in user): writes users/{uid}.emailVerified once
 *   Auth says the address is verified (privacy/email-verified.ts); no client can write it.
 * - `applyLeadRetention` (daily): anonymises leads past LEAD_RETENTION_MONTHS without activity
 *   (privacy/retention.ts). In the emulator, `npm start` runs it from a local timer.
 * - `sendSalesDigest` (8:00 Cancún, Monday to Friday): each sales admin's morning e-mail of their
 *   leads due today (leads/sales-digest.ts). `npm start` runs it from a local timer.
 * - `notifyServiceTicket` (Firestore, tickets/{id} created) and `notifyTicketReply` (Firestore,
 *   tickets/{id}/replies/{replyId} created): the rental client's new ticket to SERVICE_EMAILS, and
 *   the company's reply to the client, each exactly once (service/ticket-mail.ts); past
 *   SERVICE_EMAILS_PER_HOUR the new tickets wait for `sendServiceDigest` (every 15 minutes, one
 *   `service-digest` per hour: service/digest.ts). `npm start` runs it from a local timer.
 * - `sendMeterReminders` (9:00 Cancún, daily): from day 25, one e-mail per client and month
 *   listing the devices still missing the month's meter reading (service/meter-reminder.ts).
 *   `npm start` runs it from a local timer.
 *
 * `cors: false` on purpose: the handler applies the origin allowlist itself, and without it the
 * Functions emulator would add allow-all CORS, making local behave unlike production.
 *
 * The Brevo API key is a Secret Manager secret (BREVO_API_KEY) bound only outside the emulator:
 * the emulator then neither prompts for it nor tries to reach Secret Manager, and with no key it
 * uses the local list and mail outbox. Deployed, the secret is exposed as
 * process.env.BREVO_API_KEY, which is where the config readers find it. SALES_EMAILS,
 * SERVICE_EMAILS and SITE_URL are params (`firebase deploy` asks for them);
 * functions/.env.demo-tusocio holds their example values for the emulator. Everything else is plain environment (config.ts).
 */
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/firestore';
import { HttpsError, onCall, onRequest, type Request } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';

import { DEFAULT_PRIVACY_EMAIL, ARCO_ENV, loadArcoConfig } from './arco/config.js';
import { createArcoDeps } from './arco/deps.js';
import { handleArco, type ArcoDeps } from './arco/handler.js';
import { ARCO_MESSAGES } from './arco/messages.js';
import { ENV, isEmulator, loadConfig } from './config.js';
import { isFalse } from './env.js';
import { createDeps } from './deps.js';
import { DEFAULT_SITE_URL, SITE_URL_ENV } from './env.js';
import { handleNewsletter, internalErrorResponse, type NewsletterDeps } from './handler.js';
import type { NewsletterRequest, NewsletterResponse } from './http-types.js';
import { DEFAULT_SALES_EMAILS, SALES_EMAILS_ENV } from './leads/config.js';
import { notifyLead as notifyLeadOnce } from './leads/notify.js';
import {
  RESEND_MESSAGES,
  ResendError,
  resendLeadNotification as resendOnce,
  type ResendDeps,
} from './leads/resend.js';
import { sweepLeadNotifications as sweepOnce, type SweepDeps } from './leads/sweep.js';
import { createLeadDeps } from './leads/wiring.js';
import { MERGE_MESSAGES, MergeError, mergeLeads as mergeLeadsOnce } from './leads/merge.js';
import { createFirestoreLeadMergeStore } from './firestore/lead-merge-store.js';
import { createFirestoreReadingCorrectionStore } from './firestore/reading-correction-store.js';
import {
  CORRECTION_MESSAGES,
  CorrectionError,
  correctReading as correctReadingOnce,
} from './readings/correct.js';
import { requireAllDigests, type SalesDigestReport } from './leads/sales-digest.js';
import { runSalesDigest } from './leads/sales-digest-wiring.js';
import { countLead as countLeadOnce } from './leads/stats.js';
import { createFirestoreLeadStatsStore } from './firestore/lead-stats-store.js';
import { runLeadRetention } from './privacy/retention.js';
import {
  ACCOUNT_MESSAGES,
  AccountError,
  deleteMyAccount as deleteAccountOnce,
  exportMyData as exportOnce,
  type AccountDeps,
  type Caller,
} from './privacy/account.js';
import { createAccountDeps } from './privacy/account-wiring.js';
import {
  EMAIL_VERIFIED_MESSAGES,
  EmailVerifiedError,
  confirmEmailVerified as confirmEmailVerifiedOnce,
  type EmailVerifiedDeps,
} from './privacy/email-verified.js';
import { createEmailVerifiedDeps } from './privacy/email-verified-wiring.js';
import {
  ANONYMIZE_MESSAGES,
  AnonymizeError,
  anonymizeLeadByAdmin,
  type AdminAnonymizeDeps,
} from './privacy/admin-anonymize.js';
import { anonymizeLead as anonymizeLeadRecord } from './privacy/anonymize.js';
import { adminEmail, adminFirestore } from './firestore/admin.js';
import { QUOTE_ENV, loadQuoteConfig } from './quote/config.js';
import { createQuoteDeps } from './quote/deps.js';
import { handleQuote, type QuoteDeps } from './quote/handler.js';
import { QUOTE_MESSAGES } from './quote/messages.js';
import { reply } from './reply.js';
import { DEFAULT_SERVICE_EMAILS, SERVICE_EMAILS_ENV } from './service/config.js';
import { requireAllReminders, type MeterReminderReport } from './service/meter-reminder.js';
import {
  notifyServiceTicket as notifyServiceTicketOnce,
  notifyTicketReply as notifyTicketReplyOnce,
  type TicketMailDeps,
} from './service/ticket-mail.js';
import { createTicketMailDeps, runMeterReminders } from './service/wiring.js';
import { runServiceDigest } from './service/digest-wiring.js';

const secrets = isEmulator(process.env) ? [] : [defineSecret(ENV.apiKey)];

/** An error as one log field: "Name: message" (never a stack). */
function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * A trigger's dependencies, built once per instance; a configuration mistake is logged under `tag`
 * with the event's `context` and thrown (the event is retried once fixed).
 */
function depsOnce<T>(tag: string, create: () => T): (context: Record<string, unknown>) => T {
  let deps: T | undefined;
  return (context) => {
    try {
      deps ??= create();
      return deps;
    } catch (error) {
      logger.error(`${tag}: configuración inválida`, { ...context, error: errorText(error) });
      throw error;
    }
  };
}
/** Every callable enforces App Check, except in the emulator or with APPCHECK_ENFORCE=false. */
const ENFORCE_APP_CHECK =
  !isEmulator(process.env) && !isFalse(process.env.APPCHECK_ENFORCE?.trim());
const quoteSecrets = isEmulator(process.env) ? [] : [defineSecret(QUOTE_ENV.recaptchaSecret)];

// Declared so `firebase deploy` asks for them; read back from process.env by the config readers.
defineString(SALES_EMAILS_ENV, {
  default: DEFAULT_SALES_EMAILS,
  description:
    'Correos de ventas que reciben cada solicitud de cotización, separados por comas. ' +
    'ventas@example.com es solo un EJEMPLO y se rechaza al desplegar.',
});
defineString(SERVICE_EMAILS_ENV, {
  default: DEFAULT_SERVICE_EMAILS,
  description:
    'Correos de servicio que reciben cada solicitud de tóner y reporte de falla de los clientes, ' +
    'separados por comas. servicio@example.com es solo un EJEMPLO y se rechaza al desplegar.',
});
defineString(ARCO_ENV.privacyEmail, {
  default: DEFAULT_PRIVACY_EMAIL,
  description:
    'Correo de privacidad que recibe cada solicitud de derechos ARCO, separados por comas. ' +
    'privacidad@example.com es solo un EJEMPLO y se rechaza al desplegar.',
});
defineString(SITE_URL_ENV, {
  default: DEFAULT_SITE_URL,
  description:
    'URL pública del sitio, sin diagonal final (ej. https://www.tusocioideal.mx): enlaces de los ' +
    'correos y página /newsletter/confirmado. localhost se rechaza al desplegar.',
});

let deps: NewsletterDeps | undefined;

/** Built once per instance: the rate limiters' memory must outlive a single request. */
function getDeps(): NewsletterDeps {
  if (deps) return deps;
  const config = loadConfig(process.env);
  for (const warning of config.warnings) logger.warn(`newsletter: ${warning}`);
  if (config.provider.kind === 'local') {
    logger.info('newsletter: sin BREVO_API_KEY; doble opt-in local (lista y buzón de correo)', {
      list: config.provider.listPath,
      outbox: config.provider.mailOutboxPath,
      confirmUrl: config.provider.confirmUrl,
      confirmations: config.sharedStore,
    });
  }
  deps = createDeps(config, logger);
  return deps;
}

/** The part of Express's response this file uses. */
interface ResponseLike {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

function send(res: ResponseLike, result: NewsletterResponse): void {
  res.status(result.status);
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  // res.end (not res.send/json): Express would drop Content-Type on the 204 preflight answer.
  res.end(result.body === null ? undefined : JSON.stringify(result.body));
}

/** The request as the pure handlers read it. */
function requestOf(req: Request): NewsletterRequest {
  return {
    method: req.method,
    url: req.originalUrl || req.url,
    headers: req.headers,
    ip: req.ip,
    rawBody: req.rawBody,
    body: req.body,
  };
}

/**
 * An HTTP function around a pure handler: a failure to build its dependencies (configuration) is
 * logged under `tag` and answered with `unavailable` as JSON, never a stack trace.
 */
function serve<D>(
  tag: string,
  getDeps: () => D,
  handle: (req: NewsletterRequest, deps: D) => Promise<NewsletterResponse>,
  unavailable: NewsletterResponse,
) {
  return async (req: Request, res: ResponseLike) => {
    let result: NewsletterResponse;
    try {
      result = await handle(requestOf(req), getDeps());
    } catch (error) {
      logger.error(`${tag}: no se pudo preparar la función`, {
        error: errorText(error),
      });
      result = unavailable;
    }
    send(res, result);
  };
}

export const newsletter = onRequest(
  {
    cors: false,
    secrets,
    region: 'us-central1',
    invoker: 'public',
    maxInstances: 10,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  serve('newsletter', getDeps, handleNewsletter, internalErrorResponse()),
);

const getLeadDeps = depsOnce('leads', (): SweepDeps & ResendDeps =>
  createLeadDeps(process.env, logger),
);

/**
 * What each scheduled e-mail run (the sales digest, the meter reminders) runs with: Cancún's
 * clock, and Cloud Scheduler retries a run that left an e-mail unsent.
 */
const MAIL_JOB = {
  timeZone: 'America/Cancun',
  region: 'us-central1',
  secrets,
  timeoutSeconds: 300,
  memory: '256MiB',
  retryCount: 3,
  minBackoffSeconds: 300,
} as const;

/** What each e-mailing Firestore trigger runs with (retried until the e-mail is sent). */
const MAIL_TRIGGER = {
  region: 'us-central1',
  retry: true,
  secrets,
  maxInstances: 10,
  timeoutSeconds: 60,
  memory: '256MiB',
} as const;

export const notifyLead = onDocumentCreated(
  { ...MAIL_TRIGGER, document: 'contactSubmissions/{id}' },
  async (event) => {
    const deps = getLeadDeps({ submissionId: event.params.id });
    await notifyLeadOnce({ id: event.params.id, data: event.data?.data(), time: event.time }, deps);
  },
);

/** Leads sales was not told about (provider down, hourly ceiling): retried, digested. */
export const sweepLeadNotifications = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeZone: 'America/Cancun',
    region: 'us-central1',
    secrets,
    timeoutSeconds: 300,
    memory: '256MiB',
    retryCount: 0,
  },
  async () => {
    await sweepOnce(getLeadDeps({ job: 'sweepLeadNotifications' }));
  },
);

/** Retention: leads in Perdido or without activity for LEAD_RETENTION_MONTHS are anonymised. */
export const applyLeadRetention = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: 'America/Cancun',
    region: 'us-central1',
    timeoutSeconds: 540,
    memory: '256MiB',
    retryCount: 0,
  },
  async () => {
    await runLeadRetention(process.env, logger);
  },
);

/** "Reenviar aviso" on a lead's page (admins only). */
export const resendLeadNotification = onCall(
  {
    region: 'us-central1',
    secrets,
    enforceAppCheck: ENFORCE_APP_CHECK,
    maxInstances: 5,
    timeoutSeconds: 60,
    memory: '256MiB',
  },
  async (request) => {
    try {
      return await resendOnce(
        request.data,
        request.auth?.uid ?? null,
        getLeadDeps({ job: 'resendLeadNotification' }),
      );
    } catch (error) {
      if (error instanceof ResendError) throw new HttpsError(error.code, error.message);
      throw new HttpsError('internal', RESEND_MESSAGES.failed);
    }
  },
);

/**
 * "Fusionar en esta" (admins): the duplicate's activities move to the kept lead, which is
 * marked merged (leads/merge.ts).
 */
export const mergeLeads = onCall(
  {
    region: 'us-central1',
    enforceAppCheck: ENFORCE_APP_CHECK,
    maxInstances: 5,
    timeoutSeconds: 60,
    memory: '256MiB',
  },
  async (request) => {
    try {
      return await mergeLeadsOnce(request.data, request.auth?.uid ?? null, {
        mergeStore: createFirestoreLeadMergeStore(adminFirestore),
        adminEmail,
        logger,
      });
    } catch (error) {
      if (error instanceof MergeError) throw new HttpsError(error.code, error.message);
      logger.error('leads: no se pudieron fusionar las solicitudes', {
        reason: error instanceof Error ? error.name : 'unknown',
      });
      throw new HttpsError('internal', MERGE_MESSAGES.failed);
    }
  },
);

let accountDeps: AccountDeps | undefined;

function getAccountDeps(): AccountDeps {
  accountDeps ??= createAccountDeps(process.env, logger);
  return accountDeps;
}

/** The callable's caller: uid and the ID token's auth_time (seconds), or null when signed out. */
function callerOf(
  auth: { uid: string; token: { auth_time?: unknown } } | undefined,
): Caller | null {
  if (!auth) return null;
  const authTime = auth.token.auth_time;
  return { uid: auth.uid, authTime: typeof authTime === 'number' ? authTime : null };
}

const accountCallable = {
  region: 'us-central1',
  enforceAppCheck: ENFORCE_APP_CHECK,
  maxInstances: 5,
  timeoutSeconds: 120,
  memory: '256MiB',
} as const;

/** "Descargar mis datos" in Mi Perfil: everything the site holds about the caller. */
export const exportMyData = onCall({ ...accountCallable, secrets }, async (request) => {
  try {
    return await exportOnce(callerOf(request.auth), getAccountDeps());
  } catch (error) {
    if (error instanceof AccountError) throw new HttpsError(error.code, error.message);
    throw new HttpsError('internal', ACCOUNT_MESSAGES.exportFailed);
  }
});

/** "Eliminar mi cuenta" in Mi Perfil: only right after a sign-in or re-authentication. */
export const deleteMyAccount = onCall(accountCallable, async (request) => {
  try {
    return await deleteAccountOnce(callerOf(request.auth), getAccountDeps());
  } catch (error) {
    if (error instanceof AccountError) throw new HttpsError(error.code, error.message);
    throw new HttpsError('internal', ACCOUNT_MESSAGES.deleteFailed);
  }
});

let emailVerifiedDeps: EmailVerifiedDeps | undefined;

/** The signed-in user's verified e-mail, recorded on users/{uid} for the lead desk. */
export const confirmEmailVerified = onCall(
  {
    region: 'us-central1',
    enforceAppCheck: ENFORCE_APP_CHECK,
    maxInstances: 5,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  async (request) => {
    try {
      emailVerifiedDeps ??= createEmailVerifiedDeps(process.env, logger);
      return await confirmEmailVerifiedOnce(request.auth?.uid ?? null, emailVerifiedDeps);
    } catch (error) {
      if (error instanceof EmailVerifiedError) throw new HttpsError(error.code, error.message);
      logger.error('cuenta: no se pudo registrar el correo verificado', {
        error: errorText(error),
      });
      throw new HttpsError('internal', EMAIL_VERIFIED_MESSAGES.failed);
    }
  },
);

let quoteDeps: QuoteDeps | undefined;

function getQuoteDeps(): QuoteDeps {
  if (quoteDeps) return quoteDeps;
  const config = loadQuoteConfig(process.env);
  for (const warning of config.warnings) logger.warn(`quote: ${warning}`);
  if (config.captcha.kind === 'stand-in')
    logger.info('quote: verificación humana local (solo en el emulador con un proyecto demo-)');
  quoteDeps = createQuoteDeps(config, logger);
  return quoteDeps;
}

/** Quote requests: verified, limited, stored with the Admin SDK (quote/handler.ts). */
export const quote = onRequest(
  {
    cors: false,
    secrets: quoteSecrets,
    region: 'us-central1',
    invoker: 'public',
    maxInstances: 10,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  serve('quote', getQuoteDeps, handleQuote, reply(503, false, QUOTE_MESSAGES.unavailable)),
);

let arcoDeps: ArcoDeps | undefined;

function getArcoDeps(): ArcoDeps {
  if (arcoDeps) return arcoDeps;
  const config = loadArcoConfig(process.env);
  for (const warning of config.warnings) logger.warn(`arco: ${warning}`);
  arcoDeps = createArcoDeps(config, logger);
  return arcoDeps;
}

/** ARCO requests from /derechos-arco: verified, limited, stored, e-mailed (arco/handler.ts). */
export const arco = onRequest(
  {
    cors: false,
    secrets: [...quoteSecrets, ...secrets],
    region: 'us-central1',
    invoker: 'public',
    maxInstances: 5,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  serve('arco', getArcoDeps, handleArco, reply(503, false, ARCO_MESSAGES.unavailable)),
);

const anonymizeDeps: AdminAnonymizeDeps = {
  isAdmin: async (uid) => (await adminEmail(uid)) !== null,
  anonymize: async (id, request) => anonymizeLeadRecord(await adminFirestore(), id, request),
  logger,
};

/** "Anonimizar" on a lead's page (admins only; who, when and why recorded). */
export const anonymizeLead = onCall(
  {
    region: 'us-central1',
    enforceAppCheck: ENFORCE_APP_CHECK,
    maxInstances: 5,
    timeoutSeconds: 60,
    memory: '256MiB',
  },
  async (request) => {
    try {
      return await anonymizeLeadByAdmin(request.data, request.auth?.uid ?? null, anonymizeDeps);
    } catch (error) {
      if (error instanceof AnonymizeError) throw new HttpsError(error.code, error.message);
      logger.error('privacy: no se pudo anonimizar la solicitud', {
        error: errorText(error),
      });
      throw new HttpsError('internal', ANONYMIZE_MESSAGES.failed);
    }
  },
);

/**
 * "Corregir lectura" on a rental client's page (admins only): a stored meter reading's counters,
 * with a reason, keeping the values before (readings/correct.ts).
 */
export const correctReading = onCall(
  {
    region: 'us-central1',
    enforceAppCheck: ENFORCE_APP_CHECK,
    maxInstances: 5,
    timeoutSeconds: 60,
    memory: '256MiB',
  },
  async (request) => {
    try {
      return await correctReadingOnce(request.data, request.auth?.uid ?? null, {
        store: createFirestoreReadingCorrectionStore(adminFirestore),
        adminEmail,
        now: () => new Date(),
      });
    } catch (error) {
      if (error instanceof CorrectionError) throw new HttpsError(error.code, error.message);
      logger.error('readings: no se pudo corregir la lectura', { error: errorText(error) });
      throw new HttpsError('internal', CORRECTION_MESSAGES.failed);
    }
  },
);

/**
 * `countLead` (Firestore, every write of contactSubmissions/{id}): the dashboard's counters, the
 * lead's summary in leadStats/week-YYYY-MM-DD, rewritten from the lead as it is now
 * (leads/stats.ts; docs/decisions/0031-dashboard-charts.md). Idempotent, so retried.
 */
export const countLead = onDocumentWritten(
  {
    document: 'contactSubmissions/{id}',
    region: 'us-central1',
    retry: true,
    maxInstances: 10,
    timeoutSeconds: 60,
    memory: '256MiB',
  },
  async (event) => {
    await countLeadOnce(
      { id: event.params.id, before: event.data?.before.data(), time: event.time },
      { store: createFirestoreLeadStatsStore(adminFirestore), logger, clock: () => new Date() },
    );
  },
);

/**
 * Each sales admin's morning e-mail: their open leads with a follow-up due today or overdue and
 * first answers past due, once per admin and day (leads/sales-digest.ts). A digest left unsent
 * fails the run, so Cloud Scheduler retries it (after the 2-minute lease); those already sent are
 * not sent again. In the emulator, `npm start` runs it from a local timer.
 */
export const sendSalesDigest = onSchedule({ ...MAIL_JOB, schedule: '0 8 * * 1-5' }, async () => {
  let report: SalesDigestReport;
  try {
    report = await runSalesDigest(process.env, logger);
  } catch (error) {
    logger.error('ventas: no se pudo ejecutar el resumen diario', {
      error: errorText(error),
    });
    throw error;
  }
  requireAllDigests(report);
});

const getTicketMailDeps = depsOnce('servicio', (): TicketMailDeps =>
  createTicketMailDeps(process.env, logger),
);

/**
 * A rental client's new toner request or fault report, e-mailed to SERVICE_EMAILS (Reply-To the
 * client) exactly once: the marker serviceMails/ticket-{id} (service/ticket-mail.ts). Retried.
 */
export const notifyServiceTicket = onDocumentCreated(
  { ...MAIL_TRIGGER, document: 'tickets/{id}' },
  async (event) => {
    const deps = getTicketMailDeps({ ticketId: event.params.id });
    await notifyServiceTicketOnce(
      { ticketId: event.params.id, data: event.data?.data(), time: event.time },
      deps,
    );
  },
);

/**
 * The e-mails to the service address held past SERVICE_EMAILS_PER_HOUR, listed in one
 * `service-digest` e-mail, at most one per clock hour (service/digest.ts). Every 15 minutes; in
 * the emulator, `npm start` runs it from a local timer.
 */
export const sendServiceDigest = onSchedule(
  { ...MAIL_JOB, schedule: 'every 15 minutes', retryCount: 0 },
  async () => {
    await runServiceDigest(process.env, logger);
  },
);

/**
 * The company's reply on a ticket, e-mailed to the ticket's client exactly once: the marker
 * serviceMails/reply-{ticketId}-{replyId} (service/ticket-mail.ts). Retried.
 */
export const notifyTicketReply = onDocumentCreated(
  { ...MAIL_TRIGGER, document: 'tickets/{ticketId}/replies/{replyId}' },
  async (event) => {
    const { ticketId, replyId } = event.params;
    const deps = getTicketMailDeps({ ticketId, replyId });
    await notifyTicketReplyOnce(
      { ticketId, replyId, data: event.data?.data(), time: event.time },
      deps,
    );
  },
);

/**
 * From day 25 (Cancún), one e-mail per client and month listing their devices still missing the
 * month's meter reading (service/meter-reminder.ts; marker meterReminders/{uid}_{YYYY-MM}). Daily,
 * so a client whose device is registered late in the month is still reminded; before day 25 the
 * run reads nothing. A reminder left unsent fails the run, so Cloud Scheduler retries it. In the
 * emulator, `npm start` runs it from a local timer.
 */
export const sendMeterReminders = onSchedule({ ...MAIL_JOB, schedule: '0 9 * * *' }, async () => {
  let report: MeterReminderReport;
  try {
    report = await runMeterReminders(process.env, logger);
  } catch (error) {
    logger.error('lecturas: no se pudieron ejecutar los recordatorios', {
      error: errorText(error),
    });
    throw error;
  }
  requireAllReminders(report);
});
