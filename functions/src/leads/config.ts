/**
 * Configuration of the lead notification: who gets it (SALES_EMAILS), the site the e-mail links
 * to (SITE_URL) and the mailer (mail/config.ts). SALES_EMAILS and SITE_URL are Firebase params
 * declared in functions.ts; their defaults are examples for the emulator and are refused deployed
 * (mail/config.ts reads every team's addresses and hourly ceiling the same way).
 */
import { parseIntInRange, read, type Env } from '../env.js';
import { loadRecipients, loadTeamMailSettings, type TeamMailSettings } from '../mail/config.js';
import { DEFAULT_FIRST_RESPONSE_HOURS } from '../../../src/domain/business-hours.js';

export const SALES_EMAILS_ENV = 'SALES_EMAILS';
/** EXAMPLE address (example.com never receives mail): set the real ones before deploying. */
export const DEFAULT_SALES_EMAILS = 'ventas@example.com';

export const LEAD_EMAILS_PER_HOUR_ENV = 'LEAD_EMAILS_PER_HOUR';
/** Lead e-mails to sales per hour; past it, the hourly digest lists the rest. */
export const DEFAULT_LEAD_EMAILS_PER_HOUR = 30;

export const FIRST_RESPONSE_HOURS_ENV = 'FIRST_RESPONSE_HOURS';

export interface LeadConfig extends TeamMailSettings {
  salesEmails: string[];
  /** A new lead's first answer is due within this many business hours (FIRST_RESPONSE_HOURS). */
  firstResponseHours: number;
}

/** `emailsPerHour`: at most this many lead e-mails an hour (LEAD_EMAILS_PER_HOUR). */
export function loadLeadConfig(env: Env): LeadConfig {
  const salesEmails = loadRecipients(
    env,
    SALES_EMAILS_ENV,
    DEFAULT_SALES_EMAILS,
    'los correos de ventas',
  );
  const settings = loadTeamMailSettings(
    env,
    LEAD_EMAILS_PER_HOUR_ENV,
    DEFAULT_LEAD_EMAILS_PER_HOUR,
  );
  const rawHours = read(env, FIRST_RESPONSE_HOURS_ENV);
  return {
    salesEmails,
    ...settings,
    firstResponseHours: rawHours
      ? parseIntInRange(rawHours, FIRST_RESPONSE_HOURS_ENV, 1, 100)
      : DEFAULT_FIRST_RESPONSE_HOURS,
  };
}
