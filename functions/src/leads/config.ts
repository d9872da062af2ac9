/**
 * Configuration of the lead notification: who gets it (SALES_EMAILS), the site the e-mail links
 * to (SITE_URL) and the mailer (mail/config.ts). SALES_EMAILS and SITE_URL are Firebase params
 * declared in functions.ts; their defaults are examples for the emulator and are refused deployed.
 */
import {
  ConfigError,
  isDeployed,
  loadSiteUrl,
  parseEmailList,
  parseIntInRange,
  read,
  type Env,
} from '../env.js';
import { loadMailConfig, type MailConfig } from '../mail/config.js';
import { DEFAULT_FIRST_RESPONSE_HOURS } from '../../../src/domain/business-hours.js';

export const SALES_EMAILS_ENV = 'SALES_EMAILS';
/** EXAMPLE address (example.com never receives mail): set the real ones before deploying. */
export const DEFAULT_SALES_EMAILS = 'ventas@example.com';

export const LEAD_EMAILS_PER_HOUR_ENV = 'LEAD_EMAILS_PER_HOUR';
/** Lead e-mails to sales per hour; past it, the hourly digest lists the rest. */
export const DEFAULT_LEAD_EMAILS_PER_HOUR = 30;

export const FIRST_RESPONSE_HOURS_ENV = 'FIRST_RESPONSE_HOURS';

export interface LeadConfig {
  salesEmails: string[];
  /** At most this many lead e-mails an hour (LEAD_EMAILS_PER_HOUR). */
  emailsPerHour: number;
  siteUrl: string;
  mail: MailConfig;
  /** A new lead's first answer is due within this many business hours (FIRST_RESPONSE_HOURS). */
  firstResponseHours: number;
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
  const rawCeiling = read(env, LEAD_EMAILS_PER_HOUR_ENV);
  const rawHours = read(env, FIRST_RESPONSE_HOURS_ENV);
  return {
    salesEmails,
    emailsPerHour: rawCeiling
      ? parseIntInRange(rawCeiling, LEAD_EMAILS_PER_HOUR_ENV, 1, 10_000)
      : DEFAULT_LEAD_EMAILS_PER_HOUR,
    siteUrl: loadSiteUrl(env),
    mail: loadMailConfig(env),
    firstResponseHours: rawHours
      ? parseIntInRange(rawHours, FIRST_RESPONSE_HOURS_ENV, 1, 100)
      : DEFAULT_FIRST_RESPONSE_HOURS,
  };
}
