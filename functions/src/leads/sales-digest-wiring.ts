/**
 * The sales digest's dependencies from the environment, shared by leads/functions.ts (the scheduled
 * `sendSalesDigest`) and the local timer of `npm start` (scripts/site.ts), which runs the same job
 * against the emulators and the mail outbox.
 */
import { loadSiteUrl, type Env } from '../env.js';
import { adminFirestore } from '../firestore/admin.js';
import { createFirestoreSalesDigestStore } from './firestore-sales-digest.js';
import type { Logger } from '../logger.js';
import { createMailer, loadMailConfig } from '../mail/config.js';
import { sendSalesDigests, type SalesDigestDeps, type SalesDigestReport } from './sales-digest.js';

export function createSalesDigestDeps(env: Env, logger: Logger): SalesDigestDeps {
  return {
    store: createFirestoreSalesDigestStore(adminFirestore),
    mailer: createMailer(loadMailConfig(env), logger),
    siteUrl: loadSiteUrl(env),
    clock: () => new Date(),
    logger,
  };
}

/** Today's digests with a fresh set of dependencies (the schedule, the local timer and tests). */
export function runSalesDigest(env: Env, logger: Logger): Promise<SalesDigestReport> {
  return sendSalesDigests(createSalesDigestDeps(env, logger));
}
