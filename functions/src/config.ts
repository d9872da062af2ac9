/**
 * Runtime configuration, read from environment variables. Some are also declared as Firebase
 * params beside the functions that read them (SALES_EMAILS in leads/functions.ts, SERVICE_EMAILS in
 * service/functions.ts, SITE_URL in runtime/options.ts: `firebase deploy` asks for them); at
 * run time every value, param or not, is simply process.env. functions/.env.demo-tusocio gives the
 * emulator its example values, so it starts offline and without questions.
 *
 * | variable                   | meaning                                                          |
 * |----------------------------|------------------------------------------------------------------|
 * | BREVO_API_KEY              | Brevo API key. Production: Secret Manager secret bound by        |
 * |                            | runtime/options.ts. Absent -> local list + mail outbox.          |
 * | BREVO_LIST_ID              | Brevo list id(s), comma-separated integers. Required with key.   |
 * | BREVO_DOI_TEMPLATE_ID      | Id of Brevo's Double opt-in template. Required with key.         |
 * | BREVO_API_BASE_URL         | Default https://api.brevo.com/v3 (tests point it at a fake).     |
 * | BREVO_NAME_ATTRIBUTE       | Contact attribute for the name. Default FIRSTNAME.               |
 * | MAIL_SENDER_EMAIL          | Verified Brevo sender of transactional mail. Required with key.  |
 * | MAIL_SENDER_NAME           | Sender name. Default "Tu Socio Ideal".                           |
 * | MAIL_OUTBOX_PATH           | Local mail outbox. Default <repo>/.emulator-data/mail-outbox.jsonl |
 * | SITE_URL (param)           | Public site, no trailing slash. Default http://localhost:5173    |
 * |                            | (refused when deployed). Confirmed page: {SITE_URL}/newsletter/confirmado |
 * | SALES_EMAILS (param)       | Comma-separated addresses notified of each quote request.        |
 * |                            | Default ventas@example.com (EXAMPLE; refused when deployed).      |
 * | SERVICE_EMAILS (param)     | Comma-separated addresses notified of each client's ticket       |
 * |                            | (service/config.ts). Default servicio@example.com (EXAMPLE;      |
 * |                            | refused when deployed).                                          |
 * | NEWSLETTER_LIST_PATH       | Local list. Default <repo>/.emulator-data/newsletter-list.jsonl  |
 * | NEWSLETTER_CONFIRM_SECRET  | HMAC secret of local confirmation links. Emulator default: a     |
 * |                            | fixed development value; elsewhere a random one per instance.    |
 * | NEWSLETTER_PUBLIC_URL      | This function's URL in local confirmation links. Default         |
 * |                            | http://127.0.0.1:5001/{GCLOUD_PROJECT}/{FUNCTION_REGION}/newsletter |
 * | NEWSLETTER_ALLOWED_ORIGINS | Comma-separated site origins; replaces the built-in site list.   |
 * | NEWSLETTER_DEV_ORIGINS     | "true" adds the localhost origins (always on in the emulator).   |
 * | CLIENT_IP_XFF_POSITION     | X-Forwarded-For entry holding the client, from the right.        |
 * |                            | Default 1 (direct calls); 2 behind an external HTTP(S) LB.       |
 * | APPCHECK_ENFORCE           | App Check is enforced unless "false" (logged warning); always    |
 * |                            | off in the emulator.                                             |
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

import { DEVELOPMENT_ORIGINS, SITE_ORIGINS } from './cors.js';
import {
  ConfigError,
  isDeployed,
  isEmulator,
  isFalse,
  isTrue,
  loadSiteUrl,
  parseHttpUrl,
  parseIntInRange,
  read,
  type Env,
} from './env.js';
import { loadBrevoBaseUrl, requireApiKeyOrLocal } from './mail/config.js';
import { DEFAULT_MAIL_OUTBOX_PATH, DEFAULT_NEWSLETTER_LIST_PATH } from './paths.js';
import { BREVO_DEFAULT_TIMEOUT_MS } from './brevo-http.js';
import { CONFIRM_TOKEN_TTL_MS } from './providers/confirm-token.js';
import {
  DEFAULT_EMAIL_RATE_LIMIT,
  DEFAULT_RATE_LIMIT,
  type RateLimitOptions,
} from './rate-limiter.js';

export { ConfigError, isDeployed, isEmulator } from './env.js';
export { DEFAULT_MAIL_OUTBOX_PATH, DEFAULT_NEWSLETTER_LIST_PATH } from './paths.js';

export const ENV = {
  apiKey: 'BREVO_API_KEY',
  listId: 'BREVO_LIST_ID',
  doiTemplateId: 'BREVO_DOI_TEMPLATE_ID',
  nameAttribute: 'BREVO_NAME_ATTRIBUTE',
  mailOutboxPath: 'MAIL_OUTBOX_PATH',
  listPath: 'NEWSLETTER_LIST_PATH',
  confirmSecret: 'NEWSLETTER_CONFIRM_SECRET',
  publicUrl: 'NEWSLETTER_PUBLIC_URL',
  allowedOrigins: 'NEWSLETTER_ALLOWED_ORIGINS',
  devOrigins: 'NEWSLETTER_DEV_ORIGINS',
  clientIpPosition: 'CLIENT_IP_XFF_POSITION',
  appCheckEnforce: 'APPCHECK_ENFORCE',
} as const;

/** Only ever used by the emulator: local links must keep working across restarts. */
export const DEVELOPMENT_CONFIRM_SECRET = 'tusocio-desarrollo-local-no-usar-en-produccion';
export const CONFIRMED_PAGE_PATH = '/newsletter/confirmado';
export const FUNCTIONS_EMULATOR_ORIGIN = 'http://127.0.0.1:5001';

