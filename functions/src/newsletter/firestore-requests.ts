/**
 * The confirmation log in Firestore: newsletterRequests/{sha256(email)} = {lastSentAt, expireAt}.
 * Written only by this function through firebase-admin; clients can never read it (the rules
 * match no such collection, so default deny applies). `expireAt` (lastSentAt + 24 h) lets a
 * Firestore TTL policy on that field delete stale records.
 */
import {
  CONFIRMATION_RESEND_WINDOW_MS,
  emailKey,
  sentRecently,
  type ConfirmationLog,
} from './requests.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { timeMillis } from '../firestore/time.js';
import { NEWSLETTER_REQUESTS } from '../../../src/domain/collections.js';

export function createFirestoreConfirmationLog(
  getKit: () => Promise<FirestoreKit>,
  windowMs: number = CONFIRMATION_RESEND_WINDOW_MS,
): ConfirmationLog {
  return {
    name: 'firestore',
    async claim(email, now) {
      const { db, Timestamp } = await getKit();
      const ref = db.collection(NEWSLETTER_REQUESTS).doc(emailKey(email));
      const nowMs = now.getTime();
      const previous = await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const last = snap.exists ? timeMillis(snap.get('lastSentAt')) : null;
        if (sentRecently(last, nowMs, windowMs)) return { claimed: false as const };
        tx.set(ref, {
          lastSentAt: Timestamp.fromMillis(nowMs),
          expireAt: Timestamp.fromMillis(nowMs + windowMs),
        });
        return { claimed: true as const, last };
      });
      if (!previous.claimed) return null;
      return {
        async release() {
          await db.runTransaction(async (tx) => {
            const snap = await tx.get(ref);
            if (!snap.exists || timeMillis(snap.get('lastSentAt')) !== nowMs) return;
            if (previous.last === null) tx.delete(ref);
            else {
              tx.set(ref, {
                lastSentAt: Timestamp.fromMillis(previous.last),
                expireAt: Timestamp.fromMillis(previous.last + windowMs),
              });
            }
          });
        },
      };
    },
  };
}
