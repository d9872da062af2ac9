/**
 * Runtime configuration, read from environment variables only (no Firebase params that would
 * prompt), so the function starts in the emulator offline and without questions.
 *
 * | variable                   | meaning                                                        |
 * |----------------------------|----------------------------------------------------------------|
 * | BREVO_API_KEY              | Brevo API key. Production: Secret Manager secret bound by      |
 * |                            | index.ts. Absent -> local outbox (not allowed when deployed).  |
 * | BREVO_LIST_ID              | Brevo list id(s), comma-separated integers. Required with key. |
 * | BREVO_API_BASE_URL         | Default https://api.brevo.com/v3 (tests point it at a fake).   |
 * | BREVO_NAME_ATTRIBUTE       | Contact attribute for the name. Default FIRSTNAME.             |
 * | NEWSLETTER_OUTBOX_PATH     | Outbox file. Default <repo>/.emulator-data/newsletter-outbox.jsonl |
 * | NEWSLETTER_ALLOWED_ORIGINS | Comma-separated site origins; replaces the built-in site list. |
 * | NEWSLETTER_DEV_ORIGINS     | "true" adds the localhost origins (always on in the emulator). |
 * | APPCHECK_ENFORCE           | "true" requires a valid X-Firebase-AppCheck token.             |
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEVELOPMENT_ORIGINS, SITE_ORIGINS } from './cors.js';
import { BREVO_DEFAULT_BASE_URL, BREVO_DEFAULT_TIMEOUT_MS } from './providers/brevo.js';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limiter.js';

export const ENV = {
  apiKey: 'BREVO_API_KEY',
  listId: 'BREVO_LIST_ID',
  baseUrl: 'BREVO_API_BASE_URL',
  nameAttribute: 'BREVO_NAME_ATTRIBUTE',
  outboxPath: 'NEWSLETTER_OUTBOX_PATH',
  allowedOrigins: 'NEWSLETTER_ALLOWED_ORIGINS',
  devOrigins: 'NEWSLETTER_DEV_ORIGINS',
  appCheckEnforce: 'APPCHECK_ENFORCE',
} as const;

/** <repo>/.emulator-data/newsletter-outbox.jsonl, from this module's place (src/ or lib/). */
export const DEFAULT_OUTBOX_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '.emulator-data',
  'newsletter-outbox.jsonl',
);

export type ProviderConfig =
  | {
      kind: 'brevo';
      apiKey: string;
      listIds: number[];
      baseUrl: string;
      nameAttribute: string;
      timeoutMs: number;
    }
  | { kind: 'outbox'; path: string };

export interface NewsletterConfig {
  provider: ProviderConfig;
  allowedOrigins: ReadonlySet<string>;
  appCheckEnforce: boolean;
  rateLimit: RateLimitOptions;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function isTrue(value: string | undefined): boolean {
  return value !== undefined && ['true', '1', 'yes'].includes(value.toLowerCase());
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

export function isEmulator(env: Env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** Running on Cloud Functions / Cloud Run for real (not the emulator, not a test). */
export function isDeployed(env: Env): boolean {
  return !isEmulator(env) && read(env, 'K_SERVICE') !== undefined;
}

export function loadConfig(env: Env): NewsletterConfig {
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

  const apiKey = read(env, ENV.apiKey);
  let provider: ProviderConfig;
  if (apiKey) {
    const rawList = read(env, ENV.listId);
    if (!rawList)
      throw new ConfigError(`${ENV.listId} es obligatoria cuando ${ENV.apiKey} está definida.`);
    const listIds = rawList.split(',').map((id) => id.trim());
    if (listIds.some((id) => !/^[1-9]\d{0,9}$/.test(id))) {
      throw new ConfigError(
        `${ENV.listId} debe ser uno o más números enteros separados por comas.`,
      );
    }
    const baseUrl = read(env, ENV.baseUrl) ?? BREVO_DEFAULT_BASE_URL;
    try {
      const url = new URL(baseUrl);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
    } catch {
      throw new ConfigError(`${ENV.baseUrl} no es una URL válida.`);
    }
    provider = {
      kind: 'brevo',
      apiKey,
      listIds: listIds.map(Number),
      baseUrl,
      nameAttribute: read(env, ENV.nameAttribute) ?? 'FIRSTNAME',
      timeoutMs: BREVO_DEFAULT_TIMEOUT_MS,
    };
  } else {
    if (isDeployed(env)) {
      throw new ConfigError(
        `${ENV.apiKey} no está configurada: el buzón local solo existe en desarrollo.`,
      );
    }
    provider = { kind: 'outbox', path: resolve(read(env, ENV.outboxPath) ?? DEFAULT_OUTBOX_PATH) };
  }

  return {
    provider,
    allowedOrigins: origins,
    appCheckEnforce: isTrue(read(env, ENV.appCheckEnforce)),
    rateLimit: DEFAULT_RATE_LIMIT,
  };
}
