/**
 * EmailVerifiedDeps (email-verified.ts) on the Admin SDK: the Auth record as "Tus datos" reads it
 * (account-wiring.ts: isEmailProven of src/domain/verified-email.ts) and the transaction on users/{uid}.
 */
import type { Env } from '../env.js';
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import { createAccountDeps } from './account-wiring.js';
import { recordEmailVerified, type EmailVerifiedDeps } from './email-verified.js';

export function createEmailVerifiedDeps(env: Env, logger: Logger): EmailVerifiedDeps {
  const accounts = createAccountDeps(env, logger);
  return {
    account: (uid) => accounts.account(uid),
    recordVerified: async (uid, email) => recordEmailVerified(await adminFirestore(), uid, email),
    logger,
  };
}
