/**
 * Configuration of the quote function (environment; the table is in functions/README.md):
 *
 * | variable              | meaning                                                              |
 * |-----------------------|----------------------------------------------------------------------|
 * | RECAPTCHA_SECRET      | reCAPTCHA v2 secret key (Secret Manager). Required except in the     |
 * |                       | emulator with a demo- project, where the stand-in captcha serves.    |
 * | RECAPTCHA_VERIFY_URL  | Default Google's siteverify (tests point it at a fake).              |
 * | QUOTE_LIMIT_PER_IP    | Default 20/10m: per client address (IPv6 by its /64).                |
 * | QUOTE_LIMIT_PER_EMAIL | Default 3/1h: verified requests per e-mail address.                  |
 * | QUOTE_LIMIT_TOTAL     | Default 300/1h: verified requests overall.                           |
 * | APPCHECK_ENFORCE, CLIENT_IP_XFF_POSITION, NEWSLETTER_ALLOWED_ORIGINS: shared with the newsletter. |
 */
import {
  DEVELOPMENT_CONFIRM_SECRET,
  loadAppCheck,
  loadClientIpPosition,
  loadOrigins,
  loadSharedStore,
} from '../config.js';
import { ConfigError, isEmulator, parseHttpUrl, read, type Env } from '../env.js';
import { parseLimit } from '../limits/shared-limiter.js';
import type { RateLimitOptions } from '../rate-limiter.js';
import {
  RECAPTCHA_SECRET_ENV,
  RECAPTCHA_VERIFY_URL,
  type CaptchaConfig,
} from '../forms/captcha.js';

export const QUOTE_ENV = {
  recaptchaSecret: RECAPTCHA_SECRET_ENV,
  recaptchaVerifyUrl: 'RECAPTCHA_VERIFY_URL',
  perIp: 'QUOTE_LIMIT_PER_IP',
  perEmail: 'QUOTE_LIMIT_PER_EMAIL',
  total: 'QUOTE_LIMIT_TOTAL',
} as const;

export const DEFAULT_QUOTE_LIMITS = {
  perIp: '20/10m',
  perEmail: '3/1h',
  total: '300/1h',
} as const;

export interface QuoteConfig {
  captcha: CaptchaConfig;
  appCheckEnforce: boolean;
  allowedOrigins: ReadonlySet<string>;
  clientIpPosition: number;
  limits: { perIp: RateLimitOptions; perEmail: RateLimitOptions; total: RateLimitOptions };
  sharedStore: 'firestore' | 'memory';
  warnings: string[];
}

function limit(env: Env, key: keyof typeof DEFAULT_QUOTE_LIMITS): RateLimitOptions {
  const name = QUOTE_ENV[key];
  const raw = read(env, name) ?? DEFAULT_QUOTE_LIMITS[key];
  const parsed = parseLimit(raw);
  if (!parsed)
    throw new ConfigError(`${name} debe tener la forma N/Tm o N/Th (ej. 20/10m, 3/1h): "${raw}".`);
  return parsed;
}

/** The emulator with a demo- project: the only place the stand-in captcha exists. */
export function isLocalDemo(env: Env): boolean {
  const project = read(env, 'GCLOUD_PROJECT') ?? read(env, 'GCP_PROJECT') ?? '';
  return isEmulator(env) && project.startsWith('demo-');
}

function loadCaptcha(env: Env, origins: ReadonlySet<string>): CaptchaConfig {
  const secret = read(env, QUOTE_ENV.recaptchaSecret);
  if (secret) {
    return {
      kind: 'recaptcha',
      secret,
      verifyUrl: parseHttpUrl(
        read(env, QUOTE_ENV.recaptchaVerifyUrl) ?? RECAPTCHA_VERIFY_URL,
        QUOTE_ENV.recaptchaVerifyUrl,
      ),
      hostnames: new Set([...origins].map((origin) => new URL(origin).hostname)),
    };
  }
  if (isLocalDemo(env)) return { kind: 'stand-in', secret: DEVELOPMENT_CONFIRM_SECRET };
  throw new ConfigError(
    `${QUOTE_ENV.recaptchaSecret} no está configurada: sin ella nadie puede enviar cotizaciones ` +
      '(la verificación local solo existe en el emulador con un proyecto demo-).',
  );
}

export function loadQuoteConfig(env: Env): QuoteConfig {
  const warnings: string[] = [];
  const allowedOrigins = loadOrigins(env);
  return {
    captcha: loadCaptcha(env, allowedOrigins),
    appCheckEnforce: loadAppCheck(env, warnings),
    allowedOrigins,
    clientIpPosition: loadClientIpPosition(env),
    limits: {
      perIp: limit(env, 'perIp'),
      perEmail: limit(env, 'perEmail'),
      total: limit(env, 'total'),
    },
    sharedStore: loadSharedStore(env),
    warnings,
  };
}
