/**
 * The hourly service digest's dependencies from the environment, shared by leads/functions.ts (the
 * scheduled `sendServiceDigest`) and the local timer of `npm start` (scripts/site.ts).
 */
import type { Env } from '../env.js';
import { adminFirestore } from '../firestore/admin.js';
import { createFirestoreServiceDigestStore } from './firestore-digest.js';
import type { Logger } from '../logger.js';
import { serviceMailBase } from './wiring.js';
import { sendServiceDigest, type ServiceDigestDeps, type ServiceDigestReport } from './digest.js';

export function createServiceDigestDeps(env: Env, logger: Logger): ServiceDigestDeps {
  const { config, base } = serviceMailBase(env, logger);
  return {
    ...base,
    digestStore: createFirestoreServiceDigestStore(adminFirestore),
    serviceEmails: config.serviceEmails,
    emailsPerHour: config.emailsPerHour,
  };
}

/** One run with a fresh set of dependencies (the schedule, the local timer and tests). */
export function runServiceDigest(env: Env, logger: Logger): Promise<ServiceDigestReport> {
  return sendServiceDigest(createServiceDigestDeps(env, logger));
}
