/**
 * The privacy functions:
 * - `applyLeadRetention` (daily): anonymises leads past LEAD_RETENTION_MONTHS without activity
 *   (privacy/retention.ts). In the emulator, `npm start` runs it from a local timer.
 * - `exportMyData`, `deleteMyAccount` (callable, the signed-in user): "Tus datos" in Mi Perfil
 *   (privacy/account.ts).
 * - `confirmEmailVerified` (callable, the signed-in user): writes users/{uid}.emailVerified once
 *   Auth says the address is verified (privacy/email-verified.ts); no client can write it.
 * - `anonymizeLead` (callable, admins): "Anonimizar" on a lead's page, with a reason
 *   (privacy/admin-anonymize.ts, through privacy/anonymize.ts).
 */
import { secrets } from '../runtime/options.js';
import { callable, uidOf } from '../runtime/callable.js';

import type { CallableRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';

import { adminEmail, adminFirestore } from '../firestore/admin.js';
import {
  ACCOUNT_MESSAGES,
  deleteMyAccount as deleteAccountOnce,
  exportMyData as exportOnce,
  type Caller,
} from './account.js';
import { createAccountDeps } from './account-wiring.js';
import {
  ANONYMIZE_MESSAGES,
  anonymizeLeadByAdmin,
  type AdminAnonymizeDeps,
} from './admin-anonymize.js';
import { anonymizeLead as anonymizeLeadRecord } from './anonymize.js';
import {
  EMAIL_VERIFIED_MESSAGES,
  confirmEmailVerified as confirmEmailVerifiedOnce,
} from './email-verified.js';
import { createEmailVerifiedDeps } from './email-verified-wiring.js';
import { runLeadRetention } from './retention.js';
import { once } from '../runtime/http.js';

/** Retention: leads in Perdido or without activity for LEAD_RETENTION_MONTHS are anonymised. */
export const applyLeadRetention = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: 'America/Cancun',
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async () => {
    await runLeadRetention(process.env, logger);
  },
);

const getAccountDeps = once(() => createAccountDeps(process.env, logger));

/** The callable's caller: uid and the ID token's auth_time (seconds), or null when signed out. */
function callerOf(request: CallableRequest): Caller | null {
  const auth = request.auth;
  if (!auth) return null;
  const authTime = auth.token.auth_time;
  return { uid: auth.uid, authTime: typeof authTime === 'number' ? authTime : null };
}

/** "Descargar mis datos" in Mi Perfil: everything the site holds about the caller. */
export const exportMyData = callable(
  { secrets, timeoutSeconds: 120 },
  { log: 'cuenta: no se pudieron exportar los datos', message: ACCOUNT_MESSAGES.exportFailed },
  (request) => exportOnce(callerOf(request), getAccountDeps()),
);

/** "Eliminar mi cuenta" in Mi Perfil: only right after a sign-in or re-authentication. */
export const deleteMyAccount = callable(
  { timeoutSeconds: 120 },
  { log: 'cuenta: no se pudo eliminar la cuenta', message: ACCOUNT_MESSAGES.deleteFailed },
  (request) => deleteAccountOnce(callerOf(request), getAccountDeps()),
);

const getEmailVerifiedDeps = once(() => createEmailVerifiedDeps(process.env, logger));

/** The signed-in user's verified e-mail, recorded on users/{uid} for the lead desk. */
export const confirmEmailVerified = callable(
  { timeoutSeconds: 30 },
  {
    log: 'cuenta: no se pudo registrar el correo verificado',
    message: EMAIL_VERIFIED_MESSAGES.failed,
  },
  (request) => confirmEmailVerifiedOnce(uidOf(request), getEmailVerifiedDeps()),
);

const anonymizeDeps: AdminAnonymizeDeps = {
  isAdmin: async (uid) => (await adminEmail(uid)) !== null,
  anonymize: async (id, request) => anonymizeLeadRecord(await adminFirestore(), id, request),
  logger,
};

/** "Anonimizar" on a lead's page (admins only; who, when and why recorded). */
export const anonymizeLead = callable(
  {},
  { log: 'privacy: no se pudo anonimizar la solicitud', message: ANONYMIZE_MESSAGES.failed },
  (request) => anonymizeLeadByAdmin(request.data, uidOf(request), anonymizeDeps),
);
