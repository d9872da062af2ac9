/**
 * Which mailer sends transactional e-mail: Brevo's SMTP API when BREVO_API_KEY is set (same rule
 * as the newsletter provider), else the local outbox file. Deployed, the outbox is refused.
 * Also the settings every team's e-mails read the same way (sales, service, privacy): who
 * receives them, how many an hour at most.
 */
import { resolve } from 'node:path';

import {
  ConfigError,
  isDeployed,
  loadSiteUrl,
  parseEmailList,
  parseHttpUrl,
  parseIntInRange,
  read,
  type Env,
} from '../env.js';
import type { Logger } from '../logger.js';
import { DEFAULT_MAIL_OUTBOX_PATH } from '../paths.js';
import { BREVO_DEFAULT_BASE_URL, BREVO_DEFAULT_TIMEOUT_MS } from '../brevo-http.js';
import { isValidEmail } from '../validation.js';
import { createBrevoMailer } from './brevo-mailer.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';

export const MAIL_ENV = {
  apiKey: 'BREVO_API_KEY',
  baseUrl: 'BREVO_API_BASE_URL',
  senderEmail: 'MAIL_SENDER_EMAIL',
  senderName: 'MAIL_SENDER_NAME',
  outboxPath: 'MAIL_OUTBOX_PATH',
} as const;

export const DEFAULT_SENDER_NAME = 'Tu Socio Ideal';

export type MailConfig =
  | {
      kind: 'brevo';
      apiKey: string;
      baseUrl: string;
      timeoutMs: number;
      sender: { email: string; name: string };
    }
  | { kind: 'outbox'; path: string };

/** Throws ConfigError when no local outbox may be used and no API key is set. */
export function requireApiKeyOrLocal(env: Env): string | undefined {
  const apiKey = read(env, MAIL_ENV.apiKey);
  if (!apiKey && isDeployed(env)) {
    throw new ConfigError(
      `${MAIL_ENV.apiKey} no está configurada: el buzón local solo existe en desarrollo.`,
    );
  }
  return apiKey;
}

export function loadBrevoBaseUrl(env: Env): string {
  return parseHttpUrl(read(env, MAIL_ENV.baseUrl) ?? BREVO_DEFAULT_BASE_URL, MAIL_ENV.baseUrl);
}

export function loadMailConfig(env: Env): MailConfig {
  const apiKey = requireApiKeyOrLocal(env);
  if (!apiKey) {
    return {
      kind: 'outbox',
      path: resolve(read(env, MAIL_ENV.outboxPath) ?? DEFAULT_MAIL_OUTBOX_PATH),
    };
  }
  const senderEmail = read(env, MAIL_ENV.senderEmail)?.toLowerCase();
  if (!senderEmail || !isValidEmail(senderEmail)) {
    throw new ConfigError(
      `${MAIL_ENV.senderEmail} debe ser un remitente verificado en Brevo cuando ${MAIL_ENV.apiKey} está definida.`,
    );
  }
  return {
    kind: 'brevo',
    apiKey,
    baseUrl: loadBrevoBaseUrl(env),
    timeoutMs: BREVO_DEFAULT_TIMEOUT_MS,
    sender: { email: senderEmail, name: read(env, MAIL_ENV.senderName) ?? DEFAULT_SENDER_NAME },
  };
}

export function createMailer(config: MailConfig, logger: Logger, clock?: () => Date): Mailer {
  return config.kind === 'brevo'
    ? createBrevoMailer(config)
    : createOutboxMailer(config.path, logger, clock);
}

/**
 * A team's addresses from the comma-separated variable `name` (`fallback` when unset: an EXAMPLE
 * address, refused deployed with "configura `whose`").
 */
export function loadRecipients(env: Env, name: string, fallback: string, whose: string): string[] {
  const emails = parseEmailList(read(env, name) ?? fallback, name);
  if (isDeployed(env) && emails.some((a) => a.endsWith('@example.com')))
    throw new ConfigError(`${name} todavía tiene la dirección de ejemplo: configura ${whose}.`);
  return emails;
}

/** What a team's e-mails (sales, service) are sent with. */
export interface TeamMailSettings {
  /** At most this many e-mails to the team an hour; past it, the hourly digest lists the rest. */
  emailsPerHour: number;
  /** The site the e-mails link to (SITE_URL). */
  siteUrl: string;
  mail: MailConfig;
}

/** A team's settings, its hourly ceiling from the variable `perHourEnv` (1 to 10,000). */
export function loadTeamMailSettings(
  env: Env,
  perHourEnv: string,
  defaultPerHour: number,
): TeamMailSettings {
  const raw = read(env, perHourEnv);
  return {
    emailsPerHour: raw ? parseIntInRange(raw, perHourEnv, 1, 10_000) : defaultPerHour,
    siteUrl: loadSiteUrl(env),
    mail: loadMailConfig(env),
  };
}
