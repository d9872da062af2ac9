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
import { digestKey, OPEN_STAGES, type DigestDay, type SalesDigestStore } from './sales-digest.js';
import type { DigestClaim } from '../firestore/marker-claim.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { claimMarker, markMarkerSent, releaseMarker } from '../firestore/send-marker.js';
import { CONTACT_SUBMISSIONS, SALES_DIGESTS, USERS } from '../../../src/domain/collections.js';

export function createFirestoreSalesDigestStore(
  getKit: () => Promise<FirestoreKit>,
): SalesDigestStore {
  async function digestRef(day: DigestDay) {
    const kit = await getKit();
    return { kit, doc: kit.db.collection(SALES_DIGESTS).doc(digestKey(day)) };
  }
  async function ownLeads(uid: string) {
    const kit = await getKit();
    const query = kit.db
      .collection(CONTACT_SUBMISSIONS)
      .where('owner.uid', '==', uid)
      .where('status', 'in', [...OPEN_STAGES]);
    return { kit, query };
  }

  return {
    async listSalesAdmins() {
      const kit = await getKit();
      const snap = await kit.db
        .collection(USERS)
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
      return claimMarker(kit, doc, now, leaseMs, { uid: day.uid, date: day.date });
    },
    async markSent(day, leadIds) {
      const { kit, doc } = await digestRef(day);
      await markMarkerSent(kit, doc, { leadIds });
    },
    async release(day, claimedAt) {
      const { kit, doc } = await digestRef(day);
      await releaseMarker(kit, doc, claimedAt);
    },
  };
}
