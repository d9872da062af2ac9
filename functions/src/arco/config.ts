/**
 * Configuration of the arco function (environment; the table is in functions/README.md). The
 * human verification, App Check, allowed origins and client address are every public form's
 * (forms/config.ts): one set of bot checks for both public forms. Its own:
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
import { loadSiteUrl, type Env } from '../env.js';
import {
  DEFAULT_FORM_LIMITS,
  loadFormConfig,
  type FormConfig,
  type FormLimitEnv,
} from '../forms/config.js';
import { loadMailConfig, loadRecipients, type MailConfig } from '../mail/config.js';

export const ARCO_ENV = {
  privacyEmail: 'PRIVACY_EMAIL',
  perIp: 'ARCO_LIMIT_PER_IP',
  perEmail: 'ARCO_LIMIT_PER_EMAIL',
  total: 'ARCO_LIMIT_TOTAL',
} as const satisfies FormLimitEnv & { privacyEmail: string };

/** EXAMPLE address (example.com never receives mail): set the real one before deploying. */
export const DEFAULT_PRIVACY_EMAIL = 'privacidad@example.com';

/** The quote form's limits: the same bot checks and budgets, counted apart. */
export const DEFAULT_ARCO_LIMITS = DEFAULT_FORM_LIMITS;

export interface ArcoConfig extends FormConfig {
  privacyEmails: string[];
  siteUrl: string;
  mail: MailConfig;
}

export function loadArcoConfig(env: Env): ArcoConfig {
  const form = loadFormConfig(env, ARCO_ENV);
  return {
    ...form,
    privacyEmails: loadRecipients(
      env,
      ARCO_ENV.privacyEmail,
      DEFAULT_PRIVACY_EMAIL,
      'el correo de privacidad',
    ),
    siteUrl: loadSiteUrl(env),
    mail: loadMailConfig(env),
  };
}
