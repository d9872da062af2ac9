/**
 * The rental clients' e-mails' dependencies from the environment, shared by service/functions.ts
 * (the ticket triggers, the scheduled `sendMeterReminders` and `retryServiceMails`) and the local
 * timer of `npm start` (scripts/site.ts), which runs the scheduled jobs against the emulators and
 * the mail outbox.
 */
import { loadSharedStore } from '../config.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import type { Env } from '../env.js';
import { adminFirestore } from '../firestore/admin.js';
import { createFirestoreServiceDigestStore } from './firestore-digest.js';
import { createFirestoreServiceStore } from './firestore-store.js';
import type { Logger } from '../logger.js';
import { createMailer } from '../mail/config.js';
import { loadServiceConfig } from './config.js';
import {
  sendMeterReminders,
  type MeterReminderDeps,
  type MeterReminderReport,
} from './meter-reminder.js';
import type { TicketMailDeps } from './ticket-mail.js';
import { retryServiceMails, type ServiceRetryReport } from './retry.js';
import type { TicketClockDeps } from './ticket-clock.js';

/**
 * What every service e-mail job starts from: the service configuration, and the store, mailer,
 * site, clock and logger (also service/digest-wiring.ts).
 */
export function serviceMailBase(env: Env, logger: Logger) {
  const config = loadServiceConfig(env);
  return {
    config,
    base: {
      store: createFirestoreServiceStore(adminFirestore),
      mailer: createMailer(config.mail, logger),
      siteUrl: config.siteUrl,
      clock: () => new Date(),
      logger,
    },
  };
}

export function createTicketMailDeps(env: Env, logger: Logger): TicketMailDeps {
  const { config, base } = serviceMailBase(env, logger);
  return {
    ...base,
    serviceEmails: config.serviceEmails,
    ceiling: {
      limiter: sharedLimiter(loadSharedStore(env), 'service-emails', {
        max: config.emailsPerHour,
        windowMs: 60 * 60 * 1000,
      }),
      store: createFirestoreServiceDigestStore(adminFirestore),
    },
  };
}

export function createMeterReminderDeps(env: Env, logger: Logger): MeterReminderDeps {
  const { config, base } = serviceMailBase(env, logger);
  return {
    ...base,
    ...(config.serviceEmails[0] ? { replyTo: config.serviceEmails[0] } : {}),
  };
}

/** startTicketClock's store, clock and logger (no mail configuration needed). */
export function createTicketClockDeps(logger: Logger): TicketClockDeps {
  return { store: createFirestoreServiceStore(adminFirestore), clock: () => new Date(), logger };
}

/** One retry run of the unnotified tickets and replies (the schedule, the local timer, tests). */
export function runServiceMailRetry(env: Env, logger: Logger): Promise<ServiceRetryReport> {
  return retryServiceMails(createTicketMailDeps(env, logger));
}

/** Today's reminders with a fresh set of dependencies (the schedule, the local timer and tests). */
export function runMeterReminders(env: Env, logger: Logger): Promise<MeterReminderReport> {
  return sendMeterReminders(createMeterReminderDeps(env, logger));
}
