/**
 * The lead functions' dependencies from the environment, shared by leads/functions.ts (the trigger, the
 * scheduled sweep, the callable resend) and the local timer of `npm start` (scripts/site.ts),
 * which runs the same sweep against the emulators.
 */
import { loadSharedStore } from '../config.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import type { Env } from '../env.js';
import { adminEmail, adminFirestore } from '../firestore/admin.js';
import { createFirestoreLeadIntakeStore } from './firestore-intake.js';
import { createFirestoreLeadStore } from './firestore-store.js';
import type { Logger } from '../logger.js';
import { createMailer } from '../mail/config.js';
import { loadLeadConfig } from './config.js';
import type { ResendDeps } from './resend.js';
import { sweepLeadNotifications, type SweepDeps, type SweepReport } from './sweep.js';

const HOUR_MS = 60 * 60 * 1000;

export function createLeadDeps(env: Env, logger: Logger): SweepDeps & ResendDeps {
  const config = loadLeadConfig(env);
  const shared = loadSharedStore(env);
  return {
    store: createFirestoreLeadStore(adminFirestore),
    intakeStore: createFirestoreLeadIntakeStore(adminFirestore),
    firstResponseHours: config.firstResponseHours,
    mailer: createMailer(config.mail, logger),
    salesEmails: config.salesEmails,
    siteUrl: config.siteUrl,
    clock: () => new Date(),
    logger,
    ceiling: sharedLimiter(shared, 'lead-emails', { max: config.emailsPerHour, windowMs: HOUR_MS }),
    digestLimiter: sharedLimiter(shared, 'lead-digest', { max: 1, windowMs: HOUR_MS }),
    isAdmin: async (uid) => (await adminEmail(uid)) !== null,
  };
}

/** One sweep with a fresh set of dependencies (the local timer and tests call this). */
export function runLeadNotificationSweep(env: Env, logger: Logger): Promise<SweepReport> {
  return sweepLeadNotifications(createLeadDeps(env, logger));
}
