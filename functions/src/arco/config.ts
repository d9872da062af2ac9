/**
 * Configuration of the arco function (environment; the table is in functions/README.md). The
 * human verification, App Check, allowed origins and client address are the quote function's
 * (quote/config.ts): one set of bot checks for both public forms. Its own:
 *
 * | variable              | meaning                                                              |
 * |-----------------------|----------------------------------------------------------------------|
 * | PRIVACY_EMAIL         | Who receives each request (comma-separated). A param (functions.ts);     |
 * |                       | the example address is refused deployed.                             |
 * | ARCO_LIMIT_PER_IP     | Default 20/10m: per client address (IPv6 by its /64).                |
 * | ARCO_LIMIT_PER_EMAIL  | Default 3/1h: verified requests per e-mail address.                  |
 * | ARCO_LIMIT_TOTAL      | Default 300/1h: verified requests overall.                           |
 * | SITE_URL              | The desk link in the e-mail (shared with the lead e-mails).          |
 */
import { ConfigError, isDeployed, loadSiteUrl, parseEmailList, read, type Env } from '../env.js';
import { parseLimit } from '../limits/shared-limiter.js';
import { loadMailConfig, type MailConfig } from '../mail/config.js';
import { DEFAULT_QUOTE_LIMITS, loadQuoteConfig, type QuoteConfig } from '../quote/config.js';
import type { RateLimitOptions } from '../rate-limiter.js';

export const ARCO_ENV = {
  privacyEmail: 'PRIVACY_EMAIL',
  perIp: 'ARCO_LIMIT_PER_IP',
  perEmail: 'ARCO_LIMIT_PER_EMAIL',
  total: 'ARCO_LIMIT_TOTAL',
} as const;

/** EXAMPLE address (example.com never receives mail): set the real one before deploying. */
export const DEFAULT_PRIVACY_EMAIL = 'privacidad@example.com';

/** The quote form's limits: the same bot checks and budgets, counted apart. */
export const DEFAULT_ARCO_LIMITS = DEFAULT_QUOTE_LIMITS;

export interface ArcoConfig extends Omit<QuoteConfig, 'limits'> {
  limits: { perIp: RateLimitOptions; perEmail: RateLimitOptions; total: RateLimitOptions };
  privacyEmails: string[];
  siteUrl: string;
  mail: MailConfig;
}

function limit(env: Env, key: keyof typeof DEFAULT_ARCO_LIMITS): RateLimitOptions {
  const name = ARCO_ENV[key];
  const raw = read(env, name) ?? DEFAULT_ARCO_LIMITS[key];
  const parsed = parseLimit(raw);
  if (!parsed)
    throw new ConfigError(`${name} debe tener la forma N/Tm o N/Th (ej. 20/10m, 3/1h): "${raw}".`);
  return parsed;
}

export function loadArcoConfig(env: Env): ArcoConfig {
  const quote = loadQuoteConfig(env);
  const privacyEmails = parseEmailList(
    read(env, ARCO_ENV.privacyEmail) ?? DEFAULT_PRIVACY_EMAIL,
    ARCO_ENV.privacyEmail,
  );
  if (isDeployed(env) && privacyEmails.some((a) => a.endsWith('@example.com')))
    throw new ConfigError(
      `${ARCO_ENV.privacyEmail} todavía tiene la dirección de ejemplo: configura el correo de privacidad.`,
    );
  return {
    captcha: quote.captcha,
    appCheckEnforce: quote.appCheckEnforce,
    allowedOrigins: quote.allowedOrigins,
    clientIpPosition: quote.clientIpPosition,
    sharedStore: quote.sharedStore,
    warnings: quote.warnings,
    limits: {
      perIp: limit(env, 'perIp'),
      perEmail: limit(env, 'perEmail'),
      total: limit(env, 'total'),
    },
    privacyEmails,
    siteUrl: loadSiteUrl(env),
    mail: loadMailConfig(env),
  };
}
