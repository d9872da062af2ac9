/**
 * The sales digest's store through firebase-admin: the sales admins (users), their leads
 * (contactSubmissions, indexes in firestore.indexes.json) and one document per admin and local day,
 * salesDigests/{uid}_{YYYY-MM-DD}:
 *   uid, date      whose digest, which day;
 *   claimedAt      a lease: one run is sending right now (younger than the lease time);
 *   sentAt         server time once the e-mail was accepted: never send that day again;
 *   leadIds        the leads it listed.
 * Only the functions read or write salesDigests (firestore.rules' default deny keeps clients out).
 */
import {
  decideDigestClaim,
  digestKey,
  OPEN_STAGES,
  SALES_DIGESTS_COLLECTION,
  type DigestClaim,
  type DigestDay,
  type SalesDigestStore,
} from '../leads/sales-digest.js';
import { CONTACT_SUBMISSIONS_COLLECTION } from '../leads/store.js';
import { timeMillis } from '../privacy/retention.js';
import type { FirestoreKit } from './admin.js';

export function createFirestoreSalesDigestStore(
  getKit: () => Promise<FirestoreKit>,
): SalesDigestStore {
  async function digestRef(day: DigestDay) {
    const kit = await getKit();
    return { kit, doc: kit.db.collection(SALES_DIGESTS_COLLECTION).doc(digestKey(day)) };
  }
  async function ownLeads(uid: string) {
    const kit = await getKit();
    const query = kit.db
      .collection(CONTACT_SUBMISSIONS_COLLECTION)
      .where('owner.uid', '==', uid)
      .where('status', 'in', [...OPEN_STAGES]);
    return { kit, query };
  }

  return {
    async listSalesAdmins() {
      const kit = await getKit();
      const snap = await kit.db
        .collection('users')
        .where('role', '==', 'admin')
        .where('sales', '==', true)
        .get();
      return snap.docs.map((doc) => {
        const email: unknown = doc.get('email');
        const name: unknown = doc.get('name');
        return {
          uid: doc.id,
          email: typeof email === 'string' ? email : '',
          name: typeof name === 'string' ? name : '',
        };
      });
    },
    async listFollowUpsDue(uid, before, limit) {
      const { kit, query } = await ownLeads(uid);
      const snap = await query
        .where('nextActionAt', '<', kit.Timestamp.fromDate(before))
        .orderBy('nextActionAt', 'asc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    },
    async listFirstResponsesLate(uid, now, limit) {
      const { kit, query } = await ownLeads(uid);
      const snap = await query
        .where('firstResponseAt', '==', null)
        .where('firstResponseDueAt', '<=', kit.Timestamp.fromDate(now))
        .orderBy('firstResponseDueAt', 'asc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    },
    async claim(day, now, leaseMs): Promise<DigestClaim> {
      const { kit, doc } = await digestRef(day);
      return kit.db.runTransaction(async (tx): Promise<DigestClaim> => {
        const snap = await tx.get(doc);
        const decision = decideDigestClaim(
          snap.exists
            ? { sent: snap.get('sentAt') != null, claimedAtMs: timeMillis(snap.get('claimedAt')) }
            : null,
          now.getTime(),
          leaseMs,
        );
        if (decision !== 'claim') return { kind: decision };
        tx.set(doc, { uid: day.uid, date: day.date, claimedAt: kit.Timestamp.fromDate(now) });
        return { kind: 'claimed', claimedAt: now };
      });
    },
    async markSent(day, leadIds) {
      const { kit, doc } = await digestRef(day);
      await doc.update({
        leadIds,
        sentAt: kit.FieldValue.serverTimestamp(),
        claimedAt: kit.FieldValue.delete(),
      });
    },
    async release(day, claimedAt) {
      const { kit, doc } = await digestRef(day);
      await kit.db.runTransaction(async (tx) => {
        const snap = await tx.get(doc);
        if (!snap.exists || snap.get('sentAt') != null) return;
        if (timeMillis(snap.get('claimedAt')) !== claimedAt.getTime()) return;
        tx.delete(doc);
      });
    },
  };
}
