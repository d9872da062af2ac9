/**
 * The dashboard's counters in Firestore (leadStats/{weekId}, functions/src/leads/stats.ts),
 * through firebase-admin. One transaction per lead write: it reads the lead as it is now and
 * writes its entry, so concurrent or out-of-order deliveries end with what the lead holds last.
 * Entries are written with merge (the other leads of the week are untouched) and always carry
 * every field of a summary, so a rewrite leaves nothing of the previous one.
 */
import type { LeadStatsStore } from './stats.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { CONTACT_SUBMISSIONS, LEAD_STATS } from '../../../src/domain/collections.js';

export function createFirestoreLeadStatsStore(getKit: () => Promise<FirestoreKit>): LeadStatsStore {
  return {
    async update(id, plan) {
      const kit = await getKit();
      const lead = kit.db.collection(CONTACT_SUBMISSIONS).doc(id);
      return kit.db.runTransaction(async (tx) => {
        const snap = await tx.get(lead);
        const result = plan(snap.exists ? (snap.data() ?? {}) : null);
        for (const change of result.changes) {
          const week = kit.db.collection(LEAD_STATS).doc(change.weekId);
          const entry =
            change.kind === 'set'
              ? { ...change.summary, createdAt: kit.Timestamp.fromDate(change.summary.createdAt) }
              : kit.FieldValue.delete();
          tx.set(
            week,
            { weekStart: change.weekStart, leads: { [change.leadId]: entry } },
            { merge: true },
          );
        }
        return result;
      });
    },
    async listLeadIds(afterId, limit) {
      const { db } = await getKit();
      let query = db.collection(CONTACT_SUBMISSIONS).orderBy('__name__').limit(limit);
      if (afterId !== null) query = query.startAfter(afterId);
      const snap = await query.select().get();
      return snap.docs.map((doc) => doc.id);
    },
  };
}
