/**
 * Configuration of the quote function (environment; the table is in functions/README.md): every
 * public form's (forms/config.ts: reCAPTCHA, App Check, origins, client address) and its limits:
 *
 * | variable              | meaning                                                              |
 * |-----------------------|----------------------------------------------------------------------|
 * | QUOTE_LIMIT_PER_IP    | Default 20/10m: per client address (IPv6 by its /64).                |
 * | QUOTE_LIMIT_PER_EMAIL | Default 3/1h: verified requests per e-mail address.                  |
 * | QUOTE_LIMIT_TOTAL     | Default 300/1h: verified requests overall.                           |
 */
import type { Env } from '../env.js';
import {
  DEFAULT_FORM_LIMITS,
  loadFormConfig,
  type FormConfig,
  type FormLimitEnv,
} from '../forms/config.js';

export const QUOTE_ENV = {
  perIp: 'QUOTE_LIMIT_PER_IP',
  perEmail: 'QUOTE_LIMIT_PER_EMAIL',
  total: 'QUOTE_LIMIT_TOTAL',
} as const satisfies FormLimitEnv;

export const DEFAULT_QUOTE_LIMITS = DEFAULT_FORM_LIMITS;

export type QuoteConfig = FormConfig;

export function loadQuoteConfig(env: Env): QuoteConfig {
  return loadFormConfig(env, QUOTE_ENV);
}
