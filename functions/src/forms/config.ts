/**
 * Configuration every public form endpoint reads (environment; the table is in functions/README.md):
 * one set of bot checks for the quote and ARCO forms, each with its own three limits.
 *
 * | variable              | meaning                                                              |
 * |-----------------------|----------------------------------------------------------------------|
 * | RECAPTCHA_SECRET      | reCAPTCHA v2 secret key (Secret Manager). Required except in the     |
 * |                       | emulator with a demo- project, where the stand-in captcha serves.    |
 * | RECAPTCHA_VERIFY_URL  | Default Google's siteverify (tests point it at a fake).              |
 * | <FORM>_LIMIT_PER_IP, _PER_EMAIL, _TOTAL | each form's limits (quote/config.ts, arco/config.ts).  |
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
import { RECAPTCHA_SECRET_ENV, RECAPTCHA_VERIFY_URL, type CaptchaConfig } from './captcha.js';

export const RECAPTCHA_VERIFY_URL_ENV = 'RECAPTCHA_VERIFY_URL';

/** Each form's limits unless its variables say otherwise: per address, per e-mail, overall. */
export const DEFAULT_FORM_LIMITS = {
  perIp: '20/10m',
  perEmail: '3/1h',
  total: '300/1h',
} as const;

/** The names of one form's three limit variables. */
export type FormLimitEnv = Record<keyof typeof DEFAULT_FORM_LIMITS, string>;

export interface FormConfig {
  captcha: CaptchaConfig;
  appCheckEnforce: boolean;
  allowedOrigins: ReadonlySet<string>;
  clientIpPosition: number;
  limits: Record<keyof typeof DEFAULT_FORM_LIMITS, RateLimitOptions>;
  sharedStore: 'firestore' | 'memory';
  warnings: string[];
}

function limit(env: Env, names: FormLimitEnv, key: keyof FormLimitEnv): RateLimitOptions {
  const name = names[key];
  const raw = read(env, name) ?? DEFAULT_FORM_LIMITS[key];
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
  const secret = read(env, RECAPTCHA_SECRET_ENV);
  if (secret) {
    return {
      kind: 'recaptcha',
      secret,
      verifyUrl: parseHttpUrl(
        read(env, RECAPTCHA_VERIFY_URL_ENV) ?? RECAPTCHA_VERIFY_URL,
        RECAPTCHA_VERIFY_URL_ENV,
      ),
      hostnames: new Set([...origins].map((origin) => new URL(origin).hostname)),
    };
  }
  if (isLocalDemo(env)) return { kind: 'stand-in', secret: DEVELOPMENT_CONFIRM_SECRET };
  throw new ConfigError(
    `${RECAPTCHA_SECRET_ENV} no está configurada: sin ella nadie puede enviar cotizaciones ` +
      '(la verificación local solo existe en el emulador con un proyecto demo-).',
  );
}

/** A public form's configuration, its limits read from `limitEnv`'s variables. */
export function loadFormConfig(env: Env, limitEnv: FormLimitEnv): FormConfig {
  const warnings: string[] = [];
  const allowedOrigins = loadOrigins(env);
  return {
    captcha: loadCaptcha(env, allowedOrigins),
    appCheckEnforce: loadAppCheck(env, warnings),
    allowedOrigins,
    clientIpPosition: loadClientIpPosition(env),
    limits: {
      perIp: limit(env, limitEnv, 'perIp'),
      perEmail: limit(env, limitEnv, 'perEmail'),
      total: limit(env, limitEnv, 'total'),
    },
    sharedStore: loadSharedStore(env),
    warnings,
  };
}
