/**
 * The "waiting for the hourly digest" state of serviceMails/{key} markers through firebase-admin
 * (service/ceiling.ts):
 *   digestPending   true while the e-mail waits for the digest (a single-field query);
 *   pendingAt       server time when it went past the ceiling (the digest's order, with kind);
 *   kind, ticketId  the e-mail it replaces (replyId for a client's reply);
 * then, once a digest listed it: digestPending false, `via: 'digest'`, `digestKey`, `sentAt`.
 * Only the functions write the markers (firestore.rules: admins may read them).
 */
import type { PendingServiceMail, ServiceDigestStore } from './ceiling.js';
import { timeMillis } from '../firestore/time.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { SERVICE_MAILS } from '../../../src/domain/collections.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The kinds of held e-mails, in the digest's order (ceiling.ts ServiceDigestStore.listPending). */
const DIGEST_KINDS = ['service-ticket', 'client-reply'] as const;

export function createFirestoreServiceDigestStore(
  getKit: () => Promise<FirestoreKit>,
): ServiceDigestStore {
  return {
    async markPending(key, fields) {
      const { db, FieldValue } = await getKit();
      await db
        .collection(SERVICE_MAILS)
        .doc(key)
        .set(
          {
            kind: fields.kind,
            ticketId: fields.ticketId,
            ...(fields.replyId ? { replyId: fields.replyId } : {}),
            digestPending: true,
            pendingAt: FieldValue.serverTimestamp(),
            claimedAt: FieldValue.delete(),
          },
          { merge: true },
        );
    },
    async listPending(limit): Promise<PendingServiceMail[]> {
      const { db } = await getKit();
      // New tickets first, then clients' replies, each by when it was held (an index on
      // digestPending, kind, pendingAt: firestore.indexes.json).
      const out: PendingServiceMail[] = [];
      for (const kind of DIGEST_KINDS) {
        if (out.length >= limit) break;
        const snap = await db
          .collection(SERVICE_MAILS)
          .where('digestPending', '==', true)
          .where('kind', '==', kind)
          .orderBy('pendingAt')
          .limit(limit - out.length)
          .get();
        for (const doc of snap.docs) {
          if (doc.get('sentAt') != null) continue;
          out.push({
            key: doc.id,
            kind: text(doc.get('kind')),
            ticketId: text(doc.get('ticketId')),
            ...(text(doc.get('replyId')) ? { replyId: text(doc.get('replyId')) } : {}),
            pendingAtMs: timeMillis(doc.get('pendingAt')) ?? 0,
          });
        }
      }
      return out;
    },
    async settle(keys, digestKey) {
      const { db, FieldValue } = await getKit();
      for (let start = 0; start < keys.length; start += 400) {
        const batch = db.batch();
        for (const key of keys.slice(start, start + 400)) {
          batch.set(
            db.collection(SERVICE_MAILS).doc(key),
            {
              digestPending: false,
              via: 'digest',
              digestKey,
              sentAt: FieldValue.serverTimestamp(),
              claimedAt: FieldValue.delete(),
            },
            { merge: true },
          );
        }
        await batch.commit();
      }
    },
  };
}
