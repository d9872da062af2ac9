/**
 * Configuration of the lead notification: who gets it (SALES_EMAILS), the site the e-mail links
 * to (SITE_URL) and the mailer (mail/config.ts). SALES_EMAILS and SITE_URL are Firebase params
 * declared in index.ts; their defaults are examples for the emulator and are refused deployed.
 */
import { ConfigError, isDeployed, loadSiteUrl, parseEmailList, read, type Env } from '../env.js';
import { loadMailConfig, type MailConfig } from '../mail/config.js';

export const SALES_EMAILS_ENV = 'SALES_EMAILS';
/** EXAMPLE address (example.com never receives mail): set the real ones before deploying. */
export const DEFAULT_SALES_EMAILS = 'ventas@example.com';

export interface LeadConfig {
  salesEmails: string[];
  siteUrl: string;
  mail: MailConfig;
}

export function loadLeadConfig(env: Env): LeadConfig {
  const salesEmails = parseEmailList(
    read(env, SALES_EMAILS_ENV) ?? DEFAULT_SALES_EMAILS,
    SALES_EMAILS_ENV,
  );
  if (isDeployed(env) && salesEmails.some((a) => a.endsWith('@example.com'))) {
    throw new ConfigError(
      `${SALES_EMAILS_ENV} todavía tiene la dirección de ejemplo: configura los correos de ventas.`,
    );
  }
  return { salesEmails, siteUrl: loadSiteUrl(env), mail: loadMailConfig(env) };
}