export type ProviderConfig =
  | {
      kind: 'brevo';
      apiKey: string;
      listIds: number[];
      templateId: number;
      redirectionUrl: string;
      baseUrl: string;
      nameAttribute: string;
      timeoutMs: number;
    }
  | {
      kind: 'local';
      listPath: string;
      mailOutboxPath: string;
      confirmSecret: string;
      /** This function's own URL; links are {confirmUrl}?confirm=<token>. */
      confirmUrl: string;
      tokenTtlMs: number;
    };

export interface NewsletterConfig {
  provider: ProviderConfig;
  /** {SITE_URL}/newsletter/confirmado */
  confirmedRedirectUrl: string;
  allowedOrigins: ReadonlySet<string>;
  appCheckEnforce: boolean;
  rateLimit: RateLimitOptions;
  emailRateLimit: RateLimitOptions;
  clientIpPosition: number;
  /**
   * Where what every instance must share is kept: "one confirmation e-mail per address per 24 h",
   * the rate-limit counters, spent captcha tokens.
   */
  sharedStore: 'firestore' | 'memory';
  /** Things to log once at start (e.g. App Check switched off on purpose). */
  warnings: string[];
}

function normaliseOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${ENV.allowedOrigins}: "${raw}" no es un origen válido.`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.origin !== raw.replace(/\/+$/, '').toLowerCase()
  ) {
    throw new ConfigError(
      `${ENV.allowedOrigins}: "${raw}" debe ser solo esquema, dominio y puerto (ej. https://www.ejemplo.mx).`,
    );
  }
  return url.origin;
}

export function loadOrigins(env: Env): Set<string> {
  const origins = new Set<string>();
  const configured = read(env, ENV.allowedOrigins);
  const siteOrigins = configured
    ? configured
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : [...SITE_ORIGINS];
  for (const origin of siteOrigins) origins.add(normaliseOrigin(origin));
  // Firebase Hosting's default domains for a real project.
  const projectId = read(env, 'GCLOUD_PROJECT') ?? read(env, 'GCP_PROJECT');
  if (projectId && !projectId.startsWith('demo-')) {
    origins.add(`https://${projectId}.web.app`);
    origins.add(`https://${projectId}.firebaseapp.com`);
  }
  if (isEmulator(env) || isTrue(read(env, ENV.devOrigins))) {
    for (const origin of DEVELOPMENT_ORIGINS) origins.add(origin);
  }
  return origins;
}

