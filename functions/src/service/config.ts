/**
 * Configuration of the rental clients' e-mails (service/ticket-mail.ts, service/meter-reminder.ts):
 * who receives each new ticket (SERVICE_EMAILS, a Firebase param declared in functions.ts; its default
 * is an example for the emulator and is refused deployed), the site the e-mails link to (SITE_URL,
 * shared with the lead e-mails) and the mailer (mail/config.ts).
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

export const SERVICE_EMAILS_ENV = 'SERVICE_EMAILS';
/** EXAMPLE address (example.com never receives mail): set the real ones before deploying. */
export const DEFAULT_SERVICE_EMAILS = 'servicio@example.com';

export const SERVICE_EMAILS_PER_HOUR_ENV = 'SERVICE_EMAILS_PER_HOUR';
/** E-mails to the service address per hour; past it, the hourly digest lists the rest. */
export const DEFAULT_SERVICE_EMAILS_PER_HOUR = 30;

export interface ServiceConfig {
  /** Who receives each new toner request or fault report; the first is the clients' Reply-To. */
  serviceEmails: string[];
  /** At most this many e-mails to the service address an hour (SERVICE_EMAILS_PER_HOUR). */
  emailsPerHour: number;
  siteUrl: string;
  mail: MailConfig;
}

export function loadServiceConfig(env: Env): ServiceConfig {
  const serviceEmails = parseEmailList(
    read(env, SERVICE_EMAILS_ENV) ?? DEFAULT_SERVICE_EMAILS,
    SERVICE_EMAILS_ENV,
  );
  if (isDeployed(env) && serviceEmails.some((a) => a.endsWith('@example.com'))) {
    throw new ConfigError(
      `${SERVICE_EMAILS_ENV} todavía tiene la dirección de ejemplo: configura los correos de servicio.`,
    );
  }
  const rawCeiling = read(env, SERVICE_EMAILS_PER_HOUR_ENV);
  return {
    serviceEmails,
    emailsPerHour: rawCeiling
      ? parseIntInRange(rawCeiling, SERVICE_EMAILS_PER_HOUR_ENV, 1, 10_000)
      : DEFAULT_SERVICE_EMAILS_PER_HOUR,
    siteUrl: loadSiteUrl(env),
    mail: loadMailConfig(env),
  };
}
