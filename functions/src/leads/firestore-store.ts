/** The lead notification store on contactSubmissions/{id}, through firebase-admin. */
import { decideClaim, type ClaimResult, type LeadNotificationStore } from './store.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { timeMillis } from '../firestore/time.js';
import { CONTACT_SUBMISSIONS } from '../../../src/domain/collections.js';

export function createFirestoreLeadStore(
  getKit: () => Promise<FirestoreKit>,
): LeadNotificationStore {
  async function ref(id: string) {
    const kit = await getKit();
    return { kit, doc: kit.db.collection(CONTACT_SUBMISSIONS).doc(id) };
  }

  return {
    async claim(id, now, leaseMs): Promise<ClaimResult> {
      const { kit, doc } = await ref(id);
      return kit.db.runTransaction(async (tx): Promise<ClaimResult> => {
        const snap = await tx.get(doc);
        const decision = decideClaim(
          {
            exists: snap.exists,
            notified:
              snap.exists && (snap.get('notified') === true || snap.get('notifiedAt') != null),
            claimedAtMs: snap.exists ? timeMillis(snap.get('notifyClaimedAt')) : null,
          },
          now.getTime(),
          leaseMs,
        );
        if (decision !== 'claim') return { kind: decision };
        tx.update(doc, { notifyClaimedAt: kit.Timestamp.fromDate(now) });
        return { kind: 'claimed', claimedAt: now };
      });
    },
    async get(id) {
      const { doc } = await ref(id);
      const snap = await doc.get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    async listUnnotified(since, limit) {
      const kit = await getKit();
      const snap = await kit.db
        .collection(CONTACT_SUBMISSIONS)
        .where('notified', '==', false)
        .where('createdAt', '>=', kit.Timestamp.fromDate(since))
        .orderBy('createdAt', 'asc')
        .limit(limit)
        .get();
      return snap.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    async markNotified(id, via) {
      const { kit, doc } = await ref(id);
      await doc.update({
        notified: true,
        notifiedVia: via,
        notifiedAt: kit.FieldValue.serverTimestamp(),
        notifyClaimedAt: kit.FieldValue.delete(),
      });
    },
    async release(id, claimedAt) {
      const { kit, doc } = await ref(id);
      await kit.db.runTransaction(async (tx) => {
        const snap = await tx.get(doc);
        if (!snap.exists || timeMillis(snap.get('notifyClaimedAt')) !== claimedAt.getTime()) return;
        tx.update(doc, { notifyClaimedAt: kit.FieldValue.delete() });
      });
    },
  };
}