/** This function's own URL as the local emulator serves it (links in local e-mails). */
export function localFunctionUrl(env: Env): string {
  const override = read(env, ENV.publicUrl);
  if (override) return parseHttpUrl(override, ENV.publicUrl);
  const project = read(env, 'GCLOUD_PROJECT') ?? 'demo-tusocio';
  const region = read(env, 'FUNCTION_REGION') ?? 'us-central1';
  return `${FUNCTIONS_EMULATOR_ORIGIN}/${project}/${region}/newsletter`;
}

function loadProvider(env: Env, confirmedRedirectUrl: string): ProviderConfig {
  const apiKey = requireApiKeyOrLocal(env);
  if (!apiKey) {
    const secret =
      read(env, ENV.confirmSecret) ??
      (isEmulator(env) ? DEVELOPMENT_CONFIRM_SECRET : randomBytes(32).toString('hex'));
    return {
      kind: 'local',
      listPath: resolve(read(env, ENV.listPath) ?? DEFAULT_NEWSLETTER_LIST_PATH),
      mailOutboxPath: resolve(read(env, ENV.mailOutboxPath) ?? DEFAULT_MAIL_OUTBOX_PATH),
      confirmSecret: secret,
      confirmUrl: localFunctionUrl(env),
      tokenTtlMs: CONFIRM_TOKEN_TTL_MS,
    };
  }
  const rawList = read(env, ENV.listId);
  if (!rawList)
    throw new ConfigError(`${ENV.listId} es obligatoria cuando ${ENV.apiKey} está definida.`);
  const listIds = rawList.split(',').map((id) => id.trim());
  if (listIds.some((id) => !/^[1-9]\d{0,9}$/.test(id))) {
    throw new ConfigError(`${ENV.listId} debe ser uno o más números enteros separados por comas.`);
  }
  const rawTemplate = read(env, ENV.doiTemplateId);
  if (!rawTemplate) {
    throw new ConfigError(
      `${ENV.doiTemplateId} es obligatoria cuando ${ENV.apiKey} está definida.`,
    );
  }
  return {
    kind: 'brevo',
    apiKey,
    listIds: listIds.map(Number),
    templateId: parseIntInRange(rawTemplate, ENV.doiTemplateId, 1, 9_999_999_999),
    redirectionUrl: confirmedRedirectUrl,
    baseUrl: loadBrevoBaseUrl(env),
    nameAttribute: read(env, ENV.nameAttribute) ?? 'FIRSTNAME',
    timeoutMs: BREVO_DEFAULT_TIMEOUT_MS,
  };
}

/** On unless deliberately switched off; never in the emulator (no App Check tokens locally). */
export function loadAppCheck(env: Env, warnings: string[]): boolean {
  if (isEmulator(env)) return false;
  if (isFalse(read(env, ENV.appCheckEnforce))) {
    warnings.push(
      `${ENV.appCheckEnforce}=false: App Check está desactivado a propósito para el newsletter y las cotizaciones; cualquier script puede llamarlos.`,
    );
    return false;
  }
  return true;
}

export function loadClientIpPosition(env: Env): number {
  const raw = read(env, ENV.clientIpPosition);
  return raw ? parseIntInRange(raw, ENV.clientIpPosition, 1, 10) : 1;
}

/**
 * Firestore when deployed, or when a Firestore emulator is running (firebase-tools sets
 * FIRESTORE_EMULATOR_HOST); otherwise (unit tests, `--only functions`) in memory.
 */
export function loadSharedStore(env: Env): 'firestore' | 'memory' {
  return isDeployed(env) || read(env, 'FIRESTORE_EMULATOR_HOST') ? 'firestore' : 'memory';
}

export function loadConfig(env: Env): NewsletterConfig {
  const warnings: string[] = [];
  const confirmedRedirectUrl = `${loadSiteUrl(env)}${CONFIRMED_PAGE_PATH}`;
  return {
    provider: loadProvider(env, confirmedRedirectUrl),
    confirmedRedirectUrl,
    allowedOrigins: loadOrigins(env),
    appCheckEnforce: loadAppCheck(env, warnings),
    rateLimit: DEFAULT_RATE_LIMIT,
    emailRateLimit: DEFAULT_EMAIL_RATE_LIMIT,
    clientIpPosition: loadClientIpPosition(env),
    sharedStore: loadSharedStore(env),
    warnings,
  };
}
