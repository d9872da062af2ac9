/**
 * Configuration of the rental clients' e-mails (service/ticket-mail.ts, service/meter-reminder.ts):
 * who receives each new ticket (SERVICE_EMAILS, a Firebase param declared in functions.ts; its default
 * is an example for the emulator and is refused deployed), the site the e-mails link to (SITE_URL,
 * shared with the lead e-mails) and the mailer (mail/config.ts).
 */
import type { Env } from '../env.js';
import { loadRecipients, loadTeamMailSettings, type TeamMailSettings } from '../mail/config.js';

export const SERVICE_EMAILS_ENV = 'SERVICE_EMAILS';
/** EXAMPLE address (example.com never receives mail): set the real ones before deploying. */
export const DEFAULT_SERVICE_EMAILS = 'servicio@example.com';

export const SERVICE_EMAILS_PER_HOUR_ENV = 'SERVICE_EMAILS_PER_HOUR';
/** E-mails to the service address per hour; past it, the hourly digest lists the rest. */
export const DEFAULT_SERVICE_EMAILS_PER_HOUR = 30;

/** `emailsPerHour`: e-mails to the service address an hour at most (SERVICE_EMAILS_PER_HOUR). */
export interface ServiceConfig extends TeamMailSettings {
  /** Who receives each new toner request or fault report; the first is the clients' Reply-To. */
  serviceEmails: string[];
}

export function loadServiceConfig(env: Env): ServiceConfig {
  return {
    serviceEmails: loadRecipients(
      env,
      SERVICE_EMAILS_ENV,
      DEFAULT_SERVICE_EMAILS,
      'los correos de servicio',
    ),
    ...loadTeamMailSettings(env, SERVICE_EMAILS_PER_HOUR_ENV, DEFAULT_SERVICE_EMAILS_PER_HOUR),
  };
}
