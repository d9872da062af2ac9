/**
 * The invitation handlers' dependencies from the environment (members/functions.ts): the
 * Firestore store, the caller's Auth record (Admin SDK), the shared per-caller limit, the mailer
 * and the site (SITE_URL) the e-mail links to.
 */
import { loadSharedStore } from '../config.js';
import { loadSiteUrl, type Env } from '../env.js';
import { adminEmail, adminFirestore } from '../firestore/admin.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import type { Logger } from '../logger.js';
import { createMailer, loadMailConfig } from '../mail/config.js';
import { MEMBER_INVITES, USERS } from '../../../src/domain/collections.js';
import type { DescribeDeps } from './describe.js';
import { createFirestoreMemberInviteStore, invite } from './firestore-store.js';
import {
  INVITES_PER_HOUR,
  type AcceptDeps,
  type CallerAccount,
  type InviteDeps,
} from './invite.js';
import type { RevokeStore } from './revoke.js';

async function auth() {
  await adminFirestore(); // initialises the default app
  return (await import('firebase-admin/auth')).getAuth();
}

const notFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

async function uidByEmail(email: string): Promise<string | null> {
  try {
    return (await (await auth()).getUserByEmail(email)).uid;
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

async function userName(uid: string): Promise<string> {
  const { db } = await adminFirestore();
  const snap = await db.collection(USERS).doc(uid).get();
  const name: unknown = snap.get('name');
  return typeof name === 'string' ? name.trim() : '';
}

const store = () => createFirestoreMemberInviteStore(adminFirestore, uidByEmail);

/** What members/revoke.ts cancels with. */
export const createRevokeStore = (): RevokeStore => store();

export function createInviteDeps(env: Env, logger: Logger): InviteDeps {
  return {
    store: store(),
    adminEmail,
    userName,
    limiter: sharedLimiter(loadSharedStore(env), 'member-invite', {
      max: INVITES_PER_HOUR,
      windowMs: 60 * 60 * 1000,
    }),
    mailer: createMailer(loadMailConfig(env), logger),
    siteUrl: loadSiteUrl(env),
    now: () => new Date(),
    logger,
  };
}

export function createAcceptDeps(logger: Logger): AcceptDeps {
  return {
    store: store(),
    async account(uid): Promise<CallerAccount | null> {
      let user;
      try {
        user = await (await auth()).getUser(uid);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
      return {
        email: user.email ?? null,
        emailVerified: user.emailVerified,
        providerData: user.providerData.map((p) => ({ providerId: p.providerId, email: p.email })),
        displayName: user.displayName?.trim() || (await userName(uid)),
      };
    },
    now: () => new Date(),
    logger,
  };
}

export function createDescribeDeps(): DescribeDeps {
  return {
    async getInvite(id) {
      const { db } = await adminFirestore();
      return invite(await db.collection(MEMBER_INVITES).doc(id).get());
    },
    now: () => new Date(),
  };
}
